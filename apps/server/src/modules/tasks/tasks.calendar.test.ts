import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarTask } from '@tandem/contract';
import type { Client, TestApp } from '../../test/harness.ts';
import { addWorker, createProject, createTestApp, signUp } from '../../test/harness.ts';
import { datedTask as dated } from '../../test/task-helpers.ts';
import { limitMember, newTask, newTasklist } from '../../test/tasklist-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const calendar = (client: Client, query: string) => client.get(`/api/calendar/tasks?${query}`);
const names = async (client: Client, query: string) => {
  const res = await calendar(client, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ tasks: CalendarTask[] }>().tasks.map((task) => task.name);
};

describe('GET /api/calendar/tasks', () => {
  it('answers the tasks due or running within the days, with what the calendar draws', async () => {
    const olga = await signUp(t.app, { fullname: 'Olga Owner' });
    const project = await createProject(olga.client, 'Launch');
    const list = await newTasklist(olga.client, project.id, 'To do');
    const brief = await dated(olga.client, list.id, 'Brief', { due_date: '2026-05-04' });
    await dated(olga.client, list.id, 'Campaign', {
      due_date: '2026-04-20',
      due_date_end: '2026-05-02',
    });
    await dated(olga.client, list.id, 'Call', { due_date: '2026-05-06T14:30:00.000Z' });
    await dated(olga.client, list.id, 'Later', { due_date: '2026-06-15' });
    await newTask(olga.client, list.id, 'Undated');
    await olga.client.post(`/api/tasks/finish?tid=${brief.id}`);
    const range = 'date_from=2026-05-01&date_to=2026-05-31';
    expect(await names(olga.client, range)).toEqual(['Campaign', 'Brief', 'Call']);
    const res = await calendar(olga.client, range);
    expect(res.json().tasks[1]).toMatchObject({
      id: brief.id,
      due_date: '2026-05-04',
      due_date_end: null,
      state: { id: 5 },
      project: { id: project.id, name: 'Launch', color: project.color },
      tasklist: { id: list.id, name: 'To do' },
      version: expect.any(Number),
      workers_ids: [],
      labels: [],
    });
    expect(res.json().truncated).toBe(false);
    expect(await names(olga.client, `${range}&pid=${project.id}`)).toHaveLength(3);
  });

  it('shows each person only what they see', async () => {
    const olga = await signUp(t.app, { fullname: 'Olga Owner' });
    const walt = await signUp(t.app, { fullname: 'Walt Worker' });
    const sven = await signUp(t.app, { fullname: 'Sven Stranger' });
    const project = await createProject(olga.client, 'Shared');
    await addWorker(olga.client, project.id, walt.email);
    const open = await newTasklist(olga.client, project.id, 'Open');
    const closed = await newTasklist(olga.client, project.id, 'Closed');
    await dated(olga.client, open.id, 'Seen', { due_date: '2026-05-10' });
    await dated(olga.client, closed.id, 'Hidden', { due_date: '2026-05-11' });
    const range = 'date_from=2026-05-01&date_to=2026-05-31';
    expect(await names(walt.client, range)).toEqual(['Seen', 'Hidden']);
    await limitMember(t, project.id, walt.id, [open.id]);
    expect(await names(walt.client, range)).toEqual(['Seen']);
    expect(await names(sven.client, range)).toEqual([]);
    expect((await calendar(sven.client, `${range}&pid=${project.id}`)).statusCode).toBe(404);
  });

  it('refuses a bad range with the field', async () => {
    const olga = await signUp(t.app, { fullname: 'Olga Owner' });
    const cases: Array<[string, string, string]> = [
      ['date_from=2026-5-1&date_to=2026-05-31', 'date_from', 'Enter the day as yyyy-MM-dd.'],
      [
        'date_from=2026-05-31&date_to=2026-05-01',
        'date_to',
        'The end of the range must not be before its start.',
      ],
      [
        'date_from=2026-01-01&date_to=2026-12-31',
        'date_to',
        'The calendar reads at most 62 days at once.',
      ],
    ];
    for (const [query, field, message] of cases) {
      const res = await calendar(olga.client, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        errors: { validation: { [field]: [message] } },
      });
    }
  });
});
