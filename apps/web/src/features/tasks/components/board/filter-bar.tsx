import { useState } from 'react';
import {
  Badge,
  Button,
  Group,
  MultiSelect,
  Paper,
  Stack,
  SegmentedControl,
  Select,
  SimpleGrid,
  Switch,
  TagsInput,
  TextInput,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CustomField, Person } from '@tandem/contract';
import type { DayRange, TaskFilter } from '../../utils/task-filter.ts';
import { EMPTY_FILTER, countConditions } from '../../utils/task-filter.ts';
import { CustomFieldConditions } from '../../../../components/custom-field-conditions.tsx';

function RangeInputs(props: {
  label: string;
  value: DayRange;
  onChange: (value: DayRange) => void;
}) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap" align="flex-end">
      <TextInput
        type="date"
        label={`${props.label} ${t('board.filter.from')}`}
        value={props.value.from}
        onChange={(e) => props.onChange({ ...props.value, from: e.currentTarget.value })}
        style={{ flex: 1 }}
      />
      <TextInput
        type="date"
        label={t('board.filter.to')}
        value={props.value.to}
        onChange={(e) => props.onChange({ ...props.value, to: e.currentTarget.value })}
        style={{ flex: 1 }}
      />
    </Group>
  );
}

/**
 * The task filter of a project's views: a name search always at hand, the rest in a panel.
 * Every change goes into the address, so a filtered view can be shared or bookmarked.
 */
export function FilterBar({
  filter,
  onChange,
  people,
  labelNames,
  customFields,
}: {
  filter: TaskFilter;
  onChange: (filter: TaskFilter) => void;
  people: Person[];
  labelNames: string[];
  customFields: CustomField[];
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const count = countConditions(filter);
  const set = <K extends keyof TaskFilter>(key: K, value: TaskFilter[K]) =>
    onChange({ ...filter, [key]: value });
  const personData = people.map((p) => ({ value: String(p.id), label: p.fullname }));
  const personSelect = (key: 'assigned' | 'created' | 'involved') => (
    <MultiSelect
      label={t(`board.filter.${key}`)}
      data={personData}
      value={filter[key].map(String)}
      onChange={(ids) => set(key, ids.map(Number))}
      searchable
      clearable
    />
  );

  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="wrap">
        <TextInput
          type="search"
          data-shortcut="search"
          aria-label={t('board.filter.search')}
          placeholder={t('board.filter.search')}
          value={filter.q}
          onChange={(e) => set('q', e.currentTarget.value)}
          style={{ flex: '1 1 200px' }}
        />
        <SegmentedControl
          size="xs"
          aria-label={t('board.filter.state')}
          value={filter.state}
          onChange={(value) => set('state', value)}
          data={(['0', '1', '5', 'unassigned'] as const).map((value) => ({
            value,
            label: t(`board.filter.states.${value}`),
          }))}
        />
        <Button
          variant={count > 0 ? 'light' : 'default'}
          size="xs"
          aria-expanded={open}
          aria-controls="task-filter-panel"
          onClick={() => setOpen((o) => !o)}
          rightSection={count > 0 ? <Badge size="xs">{count}</Badge> : undefined}
        >
          {t('board.filter.more')}
        </Button>
        {count > 0 && (
          <Button variant="subtle" size="xs" onClick={() => onChange(EMPTY_FILTER)}>
            {t('board.filter.clear')}
          </Button>
        )}
      </Group>
      {open && (
        <Paper withBorder p="sm" id="task-filter-panel" data-testid="filter-panel">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
            {personSelect('assigned')}
            {personSelect('created')}
            {personSelect('involved')}
            <Select
              label={t('board.filter.due')}
              data={(['overdue', 'today', 'week', 'none'] as const).map((value) => ({
                value,
                label: t(`board.filter.dues.${value}`),
              }))}
              value={filter.due}
              onChange={(value) => set('due', value)}
              clearable
              placeholder={t('board.filter.any')}
            />
            <RangeInputs
              label={t('board.filter.dueRange')}
              value={filter.dueRange}
              onChange={(value) => set('dueRange', value)}
            />
            <MultiSelect
              label={t('board.filter.priority')}
              data={(['h', 'm', 'l', 'n'] as const).map((value) => ({
                value,
                label: t(`taskDetail.priorities.${value}`),
              }))}
              value={filter.priority}
              onChange={(value) => set('priority', value)}
              clearable
            />
            <TagsInput
              label={t('board.filter.labels')}
              data={labelNames}
              value={filter.labels}
              onChange={(value) => set('labels', value)}
              clearable
            />
            <Switch
              mt="xl"
              label={t('board.filter.labelsAll')}
              checked={filter.labelsAll}
              onChange={(e) => set('labelsAll', e.currentTarget.checked)}
            />
            <TagsInput
              label={t('board.filter.labelsExclude')}
              data={labelNames}
              value={filter.labelsExclude}
              onChange={(value) => set('labelsExclude', value)}
              clearable
            />
            <RangeInputs
              label={t('board.filter.createdRange')}
              value={filter.createdRange}
              onChange={(value) => set('createdRange', value)}
            />
            <RangeInputs
              label={t('board.filter.finishedRange')}
              value={filter.finishedRange}
              onChange={(value) => set('finishedRange', value)}
            />
            <Select
              label={t('board.filter.estimate')}
              data={(['with', 'without'] as const).map((value) => ({
                value,
                label: t(`board.filter.estimates.${value}`),
              }))}
              value={filter.estimate}
              onChange={(value) => set('estimate', value)}
              clearable
              placeholder={t('board.filter.any')}
            />
          </SimpleGrid>
          <CustomFieldConditions
            fields={customFields}
            value={filter.custom}
            onChange={(value) => set('custom', value)}
          />
        </Paper>
      )}
    </Stack>
  );
}
