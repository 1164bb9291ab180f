import type {
  NotificationFilter,
  NotificationFilterData,
  NotificationList,
  NotificationSettings,
  ScheduleChange,
  SettingsChange,
} from '@tandem/contract';
import { NOTIFICATION_TYPES } from '@tandem/contract';
import type { Db } from '../../db/client.ts';
import type { Transact } from '../../db/unit-of-work.ts';
import type { UserActor } from '../../http/actor.ts';
import { notFound } from '../../http/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { feedFilterOptions } from '../events/index.ts';
import { usersWhoSee } from '../projects/index.ts';
import { findUserById, presentPerson } from '../users/index.ts';
import { digestTimes } from './notifications.digests.ts';
import { presentNotification } from './notifications.presenter.ts';
import type { ListFilter } from './notifications.repo.ts';
import {
  EVERYTHING,
  countUnread,
  findListedNotification,
  findOwnNotification,
  findSettings,
  findUserByUnsubscribeHash,
  listNotifications,
  markAllRead,
  projectOfTasklist,
  setTasklistTracked,
  trackedTasklistIds,
  saveSettingsRow,
  setRead,
} from './notifications.repo.ts';
import type { EffectiveSettings } from './notifications.settings.ts';
import {
  DEFAULT_FLAGS,
  changedFlags,
  changedSchedule,
  effectiveSettings,
  presentSettings,
  scheduleAllows,
} from './notifications.settings.ts';

/** An address shown to whoever holds a link: its first letter and its domain. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at <= 0 ? '***' : `${email[0]}***${email.slice(at)}`;
}

/** Notifications on a page of the list. */
export const PAGE = 50;
/** Notifications on a page of the bell's list. */
export const QUICK_PAGE = 20;

