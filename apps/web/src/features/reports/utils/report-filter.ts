import type {
  Currency,
  WorkReportDateTemplate,
  WorkReportFilter,
  WorkReportFilterValue,
  WorkReportGrouping,
  WorkReportMode,
} from '@tandem/contract';
import {
  CURRENCIES,
  WORK_REPORT_DATE_TEMPLATES,
  WORK_REPORT_GROUPINGS,
  WORK_REPORT_MODES,
} from '@tandem/contract/browser';

/** The groupings in the order the report offers them, the named periods and the modes. */
export const GROUPINGS = WORK_REPORT_GROUPINGS;
export const PERIODS = WORK_REPORT_DATE_TEMPLATES;
export const MODES = WORK_REPORT_MODES;

/** The report's filter as the page holds it; the address keeps it (see `readFilter`). */
export interface ReportFilter {
  period: WorkReportDateTemplate;
  /** Days (yyyy-MM-dd) of a custom period; '' where open. */
  from: string;
  to: string;
  projects: number[];
  people: number[];
  lists: number[];
  labels: string[];
  tags: string[];
  currency: Currency | null;
  mode: WorkReportMode;
  grouping: WorkReportGrouping;
}

export const DEFAULT_FILTER: ReportFilter = {
  period: 'this_month',
  from: '',
  to: '',
  projects: [],
  people: [],
  lists: [],
  labels: [],
  tags: [],
  currency: null,
  mode: 'all',
  grouping: 'projects',
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ID_PARAMS = { projects: 'projects', people: 'people', lists: 'lists' } as const;
const NAME_PARAMS = { labels: 'label', tags: 'tag' } as const;

const oneOf = <T extends string>(list: readonly T[], value: string | null | undefined) =>
  list.find((item) => item === value);

const ids = (text: string | null): number[] =>
  (text ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isSafeInteger(n) && n > 0);

/** The filter an address holds; what it does not hold (or holds wrong) is the default. */
export function readFilter(params: URLSearchParams): ReportFilter {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    period: oneOf(PERIODS, params.get('period')) ?? DEFAULT_FILTER.period,
    from: DAY.test(from) ? from : '',
    to: DAY.test(to) ? to : '',
    projects: ids(params.get(ID_PARAMS.projects)),
    people: ids(params.get(ID_PARAMS.people)),
    lists: ids(params.get(ID_PARAMS.lists)),
    labels: params.getAll(NAME_PARAMS.labels).filter(Boolean),
    tags: params.getAll(NAME_PARAMS.tags).filter(Boolean),
    currency: oneOf(CURRENCIES, params.get('currency')) ?? null,
    mode: oneOf(MODES, params.get('mode')) ?? DEFAULT_FILTER.mode,
    grouping: oneOf(GROUPINGS, params.get('group')) ?? DEFAULT_FILTER.grouping,
  };
}

/**
 * The address of a filter: its parts that differ from the default, beside the other parameters
 * the address has (a tab, the own-reports switch).
 */
export function writeFilter(filter: ReportFilter, base: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(base);
  const scalar = (key: string, value: string, fallback: string) => {
    if (value && value !== fallback) params.set(key, value);
    else params.delete(key);
  };
  scalar('period', filter.period, DEFAULT_FILTER.period);
  scalar('from', filter.period === 'custom' ? filter.from : '', '');
  scalar('to', filter.period === 'custom' ? filter.to : '', '');
  for (const [part, key] of Object.entries(ID_PARAMS) as Array<[keyof typeof ID_PARAMS, string]>)
    scalar(key, filter[part].join(','), '');
  for (const [part, key] of Object.entries(NAME_PARAMS) as Array<
    [keyof typeof NAME_PARAMS, string]
  >) {
    params.delete(key);
    for (const name of filter[part]) params.append(key, name);
  }
  scalar('currency', filter.currency ?? '', '');
  scalar('mode', filter.mode, DEFAULT_FILTER.mode);
  scalar('group', filter.grouping, DEFAULT_FILTER.grouping);
  return params;
}

/** Whether a custom period ends before it starts (the server would refuse it). */
export function rangeBackwards(filter: ReportFilter): boolean {
  return filter.period === 'custom' && !!filter.from && !!filter.to && filter.to < filter.from;
}

/**
 * The `conds` the server takes for a filter, without its grouping (the call names it). Only the
 * parts chosen are sent. `ownId` narrows the reports to that person's, whatever else is chosen.
 */
export function toConds(filter: ReportFilter, ownId: number | null = null): WorkReportFilter {
  const conds: WorkReportFilter = { date_tpl: filter.period };
  if (filter.period === 'custom' && !rangeBackwards(filter)) {
    if (filter.from) conds.date_from = filter.from;
    if (filter.to) conds.date_to = filter.to;
  }
  const people = ownId === null ? filter.people : [ownId];
  if (filter.projects.length > 0) conds.projects_ids = filter.projects;
  if (people.length > 0) conds.users_ids = people;
  if (filter.lists.length > 0) conds.tasklists_ids = filter.lists;
  if (filter.labels.length > 0) conds.tasks_labels_names = filter.labels;
  if (filter.tags.length > 0) conds.project_tags_names = filter.tags;
  if (filter.currency) conds.currency_iso = filter.currency;
  if (filter.mode !== 'all') conds.mode = filter.mode;
  return conds;
}

/** The filter a saved one holds, its grouping included. */
export function fromConds(conds: WorkReportFilterValue): ReportFilter {
  const custom = !conds.date_tpl || conds.date_tpl === 'custom';
  return {
    period: conds.date_tpl ?? (conds.date_from || conds.date_to ? 'custom' : 'this_month'),
    from: custom ? (conds.date_from ?? '') : '',
    to: custom ? (conds.date_to ?? '') : '',
    projects: conds.projects_ids ?? [],
    people: conds.users_ids ?? [],
    lists: conds.tasklists_ids ?? [],
    labels: conds.tasks_labels_names ?? [],
    tags: conds.project_tags_names ?? [],
    currency: conds.currency_iso ?? null,
    mode: conds.mode ?? 'all',
    grouping: conds.grouping ?? 'projects',
  };
}

/** Whether two filters choose the same reports the same way (the order of a list aside). */
export function sameFilter(a: ReportFilter, b: ReportFilter): boolean {
  const key = (f: ReportFilter) =>
    JSON.stringify(
      writeFilter(
        {
          ...f,
          projects: [...f.projects].sort(),
          people: [...f.people].sort(),
          lists: [...f.lists].sort(),
          labels: [...f.labels].sort(),
          tags: [...f.tags].sort(),
        },
        new URLSearchParams(),
      ).toString(),
    );
  return key(a) === key(b);
}
