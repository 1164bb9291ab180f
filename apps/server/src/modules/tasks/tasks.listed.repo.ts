import type { SQL } from 'drizzle-orm';
import { and, inArray, isNull } from 'drizzle-orm';
import { PROJECT_STATE } from '@tandem/contract';
import { projectMembers, projects, tasklists, tasks } from '../../db/schema/projects.ts';
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
