import { Group, Select, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** What the calendar's filters choose. */
export interface CalendarFilterValues {
  project: string | null;
  label: string | null;
  mine: boolean;
  outOfOffice: boolean;
}

/**
 * The calendar's filters: a project (on the calendar across projects), a label, only one's own
 * tasks, and whether people's out of office is shown.
 */
export function CalendarFilters({
  values,
  onChange,
  projects,
  labels,
}: {
  values: CalendarFilterValues;
  onChange: (change: Partial<CalendarFilterValues>) => void;
  /** The projects to choose from; none on a project's own calendar. */
  projects: Array<{ value: string; label: string }> | null;
  labels: string[];
}) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      {projects !== null && (
        <Select
          label={t('calendar.filters.project')}
          placeholder={t('calendar.filters.allProjects')}
          data={projects}
          value={values.project}
          onChange={(project) => onChange({ project })}
          clearable
          searchable
          w={220}
        />
      )}
      <Select
        label={t('calendar.filters.label')}
        placeholder={t('calendar.filters.allLabels')}
        data={labels}
        value={values.label}
        onChange={(label) => onChange({ label })}
        clearable
        searchable
        w={200}
      />
      <Switch
        label={t('calendar.filters.mine')}
        checked={values.mine}
        onChange={(e) => onChange({ mine: e.currentTarget.checked })}
        mb={8}
      />
      <Switch
        label={t('calendar.filters.outOfOffice')}
        checked={values.outOfOffice}
        onChange={(e) => onChange({ outOfOffice: e.currentTarget.checked })}
        mb={8}
      />
    </Group>
  );
}
