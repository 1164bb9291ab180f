import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { dateTimeSchema, idSchema, nameSchema, personSchema } from './common.ts';
import { pidQuerySchema, projectSchema } from './projects.ts';
import { LIMITS } from './limits.ts';
import { DISALLOWED_ACTIONS } from './states.ts';

/** A disallowed action as a role lists it: its id (1 to 7) and name. */
export const disallowedActionSchema = z.object({
  id: z.number(),
  action: z.enum(DISALLOWED_ACTIONS),
});

/** A role of the actor's account (document 2, section 3: Role). */
export const roleSchema = z.object({
  id: z.number(),
  name: z.string(),
  author: personSchema,
  owner: personSchema,
  date_add: dateTimeSchema,
  disallowed_actions: z.array(disallowedActionSchema),
  /** Ids of the projects where the role is given to someone. */
  projects: z.array(z.number()),
  /** Roles made by the product itself; every role here is a user's, so false. */
  is_system_role: z.boolean(),
  /** The people the role is given to, in any of the owner's projects. */
  users: z.array(personSchema),
  /** Not used by this version: always empty. */
  not_allowed_roles_for_users: z.array(z.number()),
});
export type Role = z.infer<typeof roleSchema>;

const uniqueIds = (ids: readonly number[]) => new Set(ids).size === ids.length;

/** The ids (1 to 7) of the actions a role denies: at least one, each once. */
export const disallowedActionIdsSchema = z
  .array(z.number().int().min(1, 'Choose actions 1 to 7.').max(7, 'Choose actions 1 to 7.'))
  .min(1, 'Choose at least one action the role does not allow.')
  .max(7)
  .refine(uniqueIds, 'Each action can appear only once.');

export const createRoleBodySchema = z.object({
  name: nameSchema,
  disallowed_actions: disallowedActionIdsSchema,
});

export const updateRoleBodySchema = z.object({
  name: nameSchema.optional(),
  disallowed_actions: disallowedActionIdsSchema.optional(),
});

export const roleIdQuerySchema = z.object({ id: idSchema });

/** The roles a member has in one project; an empty list takes them all away. */
export const setMemberRolesBodySchema = z.object({
  user_id: idSchema,
  roles_ids: z
    .array(idSchema)
    .max(LIMITS.memberRolesMax, `Give at most ${LIMITS.memberRolesMax} roles to one person.`)
    .refine(uniqueIds, 'Each role can appear only once.'),
});

const roleResponse = z.object({ role: roleSchema });

/** The roles of the actor's account, and who has which in a project. */
export const roleEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/roles/list',
    auth: 'user',
    response: z.object({ roles: z.array(roleSchema) }),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/roles/create',
    auth: 'user',
    body: createRoleBodySchema,
    response: roleResponse,
    status: 201,
  }),
  update: endpoint({
    method: 'POST',
    path: '/api/roles/update',
    auth: 'user',
    query: roleIdQuerySchema,
    body: updateRoleBodySchema,
    response: roleResponse,
  }),
  /** Takes the role away from everyone who has it. */
  delete: endpoint({
    method: 'POST',
    path: '/api/roles/delete',
    auth: 'user',
    query: roleIdQuerySchema,
    response: z.object({ deleted: z.literal(true) }),
  }),
  /** Only the project owner gives roles, and only roles of their own account. */
  setMemberRoles: endpoint({
    method: 'POST',
    path: '/api/projects/set-member-roles',
    auth: 'user',
    query: pidQuerySchema,
    body: setMemberRolesBodySchema,
    response: z.object({ project: projectSchema }),
  }),
};
