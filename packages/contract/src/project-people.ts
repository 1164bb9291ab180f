import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { emailSchema, idSchema, localeSchema, passwordSchema, personSchema } from './common.ts';
import { amountSchema, pidQuerySchema, projectSchema } from './projects.ts';
import { currentUserSchema, fullnameSchema, timezoneSchema } from './auth.ts';

/** How long to wait before an invitation can be sent again, and how long a link stays valid. */
export const INVITATIONS = { resendCooldownMinutes: 10, validDays: 14, perRequestMax: 50 } as const;

/** The invitation result (document 1, section 3), with whom it is for. */
export const invitationResultSchema = z.object({
  user_id: z.number(),
  email: z.string(),
  /** The link the invited person opens; only in the answer that made it (it is stored hashed). */
  activation_link: z.string().nullable(),
  invitation_was_sent_count: z.number(),
  can_resend_invitation: z.boolean(),
  /** When the invitation can be sent again (ISO date-time). */
  next_try_possible: z.string(),
});
export type InvitationResult = z.infer<typeof invitationResultSchema>;

const idListSchema = (max: number) => z.array(idSchema).max(max);

/**
 * Adds people to a project: existing accounts by id or e-mail join at once; unknown addresses get
 * an invitation e-mail when `invite_new_workers` is on. New members see every task list unless
 * `invite_workers_acl_see_all` is false, when they see only `acl_tasklists`.
 */
export const addWorkersBodySchema = z
  .object({
    workers_ids: idListSchema(INVITATIONS.perRequestMax).optional(),
    new_workers: z
      .array(emailSchema)
      .max(INVITATIONS.perRequestMax, `Add at most ${INVITATIONS.perRequestMax} people at once.`)
      .optional(),
    invite_new_workers: z.boolean().optional(),
    invite_workers_acl_see_all: z.boolean().optional(),
    acl_tasklists: idListSchema(500).optional(),
  })
  .refine((b) => (b.workers_ids?.length ?? 0) + (b.new_workers?.length ?? 0) > 0, {
    message: 'Enter at least one e-mail address.',
    path: ['new_workers'],
  })
  .refine((b) => b.invite_workers_acl_see_all !== false || (b.acl_tasklists?.length ?? 0) > 0, {
    message: 'Choose at least one task list the new people will see.',
    path: ['acl_tasklists'],
  });

export const addWorkersResponseSchema = z.object({
  project: projectSchema,
  /** Invitations sent by this request: empty when every address already had an account. */
  invitations: z.array(invitationResultSchema),
});

/** A member's limits: the task lists they see (null: all) and their hour rate. */
export const updateWorkerBodySchema = z.object({
  user_id: idSchema,
  tasklists_acl: z
    .array(idSchema)
    .min(1, 'A worker must see at least one task list.')
    .max(500)
    .nullable()
    .optional(),
  project_setting: z
    .object({ hour_rate: amountSchema.nullable(), is_fixed: z.boolean() })
    .optional(),
});

/** The worker removal summary (document 2): where a person can and cannot be removed from. */
const summaryProjectSchema = z.object({ id: z.number(), name: z.string() });
export const workerRemovalSummarySchema = z.object({
  worker_fullname: z.string(),
  can_be_removed_from_all_projects: z.boolean(),
  is_business_captain: z.boolean(),
  projects: z.object({
    active: z.array(summaryProjectSchema),
    archived: z.array(summaryProjectSchema),
    template: z.array(summaryProjectSchema),
  }),
  cannot_be_removed_projects: z.array(summaryProjectSchema),
});
export type WorkerRemovalSummary = z.infer<typeof workerRemovalSummarySchema>;

const userIdQuerySchema = z.object({ user_id: idSchema });
const tokenSchema = z.string().trim().min(1).max(200);

export const projectPeopleEndpoints = {
  addWorkers: endpoint({
    method: 'POST',
    path: '/api/projects/add-workers',
    auth: 'user',
    query: pidQuerySchema,
    body: addWorkersBodySchema,
    response: addWorkersResponseSchema,
  }),
  invitations: endpoint({
    method: 'GET',
    path: '/api/projects/invitations',
    auth: 'user',
    query: pidQuerySchema,
    response: z.object({ invitations: z.array(invitationResultSchema) }),
  }),
  resendInvitation: endpoint({
    method: 'POST',
    path: '/api/projects/resend-invitation',
    auth: 'user',
    query: pidQuerySchema,
    body: z.object({ user_id: idSchema }),
    response: z.object({ invitation: invitationResultSchema }),
  }),
  updateWorker: endpoint({
    method: 'POST',
    path: '/api/projects/update-worker',
    auth: 'user',
    query: pidQuerySchema,
    body: updateWorkerBodySchema,
    response: z.object({ project: projectSchema }),
  }),
  workerRemovalSummary: endpoint({
    method: 'GET',
    path: '/api/projects/worker-removal-summary',
    auth: 'user',
    query: userIdQuerySchema,
    response: z.object({ summary: workerRemovalSummarySchema }),
  }),
  removeWorkerFromAll: endpoint({
    method: 'POST',
    path: '/api/projects/remove-worker-from-all',
    auth: 'user',
    body: z.object({ user_id: idSchema }),
    response: z.object({ summary: workerRemovalSummarySchema }),
  }),
  /** What an invitation link is for, so the page can greet the invited person. */
  invitationInfo: endpoint({
    method: 'GET',
    path: '/api/auth/invitation',
    auth: 'public',
    query: z.object({ token: tokenSchema }),
    response: z.object({
      email: z.string(),
      invited_by: personSchema,
      project: z.object({ id: z.number(), name: z.string() }),
    }),
  }),
  /** The invited person chooses a name and password and is signed in. */
  acceptInvitation: endpoint({
    method: 'POST',
    path: '/api/auth/invitation/accept',
    auth: 'public',
    body: z.object({
      token: tokenSchema,
      fullname: fullnameSchema,
      password: passwordSchema,
      locale_code: localeSchema.optional(),
      timezone: timezoneSchema.optional(),
    }),
    response: z.object({ user: currentUserSchema, project_id: z.number() }),
    status: 201,
  }),
};
