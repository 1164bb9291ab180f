import { taskPart } from '../tasks/index.ts';
import { fileCountsOfTasks } from './files.repo.ts';

/** Fills each task's `count_files` and `preview_file` (its newest picture, for the card cover). */
export const filesPart = taskPart({
  name: 'files',
  read: (db, taskIds) => fileCountsOfTasks(db, taskIds),
  fill: (rows) =>
    new Map(
      rows.map((r) => [
        r.taskId,
        {
          count_files: r.count,
          preview_file: r.cover ? { ...r.cover, task_id: r.taskId, position: 0 } : null,
        },
      ]),
    ),
});
