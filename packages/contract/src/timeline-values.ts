/** The most tasks one timeline answers: a project of 5,000 tasks and room beside it. */
export const TIMELINE_TASKS_MAX = 10_000;
/** The longest range the global timeline reads at once: a year and a day. */
export const TIMELINE_RANGE_DAYS_MAX = 366;
/** The most projects or people one filter of the global timeline names. */
export const TIMELINE_FILTER_IDS_MAX = 100;
