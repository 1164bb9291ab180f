import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarOutOfOffice } from '@tandem/contract';
import type { Client, SignedUpUser, TestApp } from '../../test/harness.ts';
import { addWorker, createProject, createTestApp, signUp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const away = async (person: SignedUpUser, date_from: string, date_to: string) => {
  const res = await person.client.post('/api/user-profile/out-of-office-enable', {
    date_from,
    date_to,
  });
  expect(res.statusCode, res.body).toBe(200);
};
const calendar = (client: Client, query: string) =>
  client.get(`/api/calendar/out-of-office?${query}`);
const periods = async (client: Client, query: string) => {
  const res = await calendar(client, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ periods: CalendarOutOfOffice[] }>().periods;
};
const JULY = 'date_from=2026-07-01&date_to=2026-07-31';

describe('GET /api/calendar/out-of-office', () => {
  it('answers the periods meeting the days of oneself and the people one shares a project with', async () => {
    const olga = await signUp(t.app, { fullname: 'Olga Owner' });
    const jana = await signUp(t.app, { fullname: 'Jana Nováková' });
    const walt = await signUp(t.app, { fullname: 'Walt Worker' });
    const sven = await signUp(t.app, { fullname: 'Sven Stranger' });
    const project = await createProject(olga.client, 'Launch');
    await addWorker(olga.client, project.id, jana.email);
    await addWorker(olga.client, project.id, walt.email);
    await away(jana, '2026-06-28', '2026-07-03');
    await away(olga, '2026-07-20', '2026-07-21');
    await away(walt, '2026-08-01', '2026-08-10');
    await away(sven, '2026-07-10', '2026-07-12');

    expect(await periods(olga.client, JULY)).toEqual([
      {
        user: { id: jana.id, fullname: 'Jana Nováková' },
        date_from: '2026-06-28',
        date_to: '2026-07-03',
      },
      {
        user: { id: olga.id, fullname: 'Olga Owner' },
        date_from: '2026-07-20',
        date_to: '2026-07-21',
      },
    ]);
    // Both ends of the range count: a period ending on its first day or starting on its last.
    expect((await periods(olga.client, 'date_from=2026-07-03&date_to=2026-07-20')).length).toBe(2);
    expect(await periods(olga.client, 'date_from=2026-07-04&date_to=2026-07-19')).toEqual([]);
    // Someone who shares no project is not shown; they see only their own period.
    expect((await periods(sven.client, JULY)).map((p) => p.user.id)).toEqual([sven.id]);
  });

  it("on a project's calendar: that project's members only, 404 for a project one cannot see", async () => {
    const olga = await signUp(t.app, { fullname: 'Olga Owner' });
    const jana = await signUp(t.app, { fullname: 'Jana Nováková' });
    const petr = await signUp(t.app, { fullname: 'Petr Other' });
    const launch = await createProject(olga.client, 'Launch');
    const other = await createProject(olga.client, 'Other');
    await addWorker(olga.client, launch.id, jana.email);
    await addWorker(olga.client, other.id, petr.email);
    await away(jana, '2026-07-06', '2026-07-10');
    await away(petr, '2026-07-06', '2026-07-10');

    expect((await periods(olga.client, JULY)).map((p) => p.user.id)).toEqual([jana.id, petr.id]);
    const inLaunch = await periods(olga.client, `${JULY}&pid=${launch.id}`);
    expect(inLaunch.map((p) => p.user.id)).toEqual([jana.id]);
    expect((await calendar(petr.client, `${JULY}&pid=${launch.id}`)).statusCode).toBe(404);
    expect((await calendar(olga.client, `${JULY}&pid=999999`)).statusCode).toBe(404);
  });

  it('drops a period once it is turned off', async () => {
    const olga = await signUp(t.app, { fullname: 'Olga Owner' });
    await away(olga, '2026-07-06', '2026-07-10');
    expect(await periods(olga.client, JULY)).toHaveLength(1);
    await olga.client.request('DELETE', '/api/user-profile/out-of-office-disable');
    expect(await periods(olga.client, JULY)).toEqual([]);
  });

  it('refuses a bad range with the field', async () => {
    const olga = await signUp(t.app, { fullname: 'Olga Owner' });
    const cases: Array<[string, string, string]> = [
      ['date_from=2026-7-1&date_to=2026-07-31', 'date_from', 'Enter the day as yyyy-MM-dd.'],
      ['date_from=2026-07-01', 'date_to', 'Enter the day as yyyy-MM-dd.'],
      [
        'date_from=2026-07-31&date_to=2026-07-01',
        'date_to',
        'The end of the range must not be before its start.',
      ],
      [
        'date_from=2026-01-01&date_to=2026-12-31',
        'date_to',
        'The calendar reads at most 62 days at once.',
      ],
      [`${JULY}&pid=abc`, 'pid', ''],
    ];
    for (const [query, field, message] of cases) {
      const res = await calendar(olga.client, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({
        code: 'VALIDATION_FAILED',
        errors: { validation: { [field]: [message || expect.any(String)] } },
      });
    }
  });
});
