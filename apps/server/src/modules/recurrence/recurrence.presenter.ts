import type { ListedTask, Recurrence, RecurrenceBase, RecurrenceUnit } from '@tandem/contract';
import { TASK_STATE, stateName } from '@tandem/contract';
import { formatDueDate } from '../tasks/task-due-dates.ts';
import type { TaskRow } from '../tasks/tasks.repo.ts';
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

/** A task as lists across projects show it. */
export function presentListedTask(row: {
  task: TaskRow;
  project: { id: number; name: string };
  tasklist: { id: number; name: string };
}): ListedTask {
  const { task } = row;
  return {
    id: task.id,
    uuid: task.uuid,
    name: task.name,
    state: { id: task.stateId, state: stateName(TASK_STATE, task.stateId) },
    due_date: formatDueDate(task.dueDate, task.dueDateHasTime),
    due_date_end: formatDueDate(task.dueDateEnd, task.dueDateEndHasTime),
    project: { id: row.project.id, name: row.project.name },
    tasklist: { id: row.tasklist.id, name: row.tasklist.name },
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
