import type { Task } from '@tandem/contract';
import type { TaskExtraLoader } from '../tasks/task-extras.ts';
import { presentTaskValue } from './custom-fields.presenter.ts';
import { listValuesOfTasks } from './custom-fields.repo.ts';

/** Fills the tasks' custom_fields in one query, in the fields' order. */
export const loadCustomFieldValues: TaskExtraLoader = async (db, tasks) => {
  const rows = await listValuesOfTasks(
    db,
    tasks.map((task) => task.id),
  );
  const byTask = new Map<number, Task['custom_fields']>();
  for (const row of rows) {
    const list = byTask.get(row.taskId) ?? [];
    list.push(presentTaskValue(row.field, row.value));
    byTask.set(row.taskId, list);
  }
  return new Map([...byTask].map(([taskId, values]) => [taskId, { custom_fields: values }]));
};
