import type { TandemModule } from '../../core.ts';
import { registerPeopleRoutes } from './people.routes.ts';
import { createPeopleService } from './people.service.ts';

/** The people one works with. */
export const peopleModule: TandemModule = {
  name: 'people',
  register: (core) => registerPeopleRoutes(core.app, createPeopleService(core)),
};
