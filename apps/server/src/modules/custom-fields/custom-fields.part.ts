import type { Task } from '@tandem/contract';
import { taskPart } from '../tasks/index.ts';
import { presentTaskValue } from './custom-fields.presenter.ts';
import { listValuesOfTasks } from './custom-fields.repo.ts';

/** Fills the tasks' custom_fields, in the fields' order. */
export const customFieldsPart = taskPart({
  name: 'custom_fields',
  read: (db, taskIds) => listValuesOfTasks(db, taskIds),
  fill(rows) {
    const byTask = new Map<number, Task['custom_fields']>();
    for (const row of rows) {
      const list = byTask.get(row.taskId) ?? [];
      list.push(presentTaskValue(row.field, row.value));
      byTask.set(row.taskId, list);
    }
    return new Map([...byTask].map(([taskId, values]) => [taskId, { custom_fields: values }]));
  },
});
