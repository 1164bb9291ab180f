import type { TandemModule } from '../../core.ts';
import { registerAccountRoutes } from './account.routes.ts';
import { createAccountService } from './account.service.ts';

/** The signed-in person's own account. */
export const accountModule: TandemModule = {
  name: 'account',
  register: (core) => registerAccountRoutes(core.app, createAccountService(core)),
};
