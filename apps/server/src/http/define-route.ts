import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { LIMITS, MUTATION_ID_HEADER } from '@tandem/contract';
import type { Endpoint, EndpointBody, EndpointQuery } from '@tandem/contract';
import type { Actor, UserActor } from './actor.ts';
import { unauthenticated } from './app-error.ts';
import { bodyLimitFor } from './body-limit.ts';

export interface RouteContext<E extends Endpoint, A extends Actor> {
  query: EndpointQuery<E>;
  body: EndpointBody<E>;
  actor: A;
  /** The id the calling tab gave this write, echoed in the events it causes. */
  mutationId: string | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

type ActorFor<E extends Endpoint> = E['auth'] extends 'user' ? UserActor : Actor;
type Output<E extends Endpoint> = z.input<E['response']>;

function readMutationId(request: FastifyRequest): string | null {
  const value = request.headers[MUTATION_ID_HEADER];
  return typeof value === 'string' && value.length <= LIMITS.mutationIdMax ? value : null;
}

/**
 * Registers a route from its contract entry: schemas, authentication and the success status all
 * come from the endpoint table, so a route body is only the service call and the presenter.
 */
export function defineRoute<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (ctx: RouteContext<E, ActorFor<E>>) => Promise<Output<E>>,
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    bodyLimit: bodyLimitFor(endpoint),
    config: { fromAnywhere: endpoint.fromAnywhere === true },
    schema: {
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      // Bytes are sent as they are; only JSON answers are checked against their schema.
      ...(endpoint.binary ? {} : { response: { [endpoint.status ?? 200]: endpoint.response } }),
    },
    // A bulk answer is written as it is: its schema is checked by its tests, not on every call.
    ...(endpoint.bulk ? { serializerCompiler: () => (data: unknown) => JSON.stringify(data) } : {}),
    // Who is asking is settled before what they sent: an anonymous caller gets 401, not 400
    // (a route's onRequest runs after the app's, which resolve the actor, and before any check
    // of the input).
    onRequest: async (request) => {
      if (endpoint.auth === 'user' && request.actor.kind !== 'user') throw unauthenticated();
    },
    handler: async (request, reply) => {
      const actor = request.actor;
      const result = await handler({
        query: request.query as RouteContext<E, ActorFor<E>>['query'],
        body: request.body as RouteContext<E, ActorFor<E>>['body'],
        actor: actor as ActorFor<E>,
        mutationId: readMutationId(request),
        request,
        reply,
      });
      return reply.status(endpoint.status ?? 200).send(result);
    },
  });
}
