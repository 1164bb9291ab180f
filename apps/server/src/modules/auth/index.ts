import type { TandemModule } from '../../core.ts';
import { registerAuthRoutes } from './auth.routes.ts';

/** Sign-up, sign-in, sign-out, password reset, API keys. */
export const authModule: TandemModule = {
  name: 'auth',
  register: ({ app, auth, config }) =>
    registerAuthRoutes(app, auth, {
      secure: config.COOKIE_SECURE,
      sessionDays: config.SESSION_DAYS,
    }),
};

// The doors: what other modules and the app may use of this module.
export { deleteUserSessions } from './auth.repo.ts';
export { sessionCookieSetter } from './auth.routes.ts';
export type { CookieOptions } from './auth.routes.ts';
export { createAuthService } from './auth.service.ts';
export type { AuthService } from './auth.service.ts';
export { createRateLimiter } from './rate-limiter.ts';
