import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { dateTimeSchema, idSchema, personSchema } from './common.ts';

/** Owner change request state ids: waiting for an answer, accepted, withdrawn or declined. */
export const OWNER_CHANGE_STATE = { pending: 1, approved: 2, cancelled: 3 } as const;

/** How many requests one approve or cancel call may answer at once. */
export const OWNER_CHANGE_BULK_MAX = 50;

/** A request to hand a project over to another member (document 1, section 3). */
export const ownerChangeRequestSchema = z.object({
  uuid: z.string(),
  author: personSchema,
  dateRequested: dateTimeSchema,
  project: z.object({ id: z.number(), name: z.string(), color: z.string().nullable() }),
  receivingUser: personSchema,
  /** The person who must answer the request: the one who would become the owner. */
  requestReceiverUser: personSchema,
});
export type OwnerChangeRequest = z.infer<typeof ownerChangeRequestSchema>;

export const createOwnerChangeBodySchema = z.object({ project_id: idSchema, user_id: idSchema });

/** Several pending requests answered in one call; all of them or none. */
export const ownerChangeUuidsBodySchema = z.object({
  uuids: z
    .array(z.uuid('Each request is named by its uuid.'))
    .min(1, 'Choose at least one request.')
    .max(OWNER_CHANGE_BULK_MAX, `Answer at most ${OWNER_CHANGE_BULK_MAX} requests at once.`),
});

const requestsResponse = z.object({ requests: z.array(ownerChangeRequestSchema) });

export const ownerChangeEndpoints = {
  create: endpoint({
    method: 'POST',
    path: '/api/owner-change-requests/create',
    auth: 'user',
    body: createOwnerChangeBodySchema,
    response: z.object({ request: ownerChangeRequestSchema }),
    status: 201,
  }),
  /** Pending requests the actor made (own) and those waiting for the actor's answer (invited). */
  list: endpoint({
    method: 'GET',
    path: '/api/owner-change-requests/list',
    auth: 'user',
    response: z.object({
      own: z.array(ownerChangeRequestSchema),
      invited: z.array(ownerChangeRequestSchema),
    }),
  }),
  approve: endpoint({
    method: 'POST',
    path: '/api/owner-change-requests/approve',
    auth: 'user',
    body: ownerChangeUuidsBodySchema,
    response: requestsResponse,
  }),
  /** The author withdraws a request, or the receiver declines it. */
  cancel: endpoint({
    method: 'POST',
    path: '/api/owner-change-requests/cancel',
    auth: 'user',
    body: ownerChangeUuidsBodySchema,
    response: requestsResponse,
  }),
};
