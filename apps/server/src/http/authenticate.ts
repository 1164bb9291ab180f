import type { FastifyInstance } from 'fastify';
import type { Actor } from './actor.ts';
import { ANONYMOUS } from './actor.ts';
import { AppError } from './app-error.ts';

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor;
  }
  interface FastifyContextConfig {
    /** The endpoint's `fromAnywhere`: no session is read and no marker is asked for. */
    fromAnywhere?: boolean;
  }
}

export const SESSION_COOKIE = 'tandem_session';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface ActorResolver {
  fromSession(token: string): Promise<Actor | null>;
  fromApiKey(email: string, key: string): Promise<Actor | null>;
}

function parseBasic(header: string): { email: string; key: string } | null {
  if (!header.startsWith('Basic ')) return null;
  const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 1) return null;
  return { email: decoded.slice(0, colon).trim().toLowerCase(), key: decoded.slice(colon + 1) };
}

/**
 * Resolves who is calling (API key over HTTP Basic, else the session cookie) and refuses
 * cookie-authenticated writes without the XMLHttpRequest marker, which cross-site forms cannot set.
 */
export function registerAuthentication(app: FastifyInstance, resolver: ActorResolver): void {
  app.decorateRequest('actor', { getter: () => ANONYMOUS, setter: () => {} });
  app.addHook('onRequest', async (request) => {
    let actor: Actor = ANONYMOUS;
    const authorization = request.headers.authorization;
    const basic = authorization ? parseBasic(authorization) : null;
    if (authorization && !basic) {
      throw new AppError(401, 'INVALID_CREDENTIALS', 'The Authorization header is not valid.');
    }
    if (basic) {
      const resolved = await resolver.fromApiKey(basic.email, basic.key);
      if (!resolved)
        throw new AppError(401, 'INVALID_CREDENTIALS', 'The e-mail or API key is not correct.');
      actor = resolved;
    } else {
      // An endpoint that acts only on a secret in its address reads no session (`fromAnywhere`).
      const fromAnywhere = request.routeOptions.config.fromAnywhere === true;
      const token = request.cookies[SESSION_COOKIE];
      if (token && !fromAnywhere) actor = (await resolver.fromSession(token)) ?? ANONYMOUS;
      const isApiCall = request.url.startsWith('/api/');
      if (
        isApiCall &&
        !fromAnywhere &&
        !SAFE_METHODS.has(request.method) &&
        request.headers['x-requested-with'] !== 'XMLHttpRequest'
      ) {
        throw new AppError(
          403,
          'CSRF_HEADER_MISSING',
          'The request is missing the X-Requested-With: XMLHttpRequest header.',
        );
      }
    }
    Object.defineProperty(request, 'actor', { value: actor, writable: false, enumerable: true });
  });
}
