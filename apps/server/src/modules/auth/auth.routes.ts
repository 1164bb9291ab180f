import type { FastifyInstance, FastifyReply } from 'fastify';
import { authEndpoints } from '@tandem/contract';
import { SESSION_COOKIE } from '../../http/authenticate.ts';
import { defineRoute } from '../../http/define-route.ts';
import type { AuthService } from './auth.service.ts';

export interface CookieOptions {
  secure: boolean;
  sessionDays: number;
}

/** Sets the session cookie on an answer that signs someone in. */
export const sessionCookieSetter =
  (cookie: CookieOptions) => (reply: FastifyReply, token: string) =>
    reply.setCookie(SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: cookie.secure,
      path: '/',
      maxAge: cookie.sessionDays * 86_400,
    });

export function registerAuthRoutes(
  app: FastifyInstance,
  auth: AuthService,
  cookie: CookieOptions,
): void {
  const setSessionCookie = sessionCookieSetter(cookie);
  const clearSessionCookie = (reply: FastifyReply) =>
    reply.clearCookie(SESSION_COOKIE, { path: '/' });

  defineRoute(app, authEndpoints.signUp, async ({ body, reply }) => {
    const { user, sessionToken } = await auth.signUp(body);
    setSessionCookie(reply, sessionToken);
    return { user };
  });
  defineRoute(app, authEndpoints.signIn, async ({ body, request, reply }) => {
    const { user, sessionToken } = await auth.signIn(
      body.email,
      body.password,
      request.ip,
      request.cookies[SESSION_COOKIE],
    );
    setSessionCookie(reply, sessionToken);
    return { user };
  });
  defineRoute(app, authEndpoints.signOut, async ({ request, reply }) => {
    await auth.signOut(request.cookies[SESSION_COOKIE]);
    clearSessionCookie(reply);
    return { ok: true as const };
  });
  defineRoute(app, authEndpoints.signOutEverywhere, async ({ actor, reply }) => {
    await auth.signOutEverywhere(actor);
    clearSessionCookie(reply);
    return { ok: true as const };
  });
  defineRoute(app, authEndpoints.requestPasswordReset, async ({ body, request }) => {
    await auth.requestPasswordReset(body.email, request.ip);
    return { ok: true as const };
  });
  defineRoute(app, authEndpoints.confirmPasswordReset, async ({ body }) => {
    await auth.confirmPasswordReset(body.token, body.password);
    return { ok: true as const };
  });
}
