/**
 * The kinds of relation between two tasks (document 2, section 3), read from the task one is on:
 * "blocked_by" means the other task has to be finished first.
 */
export const TASK_RELATION_KINDS = ['blocked_by', 'blocks', 'duplicate_of', 'related_to'] as const;
export type TaskRelationKind = (typeof TASK_RELATION_KINDS)[number];

/**
 * How a relation reads from either of its tasks. A duplicate seen from the original is
 * "duplicated_by": the spec names no kind for that side, and it is never sent, only shown.
 */
export const TASK_RELATION_VIEW_KINDS = [...TASK_RELATION_KINDS, 'duplicated_by'] as const;
export type TaskRelationViewKind = (typeof TASK_RELATION_VIEW_KINDS)[number];

/** The same relation read from the other task. */
export const INVERSE_RELATION_KIND: Record<TaskRelationViewKind, TaskRelationViewKind> = {
  blocked_by: 'blocks',
  blocks: 'blocked_by',
  duplicate_of: 'duplicated_by',
  duplicated_by: 'duplicate_of',
  related_to: 'related_to',
};
