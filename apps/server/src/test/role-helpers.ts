import { expect } from 'vitest';
import type { DisallowedActionName, Project, Role } from '@tandem/contract';
import { disallowedActionId } from '@tandem/contract';
import type { Client } from './harness.ts';

/** Helpers for tests that need roles: make one through the API and give it to a member. */

export async function createRole(
  owner: Client,
  name: string,
  actions: DisallowedActionName[],
): Promise<Role> {
  const res = await owner.post('/api/roles/create', {
    name,
    disallowed_actions: actions.map(disallowedActionId),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ role: Role }>().role;
}

export async function giveRoles(
  owner: Client,
  projectId: number,
  userId: number,
  roleIds: number[],
): Promise<Project> {
  const res = await owner.post(`/api/projects/set-member-roles?pid=${projectId}`, {
    user_id: userId,
    roles_ids: roleIds,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ project: Project }>().project;
}

/** Makes a role denying the given actions and gives it to a member of a project. */
export async function denyToMember(
  owner: Client,
  projectId: number,
  userId: number,
  actions: DisallowedActionName[],
): Promise<Role> {
  const role = await createRole(owner, `Denies ${actions.join(' ')} ${projectId}`, actions);
  await giveRoles(owner, projectId, userId, [role.id]);
  return role;
}
