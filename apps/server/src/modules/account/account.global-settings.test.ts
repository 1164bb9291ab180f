import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authEndpoints } from '@tandem/contract';
import type { TestApp } from '../../test/harness.ts';
import { createTestApp, signUp, XHR } from '../../test/harness.ts';
import { errorOf } from '../../test/tasklist-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /settings/save-global/?key=', () => {
  it('starts from the defaults and saves a flag from the form value 1 or 0', async () => {
    const user = await signUp(t.app);
    const me = await user.client.call(authEndpoints.me, {});
    expect(me.body.user).toMatchObject({
      dont_collapse_comment: false,
      scroll_to_newest_comment: true,
      comments_desc_order: false,
      alert_due_date_change: false,
    });
    const form = (key: string, value: string) =>
      t.app.inject({
        method: 'POST',
        url: `/settings/save-global/?key=${key}`,
        headers: {
          ...XHR,
          cookie: user.client.cookie,
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: `value=${value}`,
      });
    const on = await form('comments_desc_order', '1');
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().user).toMatchObject({ comments_desc_order: true });
    const off = await form('scroll_to_newest_comment', '0');
    expect(off.json().user).toMatchObject({
      scroll_to_newest_comment: false,
      comments_desc_order: true,
    });
    const json = await user.client.call(authEndpoints.saveGlobalSetting, {
      query: { key: 'dont_collapse_comment' },
      body: { value: 1 },
    });
    expect(json.body.user.dont_collapse_comment).toBe(true);
  });

  it.each([
    [
      'an unknown key',
      'key=dark_mode',
      { value: '1' },
      {
        key: [
          'Choose a setting: dont_collapse_comment, scroll_to_newest_comment, comments_desc_order, alert_due_date_change.',
        ],
      },
    ],
    [
      'a value other than 1 or 0',
      'key=comments_desc_order',
      { value: 'yes' },
      { value: ['The value must be 1 or 0.'] },
    ],
    ['no value', 'key=comments_desc_order', {}, { value: ['The value must be 1 or 0.'] }],
  ])('refuses %s and changes nothing', async (_name, query, body, validation) => {
    const user = await signUp(t.app);
    const res = await user.client.post(`/settings/save-global/?${query}`, body);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).errors?.validation).toEqual(validation);
    const me = await user.client.call(authEndpoints.me, {});
    expect(me.body.user.comments_desc_order).toBe(false);
  });

  it('answers 401 without a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/settings/save-global/?key=comments_desc_order',
      headers: { ...XHR, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'value=1',
    });
    expect(res.statusCode).toBe(401);
  });
});
