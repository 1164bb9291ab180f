import { Button, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { CustomField, Task } from '@tandem/contract';
import { errorMessage, fieldError } from '../../../components/errors.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useProjectCustomFields, useSetCustomFieldValue } from '../api/custom-fields.api.ts';
import { CustomFieldEditor } from './custom-field-editor.tsx';
import type { TaskSectionProps } from '../../../lib/task-slots.tsx';

/** The task's values of its project's custom fields, one editor per field; none if it has none. */
export function TaskCustomFieldsSection({ task }: TaskSectionProps) {
  const { t } = useTranslation();
  const fields = useProjectCustomFields(task.project.id);
  if (fields.isPending) return <Loader size="xs" aria-label={t('common.loading')} />;
  // A project one cannot see has no fields to show (the task page says why it is missing).
  if (fields.isError && fields.error instanceof ApiError && fields.error.status === 404)
    return null;
  if (fields.isError)
    return (
      <Stack gap={4} role="alert">
        <Text size="sm" c="red">
          {t('customFields.loadFailed')}
        </Text>
        <Button size="xs" variant="light" onClick={() => void fields.refetch()}>
          {t('common.retry')}
        </Button>
      </Stack>
    );
  if (fields.data.custom_fields.length === 0) return null;
  return (
    <Stack gap="xs" role="group" aria-label={t('customFields.title')}>
      <Text size="sm" fw={500}>
        {t('customFields.title')}
      </Text>
      {fields.data.custom_fields.map((field) => (
        <FieldValue key={field.uuid} task={task} field={field} />
      ))}
    </Stack>
  );
}

function FieldValue({ task, field }: { task: Task; field: CustomField }) {
  const { t } = useTranslation();
  const save = useSetCustomFieldValue(task);
  const value = task.custom_fields.find((entry) => entry.uuid === field.uuid)?.value ?? null;
  return (
    <CustomFieldEditor
      // A value from the server (saved here or by someone else) replaces any draft.
      key={JSON.stringify(value)}
      field={field}
      value={value}
      disabled={!task.abilities.update || task.date_deleted !== null}
      error={fieldError(save.error, 'value')}
      onSave={(next) =>
        save.mutate(
          { fieldUuid: field.uuid, value: next },
          {
            onError: (error) => {
              if (!fieldError(error, 'value'))
                notifications.show({ color: 'red', message: errorMessage(error, t) });
            },
          },
        )
      }
    />
  );
}
