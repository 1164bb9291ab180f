import type { CustomFieldFilter, Task, TaskPriority } from '@tandem/contract';
import {
  CONDITIONS_BY_TYPE,
  CUSTOM_FIELD_TYPES,
  TASK_STATE,
  matchesCustomFieldFilter,
} from '@tandem/contract/browser';
import { localDay } from '../../../lib/calendar-day.ts';

/** The spec's task completion filter: all 0, incomplete 1, completed 5, plus unassigned. */
export type CompletionFilter = '0' | '1' | '5' | 'unassigned';
export type DuePreset = 'overdue' | 'today' | 'week' | 'none';
export interface DayRange {
  from: string;
  to: string;
}

/** The task filter of a project's views, as the address holds it. */
export interface TaskFilter {
  q: string;
  assigned: number[];
  created: number[];
  involved: number[];
  due: DuePreset | null;
  dueRange: DayRange;
  createdRange: DayRange;
  finishedRange: DayRange;
  priority: TaskPriority[];
  labels: string[];
  /** The task must carry all the chosen labels, not just one of them. */
  labelsAll: boolean;
  labelsExclude: string[];
  state: CompletionFilter;
  estimate: 'with' | 'without' | null;
  /** Conditions on custom fields; a task must meet all of them. */
  custom: CustomFieldFilter[];
}

const ids = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
const words = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map((w) => w.trim())
    .filter(Boolean);
const day = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '');
const oneOf = <T extends string>(value: string | null, options: readonly T[]): T | null =>
  (options as readonly (string | null)[]).includes(value) ? (value as T) : null;

const PRIORITIES = ['n', 'l', 'm', 'h'] as const;

const MAX_CUSTOM_CONDITIONS = 20;

/** The custom field conditions of the address (`cf`, JSON); malformed ones are left out. */
function parseCustom(value: string | null): CustomFieldFilter[] {
  if (!value) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  // An address is anyone's to write: only the first conditions count.
  return parsed.slice(0, MAX_CUSTOM_CONDITIONS).flatMap((item: unknown): CustomFieldFilter[] => {
    if (!item || typeof item !== 'object') return [];
    const { name, type, condition, value: wanted } = item as Record<string, unknown>;
    const known = (CUSTOM_FIELD_TYPES as readonly unknown[]).includes(type);
    if (typeof name !== 'string' || !known) return [];
    const fieldType = type as CustomFieldFilter['type'];
    if (!(CONDITIONS_BY_TYPE[fieldType] as readonly unknown[]).includes(condition)) return [];
    const scalar = ['string', 'number', 'boolean'].includes(typeof wanted) || wanted === null;
    return [
      {
        name,
        type: fieldType,
        condition: condition as CustomFieldFilter['condition'],
        ...(scalar ? { value: wanted as CustomFieldFilter['value'] } : {}),
      },
    ];
  });
}

/** Reads the filter from the address; anything it does not understand is left out. */
export function parseTaskFilter(params: URLSearchParams): TaskFilter {
  return {
    q: params.get('q') ?? '',
    assigned: ids(params.get('assigned')),
    created: ids(params.get('created')),
    involved: ids(params.get('involved')),
    due: oneOf(params.get('due'), ['overdue', 'today', 'week', 'none'] as const),
    dueRange: { from: day(params.get('due_from')), to: day(params.get('due_to')) },
    createdRange: { from: day(params.get('created_from')), to: day(params.get('created_to')) },
    finishedRange: {
      from: day(params.get('finished_from')),
      to: day(params.get('finished_to')),
    },
    priority: words(params.get('priority')).filter((p): p is TaskPriority =>
      (PRIORITIES as readonly string[]).includes(p),
    ),
    labels: words(params.get('labels')),
    labelsAll: params.get('labels_all') === '1',
    labelsExclude: words(params.get('labels_not')),
    state: oneOf(params.get('state'), ['0', '1', '5', 'unassigned'] as const) ?? '0',
    estimate: oneOf(params.get('estimate'), ['with', 'without'] as const),
    custom: parseCustom(params.get('cf')),
  };
}

export const EMPTY_FILTER: TaskFilter = parseTaskFilter(new URLSearchParams());

