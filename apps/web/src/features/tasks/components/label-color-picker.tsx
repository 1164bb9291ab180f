import { CheckIcon, ColorSwatch, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LabelColorName } from '../../../lib/label-colors.ts';
import { LABEL_SWATCHES } from '../../../lib/label-colors.ts';
import { labelColorCss } from '../utils/label-color.ts';

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
  const options: Array<LabelColorName | null> = [null, ...NAMES];
  return (
    <Group gap={4} role="radiogroup" aria-label={t('taskLabels.color')}>
      {options.map((name) => {
        const checked = value === name;
        const label = t(`taskLabels.colors.${name ?? 'none'}`);
        return (
          <ColorSwatch
            key={name ?? 'none'}
            component="button"
            type="button"
            role="radio"
            aria-checked={checked}
            aria-label={label}
            title={label}
            disabled={disabled}
            color={name ? labelColorCss(name) : 'transparent'}
            size={22}
            onClick={() => onChange(name)}
            style={{
              cursor: disabled ? 'not-allowed' : 'pointer',
              border: '1px solid var(--mantine-color-default-border)',
              outline: checked ? '2px solid var(--mantine-primary-color-filled)' : undefined,
              outlineOffset: 2,
              color: name === 'white' || name === 'yellow' || name === null ? 'black' : 'white',
            }}
          >
            {checked && <CheckIcon size={10} />}
          </ColorSwatch>
        );
      })}
    </Group>
  );
}
