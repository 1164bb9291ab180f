import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage, fieldError } from './errors.ts';

/**
 * The error of a failed form that no field shows: the fields listed carry their own messages, so
 * the alert appears only when the failure is about the form as a whole.
 */
export function FormAlert({ error, fields = [] }: { error: unknown; fields?: string[] }) {
  const { t } = useTranslation();
  if (!error || fields.some((field) => fieldError(error, field))) return null;
  return (
    <Alert color="red" role="alert">
      {errorMessage(error, t)}
    </Alert>
  );
}
