import type { AnyColumn, SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { PROJECT_STATE } from '@tandem/contract';
import { projectMembers, projects } from '../../db/schema/projects.ts';
import type { IdParam } from '../../db/id-list.ts';

type Ref = SQL | AnyColumn;

/**
 * SQL that holds when a viewer sees a task of the given project and task list, the rule of
 * `taskPolicy.read` in one expression: a member of a project that is not in the trash (there only
 * its owner sees it), within their task-list ACL unless they are the owner or a commander. It
 * lets a query leave out, or only count, tasks the viewer may not see, in any project.
 */
export function viewerSeesTask(task: { projectId: Ref; tasklistId: Ref }, viewerId: IdParam): SQL {
  return viewerSees(task, viewerId, sql`false`);
}

/**
 * SQL that holds when a viewer sees something kept in a project: in one of its task lists (a
 * task, a note of the list, a comment or file there), or in the project as a whole when the
 * task list is null (`projectPolicy.read`, which no task-list ACL narrows). The same rule as
 * `viewerSeesTask` otherwise.
 */
export function viewerSeesInProject(
  item: { projectId: Ref; tasklistId: Ref },
  viewerId: IdParam,
): SQL {
  return viewerSees(item, viewerId, sql`${item.tasklistId} is null`);
}

/**
 * The projects a viewer is a member of, as an array: a cheap first narrowing for a query over
 * many projects' rows; what the viewer sees is still decided by `viewerSeesInProject`.
 */
export function viewerProjectIds(viewerId: IdParam): SQL {
  return sql`array(select pm.project_id from ${projectMembers} pm where pm.user_id = ${viewerId})`;
}

function viewerSees(
  item: { projectId: Ref; tasklistId: Ref },
  viewerId: IdParam,
  outsideLists: SQL,
): SQL {
  return sql`exists (
    select 1 from ${projectMembers} vm join ${projects} vp on vp.id = vm.project_id
    where vm.project_id = ${item.projectId} and vm.user_id = ${viewerId}
      and (vp.state_id <> ${PROJECT_STATE.deleted} or vp.owner_id = ${viewerId})
      and (vm.tasklists_acl is null or vm.is_commander or vp.owner_id = ${viewerId}
        or ${outsideLists} or ${item.tasklistId} = any(vm.tasklists_acl))
  )`;
}
