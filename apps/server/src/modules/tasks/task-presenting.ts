import type { Task } from '@tandem/contract';
import type { Db } from '../../db/client.ts';
import { placeholder } from '../../db/id-list.ts';
import type { RowsRead } from '../../db/json-rows.ts';
import type { UserActor } from '../../http/actor.ts';
import { notFound } from '../../http/app-error.ts';
import { accessFromRow, projectPolicy, taskPolicy } from '../projects/index.ts';
import type { ProjectAccess } from '../projects/index.ts';
import { splitFullname } from '../users/index.ts';
import type { TaskParts } from './task-parts.ts';
import { decodeParts, loadTaskParts, partsColumn } from './task-parts.ts';
import { presentTask } from './tasks.presenter.ts';
import type { FullTaskRow, PersonRow } from './tasks.repo.ts';
import { prepareTaskToPresent } from './tasks.repo.ts';

/**
 * A task as read for presenting: its row with the people and places it names, the viewer's access
 * to its project, and its parts' fields. A write that loads one of these first presents its result
 * from it and what it wrote, without reading the task again.
 */
export interface LoadedTask {
  row: FullTaskRow;
  access: ProjectAccess;
  parts: (taskId: number) => Partial<Task>;
}

/** The actor as a person the task rows name (an assigner, an author). */
export function actorAsPerson(actor: UserActor): PersonRow {
  return { id: actor.id, ...splitFullname(actor.fullname) };
}

/** Reading tasks in the full shape: a task in one round trip, a list's parts in one more. */
export function createTaskPresenter(deps: { db: Db; parts: TaskParts }) {
  // Built at the first read, once every module has added its parts.
  let prepared:
    { find: ReturnType<typeof prepareTaskToPresent>; reads: RowsRead<unknown>[] } | undefined;
  const statement = () => {
    if (prepared) return prepared;
    // The parts, read for the statement's own task and viewer (its placeholders).
    const { column, reads } = partsColumn(deps.parts, deps.db, placeholder('taskIds'), {
      id: placeholder('viewerId'),
    });
    const find = prepareTaskToPresent(deps.db, `task_to_present_${deps.parts.key}`, column);
    return (prepared = { find, reads });
  };

  /**
   * One task the viewer sees, with their access and its parts, in one statement; the same 404 for
   * a missing task, one in a project they cannot see and one in a list outside their ACL.
   */
  async function load(viewerId: number, taskId: number): Promise<LoadedTask> {
    const { find, reads } = statement();
    const found = await find(taskId, viewerId);
    if (!found) throw notFound('The task');
    const access = accessFromRow(found.projectFacts, found, viewerId);
    if (!projectPolicy.read(access) || !taskPolicy.read(access, found.task.tasklistId))
      throw notFound('The task');
    const { task, author, finishedBy, assigner, workers, project, tasklist, flags } = found;
    return {
      row: { task, author, finishedBy, assigner, workers, project, tasklist, flags },
      access,
      parts: decodeParts(deps.parts, found.parts, reads, [task]),
    };
  }

  /** A loaded task in the full shape, with what a write changed laid over its row. */
  function present(loaded: LoadedTask, change: Partial<FullTaskRow> = {}): Task {
    const row = { ...loaded.row, ...change };
    return { ...presentTask(row, loaded.access), ...loaded.parts(row.task.id) };
  }

  return {
    load,
    present,

    /** One task as the viewer sees it now. */
    detail: async (viewerId: number, taskId: number): Promise<Task> =>
      present(await load(viewerId, taskId)),

    /** Rows (of any projects) in the full shape, every part read for all of them at once. */
    async presentRows(
      viewerId: number,
      rows: readonly FullTaskRow[],
      accessOf: (projectId: number) => ProjectAccess,
    ): Promise<Task[]> {
      const parts = await loadTaskParts(
        deps.parts,
        deps.db,
        rows.map((row) => row.task),
        { id: viewerId },
      );
      return rows.map((row) => ({
        ...presentTask(row, accessOf(row.task.projectId)),
        ...parts(row.task.id),
      }));
    },
  };
}
export type TaskPresenter = ReturnType<typeof createTaskPresenter>;
