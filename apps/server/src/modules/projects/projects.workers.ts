import type { z } from 'zod';
import type { Project, updateWorkerBodySchema, WorkerRemovalSummary } from '@tandem/contract';
import { amountToMinor, PROJECT_STATE } from '@tandem/contract';
import type { UserActor } from '../../http/actor.ts';
import { forbidden, notFound, validationFailed } from '../../http/app-error.ts';
import type { Core } from '../../core.ts';
import { findUserById, fullnameOf, presentPerson } from '../users/index.ts';
import { projectsSharedWith, tasklistIdsInProject, updateMemberLimits } from './members.repo.ts';
import { loadProjectAccess } from './project-access.ts';
import { projectPolicy } from './projects.policy.ts';
import { deleteMember, listMembers } from './projects.repo.ts';

interface Deps extends Pick<Core, 'db' | 'transact' | 'recordEvent'> {
  present: (actor: UserActor, projectId: number) => Promise<Project>;
}

type UpdateWorkerInput = z.output<typeof updateWorkerBodySchema>;

/** A member's limits in a project, and removing a person from all of the owner's projects. */
export function createProjectWorkers(deps: Deps) {
  /** Where the actor can remove the person: the actor's own projects, not in the trash. */
  async function summaryOf(actor: UserActor, userId: number): Promise<WorkerRemovalSummary> {
    const shared = userId === actor.id ? [] : await projectsSharedWith(deps.db, actor.id, userId);
    const user = shared.length > 0 ? await findUserById(deps.db, userId) : undefined;
    if (!user) throw notFound('The person');
    const removable = shared.filter((p) => p.ownerId === actor.id);
    const pick = (stateId: number) =>
      removable.filter((p) => p.stateId === stateId).map(({ id, name }) => ({ id, name }));
    const cannot = shared
      .filter((p) => p.ownerId !== actor.id)
      .map(({ id, name }) => ({ id, name }));
    return {
      worker_fullname: fullnameOf(user),
      can_be_removed_from_all_projects: cannot.length === 0,
      is_business_captain: false,
      projects: {
        active: pick(PROJECT_STATE.active),
        archived: pick(PROJECT_STATE.archived),
        template: pick(PROJECT_STATE.template),
      },
      cannot_be_removed_projects: cannot,
    };
  }

  return {
    /** The owner and commanders set which task lists a worker sees and their hour rate. */
    async updateWorker(
      actor: UserActor,
      projectId: number,
      input: UpdateWorkerInput,
      mutationId: string | null,
    ): Promise<Project> {
      const { project, access } = await loadProjectAccess(deps.db, projectId, actor.id);
      if (!projectPolicy.manageWorkers(access)) {
        throw forbidden('Only the owner and commanders can change what a member sees and earns.');
      }
      const member = (await listMembers(deps.db, [projectId])).find((m) => m.id === input.user_id);
      if (!member)
        throw validationFailed({ user_id: ['This person is not a member of the project.'] });
      const changes: Parameters<typeof updateMemberLimits>[3] = {};
      if (input.tasklists_acl !== undefined) {
        if (input.tasklists_acl !== null && (member.isCommander || member.id === project.ownerId)) {
          throw validationFailed({
            tasklists_acl: ['The owner and commanders see every task list.'],
          });
        }
        const wanted = input.tasklists_acl && [...new Set(input.tasklists_acl)];
        if (wanted) {
          const found = await tasklistIdsInProject(deps.db, projectId, wanted);
          if (found.length !== wanted.length) {
            throw validationFailed({ tasklists_acl: ['Choose task lists of this project.'] });
          }
        }
        changes.tasklistsAcl = wanted;
      }
      if (input.project_setting) {
        const rate = input.project_setting.hour_rate;
        changes.hourRate = rate === null ? null : amountToMinor(rate);
        changes.hourRateIsFixed = input.project_setting.is_fixed;
      }
      await deps.transact(async (uow) => {
        await updateMemberLimits(uow.tx, projectId, member.id, changes);
        await deps.recordEvent(uow, {
          type: 'project.worker_updated',
          actorId: actor.id,
          whoId: member.id,
          projectId,
          mutationId,
        });
      });
      return deps.present(actor, projectId);
    },

    summary: summaryOf,

    /** Removes the person from every project of the actor's they are in (not the trash). */
    async removeFromAll(actor: UserActor, userId: number): Promise<WorkerRemovalSummary> {
      const before = await summaryOf(actor, userId);
      const ids = [
        ...before.projects.active,
        ...before.projects.archived,
        ...before.projects.template,
      ].map((p) => p.id);
      if (ids.length === 0) {
        throw validationFailed({ user_id: ['This person is in none of your projects.'] });
      }
      const user = await findUserById(deps.db, userId);
      await deps.transact(async (uow) => {
        for (const projectId of ids) {
          await deleteMember(uow.tx, projectId, userId);
          await deps.recordEvent(uow, {
            type: 'project.workers_removed',
            actorId: actor.id,
            projectId,
            notice: { removed_users: [presentPerson(user!)] },
          });
        }
      });
      return summaryOf(actor, userId).catch(() => ({
        ...before,
        projects: { active: [], archived: [], template: [] },
      }));
    },
  };
}
export type ProjectWorkers = ReturnType<typeof createProjectWorkers>;
