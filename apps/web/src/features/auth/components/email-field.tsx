import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@tandem/contract/browser';

/** The e-mail field of the signed-out forms, bounded like the contract bounds it. */
export function EmailField(props: {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('auth.email')}
      type="email"
      autoComplete="email"
      required
      maxLength={LIMITS.emailMax}
      value={props.value}
      onChange={(e) => props.onChange(e.currentTarget.value)}
      error={props.error}
    />
  );
}
