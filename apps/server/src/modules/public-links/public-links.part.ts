import { taskPart } from '../tasks/index.ts';
import { linkedTasks } from './public-links.repo.ts';

/** Fills each task's `has_public_link`. */
export const publicLinksPart = taskPart({
  name: 'public_links',
  read: (db, taskIds) => linkedTasks(db, taskIds),
  fill: (rows) => new Map(rows.map((r) => [r.taskId, { has_public_link: true }])),
});
