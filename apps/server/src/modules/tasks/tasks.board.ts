import type { BoardTask, Currency, TaskBoard, TaskPriority } from '@tandem/contract';
import type { Db } from '../../db/client.ts';
import type { UserActor } from '../../http/actor.ts';
import { loadProjectAccess, visibleTasklistIds } from '../projects/index.ts';
import { presentPerson } from '../users/index.ts';
import type { TaskParts } from './task-parts.ts';
import { fillParts, partReads } from './task-parts.ts';
import { idListValue, placeholder } from '../../db/id-list.ts';
import { prepareReadTogether } from '../../db/json-rows.ts';
import type { ProjectAccess } from '../projects/index.ts';
import type { PersonRow } from './tasks.repo.ts';
import { taskAbilities } from './tasks.presenter.ts';
import type { BoardTaskRow } from './tasks.board.repo.ts';
import {
  boardMarks,
  boardWorkers,
  listBoardRows,
  people,
  tasklistNames,
} from './tasks.board.repo.ts';

const iso = (at: number | null) => (at === null ? null : new Date(at).toISOString());
const due = (at: number | null, hasTime: boolean) => {
  const value = iso(at);
  return value === null || hasTime ? value : value.slice(0, 10);
};

function presentBoardTask(
  row: BoardTaskRow,
  workerIds: number[],
  mark: { isMyPriority: boolean; isTracked: boolean } | undefined,
): BoardTask {
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
    worker_ids: workerIds,
    due_date: due(row.dueDate, row.dueDateHasTime),
    due_date_end: due(row.dueDateEnd, row.dueDateEndHasTime),
    date_add: iso(row.dateAdd)!,
    date_upd: iso(row.dateUpd),
    date_finished: iso(row.dateFinished),
    priority_enum: row.priorityEnum as TaskPriority | null,
    is_my_priority: mark?.isMyPriority ?? false,
    is_tracked: mark?.isTracked ?? false,
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
  const rows = await listBoardRows(db, projectId, visibleTasklistIds(access), taskId);
  if (rows.length === 0) return presentBoard(project, access, [], [], []);
  // The rows' workers, the viewer's marks and every part: one statement.
  const readAlongside = prepareReadTogether(db, `board_${parts.key}`, () => {
    const taskIds = placeholder('taskIds');
    const viewerId = placeholder('viewerId');
    return [
      boardWorkers(db, taskIds),
      boardMarks(db, taskIds, viewerId),
      ...partReads(parts, db, taskIds, { id: viewerId }),
    ] as const;
  });
  const [workers, marks, ...partRows] = await readAlongside({
    taskIds: idListValue(rows.map((row) => row.id)),
    viewerId: actor.id,
  });
  const extras = fillParts(parts, partRows, rows);
  const workerIds = new Map<number, number[]>();
  for (const [id, userId] of workers) workerIds.set(id, [...(workerIds.get(id) ?? []), userId]);
  const marked = new Map(marks.map((mark) => [mark.taskId, mark]));
  const personIds = new Set<number>();
  const listIds = new Set<number>();
  for (const row of rows) {
    personIds.add(row.authorId);
    if (row.assignerId !== null) personIds.add(row.assignerId);
    if (row.finishedById !== null) personIds.add(row.finishedById);
    for (const id of workerIds.get(row.id) ?? []) personIds.add(id);
    listIds.add(row.tasklistId);
  }
  // The people and lists the tasks name: one more.
  const [named, lists] = await prepareReadTogether(db, 'board_names', () => {
    const ids = placeholder('personIds');
    return [people(db, ids), tasklistNames(db, placeholder('listIds'))] as const;
  })({ personIds: idListValue([...personIds]), listIds: idListValue([...listIds]) });
  const tasks = rows.map((row) => {
    const mark = marked.get(row.id);
    return Object.assign(presentBoardTask(row, workerIds.get(row.id) ?? [], mark), extras(row.id));
  });
  return presentBoard(project, access, lists, named, tasks);
}

function presentBoard(
  project: { id: number; name: string; currency: string },
  access: ProjectAccess,
  lists: ReadonlyArray<{ id: number; name: string }>,
  named: readonly PersonRow[],
  tasks: BoardTask[],
): TaskBoard {
  return {
    project: { id: project.id, name: project.name, currency: project.currency as Currency },
    tasklists: lists.map((list) => ({
      id: list.id,
      name: list.name,
      task_abilities: taskAbilities(access, list.id),
    })),
    people: named.map(presentPerson),
    tasks,
  };
}
