import type { CurrentUser } from '@tandem/contract';
import type { Transact } from '../../db/unit-of-work.ts';
import type { UserActor } from '../../http/actor.ts';
import type { Core } from '../../core.ts';
import { presentCurrentUser } from './users.presenter.ts';
import { updateUser } from './users.repo.ts';

type UserChanges = Parameters<typeof updateUser>[2];

/**
 * Saves changes the actor makes to their own account and records `user.updated` in the same
 * transaction, so their other tabs hear of it; answers the account as the client sees it.
 */
export async function saveOwnUser(
  deps: { transact: Transact; recordEvent: Core['recordEvent'] },
  actor: UserActor,
  changes: UserChanges,
  mutationId: string | null,
): Promise<CurrentUser> {
  const user = await deps.transact(async (uow) => {
    const updated = await updateUser(uow.tx, actor.id, changes);
    await deps.recordEvent(uow, {
      type: 'user.updated',
      actorId: actor.id,
      version: updated.version,
      mutationId,
    });
    return updated;
  });
  return presentCurrentUser(user);
}
