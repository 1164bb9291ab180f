/** Arithmetic on calendar dates (yyyy-MM-dd), done at midnight UTC so no time zone shifts them. */

const DAY_MS = 86_400_000;
const midnightUtc = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** Whole days from one calendar date to another; negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((midnightUtc(to) - midnightUtc(from)) / DAY_MS);
}

/** A calendar date moved by whole days. */
export function addDays(date: string, days: number): string {
  return new Date(midnightUtc(date) + days * DAY_MS).toISOString().slice(0, 10);
}
