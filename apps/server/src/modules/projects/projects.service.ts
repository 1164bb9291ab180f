import type { z } from 'zod';
import type { createProjectBodySchema, Project } from '@tandem/contract';
import { PROJECT_STATE } from '@tandem/contract';
import type { Db } from '../../db/client.ts';
import type { Transact } from '../../db/unit-of-work.ts';
import type { UserActor } from '../../http/actor.ts';
import type { Clock } from '../../lib/clock.ts';
import type { RecordEvent } from '../events/events.service.ts';
import { fullnameOf } from '../users/users.presenter.ts';
import { accessOf, loadProjectAccess } from './project-access.ts';
import { presentProject } from './projects.presenter.ts';
import { insertMember, insertProject, listMembers, listProjectsOfMember } from './projects.repo.ts';

interface Deps {
  db: Db;
  transact: Transact;
  clock: Clock;
  recordEvent: RecordEvent;
}

export function createProjectsService(deps: Deps) {
  return {
    async list(actor: UserActor): Promise<Project[]> {
      const rows = await listProjectsOfMember(deps.db, actor.id);
      const members = await listMembers(deps.db, rows.map((r) => r.project.id));
      return rows.map(({ project, membership }) => {
        const projectMembers = members.filter((m) => m.projectId === project.id);
        const owner = projectMembers.find((m) => m.id === project.ownerId);
        const ownerName = owner ? fullnameOf(owner) : '';
        return presentProject(project, accessOf(project, ownerName, membership, actor.id), projectMembers);
      });
    },

    async get(actor: UserActor, projectId: number): Promise<Project> {
      const { project, access } = await loadProjectAccess(deps.db, projectId, actor.id);
      return presentProject(project, access, await listMembers(deps.db, [project.id]));
    },

    async create(
      actor: UserActor,
      input: z.output<typeof createProjectBodySchema>,
      mutationId: string | null,
    ): Promise<Project> {
      const now = deps.clock.now();
      const projectId = await deps.transact(async (uow) => {
        const project = await insertProject(uow.tx, {
          name: input.name,
          color: input.color ?? null,
          currency: input.currency ?? 'EUR',
          stateId: PROJECT_STATE.active,
          ownerId: actor.id,
          authorId: actor.id,
          dateAdd: now,
        });
        await insertMember(uow.tx, { projectId: project.id, userId: actor.id, isCommander: true, dateAdd: now });
        await deps.recordEvent(uow, {
          type: 'project.created',
          actorId: actor.id,
          projectId: project.id,
          version: project.version,
          mutationId,
        });
        return project.id;
      });
      return this.get(actor, projectId);
    },
  };
}
export type ProjectsService = ReturnType<typeof createProjectsService>;
