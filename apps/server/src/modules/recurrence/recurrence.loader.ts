import type { Task } from '@tandem/contract';
import type { TaskExtraLoader } from '../tasks/task-extras.ts';
import { listRulesOfTasks } from './recurrence.repo.ts';

/** Fills is_recurrent and recurrent_task (the rule's id) in one query. */
export const loadRecurrence: TaskExtraLoader = async (db, tasks) => {
  const rules = await listRulesOfTasks(
    db,
    tasks.map((task) => task.id),
  );
  return new Map(
    rules.map((rule): [number, Partial<Task>] => [
      rule.taskId!,
      { is_recurrent: true, recurrent_task: { id: rule.id } },
    ]),
  );
};
