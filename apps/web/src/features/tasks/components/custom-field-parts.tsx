import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button, Group, List, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CustomField } from '@tandem/contract';
import { CUSTOM_FIELD_LIMITS } from '@tandem/contract/browser';
import { fieldError } from '../../../components/errors.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import {
  useAddEnumValue,
  useRemoveEnumValue,
  useRenameEnumValue,
} from '../api/custom-fields.api.ts';

/** A name edited in place: Save appears once it differs from the stored one. */
export function NameForm({
  label,
  initial,
  pending,
  error,
  onSave,
  submitLabel,
}: {
  label: string;
  initial: string;
  pending: boolean;
  error: unknown;
  onSave: (name: string, done: () => void) => void;
  submitLabel?: string;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial);
  const changed = name.trim() !== initial;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (changed && name.trim()) onSave(name, () => setName(initial ? name.trim() : ''));
  };
  return (
    <form onSubmit={submit}>
      <Stack gap={4}>
        <FormAlert error={error} fields={['name']} />
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label={label}
            size="xs"
            required
            maxLength={CUSTOM_FIELD_LIMITS.nameMax}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={fieldError(error, 'name')}
            style={{ flex: 1 }}
          />
          <Button type="submit" size="xs" disabled={!changed || !name.trim()} loading={pending}>
            {submitLabel ?? t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The values of an enum field: listed, and for managers renamed, removed and added. */
export function EnumValuesEditor({
  projectId,
  field,
  manage,
}: {
  projectId: number;
  field: CustomField;
  manage: boolean;
}) {
  const { t } = useTranslation();
  const add = useAddEnumValue(projectId);
  const rename = useRenameEnumValue(projectId);
  const remove = useRemoveEnumValue(projectId);
  const values = field.enum_values;
  if (!manage)
    return values.length === 0 ? (
      <Text size="sm" c="dimmed">
        {t('customFields.noValues')}
      </Text>
    ) : (
      <List size="sm" aria-label={t('customFields.values', { name: field.name })}>
        {values.map((value) => (
          <List.Item key={value.uuid}>{value.name}</List.Item>
        ))}
      </List>
    );
  return (
    <Stack gap="xs" role="group" aria-label={t('customFields.values', { name: field.name })}>
      <Text size="sm" fw={500}>
        {t('customFields.values', { name: field.name })}
      </Text>
      <FormAlert error={remove.error} />
      {values.map((value) => (
        <Group key={`${value.uuid}:${value.name}`} gap="xs" align="flex-end" wrap="nowrap">
          <div style={{ flex: 1 }}>
            <NameForm
              label={t('customFields.valueName')}
              initial={value.name}
              pending={rename.isPending && rename.variables.uuid === value.uuid}
              error={rename.variables?.uuid === value.uuid ? rename.error : null}
              onSave={(name, done) =>
                rename.mutate({ uuid: value.uuid, name }, { onSuccess: done })
              }
            />
          </div>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            aria-label={t('customFields.removeValue', { name: value.name })}
            loading={remove.isPending && remove.variables === value.uuid}
            onClick={() => remove.mutate(value.uuid)}
          >
            {t('customFields.remove')}
          </Button>
        </Group>
      ))}
      {values.length >= CUSTOM_FIELD_LIMITS.enumValuesPerField ? (
        <Text size="sm" c="dimmed">
          {t('customFields.valuesFull', { count: CUSTOM_FIELD_LIMITS.enumValuesPerField })}
        </Text>
      ) : (
        <NameForm
          label={t('customFields.newValue')}
          initial=""
          submitLabel={t('customFields.addValue')}
          pending={add.isPending}
          error={add.error}
          onSave={(name, done) => add.mutate({ fieldUuid: field.uuid, name }, { onSuccess: done })}
        />
      )}
    </Stack>
  );
}
