import type { EventNotice, MoveTarget, Tasklist } from '@tandem/contract';
import { PROJECT_STATE, TASKLIST_STATE } from '@tandem/contract';
import type { UserActor } from '../../http/actor.ts';
import { conflict, forbidden, notFound, validationFailed } from '../../http/app-error.ts';
import type { Core } from '../../core.ts';
import {
  accessOf,
  assertNotDenied,
  deniedAction,
  loadProjectAccess,
  projectPolicy,
  tasklistPolicy,
} from '../projects/index.ts';
import type { ProjectAccess, ProjectRow } from '../projects/index.ts';
import { loadTasklist } from './tasklist-access.ts';
import {
  copyTasklistToProject,
  listActiveProjectsOfMember,
  moveTasklistToProject,
} from './tasklist-transfer.repo.ts';
import { IN_TRASH } from './tasklists.lifecycle.ts';
import { presentTasklist } from './tasklists.presenter.ts';
import { findTasklist } from './tasklists.repo.ts';
import { STALE } from './tasklists.write.ts';

type Deps = Pick<Core, 'db' | 'transact' | 'clock' | 'recordEvent' | 'tasklistHooks'>;

/** Whether a project may receive task lists from the actor: active, and creating lists allowed. */
const receivesTasklists = (project: ProjectRow, access: ProjectAccess) =>
  project.stateId === PROJECT_STATE.active &&
  projectPolicy.createTasklist(access) &&
  !deniedAction(access, 'tasklist_create');

const ref = (row: { id: number; name: string }) => ({ id: row.id, name: row.name });

/** Moving a task list with its tasks to another project, and copying one there. */
export function createTasklistTransfer(deps: Deps) {
  /**
   * The project a task list goes to: one the actor sees (404) other than its own (400), which
   * must let the actor create task lists (403, with the role's denial where a role forbids it).
   */
  async function loadTarget(actorId: number, sourceProjectId: number, targetId: number) {
    if (targetId === sourceProjectId)
      throw validationFailed({ project_id: ['The task list is already in this project.'] });
    return loadProjectAccess(deps.db, targetId, actorId);
  }

  function assertReceives(target: { project: ProjectRow; access: ProjectAccess }): void {
    assertNotDenied(target.access, 'tasklist_create');
    if (!receivesTasklists(target.project, target.access))
      throw forbidden('You cannot add task lists to that project.');
  }

  async function present(tasklistId: number, access: ProjectAccess): Promise<Tasklist> {
    const row = await findTasklist(deps.db, tasklistId);
    if (!row) throw notFound('The task list');
    return presentTasklist(row, access);
  }

  return {
    /** The actor's active projects, other than `projectId`, that may receive the task list. */
    async allowedTargets(
      actor: UserActor,
      projectId: number,
      tasklistId: number,
    ): Promise<MoveTarget[]> {
      await loadProjectAccess(deps.db, projectId, actor.id);
      const { row } = await loadTasklist(deps.db, actor.id, tasklistId);
      if (row.tasklist.projectId !== projectId) throw notFound('The task list');
      const rows = await listActiveProjectsOfMember(deps.db, actor.id, projectId);
      return rows
        .filter(({ project, membership, deniedIds }) =>
          receivesTasklists(project, accessOf(project, '', membership, actor.id, deniedIds)),
        )
        .map(({ project }) => ({ id: project.id, name: project.name, color: project.color }));
    },

    /**
     * Moves a task list with its tasks to the end of another project. The actor must be allowed
     * to delete it where it is and to create task lists where it goes; both projects hear of it.
     */
    async move(
      actor: UserActor,
      tasklistId: number,
      targetId: number,
      mutationId: string | null,
    ): Promise<Tasklist> {
      const { row, access, project } = await loadTasklist(deps.db, actor.id, tasklistId);
      const source = row.tasklist;
      const target = await loadTarget(actor.id, source.projectId, targetId);
      assertNotDenied(access, 'tasklist_delete');
      if (!tasklistPolicy.delete(access, tasklistId))
        throw forbidden('You cannot move this task list.');
      assertReceives(target);
      if (source.dateDeleted) throw conflict(IN_TRASH);
      const notice: EventNotice = {
        project_from: ref(project),
        tasklist_from: ref(source),
        project_to: ref(target.project),
      };
      await deps.transact(async (uow) => {
        const moved = await moveTasklistToProject(uow.tx, {
          tasklistId,
          version: source.version,
          fromProjectId: source.projectId,
          toProjectId: targetId,
        });
        if (!moved) throw conflict(STALE);
        await deps.tasklistHooks.movedToProject(uow, {
          tasklistId,
          fromProjectId: source.projectId,
          toProjectId: targetId,
        });
        for (const projectId of [source.projectId, targetId]) {
          await deps.recordEvent(uow, {
            type: 'tasklist.moved',
            actorId: actor.id,
            projectId,
            tasklistId,
            version: moved.version,
            notice,
            wasMoved: true,
            mutationId,
          });
        }
      });
      return present(tasklistId, target.access);
    },

    /**
     * Copies a task list and its tasks, in their order and states, to the end of another
     * project; reading the list is enough. An archived list's copy lands on the board.
     */
    async copy(
      actor: UserActor,
      tasklistId: number,
      input: { project_id: number; name?: string | undefined },
      mutationId: string | null,
    ): Promise<Tasklist> {
      const { row, project } = await loadTasklist(deps.db, actor.id, tasklistId);
      const source = row.tasklist;
      const target = await loadTarget(actor.id, source.projectId, input.project_id);
      assertReceives(target);
      if (source.dateDeleted) throw conflict(IN_TRASH);
      const copyId = await deps.transact(async (uow) => {
        const now = deps.clock.now();
        const id = await copyTasklistToProject(uow.tx, {
          toProjectId: target.project.id,
          name: input.name ?? source.name,
          stateId:
            source.stateId === TASKLIST_STATE.archived ? TASKLIST_STATE.active : source.stateId,
          now,
        });
        await deps.tasklistHooks.copiedToProject(uow, {
          fromTasklistId: source.id,
          toTasklistId: id,
          toProjectId: target.project.id,
          actorId: actor.id,
          now,
        });
        await deps.recordEvent(uow, {
          type: 'tasklist.copied',
          actorId: actor.id,
          projectId: target.project.id,
          tasklistId: id,
          version: 1,
          notice: {
            project_from: ref(project),
            tasklist_from: ref(source),
            project_to: ref(target.project),
          },
          mutationId,
        });
        return id;
      });
      return present(copyId, target.access);
    },
  };
}
