import type { Recurrence, RecurrenceBase, RecurrenceUnit } from '@tandem/contract';
import { formatDueDate } from '../tasks/index.ts';
import type { TaskRow } from '../tasks/index.ts';
import type { RecurrenceRule } from './recurrence-rule.ts';
import { nextDueDates } from './recurrence-rule.ts';
import type { RecurrenceRow } from './recurrence.repo.ts';

/** A stored rule as the arithmetic takes it. */
export function ruleOf(row: RecurrenceRow): RecurrenceRule {
  return {
    unit: row.unit as RecurrenceUnit,
    interval: row.interval,
    weekdays: row.weekdays,
    basedOn: row.basedOn as RecurrenceBase,
  };
}

/** A task's stored due dates, or null where it has none. */
export function dueDatesOf(task: TaskRow) {
  return {
    due: task.dueDate ? { at: task.dueDate, hasTime: task.dueDateHasTime } : null,
    dueEnd: task.dueDateEnd ? { at: task.dueDateEnd, hasTime: task.dueDateEndHasTime } : null,
  };
}

/**
 * The rule as the viewer sees it, with the due date the next occurrence would get if its task
 * were finished now (read in the viewer's time zone).
 */
export function presentRecurrence(
  row: RecurrenceRow,
  task: TaskRow,
  view: { canUpdate: boolean; timeZone: string; now: Date },
): Recurrence {
  const rule = ruleOf(row);
  const next = nextDueDates(rule, dueDatesOf(task), view.now, view.timeZone);
  return {
    id: row.id,
    uuid: row.uuid,
    task_id: task.id,
    unit: rule.unit,
    interval: rule.interval,
    weekdays: rule.weekdays && rule.weekdays.length > 0 ? [...rule.weekdays] : null,
    based_on: rule.basedOn,
    next_due_date: formatDueDate(next.due.at, next.due.hasTime),
    date_add: row.dateAdd.toISOString(),
    abilities: { update: view.canUpdate },
  };
}
