import type { FastifyInstance } from 'fastify';
import { authEndpoints } from '@tandem/contract';
import { defineRoute } from '../../http/define-route.ts';
import type { AccountService } from './account.service.ts';

export function registerAccountRoutes(app: FastifyInstance, account: AccountService): void {
  defineRoute(app, authEndpoints.me, async ({ actor }) => ({ user: await account.me(actor) }));
  defineRoute(app, authEndpoints.session, async ({ actor }) => ({
    user: actor.kind === 'user' ? await account.me(actor) : null,
  }));
  defineRoute(app, authEndpoints.saveProfile, async ({ actor, body, mutationId }) => ({
    user: await account.saveProfile(actor, body, mutationId),
  }));
  defineRoute(app, authEndpoints.saveDashboard, async ({ actor, body, mutationId }) => ({
    user: await account.saveDashboard(actor, body, mutationId),
  }));
  defineRoute(app, authEndpoints.changePassword, async ({ actor, body }) => {
    await account.changePassword(actor, body.current_password, body.new_password);
    return { ok: true as const };
  });
  // The spec's form post (value=1 or 0), in a scope of its own: the rest of the API takes JSON
  // only. A form of another site cannot send the request marker a session's write needs.
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    defineRoute(
      scope,
      authEndpoints.saveGlobalSetting,
      async ({ actor, query, body, mutationId }) => ({
        user: await account.saveGlobalSetting(actor, query.key, body.value, mutationId),
      }),
    );
  });
  defineRoute(app, authEndpoints.regenerateApiKey, async ({ actor }) => ({
    api_key: await account.regenerateApiKey(actor),
  }));
}
