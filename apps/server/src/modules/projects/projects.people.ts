import type { Project } from '@tandem/contract';
import type { UserActor } from '../../http/actor.ts';
import { forbidden, validationFailed } from '../../http/app-error.ts';
import type { Core } from '../../core.ts';
import { presentPerson } from '../users/index.ts';
import { loadProjectAccess } from './project-access.ts';
import { projectPolicy } from './projects.policy.ts';
import { deleteMember, listMembers, setCommander } from './projects.repo.ts';

interface Deps extends Pick<Core, 'db' | 'transact' | 'recordEvent'> {
  present: (actor: UserActor, projectId: number) => Promise<Project>;
}

const NOT_A_MEMBER = 'This person is not a member of the project.';

/** Commanders and membership: promote, degrade, remove, leave. */
export function createProjectPeople(deps: Deps) {
  async function memberOf(projectId: number, userId: number) {
    const members = await listMembers(deps.db, [projectId]);
    const member = members.find((m) => m.id === userId);
    if (!member) throw validationFailed({ user_id: [NOT_A_MEMBER] });
    return member;
  }

  return {
    /** The owner and commanders promote a member to commander or take the role back. */
    async setCommander(
      actor: UserActor,
      projectId: number,
      input: { user_id: number; is_commander: boolean },
      mutationId: string | null,
    ): Promise<Project> {
      const { project, access } = await loadProjectAccess(deps.db, projectId, actor.id);
      if (!projectPolicy.manageWorkers(access)) {
        throw forbidden('Only the owner and commanders can change who is a commander.');
      }
      const member = await memberOf(projectId, input.user_id);
      if (member.id === project.ownerId) {
        throw validationFailed({ user_id: ['The owner is always a commander.'] });
      }
      if (member.isCommander !== input.is_commander) {
        await deps.transact(async (uow) => {
          await setCommander(uow.tx, projectId, member.id, input.is_commander);
          await deps.recordEvent(uow, {
            type: 'project.commander_changed',
            actorId: actor.id,
            whoId: member.id,
            projectId,
            mutationId,
          });
        });
      }
      return deps.present(actor, projectId);
    },

    /**
     * The owner and commanders remove a member; any member but the owner may remove themselves
     * (leave the project). The owner cannot be removed.
     */
    async removeWorker(
      actor: UserActor,
      projectId: number,
      userId: number,
      mutationId: string | null,
    ) {
      const { project, access } = await loadProjectAccess(deps.db, projectId, actor.id);
      const leaving = userId === actor.id;
      if (!leaving && !projectPolicy.manageWorkers(access)) {
        throw forbidden('Only the owner and commanders can remove people from the project.');
      }
      const member = await memberOf(projectId, userId);
      if (member.id === project.ownerId) {
        throw validationFailed({ user_id: ['The owner cannot be removed from the project.'] });
      }
      await deps.transact(async (uow) => {
        await deleteMember(uow.tx, projectId, member.id);
        await deps.recordEvent(uow, {
          type: 'project.workers_removed',
          actorId: actor.id,
          projectId,
          notice: { removed_users: [presentPerson(member)] },
          mutationId,
        });
      });
      return { removed: true as const };
    },
  };
}
export type ProjectPeople = ReturnType<typeof createProjectPeople>;
