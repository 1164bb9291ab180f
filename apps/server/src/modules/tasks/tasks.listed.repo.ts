import type { SQL } from 'drizzle-orm';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { PROJECT_STATE } from '@tandem/contract';
import type { DbOrTx } from '../../db/client.ts';
import { projectMembers, projects, tasklists, tasks } from '../../db/schema/projects.ts';
import { labels, taskLabels } from '../../db/schema/task-details.ts';
import { taskWorkers } from '../../db/schema/tasks.ts';
import { viewerSeesTask } from '../projects/index.ts';
import { onBoard } from '../tasklists/index.ts';

/** Tasks on the board of an active or archived project the viewer is a member of. */
export function visibleTaskConditions(viewerId: number): SQL {
  return and(
    isNull(tasks.dateDeleted),
    isNull(tasks.smartParentTaskId),
    inArray(projects.stateId, [PROJECT_STATE.active, PROJECT_STATE.archived]),
    onBoard,
    viewerSeesTask(tasks, viewerId),
  )!;
}

/** The columns lists across projects read of a task, its project, list and the viewer's place. */
export const listedTaskColumns = {
  task: tasks,
  project: projects,
  tasklist: { id: tasklists.id, name: tasklists.name },
  membership: {
    isCommander: projectMembers.isCommander,
    tasklistsAcl: projectMembers.tasklistsAcl,
  },
};

/** The ids of the task's workers, lowest first (bigints may come back as strings). */
const workersIds = sql<Array<number | string>>`coalesce((
  select array_agg(tw.user_id order by tw.user_id) from ${taskWorkers} tw where tw.task_id = ${tasks.id}
), '{}')`;

/** The names of the task's labels, in alphabetical order of any case. */
const labelNames = sql<string[]>`coalesce((
  select array_agg(l.name order by lower(l.name)) from ${taskLabels} tl
  join ${labels} l on l.id = tl.label_id where tl.task_id = ${tasks.id}
), '{}')`;

/**
 * Tasks with their project, list, the viewer's membership, workers and labels, joined so that
 * `visibleTaskConditions(viewerId)` can scope them; the caller adds its conditions and order.
 */
export function selectListedTasks(db: DbOrTx, viewerId: number) {
  return db
    .select({ ...listedTaskColumns, workersIds, labelNames })
    .from(tasks)
    .innerJoin(projects, eq(projects.id, tasks.projectId))
    .innerJoin(tasklists, eq(tasklists.id, tasks.tasklistId))
    .innerJoin(
      projectMembers,
      and(eq(projectMembers.projectId, tasks.projectId), eq(projectMembers.userId, viewerId)),
    );
}
