import type { z } from 'zod';
import type {
  CurrentUser,
  DashboardLayout,
  GlobalSettingKey,
  profileBodySchema,
} from '@tandem/contract';
import { completeDashboard } from '@tandem/contract';
import type { UserActor } from '../../http/actor.ts';
import { notFound, validationFailed } from '../../http/app-error.ts';
import { hashToken, randomToken } from '../../lib/tokens.ts';
import type { Core } from '../../core.ts';
import { deleteUserSessions } from '../auth/index.ts';
import {
  findUserById,
  presentCurrentUser,
  saveOwnUser,
  splitFullname,
  updateUser,
} from '../users/index.ts';

type Deps = Pick<Core, 'db' | 'transact' | 'hasher' | 'recordEvent'>;

/** The signed-in user's own account: profile, password and API key. */
/** The column each global flag is kept in. */
const GLOBAL_SETTING_COLUMNS = {
  dont_collapse_comment: 'dontCollapseComment',
  scroll_to_newest_comment: 'scrollToNewestComment',
  comments_desc_order: 'commentsDescOrder',
  alert_due_date_change: 'alertDueDateChange',
} as const satisfies Record<GlobalSettingKey, string>;

export function createAccountService(deps: Deps) {
  async function load(actor: UserActor) {
    const user = await findUserById(deps.db, actor.id);
    if (!user) throw notFound('The user');
    return user;
  }

  return {
    async me(actor: UserActor): Promise<CurrentUser> {
      return presentCurrentUser(await load(actor));
    },

    async saveProfile(
      actor: UserActor,
      input: z.output<typeof profileBodySchema>,
      mutationId: string | null,
    ): Promise<CurrentUser> {
      const changes = {
        ...(input.fullname ? splitFullname(input.fullname) : {}),
        ...(input.locale_code ? { localeCode: input.locale_code } : {}),
        ...(input.timezone ? { timezone: input.timezone } : {}),
        ...(input.dark_mode !== undefined ? { darkMode: input.dark_mode } : {}),
      };
      return saveOwnUser(deps, actor, changes, mutationId);
    },

    /** Sets one of the person's global flags. */
    async saveGlobalSetting(
      actor: UserActor,
      key: GlobalSettingKey,
      value: '0' | '1' | 0 | 1,
      mutationId: string | null,
    ): Promise<CurrentUser> {
      const on = value === 1 || value === '1';
      return saveOwnUser(deps, actor, { [GLOBAL_SETTING_COLUMNS[key]]: on }, mutationId);
    },

    /** Arranges the person's dashboard; every tab of theirs follows. */
    async saveDashboard(
      actor: UserActor,
      layout: DashboardLayout,
      mutationId: string | null,
    ): Promise<CurrentUser> {
      return saveOwnUser(deps, actor, { dashboardLayout: completeDashboard(layout) }, mutationId);
    },

    /** Changes the password and ends every other session of the user. */
    async changePassword(actor: UserActor, current: string, next: string): Promise<void> {
      const user = await load(actor);
      if (!user.passwordHash || !(await deps.hasher.verify(user.passwordHash, current))) {
        throw validationFailed({ current_password: ['The current password is not correct.'] });
      }
      const passwordHash = await deps.hasher.hash(next);
      await deps.transact(async ({ tx }) => {
        await updateUser(tx, actor.id, { passwordHash });
        await deleteUserSessions(tx, actor.id, actor.sessionId);
      });
    },

    /** A new API key, returned once; the previous one stops working at once. */
    async regenerateApiKey(actor: UserActor): Promise<string> {
      const key = `tdm_${randomToken()}`;
      await updateUser(deps.db, actor.id, { apiKeyHash: hashToken(key) });
      return key;
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
