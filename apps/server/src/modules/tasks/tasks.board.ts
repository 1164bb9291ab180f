import type { BoardTask, Currency, TaskBoard, TaskPriority } from '@tandem/contract';
import type { Db } from '../../db/client.ts';
import type { UserActor } from '../../http/actor.ts';
import { loadProjectAccess } from '../projects/project-access.ts';
import { presentPerson } from '../users/users.presenter.ts';
import type { TaskParts } from './task-parts.ts';
import { loadTaskParts } from './task-parts.ts';
import { taskAbilities } from './tasks.presenter.ts';
import type { BoardTaskRow } from './tasks.board.repo.ts';
import { findPeople, findTasklistNames, listBoardRows } from './tasks.board.repo.ts';
import { visibleTasklistIds } from '../projects/projects.policy.ts';

const iso = (at: number | null) => (at === null ? null : new Date(at).toISOString());
const due = (at: number | null, hasTime: boolean) => {
  const value = iso(at);
  return value === null || hasTime ? value : value.slice(0, 10);
};

function presentBoardTask(row: BoardTaskRow): BoardTask {
  return {
    id: row.id,
    uuid: row.uuid,
    name: row.name,
    state_id: row.stateId,
    tasklist_id: row.tasklistId,
    sorting_id: row.sortingId,
    sorting_key: row.sortingKey,
    author_id: row.authorId,
    assigner_id: row.assignerId,
    finished_by_id: row.finishedById,
    worker_ids: row.workerIds,
    due_date: due(row.dueDate, row.dueDateHasTime),
    due_date_end: due(row.dueDateEnd, row.dueDateEndHasTime),
    date_add: iso(row.dateAdd)!,
    date_upd: iso(row.dateUpd),
    date_finished: iso(row.dateFinished),
    priority_enum: row.priorityEnum as TaskPriority | null,
    is_my_priority: row.isMyPriority,
    is_tracked: row.isTracked,
    version: row.version,
  };
}

/**
 * A project's board, compact, in a fixed number of queries whatever its size: the tasks as one
 * JSON document, each task part once for all of them, the people and the lists they name.
 */
export async function loadTaskBoard(
  db: Db,
  parts: TaskParts,
  actor: UserActor,
  projectId: number,
  /** Only this task (none when it is not on the board the actor sees). */
  taskId?: number,
): Promise<TaskBoard> {
  const { access, project } = await loadProjectAccess(db, projectId, actor.id);
  const rows = await listBoardRows(db, projectId, actor.id, visibleTasklistIds(access), taskId);
  const extras = await loadTaskParts(parts, db, rows, { id: actor.id });
  const personIds = new Set<number>();
  const listIds = new Set<number>();
  for (const row of rows) {
    personIds.add(row.authorId);
    if (row.assignerId !== null) personIds.add(row.assignerId);
    if (row.finishedById !== null) personIds.add(row.finishedById);
    for (const id of row.workerIds) personIds.add(id);
    listIds.add(row.tasklistId);
  }
  const [people, lists] = await Promise.all([
    findPeople(db, [...personIds]),
    findTasklistNames(db, [...listIds]),
  ]);
  return {
    project: { id: project.id, name: project.name, currency: project.currency as Currency },
    tasklists: lists.map((list) => ({
      id: list.id,
      name: list.name,
      task_abilities: taskAbilities(access, list.id),
    })),
    people: people.map(presentPerson),
    tasks: rows.map((row) => Object.assign(presentBoardTask(row), extras(row.id))),
  };
}
