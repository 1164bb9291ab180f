import type { Person } from './common.ts';
import type { TaskBoard } from './task-board.ts';
import { minorToAmount } from './money.ts';
import type { Task } from './tasks.ts';
import type { TASK_ROW_FIELDS } from './task-parts.ts';
import { TASK_PART_FIELDS, taskPartDefaults } from './task-parts.ts';

const STATE_NAMES: Record<number, string> = { 1: 'active', 5: 'finished' };

/**
 * The board's tasks in the full shape, their empty parts filled in. The board carries no
 * descriptions: `description` is null here, and the task's detail has the real one.
 */
export function expandTaskBoard(board: TaskBoard): Task[] {
  const people = new Map<number, Person>(board.people.map((p) => [p.id, p]));
  const person = (id: number): Person => people.get(id) ?? { id, fullname: '' };
  const lists = new Map(board.tasklists.map((l) => [l.id, l]));
  const project = { id: board.project.id, name: board.project.name };
  const zero = { amount: minorToAmount(0), currency: board.project.currency };
  return board.tasks.map((b) => {
    const list = lists.get(b.tasklist_id);
    const workers = b.worker_ids.map(person);
    const task: Task = {
      ...(taskPartDefaults() as Omit<Task, (typeof TASK_ROW_FIELDS)[number]>),
      id: b.id,
      uuid: b.uuid,
      name: b.name,
      description: null,
      state: { id: b.state_id, state: STATE_NAMES[b.state_id] ?? String(b.state_id) },
      worker: workers[0] ?? null,
      workers,
      author: person(b.author_id),
      assigner: b.assigner_id === null ? null : person(b.assigner_id),
      finished_by: b.finished_by_id === null ? null : person(b.finished_by_id),
      due_date: b.due_date,
      due_date_end: b.due_date_end,
      date_add: b.date_add,
      date_upd: b.date_upd,
      date_finished: b.date_finished,
      date_deleted: null,
      priority_enum: b.priority_enum,
      project,
      tasklist: { id: b.tasklist_id, name: list?.name ?? '' },
      is_my_priority: b.is_my_priority,
      is_tracked: b.is_tracked,
      sorting_id: b.sorting_id,
      sorting_key: b.sorting_key,
      real_cost: zero,
      version: b.version,
      abilities: list?.task_abilities ?? {
        update: false,
        finish: false,
        delete: false,
        edit_name: false,
        edit_due_dates: false,
      },
    };
    // The parts the board carries, where a task has them.
    const carried = b as Partial<Record<keyof Task, unknown>>;
    for (const field of TASK_PART_FIELDS)
      if (carried[field] !== undefined) Object.assign(task, { [field]: carried[field] });
    return task;
  });
}
