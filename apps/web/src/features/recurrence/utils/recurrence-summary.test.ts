import { afterAll, describe, expect, it } from 'vitest';
import { changeLocale, i18next, initI18n } from '../../../lib/i18n.ts';
import { describeRecurrence, weekdayName } from './recurrence-summary.ts';

describe('describeRecurrence', () => {
  afterAll(() => changeLocale('en-US'));

  it('says the rule in the reader’s language, with its plural forms', async () => {
    await initI18n('en-US');
    const t = i18next.t.bind(i18next);
    expect(
      describeRecurrence(
        { unit: 'day', interval: 1, weekdays: null, based_on: 'completion' },
        t,
        'en-US',
      ),
    ).toBe('Every day, counted from completion');
    expect(
      describeRecurrence(
        { unit: 'year', interval: 3, weekdays: [1], based_on: 'due_date' },
        t,
        'en-US',
      ),
    ).toBe('Every 3 years, counted from the due date');

    await changeLocale('cs-CZ');
    const rule: Parameters<typeof describeRecurrence>[0] = {
      unit: 'week',
      interval: 2,
      weekdays: [1, 3],
      based_on: 'due_date',
    };
    // Czech keeps the conjunction with the next word (a non-breaking space).
    expect(describeRecurrence(rule, t, 'cs-CZ')).toMatch(
      new RegExp(
        `^Každé 2 týdny ve dnech ${weekdayName(1, 'cs-CZ')} a\\s${weekdayName(3, 'cs-CZ')}, počítáno od termínu$`,
        'u',
      ),
    );
    expect(describeRecurrence({ ...rule, interval: 5, weekdays: null }, t, 'cs-CZ')).toBe(
      'Každých 5 týdnů, počítáno od termínu',
    );
  });
});
