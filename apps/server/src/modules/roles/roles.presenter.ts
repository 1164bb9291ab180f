import type { DisallowedActionName, Role } from '@tandem/contract';
import { DISALLOWED_ACTIONS } from '@tandem/contract';
import { presentPerson } from '../users/index.ts';
import type { RoleRow } from './roles.repo.ts';

/** The actions of a role as the spec lists them: `{ id, action }`, in id order. */
export function presentDisallowedActions(ids: readonly number[]): Role['disallowed_actions'] {
  return [...new Set(ids)]
    .sort((a, b) => a - b)
    .flatMap((id) => {
      const action: DisallowedActionName | undefined = DISALLOWED_ACTIONS[id - 1];
      return action ? [{ id, action }] : [];
    });
}

export function presentRole(row: RoleRow): Role {
  return {
    id: row.role.id,
    name: row.role.name,
    author: presentPerson(row.author),
    owner: presentPerson(row.owner),
    date_add: row.role.dateAdd.toISOString(),
    disallowed_actions: presentDisallowedActions(row.role.disallowedActions),
    projects: row.projectIds,
    is_system_role: row.role.isSystemRole,
    users: row.users.map(presentPerson),
    not_allowed_roles_for_users: [],
  };
}
