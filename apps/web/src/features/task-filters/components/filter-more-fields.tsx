import { MultiSelect, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TaskFilter, TaskFilterValues } from '@tandem/contract';
import { TIME_ESTIMATE_FILTERS } from '@tandem/contract/browser';
import type { ConditionField } from '../../../components/custom-field-conditions.tsx';
import { CustomFieldConditions } from '../../../components/custom-field-conditions.tsx';

export type NameKey =
  | 'labels_names'
  | 'labels_names_all'
  | 'labels_names_exclude'
  | 'project_tags_names'
  | 'project_tags_names_all'
  | 'project_tags_names_exclude';

/** A choice of names (labels or project tags) for one part of the filter. */
export function NameChoice(props: {
  part: NameKey;
  names: readonly string[];
  filter: TaskFilter;
  set: (part: TaskFilter) => void;
}) {
  const { t } = useTranslation();
  const chosen = props.filter[props.part] ?? [];
  return (
    <MultiSelect
      label={t(`taskFilters.${props.part}`)}
      placeholder={chosen.length ? undefined : t('taskFilters.any')}
      data={[...new Set([...props.names, ...chosen])]}
      value={chosen}
      onChange={(names) => props.set({ [props.part]: names })}
      searchable
      clearable
    />
  );
}

/** The custom fields in sight as conditions take them: an enum's choices by their names. */
const conditionFields = (values: TaskFilterValues | undefined): ConditionField[] =>
  (values?.custom_fields ?? []).map((field) => ({
    uuid: `${field.type}:${field.name}`,
    name: field.name,
    type: field.type,
    enum_values: field.enum_values.map((name) => ({ uuid: name, name })),
  }));

/**
 * The filter's project tags (when any are in sight or chosen), time estimate and custom field
 * conditions (when any field is in sight).
 */
export function FilterMoreFields(props: {
  filter: TaskFilter;
  values: TaskFilterValues | undefined;
  set: (part: TaskFilter) => void;
}) {
  const { t } = useTranslation();
  const { filter, set } = props;
  const tags = (props.values?.project_tags ?? []).map((tag) => tag.name);
  const tagParts = ['project_tags_names', 'project_tags_names_all', 'project_tags_names_exclude'];
  const showTags = tags.length > 0 || tagParts.some((part) => filter[part as NameKey]?.length);
  return (
    <>
      {showTags &&
        tagParts.map((part) => (
          <NameChoice key={part} part={part as NameKey} names={tags} filter={filter} set={set} />
        ))}
      <Select
        label={t('taskFilters.timeEstimate')}
        data={[
          { value: '', label: t('taskFilters.any') },
          ...TIME_ESTIMATE_FILTERS.map((kind) => ({
            value: kind,
            label: t(`taskFilters.estimates.${kind}`),
          })),
        ]}
        value={filter.time_estimates ?? ''}
        onChange={(value) => set({ time_estimates: value ? value : undefined })}
        allowDeselect={false}
      />
      <CustomFieldConditions
        fields={conditionFields(props.values)}
        value={filter.custom_fields ?? []}
        onChange={(conditions) => set({ custom_fields: conditions })}
        narrow
      />
    </>
  );
}
