import { ActionIcon, Group, Select, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CustomField, CustomFieldFilter } from '@tandem/contract';
import { CONDITIONS_BY_TYPE } from '@tandem/contract/browser';

/** The value field of a condition, as its field's type wants it. */
function ConditionValue(props: {
  field: CustomField;
  filter: CustomFieldFilter;
  onChange: (value: CustomFieldFilter['value']) => void;
}) {
  const { t } = useTranslation();
  const { field, filter } = props;
  const label = t('board.filter.customValue', { name: field.name });
  if (filter.condition === 'is_set' || filter.condition === 'is_not_set') return null;
  if (field.type === 'enum' || field.type === 'bool') {
    const data =
      field.type === 'enum'
        ? field.enum_values.map((v) => ({ value: v.uuid, label: v.name }))
        : [
            { value: 'true', label: t('customFields.yes') },
            { value: 'false', label: t('customFields.no') },
          ];
    return (
      <Select
        aria-label={label}
        data={data}
        value={filter.value === undefined || filter.value === null ? null : String(filter.value)}
        onChange={(value) =>
          props.onChange(field.type === 'bool' ? value === 'true' : (value ?? null))
        }
        w={160}
      />
    );
  }
  const type =
    field.type === 'number'
      ? 'number'
      : field.type === 'date'
        ? 'date'
        : field.type === 'datetime'
          ? 'date'
          : 'text';
  return (
    <TextInput
      aria-label={label}
      type={type}
      value={filter.value === undefined || filter.value === null ? '' : String(filter.value)}
      onChange={(event) => {
        const raw = event.currentTarget.value;
        props.onChange(field.type === 'number' && raw !== '' ? Number(raw) : raw);
      }}
      w={160}
    />
  );
}

/** The custom field conditions of the filter: one row each, and a choice to add another. */
export function CustomFieldConditions({
  fields,
  value,
  onChange,
}: {
  fields: CustomField[];
  value: CustomFieldFilter[];
  onChange: (value: CustomFieldFilter[]) => void;
}) {
  const { t } = useTranslation();
  if (fields.length === 0) return null;
  const fieldOf = (filter: CustomFieldFilter) =>
    fields.find((f) => f.name === filter.name && f.type === filter.type);
  const replace = (index: number, next: CustomFieldFilter) =>
    onChange(value.map((item, i) => (i === index ? next : item)));
  return (
    <Stack gap={4}>
      {value.map((filter, index) => {
        const field = fieldOf(filter);
        if (!field) return null;
        return (
          <Group key={`${filter.name}-${index}`} gap={4} wrap="wrap" align="flex-end">
            <TextInput
              aria-label={t('board.filter.customField')}
              value={field.name}
              readOnly
              w={140}
            />
            <Select
              aria-label={t('board.filter.customCondition', { name: field.name })}
              data={CONDITIONS_BY_TYPE[field.type].map((condition) => ({
                value: condition,
                label: t(`board.filter.conditions.${condition}`),
              }))}
              value={filter.condition}
              allowDeselect={false}
              onChange={(condition) => condition && replace(index, { ...filter, condition })}
              w={150}
            />
            <ConditionValue
              field={field}
              filter={filter}
              onChange={(next) => replace(index, { ...filter, value: next })}
            />
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t('board.filter.removeCondition', { name: field.name })}
              onClick={() => onChange(value.filter((_, i) => i !== index))}
            >
              ×
            </ActionIcon>
          </Group>
        );
      })}
      <Select
        label={t('board.filter.customField')}
        placeholder={t('board.filter.addCondition')}
        data={fields.map((f) => ({ value: f.uuid, label: f.name }))}
        value={null}
        onChange={(uuid) => {
          const field = fields.find((f) => f.uuid === uuid);
          if (field)
            onChange([
              ...value,
              { name: field.name, type: field.type, condition: CONDITIONS_BY_TYPE[field.type][0]! },
            ]);
        }}
      />
    </Stack>
  );
}
