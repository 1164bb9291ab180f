import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Project, ProjectSpend } from '@tandem/contract';
import type { ProjectRow } from './projects.repo.ts';
import type { Client, SignedUpUser, TestApp } from '../../test/harness.ts';
import { addWorker, createProjectWithTask, createTestApp, signUp } from '../../test/harness.ts';
import { moveBudgetReset } from './projects.budget.repo.ts';
import { BUDGET_RESET_JOB, budgetPeriodSince } from './projects.budget.ts';

let now = new Date('2026-03-10T10:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => now } });
});
afterAll(() => t.close());

const recurring = (next: string, day: number, months = 1) =>
  ({
    budgetIsRecurrent: true,
    budgetNextResetDate: next,
    budgetNullAfterMonthsCount: months,
    budgetNullInDayOfMonth: day,
  }) as ProjectRow;

describe('the start of a budget period', () => {
  it('is midnight of the last reset in the time zone', () => {
    const budget = recurring('2026-03-31', 31);
    expect(budgetPeriodSince(budget, 'Europe/Prague', new Date('2026-03-10T10:00:00Z'))).toEqual(
      new Date('2026-02-27T23:00:00Z'),
    );
    // On the reset day in Prague (still the 30th in UTC), summer time: midnight is 22:00 UTC.
    expect(budgetPeriodSince(budget, 'Europe/Prague', new Date('2026-03-30T22:30:00Z'))).toEqual(
      new Date('2026-03-30T22:00:00Z'),
    );
    // The day the clocks go forward (at 2:00) still starts at midnight, an hour earlier in UTC.
    expect(
      budgetPeriodSince(
        recurring('2026-03-29', 29),
        'Europe/Prague',
        new Date('2026-03-29T12:00Z'),
      ),
    ).toEqual(new Date('2026-03-28T23:00:00Z'));
    expect(budgetPeriodSince({ ...budget, budgetIsRecurrent: false }, 'UTC', now)).toBeNull();
  });

  it('begins at the first moment of a day whose midnight a change to summer time skips', () => {
    // Santiago moves from 00:00 to 01:00 on 6 September 2026.
    expect(
      budgetPeriodSince(
        recurring('2026-09-06', 6),
        'America/Santiago',
        new Date('2026-09-10T12:00:00Z'),
      ),
    ).toEqual(new Date('2026-09-06T04:00:00Z'));
  });
});

