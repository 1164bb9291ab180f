import type { Tasklist } from '@tandem/contract';
import type { UserActor } from '../../http/actor.ts';
import { conflict, forbidden, validationFailed } from '../../http/app-error.ts';
import type { Core } from '../../core.ts';
import { loadProjectAccess, tasklistPolicy } from '../projects/index.ts';
import { loadTasklist } from './tasklist-access.ts';
import { IN_TRASH } from './tasklists.lifecycle.ts';
import { STALE, writeTasklistChange } from './tasklists.write.ts';
import { presentTasklist } from './tasklists.presenter.ts';
import { listTasklistsOfProject, setTasklistPositions } from './tasklists.repo.ts';

type Deps = Pick<Core, 'db' | 'transact' | 'recordEvent'>;

/**
 * The board's new order as positions 1..n. Lists the actor cannot see keep their places; the ones
 * it sees take their places in the order asked for.
 */
export function positionsFor(
  board: ReadonlyArray<{ id: number; visible: boolean }>,
  order: readonly number[],
): Array<{ id: number; sortingId: number }> {
  const wanted = [...order];
  return board.map((list, index) => ({
    id: list.visible ? wanted.shift()! : list.id,
    sortingId: index + 1,
  }));
}

/** Renaming a task list and putting a project's task lists in a new order. */
export function createTasklistEdits(deps: Deps) {
  return {
    async rename(
      actor: UserActor,
      tasklistId: number,
      input: { name: string; version: number },
      mutationId: string | null,
    ): Promise<Tasklist> {
      const { row, access } = await loadTasklist(deps.db, actor.id, tasklistId);
      if (!tasklistPolicy.update(access, tasklistId))
        throw forbidden('You cannot rename this task list.');
      if (row.tasklist.dateDeleted) throw conflict(IN_TRASH);
      if (row.tasklist.version !== input.version) throw conflict(STALE);
      if (row.tasklist.name === input.name) return presentTasklist(row, access);
      return writeTasklistChange(deps, {
        actorId: actor.id,
        tasklistId,
        version: input.version,
        change: { name: input.name },
        event: 'tasklist.updated',
        mutationId,
        access,
      });
    },

    /** `order` must name every task list on the board that the actor sees, each once. */
    async reorder(
      actor: UserActor,
      projectId: number,
      order: number[],
      mutationId: string | null,
    ): Promise<Tasklist[]> {
      const { access } = await loadProjectAccess(deps.db, projectId, actor.id);
      if (!tasklistPolicy.reorder(access))
        throw forbidden('You cannot change the order of these task lists.');
      const board = (await listTasklistsOfProject(deps.db, projectId)).map(({ tasklist }) => ({
        id: tasklist.id,
        sortingId: tasklist.sortingId,
        visible: tasklistPolicy.read(access, tasklist.id),
      }));
      const visible = new Set(board.filter((l) => l.visible).map((l) => l.id));
      const unknown = order.filter((id) => !visible.has(id));
      if (unknown.length > 0)
        throw validationFailed({
          order: [`These are not task lists on this project's board: ${unknown.join(', ')}.`],
        });
      if (order.length !== visible.size)
        throw validationFailed({
          order: ['List every task list on the board once. Reload to see the current ones.'],
        });
      const moved = positionsFor(board, order).filter(
        (p) => board.find((l) => l.id === p.id)?.sortingId !== p.sortingId,
      );
      if (moved.length > 0) {
        await deps.transact(async (uow) => {
          await setTasklistPositions(uow.tx, projectId, moved);
          // One event for the board: an order is not a change of any one task list.
          await deps.recordEvent(uow, {
            type: 'tasklist.reordered',
            actorId: actor.id,
            projectId,
            mutationId,
          });
        });
      }
      const rows = await listTasklistsOfProject(deps.db, projectId);
      return rows
        .filter((row) => tasklistPolicy.read(access, row.tasklist.id))
        .map((row) => presentTasklist(row, access));
    },
  };
}
