import type { Tasklist, TrashedTasklist } from '@tandem/contract';
import { TASKLIST_STATE, stateName } from '@tandem/contract';
import type { ProjectAccess } from '../projects/index.ts';
import { deniedAction, tasklistPolicy } from '../projects/index.ts';
import { presentPerson } from '../users/index.ts';
import type { TasklistRow, TasklistWithCounts, TrashedTasklistRow } from './tasklists.repo.ts';

/**
 * What the actor may do now: the policy, the role's disallowed actions and the task list's own
 * state (nothing but a restore in the trash; no finishing or new tasks while archived).
 */
function abilitiesOf(tasklist: TasklistRow, access: ProjectAccess): Tasklist['abilities'] {
  const inTrash = tasklist.dateDeleted !== null;
  const archived = tasklist.stateId === TASKLIST_STATE.archived;
  return {
    update: !inTrash && tasklistPolicy.update(access, tasklist.id),
    create_task: !inTrash && !archived && tasklistPolicy.createTask(access, tasklist.id),
    archive:
      !inTrash &&
      tasklistPolicy.archive(access, tasklist.id) &&
      !deniedAction(access, 'tasklist_archive'),
    finish: !inTrash && !archived && tasklistPolicy.finish(access, tasklist.id),
    delete: tasklistPolicy.delete(access, tasklist.id) && !deniedAction(access, 'tasklist_delete'),
  };
}

export function presentTasklist(
  { tasklist, countActiveTasks, countComments, hasPinnedDocuments }: TasklistWithCounts,
  access: ProjectAccess,
): Tasklist {
  return {
    id: tasklist.id,
    name: tasklist.name,
    state: { id: tasklist.stateId, state: stateName(TASKLIST_STATE, tasklist.stateId) },
    count_active_tasks: countActiveTasks,
    has_pinned_documents: hasPinnedDocuments,
    date_activation: tasklist.dateActivation.toISOString(),
    date_finished: tasklist.dateFinished?.toISOString() ?? null,
    date_archived: tasklist.dateArchived?.toISOString() ?? null,
    count_comments: countComments,
    project: { id: tasklist.projectId },
    version: tasklist.version,
    abilities: abilitiesOf(tasklist, access),
  };
}

/** A task list in the trash, with its project and who deleted it. */
export function presentTrashedTasklist(
  row: TrashedTasklistRow,
  access: ProjectAccess,
): TrashedTasklist {
  return {
    ...presentTasklist(row, access),
    project: { id: row.project.id, name: row.project.name },
    date_deleted: row.dateDeleted.toISOString(),
    deleted_by: row.deletedBy ? presentPerson(row.deletedBy) : null,
  };
}
