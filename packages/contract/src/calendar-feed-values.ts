// The bounds of calendar feeds and imports, shared by the server and the browser.

/** A feed lists tasks due from this many days ago... */
export const CALENDAR_FEED_PAST_DAYS = 90;
/** ...up to this many days ahead. */
export const CALENDAR_FEED_FUTURE_DAYS = 366;
/** The most events one feed holds (the earliest first). */
export const CALENDAR_FEED_EVENTS_MAX = 2000;
/** The most characters of an imported calendar file (about half a megabyte). */
export const ICS_IMPORT_CHARS_MAX = 500_000;
/** The most events one import makes into tasks. */
export const ICS_IMPORT_EVENTS_MAX = 500;
