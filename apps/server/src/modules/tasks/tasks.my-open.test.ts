import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ListedTask, Task, TaskUpdateInput } from '@tandem/contract';
import { LIMITS, PROJECT_STATE } from '@tandem/contract';
import { tasks } from '../../db/schema/projects.ts';
import { taskWorkers } from '../../db/schema/tasks.ts';
import type { Client, SignedUpUser, TestApp } from '../../test/harness.ts';
import { createProject, createTestApp, signUp } from '../../test/harness.ts';
import { taskOf, updateTask } from '../../test/task-helpers.ts';
import { nextSortingKey } from './task-sorting.ts';
import { limitMember, newTask, newTasklist, setProjectState } from '../../test/tasklist-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function myOpenTasks(client: Client): Promise<ListedTask[]> {
  const res = await client.get('/api/tasks/my-open-tasks');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ tasks: ListedTask[] }>().tasks;
}
const namesOf = async (client: Client) => (await myOpenTasks(client)).map((task) => task.name);

/** A task made by the owner in a list, edited at once (workers, due dates). */
async function task(
  owner: Client,
  tasklistId: number,
  name: string,
  change: Omit<TaskUpdateInput, 'version'>,
): Promise<Task> {
  const created = await newTask(owner, tasklistId, name);
  const res = await updateTask(owner, created, change);
  expect(res.statusCode, res.body).toBe(200);
  return taskOf(res);
}

/** An owner and a worker who shares a project of the given name with them. */
async function ownerAndWorker(projectName: string) {
  const owner = await signUp(t.app, { fullname: 'Olga Owner' });
  const worker = await signUp(t.app, { fullname: 'Walter Worker' });
  const project = await createProject(owner.client, projectName, [worker]);
  return { owner, worker, project };
}

const post = (client: Client, url: string, body?: unknown) => client.post(url, body);

