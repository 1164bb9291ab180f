import { useTranslation } from 'react-i18next';
import { SwatchPicker } from '../../../components/swatch-picker.tsx';
import { LABEL_SWATCHES } from '../../../lib/label-colors.ts';

const OPTIONS: Array<[name: string, hex: string | null]> = [
  ['default', null],
  ...Object.entries(LABEL_SWATCHES),
];

/** The named label colours as swatches, plus the default; the value is the hex the server stores. */
export function TagColorPicker({
  value,
  onChange,
  disabled = false,
}: {
  value: string | null;
  onChange: (color: string | null) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <SwatchPicker
      label={t('tags.color')}
      value={value?.toLowerCase() ?? null}
      onChange={onChange}
      disabled={disabled}
      swatches={OPTIONS.map(([name, hex]) => ({
        value: hex,
        color: hex,
        label: t(`tags.colors.${name}`),
        light: hex === LABEL_SWATCHES.white || hex === null,
      }))}
    />
  );
}
