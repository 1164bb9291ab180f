import { useState } from 'react';
import { Badge, Button, Card, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { CustomField } from '@tandem/contract';
import { CUSTOM_FIELD_LIMITS } from '@tandem/contract/browser';
import { FormAlert } from '../../../components/form-alert.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import {
  useDeleteCustomField,
  useProjectCustomFields,
  useRenameCustomField,
  useReorderCustomFields,
} from '../api/custom-fields.api.ts';
import { NewFieldForm } from './custom-field-new-form.tsx';
import { EnumValuesEditor, NameForm } from './custom-field-parts.tsx';

/** The project's custom fields: shaped here by its owner and commanders, shown to the others. */
export function CustomFieldsModal({
  projectId,
  opened,
  onClose,
}: {
  projectId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('customFields.manageTitle')}
      size="lg"
      fullScreen={phone}
    >
      <FieldsManager projectId={projectId} />
    </Modal>
  );
}

function FieldsManager({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const fields = useProjectCustomFields(projectId);
  return (
    <QueryState query={fields}>
      {({ custom_fields: list, abilities }) => {
        const manage = abilities.manage;
        const order = list.map((field) => field.uuid);
        return (
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {manage ? t('customFields.intro') : t('customFields.readOnly')}
            </Text>
            {list.length === 0 ? (
              <Text c="dimmed">{t('customFields.none')}</Text>
            ) : (
              list.map((field, index) => (
                <FieldCard
                  key={field.uuid}
                  projectId={projectId}
                  field={field}
                  manage={manage}
                  order={order}
                  index={index}
                />
              ))
            )}
            {manage &&
              (list.length >= CUSTOM_FIELD_LIMITS.fieldsPerProject ? (
                <Text size="sm" c="dimmed">
                  {t('customFields.fieldsFull', { count: CUSTOM_FIELD_LIMITS.fieldsPerProject })}
                </Text>
              ) : (
                <NewFieldForm projectId={projectId} />
              ))}
          </Stack>
        );
      }}
    </QueryState>
  );
}

/** One field: its name and type, and for managers renaming, moving and deleting it. */
function FieldCard({
  projectId,
  field,
  manage,
  order,
  index,
}: {
  projectId: number;
  field: CustomField;
  manage: boolean;
  order: string[];
  index: number;
}) {
  const { t } = useTranslation();
  const rename = useRenameCustomField(projectId);
  const remove = useDeleteCustomField(projectId);
  const reorder = useReorderCustomFields(projectId);
  const [confirming, setConfirming] = useState(false);
  const move = (by: -1 | 1) => {
    const next = [...order];
    [next[index], next[index + by]] = [next[index + by]!, next[index]!];
    reorder.mutate(next);
  };
  return (
    <Card withBorder padding="sm" component="section" aria-label={field.name}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
            {field.name}
          </Text>
          <Badge variant="light">{t(`customFields.types.${field.type}`)}</Badge>
        </Group>
        {manage && (
          <>
            <NameForm
              key={field.name}
              label={t('customFields.name')}
              initial={field.name}
              pending={rename.isPending}
              error={rename.error}
              onSave={(name, done) =>
                rename.mutate({ uuid: field.uuid, name }, { onSuccess: done })
              }
            />
            <FormAlert error={reorder.error ?? remove.error} />
            <Group gap="xs" justify="flex-end" wrap="wrap">
              <Button
                size="xs"
                variant="default"
                disabled={index === 0 || reorder.isPending}
                aria-label={t('customFields.moveUp', { name: field.name })}
                onClick={() => move(-1)}
              >
                ↑
              </Button>
              <Button
                size="xs"
                variant="default"
                disabled={index === order.length - 1 || reorder.isPending}
                aria-label={t('customFields.moveDown', { name: field.name })}
                onClick={() => move(1)}
              >
                ↓
              </Button>
              {confirming ? (
                <Group gap="xs" role="alert" wrap="wrap">
                  <Text size="sm">{t('customFields.deleteConfirm', { name: field.name })}</Text>
                  <Button size="xs" variant="default" onClick={() => setConfirming(false)}>
                    {t('common.cancel')}
                  </Button>
                  <Button
                    size="xs"
                    color="red"
                    loading={remove.isPending}
                    onClick={() => remove.mutate(field.uuid)}
                  >
                    {t('customFields.delete')}
                  </Button>
                </Group>
              ) : (
                <Button size="xs" variant="subtle" color="red" onClick={() => setConfirming(true)}>
                  {t('customFields.delete')}
                </Button>
              )}
            </Group>
          </>
        )}
        {field.type === 'enum' && (
          <EnumValuesEditor projectId={projectId} field={field} manage={manage} />
        )}
      </Stack>
    </Card>
  );
}
