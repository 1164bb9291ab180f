import type { PushSigninBody } from '@tandem/contract';
import type { Core } from '../../core.ts';
import type { UserActor } from '../../http/actor.ts';
import { validationFailed } from '../../http/app-error.ts';
import { deleteOwnSubscription, findPublicToken, upsertSubscription } from './push.repo.ts';

type Deps = Pick<Core, 'db' | 'clock'> & {
  publicKey: () => Promise<string>;
  /** Whether a push address may be plain http (on this machine); never in production. */
  httpPushAllowed: boolean;
};

/**
 * The browsers that receive a person's pushes: a browser signs in for the person it shows, with
 * that person's public token, and signs out when they leave it or turn pushes off there.
 */
export function createPushService(deps: Deps) {
  const { db, clock } = deps;
  return {
    publicKey: () => deps.publicKey(),

    async signin(actor: UserActor, body: PushSigninBody): Promise<void> {
      if (!deps.httpPushAllowed && !body.device_token.startsWith('https:'))
        throw validationFailed({ device_token: ['The push address must be an https address.'] });
      const token = await findPublicToken(db, actor.id);
      if (token === undefined || token !== body.user_public_token)
        throw validationFailed({
          user_public_token: ['The public token is not the signed-in user’s.'],
        });
      await upsertSubscription(db, {
        userId: actor.id,
        deviceToken: body.device_token,
        notificationToken: body.notification_token,
        osType: body.os_type,
        dateAdd: clock.now(),
      });
    },

    /** Nothing happens for a browser that is not the actor's (it may have moved to another). */
    async signout(actor: UserActor, deviceToken: string): Promise<void> {
      await deleteOwnSubscription(db, actor.id, deviceToken);
    },
  };
}

export type PushService = ReturnType<typeof createPushService>;
