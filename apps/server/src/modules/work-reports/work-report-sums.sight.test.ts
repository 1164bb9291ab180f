import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Task } from '@tandem/contract';
import { PROJECT_STATE } from '@tandem/contract';
import type { Client, SignedUpUser, TestApp } from '../../test/harness.ts';
import { addWorker, createProject, createTestApp, signUp } from '../../test/harness.ts';
import { newTask, newTasklist } from '../../test/tasklist-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => new Date('2026-03-20T10:00:00Z') } });
});
afterAll(() => t.close());

const sql = (text: string, params: unknown[]) => t.database.executeSql(text, params);

async function report(client: Client, task: Task, minutes: number, iso: string) {
  const res = await client.post('/timetracking/api/create-work', {
    minutes,
    dateReported: Math.floor(new Date(iso).getTime() / 1000),
    task: { id: task.id },
  });
  expect(res.statusCode, res.body).toBe(201);
}

const sums = async (client: Client, grouping: string, conds: object) => {
  const res = await client.post(`/api/work-reports/sums-grouped-by-${grouping}`, { conds });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

/**
 * Who sees which work, read per project rather than per report, must answer as the rule read per
 * report does: the sums per person, day, week and month (read against the projects one sees) and
 * the sums per task (the rule checked per task) agree for a commander, a member limited to one
 * task list, a plain member, and across a deleted project and a task moved to another project.
 */
describe('sums per person and period see what the sight rule lets one see', () => {
  let people: Record<'owner' | 'commander' | 'limited' | 'member', SignedUpUser>;
  beforeAll(async () => {
    people = {
      owner: await signUp(t.app, { fullname: 'Olga Owner' }),
      commander: await signUp(t.app, { fullname: 'Cyril Commander' }),
      limited: await signUp(t.app, { fullname: 'Lena Limited' }),
      member: await signUp(t.app, { fullname: 'Mark Member' }),
    };
    const owner = people.owner.client;
    const main = await createProject(owner, 'Main');
    const other = await createProject(owner, 'Other');
    const gone = await createProject(owner, 'Gone');
    const open = await newTasklist(owner, main.id, 'Open');
    const closed = await newTasklist(owner, main.id, 'Closed');
    const elsewhere = await newTasklist(owner, other.id, 'Elsewhere');
    const goneList = await newTasklist(owner, gone.id, 'Gone list');
    const tasks = {
      open: await newTask(owner, open.id, 'In the open list'),
      closed: await newTask(owner, closed.id, 'In the closed list'),
      moved: await newTask(owner, open.id, 'Moved away later'),
      gone: await newTask(owner, goneList.id, 'In a deleted project'),
    };
    for (const p of [main, other, gone])
      for (const who of ['commander', 'limited', 'member'] as const)
        await addWorker(owner, p.id, people[who].email);
    let day = 2;
    for (const who of Object.values(people))
      for (const task of Object.values(tasks)) {
        // Around midnight in Prague, so that the day depends on the time zone.
        await report(
          who.client,
          task,
          10 + day,
          `2026-03-${String(day).padStart(2, '0')}T23:30:00Z`,
        );
        day += 1;
      }
    await sql('UPDATE users SET timezone = $1', ['Europe/Prague']);
    await sql('UPDATE project_members SET is_commander = true WHERE user_id = $1', [
      people.commander.id,
    ]);
    await sql('UPDATE project_members SET tasklists_acl = $1 WHERE user_id = $2', [
      [open.id],
      people.limited.id,
    ]);
    await sql('UPDATE tasks SET project_id = $1, tasklist_id = $2 WHERE id = $3', [
      other.id,
      elsewhere.id,
      tasks.moved.id,
    ]);
    await sql('UPDATE projects SET state_id = $1 WHERE id = $2', [PROJECT_STATE.deleted, gone.id]);
  });

  const ranges = {
    closed: { date_from: '2026-03-01', date_to: '2026-03-31' },
    open: {},
  };

  for (const who of ['owner', 'commander', 'limited', 'member'] as const)
    for (const [range, conds] of Object.entries(ranges))
      it(`for the ${who}, over a ${range} range`, async () => {
        const client = people[who].client;
        const byTask = await sums(client, 'tasks', conds);
        const total = byTask.total_sum;
        for (const grouping of ['users', 'day', 'week', 'month'])
          expect((await sums(client, grouping, conds)).total_sum, grouping).toEqual(total);
        const days = (await sums(client, 'day', conds)).daily_sums;
        const minutes = (await client.post('/api/work-reports/tasks-by-users', { conds })).json()
          .total_sum;
        expect(minutes).toEqual(total);
        if (who === 'limited')
          // The open list's tasks (the moved one is now in another project's list, which the
          // membership does not name), and the deleted project's not at all: their own work.
          expect(byTask.groups.map((g: { name: string }) => g.name)).toEqual(['In the open list']);
        if (who === 'owner') {
          expect(total.minutes).toBe(16 * 10 + (2 + 17) * 8);
          // 23:30 UTC is the next day in Prague: reports of 2 to 17 March fall on 3 to 18 March.
          expect(days[0].day).toBe('2026-03-03');
          expect(days).toHaveLength(16);
        }
        if (who === 'member')
          expect(
            (await sums(client, 'users', conds)).groups.map((g: { name: string }) => g.name),
          ).toEqual(['Mark Member']);
      });
});
