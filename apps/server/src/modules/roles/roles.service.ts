import type { Core } from '../../core.ts';
import type { z } from 'zod';
import type { createRoleBodySchema, Role, updateRoleBodySchema } from '@tandem/contract';
import { isUniqueViolation } from '../../db/errors.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { UserActor } from '../../http/actor.ts';
import { conflict, notFound } from '../../http/app-error.ts';
import type { EventInput } from '../events/index.ts';
import { presentRole } from './roles.presenter.ts';
import type { RoleChange, RoleRecord } from './roles.repo.ts';
import {
  deleteRole,
  findRole,
  findRoleWithPeople,
  insertRole,
  listRolesOfOwner,
  projectsWithRole,
  roleNameTaken,
  updateRole,
} from './roles.repo.ts';

type Deps = Pick<Core, 'db' | 'transact' | 'clock' | 'recordEvent'>;

const nameTaken = (name: string) => conflict(`You already have a role called “${name}”.`);

/** The ids of a role's actions, each once and in order, as they are stored. */
const normalisedIds = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b);
const sameIds = (a: readonly number[], b: readonly number[]) =>
  normalisedIds(a).join() === normalisedIds(b).join();

/** The roles of an account: only their owner sees and changes them. */
export function createRolesService(deps: Deps) {
  /** A role of the actor's account; anyone else's answers 404, as a missing one. */
  async function ownRole(actor: UserActor, id: number): Promise<RoleRecord> {
    const role = await findRole(deps.db, id);
    if (!role || role.ownerId !== actor.id) throw notFound('The role');
    return role;
  }

  async function present(id: number): Promise<Role> {
    const row = await findRoleWithPeople(deps.db, id);
    if (!row) throw notFound('The role');
    return presentRole(row);
  }

  /**
   * Tells the owner's other tabs (an account event) and every project where the role is given,
   * whose members' abilities change with it.
   */
  async function announce(uow: UnitOfWork, event: EventInput, projectIds: number[]) {
    await deps.recordEvent(uow, event);
    for (const projectId of projectIds) await deps.recordEvent(uow, { ...event, projectId });
  }

  /** Runs a write that may hit the unique name index, which a parallel request can win. */
  async function guardName<T>(name: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTaken(name);
      throw error;
    }
  }

  return {
    async list(actor: UserActor): Promise<Role[]> {
      return (await listRolesOfOwner(deps.db, actor.id)).map(presentRole);
    },

    async create(
      actor: UserActor,
      input: z.output<typeof createRoleBodySchema>,
      mutationId: string | null,
    ): Promise<Role> {
      if (await roleNameTaken(deps.db, actor.id, input.name)) throw nameTaken(input.name);
      const id = await guardName(input.name, () =>
        deps.transact(async (uow) => {
          const roleId = await insertRole(uow.tx, {
            ownerId: actor.id,
            authorId: actor.id,
            name: input.name,
            disallowedActions: normalisedIds(input.disallowed_actions),
            dateAdd: deps.clock.now(),
          });
          await deps.recordEvent(uow, { type: 'role.created', actorId: actor.id, mutationId });
          return roleId;
        }),
      );
      return present(id);
    },

    async update(
      actor: UserActor,
      id: number,
      input: z.output<typeof updateRoleBodySchema>,
      mutationId: string | null,
    ): Promise<Role> {
      const role = await ownRole(actor, id);
      const change: RoleChange = {};
      if (input.name !== undefined && input.name !== role.name) {
        if (await roleNameTaken(deps.db, actor.id, input.name, id)) throw nameTaken(input.name);
        change.name = input.name;
      }
      if (input.disallowed_actions && !sameIds(input.disallowed_actions, role.disallowedActions))
        change.disallowedActions = normalisedIds(input.disallowed_actions);
      if (Object.keys(change).length > 0) {
        const projectIds = await projectsWithRole(deps.db, id);
        await guardName(change.name ?? role.name, () =>
          deps.transact(async (uow) => {
            await updateRole(uow.tx, id, change);
            await announce(
              uow,
              { type: 'role.updated', actorId: actor.id, mutationId },
              projectIds,
            );
          }),
        );
      }
      return present(id);
    },

    /** Deletes a role; everyone who had it loses it, in every project. */
    async delete(actor: UserActor, id: number, mutationId: string | null): Promise<void> {
      await ownRole(actor, id);
      const projectIds = await projectsWithRole(deps.db, id);
      await deps.transact(async (uow) => {
        await deleteRole(uow.tx, id);
        await announce(uow, { type: 'role.deleted', actorId: actor.id, mutationId }, projectIds);
      });
    },
  };
}
export type RolesService = ReturnType<typeof createRolesService>;