describe('GET /api/tasks/my-open-tasks', () => {
  it('lists the tasks one works on: due to end first, then due to start, then by project and board', async () => {
    const { owner, worker, project: beta } = await ownerAndWorker('Beta');
    const alpha = await createProject(owner.client, 'Alpha', [worker]);
    const first = await newTasklist(owner.client, beta.id, 'First');
    const second = await newTasklist(owner.client, beta.id, 'Second');
    const only = await newTasklist(owner.client, alpha.id, 'Only');
    const mine = { workers_ids: [worker.id] };

    const beta1 = await task(owner.client, first.id, 'Beta first 1', mine);
    const beta2 = await task(owner.client, first.id, 'Beta first 2', mine);
    await task(owner.client, second.id, 'Beta second', mine);
    await task(owner.client, only.id, 'Alpha undated', mine);
    await task(owner.client, second.id, 'Ends late', {
      ...mine,
      due_date: '2026-03-01',
      due_date_end: '2026-03-20',
    });
    // It starts after 'Starts late', but a task due to end comes before any only due to start.
    const endsEarly = await task(owner.client, only.id, 'Ends early', {
      ...mine,
      due_date: '2026-03-12',
      due_date_end: '2026-03-15',
    });
    await task(owner.client, first.id, 'Starts early', { ...mine, due_date: '2026-03-02' });
    await task(owner.client, only.id, 'Starts late', {
      ...mine,
      due_date: '2026-03-10T08:00:00Z',
    });
    // The owner's own task, and one nobody works on: not the worker's.
    await task(owner.client, first.id, 'The owner’s', { workers_ids: [owner.id] });
    await newTask(owner.client, first.id, 'Nobody’s');

    // The board's order, not the order of making: the second list first, the second task up.
    const reorder = await post(owner.client, `/api/tasklists/reorder?pid=${beta.id}`, {
      order: [second.id, first.id],
    });
    expect(reorder.statusCode, reorder.body).toBe(200);
    const move = await post(owner.client, `/api/tasks/move?tid=${beta2.id}`, {
      tasklist_id: first.id,
      before_id: beta1.id,
    });
    expect(move.statusCode, move.body).toBe(200);

    const tasks = await myOpenTasks(worker.client);
    expect(tasks.map((listed) => listed.name)).toEqual([
      'Ends early',
      'Ends late',
      'Starts early',
      'Starts late',
      'Alpha undated',
      'Beta second',
      'Beta first 2',
      'Beta first 1',
    ]);
    expect(tasks[0]).toEqual({
      id: endsEarly.id,
      uuid: endsEarly.uuid,
      name: 'Ends early',
      state: { id: 1, state: 'active' },
      due_date: '2026-03-12',
      due_date_end: '2026-03-15',
      project: { id: alpha.id, name: 'Alpha' },
      tasklist: { id: only.id, name: 'Only' },
    });
    expect(await namesOf(owner.client)).toEqual(['The owner’s']);
    expect(await myOpenTasks((await signUp(t.app)).client)).toEqual([]);
  });

  it('leaves out finished and trashed tasks, archived and trashed lists, and projects not active', async () => {
    const { owner, worker, project } = await ownerAndWorker('Work');
    const list = await newTasklist(owner.client, project.id, 'Doing');
    const mine = { workers_ids: [worker.id] };
    await task(owner.client, list.id, 'Kept', mine);

    const finished = await task(owner.client, list.id, 'Finished', mine);
    expect((await post(owner.client, `/api/tasks/finish?tid=${finished.id}`)).statusCode).toBe(200);
    const trashed = await task(owner.client, list.id, 'Trashed', mine);
    expect((await post(owner.client, `/api/tasks/delete?tid=${trashed.id}`)).statusCode).toBe(200);
    for (const transition of ['archive', 'delete']) {
      const other = await newTasklist(owner.client, project.id, `List to ${transition}`);
      await task(owner.client, other.id, `In a list to ${transition}`, mine);
      const res = await post(owner.client, `/api/tasklists/${transition}?tlid=${other.id}`);
      expect(res.statusCode, res.body).toBe(200);
    }
    for (const transition of ['archive', 'delete']) {
      const other = await createProject(owner.client, `Project to ${transition}`, [worker]);
      const otherList = await newTasklist(owner.client, other.id, 'To do');
      await task(owner.client, otherList.id, `In a project to ${transition}`, mine);
      const res = await post(owner.client, `/api/projects/${transition}?pid=${other.id}`);
      expect(res.statusCode, res.body).toBe(200);
    }
    const template = await createProject(owner.client, 'Template', [worker]);
    const templateList = await newTasklist(owner.client, template.id, 'To do');
    await task(owner.client, templateList.id, 'In a template', mine);
    await setProjectState(t, template.id, PROJECT_STATE.template);

    expect(await namesOf(worker.client)).toEqual(['Kept']);
  });

  it('leaves out tasks of lists beyond the worker’s task-list limit, even assigned to them', async () => {
    const { owner, worker, project } = await ownerAndWorker('Limited');
    const seen = await newTasklist(owner.client, project.id, 'Seen');
    const hidden = await newTasklist(owner.client, project.id, 'Hidden');
    const mine = { workers_ids: [worker.id] };
    await task(owner.client, seen.id, 'In sight', mine);
    await task(owner.client, hidden.id, 'Out of sight', mine);
    expect(await namesOf(worker.client)).toEqual(['In sight', 'Out of sight']);

    await limitMember(t, project.id, worker.id, [seen.id]);
    expect(await namesOf(worker.client)).toEqual(['In sight']);
  });

  it(`answers at most ${LIMITS.myOpenTasksMax} tasks, the soonest due among them`, async () => {
    const { owner, worker, project } = await ownerAndWorker('Busy');
    const list = await newTasklist(owner.client, project.id, 'Everything');
    const first = await task(owner.client, list.id, 'Undated', { workers_ids: [worker.id] });
    await copyAssignedTask(first.id, worker, LIMITS.myOpenTasksMax);
    await task(owner.client, list.id, 'Due', {
      workers_ids: [worker.id],
      due_date: '2026-05-01',
    });

    const tasks = await myOpenTasks(worker.client);
    expect(tasks).toHaveLength(LIMITS.myOpenTasksMax);
    expect(tasks[0]!.name).toBe('Due');
  });

  it('answers 401 to anonymous callers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/tasks/my-open-tasks' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Sign in to continue.', code: 'UNAUTHENTICATED' });
  });
});

/** Copies of a task after it in its list, each with the person as its worker, written at once. */
async function copyAssignedTask(taskId: number, worker: SignedUpUser, count: number) {
  const db = t.database.db;
  const [row] = await db.select().from(tasks).where(eq(tasks.id, taskId));
  if (!row) throw new Error(`no task ${taskId}`);
  const { id: _id, uuid: _uuid, ...original } = row;
  let key = original.sortingKey;
  const rows = Array.from({ length: count }, (_, n) => {
    key = nextSortingKey(key);
    return { ...original, name: `${original.name} ${n + 1}`, sortingKey: key };
  });
  const made = await db.insert(tasks).values(rows).returning({ id: tasks.id });
  await db
    .insert(taskWorkers)
    .values(made.map(({ id }) => ({ taskId: id, userId: worker.id, dateAdd: original.dateAdd })));
}
