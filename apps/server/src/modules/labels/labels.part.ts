import type { Task } from '@tandem/contract';
import { taskPart } from '../tasks/index.ts';
import { labelsOfTasks } from './labels.repo.ts';

/** Fills each task's `labels` (uuid, name, colour), by name. */
export const labelsPart = taskPart({
  name: 'labels',
  read: (db, taskIds) => labelsOfTasks(db, taskIds),
  fill(rows) {
    const byTask = new Map<number, Task['labels']>();
    for (const row of rows) {
      const list = byTask.get(row.taskId) ?? [];
      list.push({ uuid: row.uuid, name: row.name, color: row.color });
      byTask.set(row.taskId, list);
    }
    return new Map([...byTask].map(([taskId, labels]) => [taskId, { labels }]));
  },
});
