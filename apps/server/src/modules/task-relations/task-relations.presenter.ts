import type { RelatedTask, TaskRelation, TaskRelationViewKind } from '@tandem/contract';
import { INVERSE_RELATION_KIND, TASK_STATE, stateName } from '@tandem/contract';
import { presentPerson } from '../users/index.ts';
import type { RelationRecord, TaskSummaryRow } from './task-relations.repo.ts';

/** The other task of a relation, enough to show and open it. */
export function presentRelatedTask(row: TaskSummaryRow): RelatedTask {
  return {
    id: row.id,
    uuid: row.uuid,
    name: row.name,
    state: { id: row.stateId, state: stateName(TASK_STATE, row.stateId) },
    is_deleted: row.dateDeleted !== null,
    project: { id: row.projectId, name: row.projectName },
    tasklist: { id: row.tasklistId, name: row.tasklistName },
  };
}

/** The kind of a relation as it reads from one of its tasks. */
export function kindFrom(relation: RelationRecord, taskId: number): TaskRelationViewKind {
  const kind = relation.kind as TaskRelationViewKind;
  return relation.sourceTaskId === taskId ? kind : INVERSE_RELATION_KIND[kind];
}

/** A relation as seen from one of its tasks. */
export function presentRelation(
  input: {
    relation: RelationRecord;
    other: TaskSummaryRow;
    author: { id: number; fname: string; lname: string } | null;
  },
  fromTaskId: number,
  canDelete: boolean,
): TaskRelation {
  return {
    uuid: input.relation.uuid,
    kind: kindFrom(input.relation, fromTaskId),
    task: presentRelatedTask(input.other),
    author: input.author ? presentPerson(input.author) : null,
    date_add: input.relation.dateAdd.toISOString(),
    can_delete: canDelete,
  };
}
