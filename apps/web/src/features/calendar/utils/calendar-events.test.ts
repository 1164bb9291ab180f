import { describe, expect, it } from 'vitest';
import type { CalendarTask } from '@tandem/contract';
import { datesOfEvent, taskEvent } from './calendar-events.ts';

const task = (fields: Partial<CalendarTask>): CalendarTask => ({
  id: 3,
  uuid: '00000000-0000-4000-8000-000000000003',
  name: 'Brief',
  state: { id: 1, state: 'active' },
  due_date: null,
  due_date_end: null,
  project: { id: 5, name: 'Launch', color: '#e03131' },
  tasklist: { id: 9, name: 'To do' },
  version: 4,
  workers_ids: [],
  labels: [],
  ...fields,
});

describe('tasks on the calendar', () => {
  it('draws a dated task as a whole-day event, a run of days up to its end, and a moment', () => {
    expect(taskEvent(task({ due_date: '2026-05-04' }))).toMatchObject({
      id: '3',
      title: 'Brief',
      start: '2026-05-04',
      allDay: true,
      backgroundColor: '#e03131',
      classNames: [],
    });
    // The calendar ends whole days on the next one.
    expect(taskEvent(task({ due_date: '2026-05-04', due_date_end: '2026-05-06' }))).toMatchObject({
      start: '2026-05-04',
      end: '2026-05-07',
      allDay: true,
    });
    expect(taskEvent(task({ due_date: '2026-05-04T14:30:00.000Z' }))).toMatchObject({
      start: '2026-05-04T14:30:00.000Z',
      allDay: false,
    });
    expect(
      taskEvent(task({ state: { id: 5, state: 'finished' }, due_date: '2026-05-04' })),
    ).toMatchObject({ classNames: ['task-finished'] });
    expect(taskEvent(task({}))).toBeNull();
  });

  it('reads the due dates back from a moved event, keeping an end only where there was one', () => {
    const local = (day: string) => new Date(`${day}T00:00:00`);
    expect(
      datesOfEvent(task({ due_date: '2026-05-04' }), {
        start: local('2026-05-08'),
        end: null,
        allDay: true,
      }),
    ).toEqual({ due_date: '2026-05-08', due_date_end: null });
    expect(
      datesOfEvent(task({ due_date: '2026-05-04', due_date_end: '2026-05-06' }), {
        start: local('2026-05-05'),
        end: local('2026-05-09'),
        allDay: true,
      }),
    ).toEqual({ due_date: '2026-05-05', due_date_end: '2026-05-08' });
    const at = new Date('2026-05-05T09:00:00.000Z');
    expect(
      datesOfEvent(task({ due_date: '2026-05-04' }), { start: at, end: null, allDay: false }),
    ).toEqual({ due_date: '2026-05-05T09:00:00.000Z', due_date_end: null });
  });
});
