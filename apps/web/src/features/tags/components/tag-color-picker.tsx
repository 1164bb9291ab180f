import { CheckIcon, ColorSwatch, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LABEL_SWATCHES } from '../../../lib/label-colors.ts';

const OPTIONS: Array<[name: string, hex: string | null]> = [
  ['default', null],
  ...Object.entries(LABEL_SWATCHES),
];

/**
 * The named label colours as swatches, plus the default; the value is the hex the server stores.
 * Each swatch is a radio button, so it is reached with Tab and picked with Space or Enter.
 */
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
  const current = value?.toLowerCase() ?? null;
  return (
    <Group gap={4} role="radiogroup" aria-label={t('tags.color')}>
      {OPTIONS.map(([name, hex]) => {
        const checked = current === hex;
        return (
          <ColorSwatch
            key={name}
            component="button"
            type="button"
            role="radio"
            aria-checked={checked}
            aria-label={t(`tags.colors.${name}`)}
            title={t(`tags.colors.${name}`)}
            disabled={disabled}
            color={hex ?? 'transparent'}
            size={22}
            onClick={() => onChange(hex)}
            style={{
              cursor: disabled ? 'not-allowed' : 'pointer',
              border: '1px solid var(--mantine-color-default-border)',
              outline: checked ? '2px solid var(--mantine-primary-color-filled)' : undefined,
              outlineOffset: 2,
              color: hex === LABEL_SWATCHES.white || hex === null ? 'black' : 'white',
            }}
          >
            {checked && <CheckIcon size={10} />}
          </ColorSwatch>
        );
      })}
    </Group>
  );
}