/** A project with a recurring monthly budget from 1 March, its owner in Prague. */
async function recurringProject(): Promise<{
  owner: SignedUpUser;
  project: Project;
  taskId: number;
}> {
  const owner = await signUp(t.app, { fullname: 'Olga Owner' });
  await t.database.executeSql('UPDATE users SET timezone = $1 WHERE id = $2', [
    'Europe/Prague',
    owner.id,
  ]);
  const { project, task } = await createProjectWithTask(owner.client);
  const res = await owner.client.post(`/api/projects/update?pid=${project.id}`, {
    version: project.version,
    budget: {
      amount: '1000',
      minutesBudget: 600,
      isRecurrent: true,
      nextResetDate: '2026-04-01',
      nullAfterMonthsCount: 1,
      nullInDayOfMonth: 1,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { owner, project: res.json<{ project: Project }>().project, taskId: task.id };
}

const report = async (client: Client, taskId: number, minutes: number, iso: string) => {
  const res = await client.post('/timetracking/api/create-work?getBudget=1', {
    minutes,
    dateReported: Math.floor(new Date(iso).getTime() / 1000),
    task: { id: taskId },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ budget: ProjectSpend }>().budget;
};
const eventsOf = async (client: Client, pid: number) =>
  (await client.get(`/api/events/project?pid=${pid}`)).json<{ events: Array<{ type: string }> }>()
    .events;

describe('a recurring budget', () => {
  it('counts the work of its current period only', async () => {
    now = new Date('2026-03-20T10:00:00Z');
    const { owner, taskId } = await recurringProject();
    // Before the period (1 March, midnight in Prague = 28 February 23:00 UTC): not counted.
    await report(owner.client, taskId, 60, '2026-02-28T22:30:00Z');
    const spend = await report(owner.client, taskId, 30, '2026-02-28T23:30:00Z');
    expect(spend).toMatchObject({
      real_minutes_spent: 30,
      budget: { isRecurrent: true, nextResetDate: '2026-04-01', nullAfterMonthsCount: 1 },
    });
  });

  it('is read with its period in the owner’s time zone, by those who manage the project', async () => {
    now = new Date('2026-03-20T10:00:00Z');
    const { owner, project, taskId } = await recurringProject();
    await report(owner.client, taskId, 60, '2026-02-28T22:30:00Z');
    await report(owner.client, taskId, 45, '2026-02-28T23:30:00Z');
    // A commander in another zone sees the period the owner's zone decides.
    const commander = await signUp(t.app, { fullname: 'Cyril Commander' });
    await t.database.executeSql('UPDATE users SET timezone = $1 WHERE id = $2', [
      'America/Los_Angeles',
      commander.id,
    ]);
    await addWorker(owner.client, project.id, commander.email);
    await owner.client.post(`/api/projects/set-commander?pid=${project.id}`, {
      user_id: commander.id,
      is_commander: true,
    });
    const res = await commander.client.get(`/timetracking/api/project-spend?pid=${project.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      period_from: '2026-03-01',
      budget: { project_id: project.id, real_minutes_spent: 45, budget: { amount: '1000.00' } },
    });
    const worker = await signUp(t.app, { fullname: 'Walter Worker' });
    await addWorker(owner.client, project.id, worker.email);
    const refused = await worker.client.get(`/timetracking/api/project-spend?pid=${project.id}`);
    expect(refused.statusCode).toBe(403);
    const stranger = await signUp(t.app, { fullname: 'Sven Stranger' });
    const hidden = await stranger.client.get(`/timetracking/api/project-spend?pid=${project.id}`);
    expect(hidden.statusCode).toBe(404);
  });

  it('moves on once a period ends, once however many runners meet it, and tells the project', async () => {
    now = new Date('2026-03-20T10:00:00Z');
    const { owner, project, taskId } = await recurringProject();
    await report(owner.client, taskId, 45, '2026-03-20T09:00:00Z');
    await t.jobs.run(BUDGET_RESET_JOB, {});
    const detail = async () =>
      (await owner.client.get(`/api/projects/detail?pid=${project.id}`)).json<{
        project: Project;
      }>().project;
    expect((await detail()).budget?.nextResetDate).toBe('2026-04-01');
    // 1 April has begun in Prague (22:30 UTC on 31 March), not yet in UTC.
    now = new Date('2026-03-31T22:30:00Z');
    const before = (await eventsOf(owner.client, project.id)).length;
    await Promise.all([t.jobs.run(BUDGET_RESET_JOB, {}), t.jobs.run(BUDGET_RESET_JOB, {})]);
    await t.jobs.run(BUDGET_RESET_JOB, {});
    const moved = await detail();
    expect(moved.budget?.nextResetDate).toBe('2026-05-01');
    expect(moved.version).toBe(project.version + 1);
    const events = await eventsOf(owner.client, project.id);
    expect(events).toHaveLength(before + 1);
    expect(events[0]).toMatchObject({ type: 'project.budget_reset' });
    // The new period has no work yet.
    const spend = await report(owner.client, taskId, 10, '2026-03-31T22:15:00Z');
    expect(spend.real_minutes_spent).toBe(10);
    // A move from a day the budget is no longer at changes nothing.
    expect(
      await moveBudgetReset(t.database.db, project.id, '2026-04-01', '2026-05-01'),
    ).toBeUndefined();
  });

  it('refuses an incomplete or out-of-range recurrence with the field', async () => {
    const { owner, project } = await recurringProject();
    const res = await owner.client.post(`/api/projects/update?pid=${project.id}`, {
      version: project.version,
      budget: { amount: '10', isRecurrent: true, nullAfterMonthsCount: 13, nullInDayOfMonth: 0 },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors.validation).sort()).toEqual([
      'budget.isRecurrent',
      'budget.nullAfterMonthsCount',
      'budget.nullInDayOfMonth',
    ]);
  });
});
