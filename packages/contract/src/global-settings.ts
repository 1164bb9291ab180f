/**
 * A person's global flags (document 2, settings), saved one at a time through
 * `POST /settings/save-global/?key=` with the form value 1 or 0.
 */
export const GLOBAL_SETTING_KEYS = [
  'dont_collapse_comment',
  'scroll_to_newest_comment',
  'comments_desc_order',
  'alert_due_date_change',
] as const;
export type GlobalSettingKey = (typeof GLOBAL_SETTING_KEYS)[number];

/** How many comments a thread shows before the earlier ones collapse, unless `dont_collapse_comment`. */
export const COMMENTS_SHOWN_COLLAPSED = 3;
/** Threads longer than this collapse. */
export const COMMENTS_COLLAPSE_FROM = 6;
