import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readFilter, writeFilter } from '../utils/report-filter.ts';
import type { ReportFilter } from '../utils/report-filter.ts';

/**
 * The report's filter, kept in the address so that a report can be bookmarked and shared; a
 * change replaces the address rather than adding a step to the history.
 */
export function useReportFilter() {
  const [search, setSearch] = useSearchParams();
  const filter = useMemo(() => readFilter(search), [search]);
  const change = (part: Partial<ReportFilter>) =>
    setSearch((now) => writeFilter({ ...readFilter(now), ...part }, now), { replace: true });
  return { filter, change, search, setSearch };
}
