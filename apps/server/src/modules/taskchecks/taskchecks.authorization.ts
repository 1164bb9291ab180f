import type { AuthorizationRows, Fixture, Made, Row } from '../../test/authorization.ts';
import { projectScoped } from '../../test/authorization.ts';
import type { Client } from '../../test/harness.ts';

/**
 * Two subtasks of the row's fresh task (`made.firstCheck`, `made.secondCheck`), and a second task
 * in its list to convert into a subtask (`made.loose`).
 */
async function addMatrixChecks(owner: Client, f: Fixture): Promise<Made> {
  const res = await owner.post(`/api/taskchecks/create-bulk?tid=${f.task.id}`, { names: 'A\nB' });
  const [firstCheck, secondCheck] = res.json().taskchecks.map((c: { id: number }) => c.id);
  const loose = await owner.post(`/api/tasks/create?tlid=${f.tasklist.id}`, { name: 'Loose' });
  return { firstCheck, secondCheck, loose: loose.json().task.id };
}

/** A write to the second subtask `prepare` made: what the fixture's list allows. */
const subtaskWrite = (
  body?: Row['body'],
  prepare: NonNullable<Row['fresh']> = addMatrixChecks,
): Row => ({
  query: (f) => ({ id: f.made.secondCheck! }),
  ...(body ? { body } : {}),
  fresh: prepare,
  expect: { ...projectScoped(200), limitedWorker: 404 },
});

/** Subtasks of a task, and turning subtasks, tasks and task lists into one another. */
export const authorizationRows: AuthorizationRows = {
  // Subtasks are edits of their task: what the fixture's list allows, 404 beyond the ACL.
  'taskchecks.list': {
    query: (f) => ({ tid: f.task.id }),
    expect: { ...projectScoped(200), limitedWorker: 404 },
  },
  'taskchecks.create': {
    query: (f) => ({ tid: f.task.id }),
    body: () => ({ name: 'Subtask' }),
    expect: { ...projectScoped(201), limitedWorker: 404 },
  },
  'taskchecks.createBulk': {
    query: (f) => ({ tid: f.task.id }),
    body: () => ({ names: 'One\nTwo' }),
    expect: { ...projectScoped(201), limitedWorker: 404 },
  },
  'taskchecks.update': subtaskWrite(() => ({ version: 1, name: 'Renamed' })),
  'taskchecks.finish': subtaskWrite(),
  'taskchecks.reopen': subtaskWrite(undefined, async (owner, f) => {
    const made = await addMatrixChecks(owner, f);
    await owner.post(`/api/taskchecks/finish?id=${made.secondCheck}`);
    return made;
  }),
  'taskchecks.reorder': subtaskWrite((f) => ({ before_id: f.made.firstCheck })),
  'taskchecks.move': subtaskWrite((f) => ({ task_id: f.made.loose })),
  'taskchecks.delete': subtaskWrite(),
  'taskchecks.createSmart': {
    body: (f) => ({ task_id: f.task.id, name: 'Smart subtask' }),
    expect: { ...projectScoped(201), limitedWorker: 404 },
  },
  'taskchecks.convertToSmart': subtaskWrite(),
  'taskchecks.convertToTask': subtaskWrite(),
  'taskchecks.convertTaskToTaskcheck': {
    query: (f) => ({ tid: f.made.loose! }),
    body: (f) => ({ parent_task_id: f.task.id }),
    fresh: addMatrixChecks,
    expect: { ...projectScoped(200), limitedWorker: 404 },
  },
  'taskchecks.convertTaskToTasklist': {
    query: (f) => ({ tid: f.task.id }),
    fresh: addMatrixChecks,
    expect: { ...projectScoped(201), limitedWorker: 404 },
  },
};
