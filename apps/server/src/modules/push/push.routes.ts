import type { FastifyInstance } from 'fastify';
import { pushEndpoints as e } from '@tandem/contract';
import { defineRoute } from '../../http/define-route.ts';
import type { PushService } from './push.service.ts';

export function registerPushRoutes(app: FastifyInstance, push: PushService) {
  defineRoute(app, e.publicKey, async () => ({ public_key: await push.publicKey() }));
  defineRoute(app, e.signin, async ({ actor, body }) => {
    await push.signin(actor, body);
    return { ok: true as const };
  });
  defineRoute(app, e.signout, async ({ actor, body }) => {
    await push.signout(actor, body.device_token);
    return { ok: true as const };
  });
}
