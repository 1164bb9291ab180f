import { PasswordInput } from '@mantine/core';
import type { PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@tandem/contract/browser';

/** A password input whose show/hide button speaks the user's language. */
export function PasswordField(props: PasswordInputProps) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      visibilityToggleButtonProps={{ 'aria-label': t('common.togglePassword') }}
      {...props}
    />
  );
}

/** A field for choosing a password: the spec's length bounds, with the hint that states them. */
export function NewPasswordField(props: PasswordInputProps) {
  const { t } = useTranslation();
  return (
    <PasswordField
      description={t('auth.passwordHint', { count: LIMITS.passwordMin })}
      autoComplete="new-password"
      required
      minLength={LIMITS.passwordMin}
      maxLength={LIMITS.passwordMax}
      {...props}
    />
  );
}
