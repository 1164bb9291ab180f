import type { FastifyInstance } from 'fastify';
import { projectPeopleEndpoints } from '@tandem/contract';
import { defineRoute } from '../../http/define-route.ts';
import type { CookieOptions } from '../auth/index.ts';
import { sessionCookieSetter } from '../auth/index.ts';
import type { InvitationAcceptance } from './invitations.accept.ts';
import type { InvitationsService } from './invitations.service.ts';

export function registerInvitationRoutes(
  app: FastifyInstance,
  services: { invitations: InvitationsService; acceptance: InvitationAcceptance },
  cookie: CookieOptions,
): void {
  const { invitations, acceptance } = services;
  const setSessionCookie = sessionCookieSetter(cookie);
  const e = projectPeopleEndpoints;

  defineRoute(app, e.addWorkers, async ({ actor, query, body, mutationId }) =>
    invitations.addWorkers(actor, query.pid, body, mutationId),
  );
  defineRoute(app, e.invitations, async ({ actor, query }) => ({
    invitations: await invitations.list(actor, query.pid),
  }));
  defineRoute(app, e.resendInvitation, async ({ actor, query, body }) => ({
    invitation: await invitations.resend(actor, query.pid, body.user_id),
  }));
  defineRoute(app, e.invitationInfo, async ({ query }) => acceptance.info(query.token));
  defineRoute(app, e.acceptInvitation, async ({ body, reply }) => {
    const { sessionToken, ...accepted } = await acceptance.accept(body);
    setSessionCookie(reply, sessionToken);
    return accepted;
  });
}
