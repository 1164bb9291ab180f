import { ActionIcon, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CustomFieldFilter, CustomFieldType } from '@tandem/contract';
import { CONDITIONS_BY_TYPE } from '@tandem/contract/browser';

/**
 * A field a condition can be put on: a project's custom field, or one name and type across
 * projects; an enum's choices are sent by their `uuid` (a value's uuid, or its name).
 */
export interface ConditionField {
  uuid: string;
  name: string;
  type: CustomFieldType;
  enum_values: ReadonlyArray<{ uuid: string; name: string }>;
}

/** The value field of a condition, as its field's type wants it. */
function ConditionValue(props: {
  field: ConditionField;
  filter: CustomFieldFilter;
  onChange: (value: CustomFieldFilter['value']) => void;
  /** Width; the whole line when undefined. */
  w?: number;
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
        w={props.w}
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
      w={props.w}
    />
  );
}

/**
 * The custom field conditions of the filter: one row each (a small card each in a `narrow`
 * column), and a choice to add another.
 */
export function CustomFieldConditions({
  fields,
  value,
  onChange,
  narrow = false,
}: {
  fields: readonly ConditionField[];
  value: readonly CustomFieldFilter[];
  onChange: (value: CustomFieldFilter[]) => void;
  narrow?: boolean;
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
        const condition = (
          <Select
            aria-label={t('board.filter.customCondition', { name: field.name })}
            data={CONDITIONS_BY_TYPE[field.type].map((condition) => ({
              value: condition,
              label: t(`board.filter.conditions.${condition}`),
            }))}
            value={filter.condition}
            allowDeselect={false}
            onChange={(next) => next && replace(index, { ...filter, condition: next })}
            w={narrow ? undefined : 150}
          />
        );
        const conditionValue = (
          <ConditionValue
            field={field}
            filter={filter}
            onChange={(next) => replace(index, { ...filter, value: next })}
            w={narrow ? undefined : 160}
          />
        );
        const remove = (
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('board.filter.removeCondition', { name: field.name })}
            onClick={() => onChange(value.filter((_, i) => i !== index))}
          >
            ×
          </ActionIcon>
        );
        if (narrow)
          return (
            <Paper key={`${filter.name}-${index}`} withBorder p={6}>
              <Stack gap={4}>
                <Group justify="space-between" wrap="nowrap" gap={4}>
                  <Text size="sm" fw={600} truncate>
                    {field.name}
                  </Text>
                  {remove}
                </Group>
                {condition}
                {conditionValue}
              </Stack>
            </Paper>
          );
        return (
          <Group key={`${filter.name}-${index}`} gap={4} wrap="wrap" align="flex-end">
            <TextInput
              aria-label={t('board.filter.customField')}
              value={field.name}
              readOnly
              w={140}
            />
            {condition}
            {conditionValue}
            {remove}
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
