/** The longest range one calendar call reads: six weeks of a month view and a margin. */
export const CALENDAR_RANGE_DAYS_MAX = 62;
/** The most tasks one calendar call answers. */
export const CALENDAR_TASKS_MAX = 2000;
