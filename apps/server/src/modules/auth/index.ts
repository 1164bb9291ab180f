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
