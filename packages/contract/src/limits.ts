/** The 12 locales the product is offered in (document 1, section 1). */
export const LOCALES = [
  'cs-CZ',
  'da-DK',
  'de-DE',
  'en-US',
  'es-ES',
  'et-EE',
  'hu-HU',
  'lv-LV',
  'nl-NL',
  'pl-PL',
  'ro-RO',
  'sk-SK',
] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-US';

/** Bounds on user input; the spec's constants live here so server and web agree. */
export const LIMITS = {
  nameMax: 255,
  emailMax: 254,
  passwordMin: 8,
  passwordMax: 200,
  fullnameMax: 120,
  timezoneMax: 64,
  searchQueryMin: 2,
  workMinutesMax: 525600,
  workCostMax: 100000000,
  /** A work report's note. */
  workNoteMax: 2000,
  realtimeMaxRetries: 30,
  topicMax: 64,
  mutationIdMax: 64,
  /** Roles one member can have in one project. */
  memberRolesMax: 10,
  /** A project tag's name. */
  tagMax: 50,
  /** Tags chosen for a project in one call. */
  projectTagsMax: 20,
  /** A task's description, as HTML before it is sanitized. */
  taskDescriptionMax: 100_000,
  /** People working on one task. */
  taskWorkersMax: 50,
  /** Subtasks of one task, and subtasks added in one bulk call. */
  taskchecksMax: 200,
  taskchecksBulkMax: 200,
  /** Characters of pasted text a bulk call of subtasks accepts. */
  taskchecksBulkTextMax: 60_000,
  /** A task label's name. */
  labelNameMax: 50,
  /** Labels on one task. */
  taskLabelsMax: 30,
  /** Relations one task can have with other tasks. */
  taskRelationsMax: 100,
  /** Tasks offered when searching for one to relate to. */
  relationCandidatesMax: 20,
  /** A time estimate, in minutes (a little under 70 days of work). */
  taskEstimateMinutesMax: 99_999,
  /** Open tasks of the viewer the dashboard lists across projects. */
  myOpenTasksMax: 200,
  /** A comment, as HTML before it is sanitized. */
  commentMax: 100_000,
  /** A note's content, as HTML before it is sanitized. */
  noteContentMax: 1_000_000,
  /** One update of a note's shared document, base64-encoded, as it travels on the WebSocket. */
  noteDocUpdateMax: 700_000,
  /** One presence update (cursor, name, colour) of a note's editor, base64-encoded. */
  noteAwarenessMax: 8_000,
  /** Comments one page of a thread holds. */
  commentsPageMax: 100,
  /** An emoji reaction, in UTF-16 code units (a family emoji with its joiners fits). */
  reactionMax: 32,
  /** Items of any one list in a request (ids to reorder, people to add, ...). */
  inputListMax: 10_000,
  /** Levels of nesting of a request's JSON body. */
  inputDepthMax: 32,
} as const;

/** Currencies a project can be kept in (document 1, section 3). */
export const CURRENCIES = ['CZK', 'EUR', 'USD', 'RON'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** The named label palette (document 1, section 3). */
export const LABEL_COLORS = [
  'aqua',
  'blue',
  'gray',
  'green',
  'pink',
  'purple',
  'red',
  'orange',
  'white',
  'yellow',
] as const;
