import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_SECTIONS } from '@tandem/contract';
import type { TestApp } from '../../test/harness.ts';
import { createTestApp, signUp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the dashboard layout', () => {
  it('starts with every section shown, keeps the order and hidden ones, and adds the unnamed', async () => {
    const olga = await signUp(t.app, { fullname: 'Olga Owner' });
    const me = await olga.client.get('/api/user/me');
    expect(me.json().user.dashboard).toEqual({
      sections: DASHBOARD_SECTIONS.map((id) => ({ id, hidden: false })),
      show_project_and_tasklist: true,
    });
    const saved = await olga.client.post('/api/user-profile/dashboard', {
      sections: [
        { id: 'activity', hidden: false },
        { id: 'my_tasks', hidden: true },
      ],
      show_project_and_tasklist: false,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = {
      sections: [
        { id: 'activity', hidden: false },
        { id: 'my_tasks', hidden: true },
        ...DASHBOARD_SECTIONS.filter((id) => id !== 'activity' && id !== 'my_tasks').map((id) => ({
          id,
          hidden: false,
        })),
      ],
      show_project_and_tasklist: false,
    };
    expect(saved.json().user.dashboard).toEqual(expected);
    expect((await olga.client.get('/api/user/me')).json().user.dashboard).toEqual(expected);
    // Another person's dashboard is their own.
    const walt = await signUp(t.app, { fullname: 'Walt Worker' });
    expect((await walt.client.get('/api/user/me')).json().user.dashboard.sections[0].id).toBe(
      'my_tasks',
    );
  });

  it('refuses an unknown or repeated section and changes nothing', async () => {
    const olga = await signUp(t.app, { fullname: 'Olga Owner' });
    const unknown = await olga.client.post('/api/user-profile/dashboard', {
      sections: [{ id: 'weather', hidden: false }],
      show_project_and_tasklist: true,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { validation: { 'sections.0.id': ['This section is not known.'] } },
    });
    const twice = await olga.client.post('/api/user-profile/dashboard', {
      sections: [
        { id: 'timer', hidden: false },
        { id: 'timer', hidden: true },
      ],
      show_project_and_tasklist: true,
    });
    expect(twice.json()).toMatchObject({
      errors: { validation: { sections: ['Each section can be given once.'] } },
    });
    const missing = await olga.client.post('/api/user-profile/dashboard', { sections: [] });
    expect(missing.statusCode).toBe(400);
    expect((await olga.client.get('/api/user/me')).json().user.dashboard.sections[0]).toEqual({
      id: 'my_tasks',
      hidden: false,
    });
  });
});
