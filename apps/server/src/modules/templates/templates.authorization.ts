import type { AuthorizationRows } from '../../test/authorization.ts';
import { managersOnly, projectScoped } from '../../test/authorization.ts';
import { addWorker } from '../../test/harness.ts';

/** Saving a project as a template, and making projects from templates. */
export const authorizationRows: AuthorizationRows = {
  'templates.saveAsTemplate': {
    query: (f) => ({ pid: f.project.id }),
    body: () => ({ name: 'Matrix template' }),
    expect: managersOnly(201),
  },
  'templates.createFromTemplate': {
    query: (f) => ({ pid: f.made.template! }),
    body: () => ({ name: 'From the matrix template' }),
    // The row's project becomes a template with the worker in it; any member may use it.
    fresh: async (client, f) => {
      const res = await client.post(`/api/projects/save-as-template?pid=${f.project.id}`, {
        name: 'Matrix template',
      });
      const template: number = res.json().project.id;
      await addWorker(client, template, f.people.worker.email);
      return { template };
    },
    expect: { ...projectScoped(201), limitedWorker: 404, commander: 404 },
  },
};
