import { ColorInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LABEL_SWATCHES } from '../../../lib/label-colors.ts';

/** A project's colour: any hex, or one of the label colours offered as swatches. */
export function ProjectColorInput({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (color: string) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <ColorInput
      label={t('projects.color')}
      value={value}
      onChange={onChange}
      format="hex"
      swatches={Object.values(LABEL_SWATCHES)}
      error={error}
    />
  );
}
