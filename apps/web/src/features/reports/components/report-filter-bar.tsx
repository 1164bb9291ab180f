import { Button, Group, Select } from '@mantine/core';
import type { WorkReportFilterValues } from '@tandem/contract';
import { useTranslation } from 'react-i18next';
import { FilterChoice } from '../../../components/feed-filter-fields.tsx';
import { DEFAULT_FILTER, MODES } from '../utils/report-filter.ts';
import type { ReportFilter } from '../utils/report-filter.ts';
import { PeriodFields } from './period-fields.tsx';

const asIds = (values: string[]) => values.map(Number);
const asValues = (ids: number[]) => ids.map(String);

/**
 * The report's filter: the period, projects, people (unless the report is one person's), task
 * lists, labels, project tags, the currency when there are several, and billable or not. Every
 * change applies at once.
 */
export function ReportFilterBar(props: {
  values: WorkReportFilterValues;
  /** The task lists with time in the period, offered to narrow the report to some of them. */
  lists: Array<{ id: number; name: string }>;
  filter: ReportFilter;
  onChange: (change: Partial<ReportFilter>) => void;
  withPeople: boolean;
}) {
  const { t } = useTranslation();
  const { values, filter, onChange } = props;
  const clear = () => onChange({ ...DEFAULT_FILTER, grouping: filter.grouping });
  return (
    <Group
      gap="sm"
      align="flex-end"
      wrap="wrap"
      role="search"
      aria-label={t('reports.filter.label')}
    >
      <PeriodFields filter={filter} onChange={onChange} />
      <FilterChoice
        label={t('reports.filter.projects')}
        data={values.projects.map((p) => ({ value: String(p.id), label: p.name }))}
        value={asValues(filter.projects)}
        onChange={(next) => onChange({ projects: asIds(next) })}
      />
      {props.withPeople && (
        <FilterChoice
          label={t('reports.filter.people')}
          data={values.users.map((u) => ({ value: String(u.id), label: u.fullname }))}
          value={asValues(filter.people)}
          onChange={(next) => onChange({ people: asIds(next) })}
        />
      )}
      <FilterChoice
        label={t('reports.filter.lists')}
        data={props.lists.map((l) => ({ value: String(l.id), label: l.name }))}
        value={asValues(filter.lists)}
        onChange={(next) => onChange({ lists: asIds(next) })}
      />
      {values.labels.length > 0 && (
        <FilterChoice
          label={t('reports.filter.labels')}
          data={values.labels.map((l) => ({ value: l.name, label: l.name }))}
          value={filter.labels}
          onChange={(labels) => onChange({ labels })}
        />
      )}
      {values.project_tags.length > 0 && (
        <FilterChoice
          label={t('reports.filter.tags')}
          data={values.project_tags.map((tag) => ({ value: tag.name, label: tag.name }))}
          value={filter.tags}
          onChange={(tags) => onChange({ tags })}
        />
      )}
      {values.currencies.length > 1 && (
        <Select
          label={t('reports.filter.currency')}
          placeholder={t('reports.filter.anyCurrency')}
          data={values.currencies}
          value={filter.currency}
          onChange={(currency) => onChange({ currency: currency })}
          clearable
          w={{ base: '47%', xs: 150 }}
        />
      )}
      <Select
        label={t('reports.filter.mode')}
        data={MODES.map((mode) => ({ value: mode, label: t(`reports.modes.${mode}`) }))}
        value={filter.mode}
        onChange={(mode) => mode && onChange({ mode: mode })}
        allowDeselect={false}
        w={{ base: '47%', xs: 170 }}
      />
      <Button variant="subtle" onClick={clear}>
        {t('reports.filter.clear')}
      </Button>
    </Group>
  );
}
