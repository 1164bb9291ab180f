import type { Tasklist, TrashedTasklist } from '@tandem/contract';
import { TASKLIST_STATE } from '@tandem/contract';
import type { Db } from '../../db/client.ts';
import type { UserActor } from '../../http/actor.ts';
import { forbidden, notFound } from '../../http/app-error.ts';
import type { Core } from '../../core.ts';
import {
  accessOf,
  assertNotDenied,
  loadProjectAccess,
  projectPolicy,
  tasklistPolicy,
} from '../projects/index.ts';
import { fullnameOf } from '../users/index.ts';
import { loadTasklist } from './tasklist-access.ts';
import { createTasklistEdits } from './tasklists.edit.ts';
import { createTasklistLifecycle } from './tasklists.lifecycle.ts';
import { createTasklistTransfer } from './tasklists.transfer.ts';
import { presentTasklist, presentTrashedTasklist } from './tasklists.presenter.ts';
import type { TasklistWithCounts } from './tasklists.repo.ts';
import {
  findTasklist,
  insertTasklist,
  listArchivedTasklistsOfProject,
  listTasklistsOfProject,
  listTrashedTasklistsOfMember,
} from './tasklists.repo.ts';

type Deps = Pick<Core, 'db' | 'transact' | 'clock' | 'recordEvent' | 'tasklistHooks'>;

export function createTasklistsService(deps: Deps) {
  /** The rows of a project the actor may see, presented. */
  async function visibleOf(
    actor: UserActor,
    projectId: number,
    load: (db: Db, projectId: number) => Promise<TasklistWithCounts[]>,
  ): Promise<Tasklist[]> {
    const { access } = await loadProjectAccess(deps.db, projectId, actor.id);
    const rows = await load(deps.db, projectId);
    return rows
      .filter((row) => tasklistPolicy.read(access, row.tasklist.id))
      .map((row) => presentTasklist(row, access));
  }

  return {
    /** One task list the actor sees; 404 for any other. */
    async detail(actor: UserActor, tasklistId: number): Promise<Tasklist> {
      const { row, access } = await loadTasklist(deps.db, actor.id, tasklistId);
      return presentTasklist(row, access);
    },

    /** The project's board: active and finished task lists. */
    list: (actor: UserActor, projectId: number) =>
      visibleOf(actor, projectId, listTasklistsOfProject),

    archived: (actor: UserActor, projectId: number) =>
      visibleOf(actor, projectId, listArchivedTasklistsOfProject),

    /** Task lists in the trash of every project the actor may see. */
    async trash(actor: UserActor): Promise<TrashedTasklist[]> {
      const rows = await listTrashedTasklistsOfMember(deps.db, actor.id);
      return rows.flatMap((row) => {
        const access = accessOf(
          row.project,
          fullnameOf(row.owner),
          row.membership,
          actor.id,
          row.deniedIds.map(Number),
        );
        return tasklistPolicy.read(access, row.tasklist.id)
          ? [presentTrashedTasklist(row, access)]
          : [];
      });
    },

    async create(
      actor: UserActor,
      projectId: number,
      name: string,
      mutationId: string | null,
    ): Promise<Tasklist> {
      const { access } = await loadProjectAccess(deps.db, projectId, actor.id);
      assertNotDenied(access, 'tasklist_create');
      if (!projectPolicy.createTasklist(access))
        throw forbidden('You cannot add task lists to this project.');
      const id = await deps.transact(async (uow) => {
        const tasklist = await insertTasklist(uow.tx, {
          projectId,
          name,
          stateId: TASKLIST_STATE.active,
          dateActivation: deps.clock.now(),
        });
        await deps.recordEvent(uow, {
          type: 'tasklist.created',
          actorId: actor.id,
          projectId,
          tasklistId: tasklist.id,
          version: tasklist.version,
          mutationId,
        });
        return tasklist.id;
      });
      const row = await findTasklist(deps.db, id);
      if (!row) throw notFound('The task list');
      return presentTasklist(row, access);
    },

    ...createTasklistEdits(deps),
    ...createTasklistLifecycle(deps),
    ...createTasklistTransfer(deps),
  };
}
export type TasklistsService = ReturnType<typeof createTasklistsService>;
