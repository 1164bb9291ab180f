import type { ListedTask } from '@tandem/contract';
import { LIMITS } from '@tandem/contract';
import type { DbOrTx } from '../../db/client.ts';
import type { UserActor } from '../../http/actor.ts';
import { presentListedTask } from './tasks.listed.presenter.ts';
import { listOpenTasksOfWorker } from './tasks.my-open.repo.ts';
import { listPrioritiesOf, orderPriorities } from './tasks.my-priorities.repo.ts';

/** The actor's open tasks across their active projects, as the dashboard lists them. */
export async function listMyOpenTasks(db: DbOrTx, actor: UserActor): Promise<ListedTask[]> {
  const rows = await listOpenTasksOfWorker(db, actor.id, LIMITS.myOpenTasksMax);
  return rows.map(presentListedTask);
}

/** The actor's priorities, in their order, as the dashboard lists them. */
export async function listMyPriorities(db: DbOrTx, actor: UserActor): Promise<ListedTask[]> {
  const rows = await listPrioritiesOf(db, actor.id, LIMITS.myOpenTasksMax);
  return rows.map(presentListedTask);
}

/** Puts the actor's priorities in the order given, and answers them so. */
export async function reorderMyPriorities(
  db: DbOrTx,
  actor: UserActor,
  taskIds: readonly number[],
): Promise<ListedTask[]> {
  await orderPriorities(db, actor.id, taskIds);
  return listMyPriorities(db, actor);
}
