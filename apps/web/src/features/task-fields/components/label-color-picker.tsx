import { useTranslation } from 'react-i18next';
import { SwatchPicker } from '../../../components/swatch-picker.tsx';
import type { LabelColorName } from '../../../lib/label-colors.ts';
import { LABEL_SWATCHES } from '../../../lib/label-colors.ts';
import { labelColorCss } from '../../../lib/label-color.ts';

const NAMES = Object.keys(LABEL_SWATCHES) as LabelColorName[];

/**
 * The palette as radio swatches, plus none; the value is the palette name the server keeps. A
 * label with a hex colour of its own shows no swatch checked until one is chosen.
 */
export function LabelColorPicker({
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
      label={t('taskLabels.color')}
      value={value}
      onChange={onChange}
      disabled={disabled}
      swatches={[null, ...NAMES].map((name) => ({
        value: name,
        color: name ? labelColorCss(name) : null,
        label: t(`taskLabels.colors.${name ?? 'none'}`),
        light: name === 'white' || name === 'yellow' || name === null,
      }))}
    />
  );
}
