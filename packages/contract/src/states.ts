/** Project state ids (document 1, section 4). */
export const PROJECT_STATE = { active: 1, archived: 2, template: 3, deleted: 4 } as const;
export type ProjectStateName = keyof typeof PROJECT_STATE;

/** Task state ids (document 2, section 3). */
export const TASK_STATE = { active: 1, finished: 5 } as const;
export type TaskStateName = keyof typeof TASK_STATE;

/** Task priorities (document 2, section 3): none, low, medium, high; null also means none. */
export const TASK_PRIORITIES = ['n', 'l', 'm', 'h'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];

/** What a conversion turns a task, subtask or smart subtask into, and from. */
export const CONVERSION_ENTITIES = ['task', 'taskcheck', 'smart_taskcheck', 'tasklist'] as const;
export type ConversionEntity = (typeof CONVERSION_ENTITIES)[number];

/** Task list state ids; the spec leaves their values open, these follow the project states. */
export const TASKLIST_STATE = { active: 1, archived: 2, finished: 5 } as const;
export type TasklistStateName = keyof typeof TASKLIST_STATE;

/** The seven actions a role can deny (document 1, section 6), in the spec's order, ids 1 to 7. */
export const DISALLOWED_ACTIONS = [
  'task_delete',
  'task_finish',
  'tasklist_create',
  'tasklist_delete',
  'tasklist_archive',
  'task_name_edit',
  'task_due_dates_edit',
] as const;
export type DisallowedActionName = (typeof DISALLOWED_ACTIONS)[number];

/** The id (1 to 7) of a disallowed action. */
export function disallowedActionId(action: DisallowedActionName): number {
  return DISALLOWED_ACTIONS.indexOf(action) + 1;
}

/** Finds the name of a state id in a state table, for the `{ id, state }` wire shape. */
export function stateName<T extends Record<string, number>>(
  table: T,
  id: number,
): keyof T & string {
  const entry = Object.entries(table).find(([, value]) => value === id);
  if (!entry) throw new Error(`Unknown state id ${id}`);
  return entry[0];
}
