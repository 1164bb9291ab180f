import type { TandemModule } from '../../core.ts';
import { registerProjectPeopleRoutes } from './project-people.routes.ts';
import { createProjectLifecycle } from './projects.lifecycle.ts';
import { createProjectPeople } from './projects.people.ts';
import { registerProjectRoutes } from './projects.routes.ts';
import { createProjectsService } from './projects.service.ts';
import { createProjectWorkers } from './projects.workers.ts';

/** Projects, their lifecycle and their people. */
export const projectsModule: TandemModule = {
  name: 'projects',
  register(core) {
    const { app, present } = core;
    const projects = createProjectsService(core);
    core.provide({ project: (actor, id) => projects.get(actor, id) });
    const withPresent = { ...core, present: present.project };
    registerProjectRoutes(
      app,
      projects,
      createProjectLifecycle(withPresent),
      createProjectPeople(withPresent),
    );
    registerProjectPeopleRoutes(app, createProjectWorkers(withPresent));
  },
};
