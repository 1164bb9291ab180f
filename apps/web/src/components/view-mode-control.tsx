import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type ViewMode = 'grid' | 'list';

/** The choice between cards in a grid and a list, for a page of items (files, notes). */
export function ViewModeControl(props: {
  label: string;
  value: ViewMode;
  onChange: (mode: ViewMode) => void;
}) {
  const { t } = useTranslation();
  return (
    <SegmentedControl
      aria-label={props.label}
      value={props.value}
      onChange={(value) => props.onChange(value)}
      data={[
        { value: 'grid', label: t('files.grid') },
        { value: 'list', label: t('files.list') },
      ]}
    />
  );
}
