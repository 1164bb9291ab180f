import ICAL from 'ical.js';
import { ICS_IMPORT_EVENTS_MAX, LIMITS } from '@tandem/contract';
import { validationFailed } from '../../http/app-error.ts';
import type { NewListTask } from '../tasks/index.ts';

const DAY_MS = 86_400_000;
/** The name of a task made from an event without a title. */
export const UNTITLED_EVENT = 'Untitled event';

const refuse = (message: string) => validationFailed({ content: [message] });

/**
 * An instant of an event's time. A time with a known zone (UTC, or one the file describes) is
 * exact; a floating time or one of an unknown zone is read as UTC, whatever the server's zone.
 */
function instant(time: ICAL.Time): Date {
  const zone = time.zone?.tzid;
  if (zone && zone !== 'floating' && (zone === 'UTC' || ICAL.TimezoneService.has(zone)))
    return time.toJSDate();
  return new Date(
    Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second),
  );
}

const wholeDay = (time: ICAL.Time) => new Date(Date.UTC(time.year, time.month - 1, time.day));

/** An event's task: its title as the name, its start and end as due dates. */
function taskOf(event: ICAL.Event): NewListTask {
  const title = (event.summary ?? '').replace(/\s+/g, ' ').trim();
  const name = (title || UNTITLED_EVENT).slice(0, LIMITS.nameMax).trim();
  const start = event.startDate;
  if (!start) return { name, due: null, dueEnd: null };
  const end = event.endDate;
  if (start.isDate) {
    const first = wholeDay(start);
    // An event's last day is the day before its end.
    const last = end ? new Date(wholeDay(end).getTime() - DAY_MS) : first;
    return {
      name,
      due: { at: first, hasTime: false },
      // A task of one day has no end of its own.
      dueEnd: last.getTime() > first.getTime() ? { at: last, hasTime: false } : null,
    };
  }
  const from = instant(start);
  const to = end ? instant(end) : from;
  return {
    name,
    due: { at: from, hasTime: true },
    dueEnd: to.getTime() > from.getTime() ? { at: to, hasTime: true } : null,
  };
}

/**
 * The tasks of a calendar file's events (a recurring event gives its first occurrence); a 400 on
 * the `content` field when the file cannot be read, holds no event, or holds too many.
 */
export function readCalendarFile(text: string): NewListTask[] {
  let root: ICAL.Component;
  try {
    root = new ICAL.Component(ICAL.parse(text) as unknown[]);
  } catch {
    throw refuse('This is not a calendar file (.ics) that can be read.');
  }
  if (root.name !== 'vcalendar')
    throw refuse('This is not a calendar file (.ics) that can be read.');
  for (const vtimezone of root.getAllSubcomponents('vtimezone')) {
    const zone = new ICAL.Timezone(vtimezone);
    if (zone.tzid && !ICAL.TimezoneService.has(zone.tzid)) ICAL.TimezoneService.register(zone);
  }
  const events = root.getAllSubcomponents('vevent');
  if (events.length === 0) throw refuse('The calendar file holds no events.');
  if (events.length > ICS_IMPORT_EVENTS_MAX)
    throw refuse(`A calendar file can bring at most ${ICS_IMPORT_EVENTS_MAX} events at once.`);
  try {
    return events.map((vevent) => taskOf(new ICAL.Event(vevent)));
  } catch {
    throw refuse('An event of the calendar file has dates that cannot be read.');
  }
}
