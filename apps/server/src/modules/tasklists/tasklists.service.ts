import type { Tasklist } from '@tandem/contract';
import { TASKLIST_STATE } from '@tandem/contract';
import type { Db } from '../../db/client.ts';
import type { Transact } from '../../db/unit-of-work.ts';
import type { UserActor } from '../../http/actor.ts';
import { forbidden, notFound } from '../../http/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { RecordEvent } from '../events/events.service.ts';
import { assertNotDenied, loadProjectAccess } from '../projects/project-access.ts';
import { projectPolicy, tasklistPolicy } from '../projects/projects.policy.ts';
import { presentTasklist } from './tasklists.presenter.ts';
import { findTasklist, insertTasklist, listTasklistsOfProject } from './tasklists.repo.ts';

interface Deps {
  db: Db;
  transact: Transact;
  clock: Clock;
  recordEvent: RecordEvent;
}

export function createTasklistsService(deps: Deps) {
  return {
    async list(actor: UserActor, projectId: number): Promise<Tasklist[]> {
      const { access } = await loadProjectAccess(deps.db, projectId, actor.id);
      const rows = await listTasklistsOfProject(deps.db, projectId);
      return rows
        .filter((row) => tasklistPolicy.read(access, row.tasklist.id))
        .map((row) => presentTasklist(row, access));
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
  };
}
export type TasklistsService = ReturnType<typeof createTasklistsService>;
