import type { LabelRow } from './labels.repo.ts';

/** Who may do what with a label: its owners edit it; putting it on a task is the task's rule. */
export const labelPolicy = {
  edit: (label: Pick<LabelRow, 'ownersIds'>, userId: number) => label.ownersIds.includes(userId),
};