/** Writes the filter into the address, keeping its other parameters (the layout, a sort). */
export function writeTaskFilter(params: URLSearchParams, filter: TaskFilter): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string) => (value ? next.set(key, value) : next.delete(key));
  set('q', filter.q);
  set('assigned', filter.assigned.join(','));
  set('created', filter.created.join(','));
  set('involved', filter.involved.join(','));
  set('due', filter.due ?? '');
  set('due_from', filter.dueRange.from);
  set('due_to', filter.dueRange.to);
  set('created_from', filter.createdRange.from);
  set('created_to', filter.createdRange.to);
  set('finished_from', filter.finishedRange.from);
  set('finished_to', filter.finishedRange.to);
  set('priority', filter.priority.join(','));
  set('labels', filter.labels.join(','));
  set('labels_all', filter.labelsAll ? '1' : '');
  set('labels_not', filter.labelsExclude.join(','));
  set('state', filter.state === '0' ? '' : filter.state);
  set('estimate', filter.estimate ?? '');
  set('cf', filter.custom.length ? JSON.stringify(filter.custom) : '');
  return next;
}

/** How many conditions the filter sets (for the badge on the filter button). */
export function countConditions(filter: TaskFilter): number {
  const ranges = [filter.dueRange, filter.createdRange, filter.finishedRange].filter(
    (r) => r.from || r.to,
  ).length;
  return (
    [filter.q, filter.due, filter.estimate, filter.state !== '0' ? filter.state : ''].filter(
      Boolean,
    ).length +
    [filter.assigned, filter.created, filter.involved, filter.priority, filter.labels]
      .concat([filter.labelsExclude])
      .filter((list) => list.length > 0).length +
    filter.custom.length +
    ranges
  );
}

/** The calendar day a wire due date falls on for the viewer. */
export function dueDay(value: string): string {
  return value.length === 10 ? value : localDay(new Date(value));
}
const inRange = (value: string, range: DayRange) =>
  (!range.from || value >= range.from) && (!range.to || value <= range.to);

/** Whether a task meets the filter; `now` decides what is overdue, today and this week. */
export function matchesTaskFilter(task: Task, filter: TaskFilter, now: Date): boolean {
  if (filter.q && !task.name.toLocaleLowerCase().includes(filter.q.trim().toLocaleLowerCase()))
    return false;
  const workerIds = task.workers.map((w) => w.id);
  if (filter.assigned.length && !filter.assigned.some((id) => workerIds.includes(id))) return false;
  if (filter.created.length && !filter.created.includes(task.author.id)) return false;
  if (filter.involved.length) {
    const people = new Set([
      ...workerIds,
      task.author.id,
      ...(task.assigner ? [task.assigner.id] : []),
      ...(task.finished_by ? [task.finished_by.id] : []),
    ]);
    if (!filter.involved.some((id) => people.has(id))) return false;
  }
  const finished = task.state.id === TASK_STATE.finished;
  if (filter.state === '1' && finished) return false;
  if (filter.state === '5' && !finished) return false;
  if (filter.state === 'unassigned' && workerIds.length > 0) return false;

  const due = task.due_date_end ?? task.due_date;
  const today = localDay(now);
  if (filter.due) {
    if (filter.due === 'none' && due) return false;
    if (filter.due !== 'none' && !due) return false;
    if (due) {
      const d = dueDay(due);
      if (filter.due === 'overdue' && (finished || d >= today)) return false;
      if (filter.due === 'today' && d !== today) return false;
      if (filter.due === 'week') {
        const end = new Date(now);
        end.setDate(end.getDate() + 6);
        if (d < today || d > localDay(end)) return false;
      }
    }
  }
  if (filter.dueRange.from || filter.dueRange.to) {
    if (!due || !inRange(dueDay(due), filter.dueRange)) return false;
  }
  if (!inRange(localDay(new Date(task.date_add)), filter.createdRange)) return false;
  if (filter.finishedRange.from || filter.finishedRange.to) {
    if (!task.date_finished) return false;
    if (!inRange(localDay(new Date(task.date_finished)), filter.finishedRange)) return false;
  }
  if (filter.priority.length && !filter.priority.includes(task.priority_enum ?? 'n')) return false;

  const names = task.labels.map((l) => l.name.toLocaleLowerCase());
  const has = (name: string) => names.includes(name.toLocaleLowerCase());
  if (filter.labels.length) {
    if (filter.labelsAll ? !filter.labels.every(has) : !filter.labels.some(has)) return false;
  }
  if (filter.labelsExclude.some(has)) return false;

  const estimated =
    task.total_time_estimate.minutes > 0 || task.users_time_estimates.some((e) => e.minutes > 0);
  if (filter.estimate === 'with' && !estimated) return false;
  if (filter.estimate === 'without' && estimated) return false;
  return filter.custom.every((condition) => matchesCustomFieldFilter(task, condition));
}
