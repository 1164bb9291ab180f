import { useQuery } from '@tanstack/react-query';
import type { WorkReportConds } from '@tandem/contract';
import { ROUTES } from '@tandem/contract/browser';
import { call } from '../../../lib/api-client.ts';
import type { WorkReportList } from './time-tracking.api.ts';
import { encodeConds } from './time-tracking.api.ts';
import { timeTrackingKeys } from './timer-menu.api.ts';

/** A week of a team is a few pages at most; this bounds a runaway loop, not real use. */
const MAX_PAGES = 50;

/**
 * Every report matching a filter, all pages at once (a week's grid needs them all). Kept under
 * the filtered lists' key, so that edits there show at once and are put back on failure.
 */
export function useAllWorkReports(conds: WorkReportConds) {
  const encoded = encodeConds(conds);
  return useQuery({
    queryKey: [...timeTrackingKeys.lists(), conds, 'all'] as const,
    queryFn: async ({ signal }): Promise<WorkReportList> => {
      const reports: WorkReportList['reports'] = [];
      for (let p = 0; p < MAX_PAGES; p += 1) {
        const page = await call(
          ROUTES.workReports.list,
          { query: { p, ...(encoded === undefined ? {} : { conds: encoded }) } },
          { signal },
        );
        reports.push(...page.reports);
        if (!page.has_more) return { reports, sums: page.sums, has_more: false };
      }
      throw new Error('Too many reports for one week.');
    },
  });
}
