import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { idSchema, stateSchema } from './common.ts';
import { currentUserSchema, outOfOfficeSchema } from './auth.ts';
import { LIMITS } from './limits.ts';
import { dateOnlySchema } from './projects.ts';

/** A person the actor works with (document 1, section 3: user). */
export const personSummarySchema = z.object({
  id: z.number(),
  fullname: z.string(),
  email: z.string(),
  /** Invited by e-mail and not activated yet. */
  is_invited: z.boolean(),
  out_of_office: outOfOfficeSchema.nullable(),
  /** How many projects, not in the trash, the person shares with the actor. */
  projects_count: z.number(),
});
export type PersonSummary = z.infer<typeof personSummarySchema>;

/** A project the actor shares with the person, with the person's role in it. */
export const sharedProjectSchema = z.object({
  id: z.number(),
  name: z.string(),
  color: z.string().nullable(),
  state: stateSchema,
  is_commander: z.boolean(),
  is_owner: z.boolean(),
});
export type SharedProject = z.infer<typeof sharedProjectSchema>;

export const peopleListQuerySchema = z.object({
  /** Part of a name or an e-mail address. */
  search: z.string().trim().max(LIMITS.nameMax).optional(),
});

export const personDetailQuerySchema = z.object({ user_id: idSchema });

/** An out-of-office period: both days included, the last one not before the first. */
export const outOfOfficeBodySchema = z
  .object({ date_from: dateOnlySchema, date_to: dateOnlySchema })
  .refine((b) => b.date_from <= b.date_to, {
    message: 'The last day must not be before the first one.',
    path: ['date_to'],
  });

const userResponse = z.object({ user: currentUserSchema });

export const userEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/users/list',
    auth: 'user',
    query: peopleListQuerySchema,
    response: z.object({ users: z.array(personSummarySchema) }),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/users/detail',
    auth: 'user',
    query: personDetailQuerySchema,
    response: z.object({ user: personSummarySchema, projects: z.array(sharedProjectSchema) }),
  }),
  outOfOfficeEnable: endpoint({
    method: 'POST',
    path: '/api/user-profile/out-of-office-enable',
    auth: 'user',
    body: outOfOfficeBodySchema,
    response: userResponse,
  }),
  outOfOfficeDisable: endpoint({
    method: 'DELETE',
    path: '/api/user-profile/out-of-office-disable',
    auth: 'user',
    response: userResponse,
  }),
};
