import type { Task } from '@tandem/contract';
import type { TaskExtraLoader } from '../tasks/task-extras.ts';
import { listLabelsOfTasks } from './labels.repo.ts';

/** Fills each task's `labels` (uuid, name, colour), by name, in one query. */
export const loadTaskLabels: TaskExtraLoader = async (db, tasks) => {
  const rows = await listLabelsOfTasks(
    db,
    tasks.map((t) => t.id),
  );
  const byTask = new Map<number, Task['labels']>();
  for (const row of rows) {
    const list = byTask.get(row.taskId) ?? [];
    list.push({ uuid: row.uuid, name: row.name, color: row.color });
    byTask.set(row.taskId, list);
  }
  return new Map([...byTask].map(([taskId, labels]) => [taskId, { labels }]));
};
