import { TextInput } from '@mantine/core';
import type { TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@tandem/contract/browser';

interface FieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

/** A required text field of the signed-out forms, bounded like the contract bounds it. */
function AccountField({
  value,
  onChange,
  error,
  ...input
}: FieldProps & Pick<TextInputProps, 'label' | 'type' | 'autoComplete' | 'maxLength'>) {
  return (
    <TextInput
      {...input}
      required
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={error}
    />
  );
}

/** The e-mail field of the signed-out forms. */
export function EmailField(props: FieldProps) {
  const { t } = useTranslation();
  return (
    <AccountField
      {...props}
      label={t('auth.email')}
      type="email"
      autoComplete="email"
      maxLength={LIMITS.emailMax}
    />
  );
}

/** The full-name field of the forms that make an account. */
export function FullnameField(props: FieldProps) {
  const { t } = useTranslation();
  return (
    <AccountField
      {...props}
      label={t('auth.fullname')}
      autoComplete="name"
      maxLength={LIMITS.fullnameMax}
    />
  );
}
