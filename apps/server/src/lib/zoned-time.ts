/** Calendar days and wall-clock times of instants in a time zone, and back, with `Intl` only. */

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A formatter of all the parts of an instant in a zone; an unknown zone reads as UTC. */
function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    const options: Intl.DateTimeFormatOptions = {
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    };
    try {
      formatter = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    } catch {
      formatter = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
    }
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function partsOf(at: Date, timeZone: string) {
  const parts: Record<string, string> = {};
  for (const part of partsFormatter(timeZone).formatToParts(at)) parts[part.type] = part.value;
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}:${parts.second}`,
  };
}

/** The calendar day (yyyy-MM-dd) an instant falls on in a time zone. */
export function dayIn(at: Date, timeZone: string): string {
  return partsOf(at, timeZone).day;
}

/** The wall-clock time (HH:mm:ss) of an instant in a time zone. */
export function wallTimeIn(at: Date, timeZone: string): string {
  return partsOf(at, timeZone).time;
}

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const { day, time } = partsOf(new Date(instant), timeZone);
  return Date.parse(`${day}T${time}Z`) - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a wall-clock time on a day has in a time zone. A time that a daylight-saving change
 * skips lands as far after the change as it was meant after the hour before; one it repeats
 * takes the first of the two.
 */
export function instantAt(day: string, time: string, timeZone: string): Date {
  const asUtc = Date.parse(`${day}T${time}Z`);
  const DAY = 86_400_000;
  const offsetBefore = offsetAt(asUtc - DAY, timeZone);
  const candidates = [asUtc - offsetBefore, asUtc - offsetAt(asUtc + DAY, timeZone)]
    .filter((at) => {
      const parts = partsOf(new Date(at), timeZone);
      return parts.day === day && parts.time === time;
    })
    .sort((a, b) => a - b);
  return new Date(candidates[0] ?? asUtc - offsetBefore);
}
