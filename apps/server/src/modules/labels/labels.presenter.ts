import type { Label } from '@tandem/contract';
import { labelPolicy } from './labels.policy.ts';
import type { LabelRow } from './labels.repo.ts';

/** A label as task-label editing shows it to one viewer. */
export function presentLabel(row: LabelRow, viewerId: number): Label {
  return {
    uuid: row.uuid,
    name: row.name,
    color: row.color,
    owners_ids: row.ownersIds,
    can_be_edited: labelPolicy.edit(row, viewerId),
  };
}
