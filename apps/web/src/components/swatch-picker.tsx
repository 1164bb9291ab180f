import { CheckIcon, ColorSwatch, Group } from '@mantine/core';

export interface Swatch {
  /** What choosing it gives: a palette name, a hex, or null for none. */
  value: string | null;
  /** The CSS colour shown; null shows an empty swatch. */
  color: string | null;
  label: string;
  /** The check mark is drawn dark on light swatches. */
  light: boolean;
}

/**
 * Colour swatches as radio buttons: reached with Tab, chosen with Space or Enter, the chosen
 * one checked and outlined.
 */
export function SwatchPicker({
  swatches,
  value,
  onChange,
  label,
  disabled = false,
}: {
  swatches: Swatch[];
  value: string | null;
  onChange: (value: string | null) => void;
  label: string;
  disabled?: boolean;
}) {
  return (
    <Group gap={4} role="radiogroup" aria-label={label}>
      {swatches.map((swatch) => {
        const checked = value === swatch.value;
        return (
          <ColorSwatch
            key={swatch.value ?? 'none'}
            component="button"
            type="button"
            role="radio"
            aria-checked={checked}
            aria-label={swatch.label}
            title={swatch.label}
            disabled={disabled}
            color={swatch.color ?? 'transparent'}
            size={22}
            onClick={() => onChange(swatch.value)}
            style={{
              cursor: disabled ? 'not-allowed' : 'pointer',
              border: '1px solid var(--mantine-color-default-border)',
              outline: checked ? '2px solid var(--mantine-primary-color-filled)' : undefined,
              outlineOffset: 2,
              color: swatch.light ? 'black' : 'white',
            }}
          >
            {checked && <CheckIcon size={10} />}
          </ColorSwatch>
        );
      })}
    </Group>
  );
}