export function createNotificationsService(deps: { db: Db; transact: Transact; clock: Clock }) {
  const { db } = deps;
  const settingsOf = async (userId: number) =>
    effectiveSettings((await findSettings(db, [userId])).get(userId));
  const timeZoneOf = async (userId: number) => (await findUserById(db, userId))?.timezone ?? 'UTC';

  async function defaultValues(userId: number, settings: EffectiveSettings) {
    return {
      is_only_unread: settings.quickOnlyUnread,
      is_turn_off: settings.flags.disabled_all_notifications,
      is_scheduled_off:
        settings.mode !== 'anytime' &&
        !scheduleAllows(settings, deps.clock.now(), await timeZoneOf(userId)),
      is_permanently_off: settings.mode === 'never',
    };
  }

  async function page(
    actor: UserActor,
    filter: ListFilter,
    number: number,
    size: number,
  ): Promise<NotificationList> {
    const settings = await settingsOf(actor.id);
    const rows = await listNotifications(db, actor.id, filter, {
      offset: number * size,
      limit: size + 1,
    });
    const list: NotificationList = {
      notifications: rows.slice(0, size).map((row) => presentNotification(row, settings.seenAt)),
      default_values: await defaultValues(actor.id, settings),
      all_unread_count: await countUnread(db, actor.id),
      page: number,
      has_more: rows.length > size,
    };
    // What the person has now looked at is no longer new.
    if (number === 0) await saveSettingsRow(db, actor.id, { seenAt: deps.clock.now() });
    return list;
  }

  const state = async (actor: UserActor, id: number, read: 'toggle' | 'read') => {
    const found = await findOwnNotification(db, actor.id, id);
    if (!found) throw notFound('The notification');
    if (read === 'toggle') await setRead(db, id, found.readAt === null ? deps.clock.now() : null);
    else if (found.readAt === null) await setRead(db, id, deps.clock.now());
    const settings = await settingsOf(actor.id);
    const row = await findListedNotification(db, actor.id, id);
    return {
      notification: presentNotification(row!, settings.seenAt),
      all_unread_count: await countUnread(db, actor.id),
    };
  };

  return {
    async find(actor: UserActor, filter: NotificationFilter, number: number) {
      return page(
        actor,
        {
          projectIds: filter.projects_ids,
          userIds: filter.users_ids,
          teamsNamed: filter.teams_uuids.length > 0,
          types: filter.notifications_types,
          onlyUnread: filter.is_only_unread,
          order: filter.order,
          from: filter.date_range?.date_from ?? null,
          to: filter.date_range?.date_to ?? null,
          timeZone: filter.date_range ? await timeZoneOf(actor.id) : 'UTC',
        },
        number,
        PAGE,
      );
    },

    async quick(actor: UserActor, number: number) {
      const settings = await settingsOf(actor.id);
      return page(
        actor,
        { ...EVERYTHING, onlyUnread: settings.quickOnlyUnread },
        number,
        QUICK_PAGE,
      );
    },

    toggle: (actor: UserActor, id: number) => state(actor, id, 'toggle'),
    markRead: (actor: UserActor, id: number) => state(actor, id, 'read'),

    async markAllRead(actor: UserActor) {
      const marked = await markAllRead(db, actor.id, deps.clock.now());
      return { marked, all_unread_count: await countUnread(db, actor.id) };
    },

    async saveQuickFilter(actor: UserActor, onlyUnread: boolean) {
      await saveSettingsRow(db, actor.id, { quickOnlyUnread: onlyUnread });
      return { ok: true as const };
    },

    async filterData(actor: UserActor): Promise<NotificationFilterData> {
      const { projects, people } = await feedFilterOptions(db, actor.id);
      const settings = await settingsOf(actor.id);
      return {
        notifications_types: [...NOTIFICATION_TYPES],
        projects,
        users: people.map(presentPerson),
        teams: [],
        default_values: {
          projects_ids: [],
          users_ids: [],
          teams_uuids: [],
          notifications_types: [],
          is_only_unread: settings.quickOnlyUnread,
          order: 'desc',
          date_range: null,
        },
      };
    },

    async settings(actor: UserActor): Promise<NotificationSettings> {
      return presentSettings(await settingsOf(actor.id));
    },

    async saveSettings(actor: UserActor, change: SettingsChange): Promise<NotificationSettings> {
      const current = await settingsOf(actor.id);
      const flags = changedFlags(current, change);
      // Summaries just chosen start from now: the first goes at the next summary moment.
      const startsSummaries =
        digestTimes(current).length === 0 &&
        digestTimes({ ...current, flags: { ...DEFAULT_FLAGS, ...flags } }).length > 0;
      await saveSettingsRow(db, actor.id, {
        flags,
        ...(startsSummaries ? { digestAt: deps.clock.now() } : {}),
      });
      return presentSettings(await settingsOf(actor.id));
    },

    /** Follows a task list the reader sees (404 for one they do not), or stops. */
    async trackTasklist(actor: UserActor, tasklistId: number, tracked: boolean) {
      const projectId = await projectOfTasklist(db, tasklistId);
      const sees =
        projectId !== null &&
        (await usersWhoSee(db, projectId, tasklistId, [actor.id])).has(actor.id);
      if (!sees) throw notFound('The task list');
      await setTasklistTracked(db, tasklistId, actor.id, tracked);
      return { is_tracked: tracked };
    },

    async trackedTasklists(actor: UserActor, projectId: number) {
      return { tasklists_ids: await trackedTasklistIds(db, projectId, actor.id) };
    },

    /**
     * Turns notification e-mails off for the person the unsubscribe secret belongs to; answers
     * their address (masked) so the page can say whose e-mails stopped.
     */
    async unsubscribe(hash: string): Promise<{ email: string }> {
      const person = await findUserByUnsubscribeHash(db, hash);
      if (!person) throw notFound('The unsubscribe link');
      const current = await settingsOf(person.id);
      await saveSettingsRow(db, person.id, {
        flags: changedFlags(current, { notification_email: false }),
      });
      return { email: maskEmail(person.email) };
    },

    async saveSchedule(actor: UserActor, change: ScheduleChange): Promise<NotificationSettings> {
      const current = await settingsOf(actor.id);
      await saveSettingsRow(db, actor.id, changedSchedule(current, change));
      return presentSettings(await settingsOf(actor.id));
    },
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
