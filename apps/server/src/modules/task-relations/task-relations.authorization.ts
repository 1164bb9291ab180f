import type { AuthorizationRows, Fixture, Made } from '../../test/authorization.ts';
import { projectScoped } from '../../test/authorization.ts';
import type { Client } from '../../test/harness.ts';

/** A second task in the fixture's list, to relate the fixture's task to (`made.second`). */
async function addSecondTask(owner: Client, f: Fixture): Promise<Made> {
  const res = await owner.post(`/api/tasks/create?tlid=${f.tasklist.id}`, { name: 'Second' });
  return { second: res.json().task.id };
}

/** Relations between tasks (blocks, related to), and the tasks one may relate to. */
export const authorizationRows: AuthorizationRows = {
  // Relations: like any edit of the task the fixture's list holds.
  'taskRelations.list': {
    query: (f) => ({ tid: f.task.id }),
    expect: { ...projectScoped(200), limitedWorker: 404 },
  },
  'taskRelations.create': {
    query: (f) => ({ tid: f.task.id }),
    body: (f) => ({ kind: 'related_to', target_task_id: f.made.second }),
    fresh: addSecondTask,
    expect: { ...projectScoped(201), limitedWorker: 404 },
  },
  'taskRelations.delete': {
    query: (f) => ({ uuid: f.made.relation! }),
    fresh: async (owner, f) => {
      const { second } = await addSecondTask(owner, f);
      const res = await owner.post(`/api/task-relations/create?tid=${f.task.id}`, {
        kind: 'blocks',
        target_task_id: second,
      });
      return { relation: res.json().relation.uuid };
    },
    expect: { ...projectScoped(200), limitedWorker: 404 },
  },
  'taskRelations.candidates': {
    query: (f) => ({ tid: f.task.id, q: 'write' }),
    expect: { ...projectScoped(200), limitedWorker: 404 },
  },
};
