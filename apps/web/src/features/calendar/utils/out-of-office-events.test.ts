import { describe, expect, it } from 'vitest';
import { outOfOfficeEvent } from './out-of-office-events.ts';

const title = (name: string) => `${name}: out of office`;

describe('out of office on the calendar', () => {
  it('draws a period as whole days up to its last one, named by the person, not draggable', () => {
    const period = {
      user: { id: 4, fullname: 'Jana Nováková' },
      date_from: '2026-07-06',
      date_to: '2026-07-10',
    };
    expect(outOfOfficeEvent(period, title)).toEqual({
      id: 'out-of-office-4',
      title: 'Jana Nováková: out of office',
      start: '2026-07-06',
      end: '2026-07-11',
      allDay: true,
      editable: false,
      classNames: ['out-of-office'],
      extendedProps: { outOfOffice: period },
    });
  });

  it('ends a single day on the next one, and a period over a month end in the next month', () => {
    const user = { id: 4, fullname: 'Jana' };
    expect(
      outOfOfficeEvent({ user, date_from: '2026-07-06', date_to: '2026-07-06' }, title),
    ).toMatchObject({
      start: '2026-07-06',
      end: '2026-07-07',
    });
    expect(
      outOfOfficeEvent({ user, date_from: '2026-07-30', date_to: '2026-07-31' }, title).end,
    ).toBe('2026-08-01');
  });
});
