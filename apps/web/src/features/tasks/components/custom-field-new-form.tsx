import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button, Group, NativeSelect, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CustomFieldType } from '@tandem/contract';
import { CUSTOM_FIELD_LIMITS, CUSTOM_FIELD_TYPES } from '@tandem/contract/browser';
import { fieldError } from '../../../components/errors.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { useCreateCustomField } from '../api/custom-fields.api.ts';

/** Adds a field: its name, its type and, for an enum, its first values (one per line). */
export function NewFieldForm({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const create = useCreateCustomField(projectId);
  const [name, setName] = useState('');
  const [type, setType] = useState<CustomFieldType>('text');
  const [values, setValues] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const enumValues = values
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    create.mutate(
      {
        name,
        type,
        ...(type === 'enum' && enumValues.length > 0 ? { enum_values: enumValues } : {}),
      },
      {
        onSuccess: () => {
          setName('');
          setValues('');
        },
      },
    );
  };
  return (
    <form onSubmit={submit} aria-label={t('customFields.add')}>
      <Stack gap="xs">
        <Text fw={500}>{t('customFields.add')}</Text>
        <FormAlert error={create.error} fields={['name', 'type', 'enum_values']} />
        <Group gap="xs" align="flex-start" wrap="wrap">
          <TextInput
            label={t('customFields.name')}
            required
            maxLength={CUSTOM_FIELD_LIMITS.nameMax}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={fieldError(create.error, 'name')}
            style={{ flex: '1 1 12rem' }}
          />
          <NativeSelect
            label={t('customFields.type')}
            data={CUSTOM_FIELD_TYPES.map((value) => ({
              value,
              label: t(`customFields.types.${value}`),
            }))}
            value={type}
            onChange={(event) => setType(event.currentTarget.value as CustomFieldType)}
            error={fieldError(create.error, 'type')}
            style={{ flex: '1 1 10rem' }}
          />
        </Group>
        {type === 'enum' && (
          <Textarea
            label={t('customFields.firstValues')}
            description={t('customFields.firstValuesHint')}
            rows={3}
            value={values}
            onChange={(event) => setValues(event.currentTarget.value)}
            error={fieldError(create.error, 'enum_values')}
          />
        )}
        <Group justify="flex-end">
          <Button type="submit" size="xs" loading={create.isPending}>
            {t('customFields.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
