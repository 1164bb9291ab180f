import type { Project } from '@tandem/contract';
import type { UserActor } from '../../http/actor.ts';
import { forbidden, validationFailed } from '../../http/app-error.ts';
import type { Core } from '../../core.ts';
import { loadProjectAccess, memberIdsAmong, projectPolicy } from '../projects/index.ts';
import { memberRoleIds, replaceMemberRoles, roleIdsOwnedBy } from './roles.repo.ts';

interface Deps extends Pick<Core, 'db' | 'transact' | 'recordEvent'> {
  present: (actor: UserActor, projectId: number) => Promise<Project>;
}

const sameIds = (a: readonly number[], b: readonly number[]) =>
  [...a].sort((x, y) => x - y).join() === [...b].sort((x, y) => x - y).join();

/** Giving a member of a project the roles of the project owner's account. */
export function createRoleAssignment(deps: Deps) {
  return {
    /** Gives the member exactly these roles in the project; an empty list takes all away. */
    async setMemberRoles(
      actor: UserActor,
      projectId: number,
      input: { user_id: number; roles_ids: number[] },
      mutationId: string | null,
    ): Promise<Project> {
      const { project, access } = await loadProjectAccess(deps.db, projectId, actor.id);
      if (!projectPolicy.setMemberRoles(access))
        throw forbidden('Only the project owner can give roles.');
      if (input.user_id === project.ownerId)
        throw validationFailed({
          user_id: ['The project owner may do everything: no role applies.'],
        });
      if ((await memberIdsAmong(deps.db, projectId, [input.user_id])).length === 0)
        throw validationFailed({ user_id: ['This person is not a member of the project.'] });
      const owned = await roleIdsOwnedBy(deps.db, project.ownerId, input.roles_ids);
      const unknown = input.roles_ids.filter((id) => !owned.includes(id));
      if (unknown.length > 0)
        throw validationFailed({
          roles_ids: [`These are not roles of your account: ${unknown.join(', ')}.`],
        });
      const current = await memberRoleIds(deps.db, projectId, input.user_id);
      if (!sameIds(current, input.roles_ids)) {
        await deps.transact(async (uow) => {
          await replaceMemberRoles(uow.tx, projectId, input.user_id, input.roles_ids);
          await deps.recordEvent(uow, {
            type: 'project.member_roles_changed',
            actorId: actor.id,
            whoId: input.user_id,
            projectId,
            mutationId,
          });
        });
      }
      return deps.present(actor, projectId);
    },
  };
}
export type RoleAssignment = ReturnType<typeof createRoleAssignment>;
