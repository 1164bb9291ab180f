import type { ListedTask } from '@tandem/contract';
import { LIMITS } from '@tandem/contract';
import type { DbOrTx } from '../../db/client.ts';
import type { UserActor } from '../../http/actor.ts';
import { presentListedTask } from './tasks.listed.presenter.ts';
import { listOpenTasksOfWorker } from './tasks.my-open.repo.ts';

/** The actor's open tasks across their active projects, as the dashboard lists them. */
export async function listMyOpenTasks(db: DbOrTx, actor: UserActor): Promise<ListedTask[]> {
  const rows = await listOpenTasksOfWorker(db, actor.id, LIMITS.myOpenTasksMax);
  return rows.map(presentListedTask);
}
