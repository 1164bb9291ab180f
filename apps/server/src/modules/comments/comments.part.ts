import { taskPart } from '../tasks/index.ts';
import { commentCountsOfTasks } from './comments.repo.ts';

/** Fills each task's `count_comments` and, for the viewer, `has_unread_comments`. */
export const commentsPart = taskPart({
  name: 'comments',
  read: (db, taskIds, viewer) => commentCountsOfTasks(db, taskIds, viewer.id),
  fill: (rows) =>
    new Map(
      rows.map((r) => [r.taskId, { count_comments: r.count, has_unread_comments: r.unread }]),
    ),
});
