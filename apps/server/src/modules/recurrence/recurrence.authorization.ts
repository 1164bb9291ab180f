import type { AuthorizationRows } from '../../test/authorization.ts';
import { freshProject, projectScoped, signedIn } from '../../test/authorization.ts';

/** How a task repeats, and the list of repeating tasks. */
export const authorizationRows: AuthorizationRows = {
  'recurrence.get': {
    query: (f) => ({ tid: f.task.id }),
    expect: { ...projectScoped(200), limitedWorker: 404 },
  },
  // On a fresh task: finishing the fixture's repeating task would add tasks to its list.
  'recurrence.set': {
    query: (f) => ({ tid: f.task.id }),
    body: () => ({ unit: 'day', interval: 1, based_on: 'completion' }),
    fresh: freshProject,
    expect: { ...projectScoped(200), limitedWorker: 404 },
  },
  'recurrence.remove': {
    query: (f) => ({ tid: f.task.id }),
    fresh: async (owner, f) => {
      await owner.post(`/api/tasks/set-recurrence?tid=${f.task.id}`, {
        unit: 'week',
        interval: 1,
        based_on: 'completion',
      });
    },
    expect: { ...projectScoped(200), limitedWorker: 404 },
  },
  'recurrence.recurrentTasks': { expect: signedIn(200) },
};
