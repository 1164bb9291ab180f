import type { Person } from './common.ts';
import type { TaskBoard } from './task-board.ts';
import { minorToAmount } from './money.ts';
import type { Task } from './tasks.ts';

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
    return {
      id: b.id,
      uuid: b.uuid,
      name: b.name,
      description: null,
      state: { id: b.state_id, state: STATE_NAMES[b.state_id] ?? String(b.state_id) },
      worker: workers[0] ?? null,
      workers,
      trackings: [],
      author: person(b.author_id),
      assigner: b.assigner_id === null ? null : person(b.assigner_id),
      finished_by: b.finished_by_id === null ? null : person(b.finished_by_id),
      previous_worker: null,
      due_date: b.due_date,
      due_date_end: b.due_date_end,
      due_date_plus_days: null,
      due_date_end_plus_days: null,
      date_add: b.date_add,
      date_upd: b.date_upd,
      date_finished: b.date_finished,
      date_deleted: null,
      priority_enum: b.priority_enum,
      project,
      tasklist: { id: b.tasklist_id, name: list?.name ?? '' },
      labels: b.labels ?? [],
      count_comments: 0,
      count_files: 0,
      has_unread_comments: false,
      has_public_link: false,
      has_email: false,
      has_reminder: b.has_reminder ?? false,
      has_assigned_taskcheck: b.has_assigned_taskcheck ?? false,
      is_my_priority: b.is_my_priority,
      is_pinned: b.is_pinned ?? false,
      is_tracked: b.is_tracked,
      is_recurrent: b.is_recurrent ?? false,
      recurrent_task: b.recurrent_task ?? null,
      is_blocked: b.is_blocked ?? false,
      has_unnacessable_blocking_task: b.has_unnacessable_blocking_task ?? false,
      custom_fields: b.custom_fields ?? [],
      total_time_estimate: b.total_time_estimate ?? { minutes: 0, time_spent: 0 },
      users_time_estimates: b.users_time_estimates ?? [],
      preview_file: null,
      sorting_id: b.sorting_id,
      sorting_key: b.sorting_key,
      multi_project_task: { assigned_to: [], is_multi_project: false },
      task_checks_summary: b.task_checks_summary ?? { total: 0, finished: 0 },
      tasks_relations: b.tasks_relations ?? { count: 0 },
      real_cost: zero,
      real_minutes_spent: 0,
      cost_minutes: 0,
      multi_project_task_parent_id: null,
      smart_taskcheck_parent: null,
      version: b.version,
      abilities: list?.task_abilities ?? {
        update: false,
        finish: false,
        delete: false,
        edit_name: false,
        edit_due_dates: false,
      },
    };
  });
}
