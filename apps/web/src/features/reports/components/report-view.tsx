import { Box, SegmentedControl, Stack, Switch, Text } from '@mantine/core';
import type { WorkReportGrouping } from '@tandem/contract';
import { useTranslation } from 'react-i18next';
import { FoldingFilter } from '../../../components/folding-filter.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useCurrentUser } from '../../../lib/session.ts';
import { useFilterValues, useReportSums } from '../api/reports.api.ts';
import type { ValuesSource } from '../api/reports.api.ts';
import { useReportFilter } from '../hooks/use-report-filter.ts';
import { DEFAULT_FILTER, GROUPINGS, toConds } from '../utils/report-filter.ts';
import type { ReportFilter } from '../utils/report-filter.ts';
import { ReportFilterBar } from './report-filter-bar.tsx';
import { ReportResults } from './report-results.tsx';
import { SavedFilters } from './saved-filters.tsx';

/** How many parts of the filter are chosen, for the folded filter's button on a phone. */
const choices = (filter: ReportFilter) =>
  (['projects', 'people', 'lists', 'labels', 'tags'] as const).filter((k) => filter[k].length > 0)
    .length +
  Number(filter.currency !== null) +
  Number(filter.mode !== DEFAULT_FILTER.mode);

/** Projects, lists, tasks, people, days, weeks or months: what the sums are per. */
function GroupingControl(props: {
  value: WorkReportGrouping;
  onChange: (grouping: WorkReportGrouping) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id="report-grouping">
        {t('reports.grouping.label')}
      </Text>
      {/* On a phone the choices scroll sideways rather than widen the page. */}
      <Box maw="100%" style={{ overflowX: 'auto' }}>
        <SegmentedControl
          aria-labelledby="report-grouping"
          value={props.value}
          onChange={(next) => props.onChange(next)}
          data={GROUPINGS.map((g) => ({ value: g, label: t(`reports.grouping.${g}`) }))}
        />
      </Box>
    </Stack>
  );
}

/**
 * The work report: the filter (kept in the address), saved filters, the grouping, and the sums
 * as a chart and a table. `own` narrows it to the viewer's reports, with a switch to everyone's
 * for those who see others' reports.
 */
export function ReportView({ source, own = false }: { source: ValuesSource; own?: boolean }) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const values = useFilterValues(source);
  const { filter, change, search, setSearch } = useReportFilter();
  const seesOthers = values.data?.users.some((u) => u.id !== me.id) ?? false;
  const showAll = own && seesOthers && search.get('all') === '1';
  const ownId = own && !showAll ? me.id : null;
  const conds = toConds(filter, ownId);
  // The task lists with time in the period, whatever lists are chosen, are those offered.
  const lists = useReportSums('tasklists', { ...conds, tasklists_ids: undefined }, !!values.data);
  const setShowAll = (all: boolean) =>
    setSearch(
      (now) => {
        const next = new URLSearchParams(now);
        if (all) next.set('all', '1');
        else next.delete('all');
        return next;
      },
      { replace: true },
    );
  return (
    <QueryState query={values}>
      {(data) => (
        <Stack gap="lg">
          {own && seesOthers && (
            <Switch
              label={t('reports.own.showAll')}
              checked={showAll}
              onChange={(event) => setShowAll(event.currentTarget.checked)}
            />
          )}
          <FoldingFilter active={choices(filter)}>
            <ReportFilterBar
              values={data}
              lists={lists.data && 'groups' in lists.data ? lists.data.groups : []}
              filter={filter}
              onChange={change}
              withPeople={ownId === null}
            />
          </FoldingFilter>
          <SavedFilters filter={filter} onApply={(next) => change(next)} />
          <GroupingControl value={filter.grouping} onChange={(grouping) => change({ grouping })} />
          <ReportResults grouping={filter.grouping} conds={conds} />
        </Stack>
      )}
    </QueryState>
  );
}
