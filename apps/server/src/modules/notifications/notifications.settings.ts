import type {
  NotificationSettings,
  NotificationType,
  ScheduleChange,
  SettingsChange,
  WeekDay,
} from '@tandem/contract';
import { WEEK_DAYS } from '@tandem/contract';
import { dayIn, instantAt, wallTimeIn } from '../../lib/zoned-time.ts';
import type { SettingsRow } from './notifications.repo.ts';

type Flags = Omit<NotificationSettings, keyof ScheduleFields>;
type ScheduleFields = Pick<
  NotificationSettings,
  | 'notif_send_anytime'
  | 'notif_send_never'
  | 'notif_send_according_to_schedule'
  | 'notif_send_time_from'
  | 'notif_send_time_to'
  | 'notif_send_days_in_week'
  | 'notif_send_projects'
  | 'notif_send_types'
>;

/** What a person who never changed anything has. */
export const DEFAULT_FLAGS: Flags = {
  disabled_all_notifications: false,
  disabled_monthly_reports: false,
  enable_due_date_notifications: true,
  instant_notif_new_task_in_tracked_tasklist: true,
  instant_notif_document_edit: true,
  instant_notif_finished_task: true,
  instant_notif_finished_tracked_task: true,
  instant_notif_new_comment: true,
  instant_notif_new_notification: true,
  instant_notif_new_task: true,
  instant_notif_ping_or_mention: true,
  instant_notif_task_assigned: true,
  is_long_running_work_notification_enabled: true,
  notif_task_remind: true,
  notification_email: true,
  notification_every_few_hours: false,
  notification_every_morning: false,
  notification_projects: '',
  notification_type: 'instant',
  notification_when_task_finished: true,
  when_send_due_date_notification: '1h',
  when_send_due_date_without_time_part_notification: 'due',
  send_email_with_grouped_notifications: false,
};

export type SendMode = 'anytime' | 'never' | 'schedule';

/** A person's settings as the code reads them: defaults under what they saved. */
export interface EffectiveSettings {
  flags: Flags;
  mode: SendMode;
  timeFrom: string;
  timeTo: string;
  days: WeekDay[];
  /** The projects and kinds the sending schedule sends about; empty for all. */
  projects: number[];
  types: NotificationType[];
  /** The projects notifications come from at all (`notification_projects`); empty for all. */
  sourceProjects: number[];
  quickOnlyUnread: boolean;
  seenAt: Date | null;
}

/** The items of a comma list, as the spec keeps them ("" is none). */
const items = (list: string) => (list === '' ? [] : list.split(','));

export function effectiveSettings(row: SettingsRow | undefined): EffectiveSettings {
  const flags = { ...DEFAULT_FLAGS, ...(row?.flags ?? {}) };
  return {
    flags,
    mode: (row?.sendMode as SendMode | undefined) ?? 'anytime',
    timeFrom: row?.sendTimeFrom ?? '09:00:00',
    timeTo: row?.sendTimeTo ?? '17:00:00',
    days: items(row?.sendDays ?? 'monday') as WeekDay[],
    projects: items(row?.sendProjects ?? '').map(Number),
    types: items(row?.sendTypes ?? '') as NotificationType[],
    sourceProjects: items(flags.notification_projects).map(Number),
    quickOnlyUnread: row?.quickOnlyUnread ?? false,
    seenAt: row?.seenAt ?? null,
  };
}

export function presentSettings(settings: EffectiveSettings): NotificationSettings {
  return {
    ...settings.flags,
    notif_send_anytime: settings.mode === 'anytime',
    notif_send_never: settings.mode === 'never',
    notif_send_according_to_schedule: settings.mode === 'schedule',
    notif_send_time_from: settings.timeFrom,
    notif_send_time_to: settings.timeTo,
    notif_send_days_in_week: settings.days.join(','),
    notif_send_projects: settings.projects.join(','),
    notif_send_types: settings.types.join(','),
  };
}

/** The flags after a change: only what differs from the defaults is kept. */
export function changedFlags(
  current: EffectiveSettings,
  change: SettingsChange,
): Record<string, boolean | string> {
  const next = { ...current.flags, ...change } as Record<string, boolean | string>;
  const kept: Record<string, boolean | string> = {};
  for (const [key, value] of Object.entries(next))
    if ((DEFAULT_FLAGS as Record<string, unknown>)[key] !== value) kept[key] = value;
  return kept;
}

/** The schedule's columns after a change. */
export function changedSchedule(current: EffectiveSettings, change: ScheduleChange) {
  const mode: SendMode = change.notif_send_never
    ? 'never'
    : change.notif_send_according_to_schedule
      ? 'schedule'
      : change.notif_send_anytime
        ? 'anytime'
        : current.mode;
  return {
    sendMode: mode,
    sendTimeFrom: change.notif_send_time_from ?? current.timeFrom,
    sendTimeTo: change.notif_send_time_to ?? current.timeTo,
    sendDays: change.notif_send_days_in_week ?? current.days.join(','),
    sendProjects: change.notif_send_projects ?? current.projects.join(','),
    sendTypes: change.notif_send_types ?? current.types.join(','),
  };
}

/** The week day of an instant in a time zone. */
function weekDayIn(at: Date, timeZone: string): WeekDay {
  const day = dayIn(at, timeZone);
  const index = new Date(`${day}T00:00:00Z`).getUTCDay();
  return WEEK_DAYS[(index + 6) % 7]!;
}

/**
 * Whether the sending schedule lets e-mails go out at this moment, in the person's time zone:
 * never with "never", always with "anytime", within the window on the chosen days otherwise (a
 * window whose end is before its start runs past midnight).
 */
export function scheduleAllows(settings: EffectiveSettings, at: Date, timeZone: string): boolean {
  if (settings.mode === 'never') return false;
  if (settings.mode === 'anytime') return true;
  const time = wallTimeIn(at, timeZone);
  const { timeFrom: from, timeTo: to } = settings;
  const inWindow = from <= to ? time >= from && time < to : time >= from || time < to;
  if (!inWindow) return false;
  // A window past midnight belongs to the day it started on.
  const startedOn = from > to && time < to ? new Date(at.getTime() - 24 * 60 * 60 * 1000) : at;
  return settings.days.includes(weekDayIn(startedOn, timeZone));
}

/** The next moment the schedule opens at or after `at` (within two weeks), for held e-mails. */
export function nextScheduleOpening(
  settings: EffectiveSettings,
  at: Date,
  timeZone: string,
): Date | null {
  if (settings.mode === 'never' || settings.days.length === 0) return null;
  if (scheduleAllows(settings, at, timeZone)) return at;
  for (let offset = 0; offset <= 14; offset += 1) {
    const day = dayIn(new Date(at.getTime() + offset * 24 * 60 * 60 * 1000), timeZone);
    const opening = instantAt(day, settings.timeFrom, timeZone);
    if (opening.getTime() >= at.getTime() && scheduleAllows(settings, opening, timeZone))
      return opening;
  }
  return null;
}

/** Whether a person is out of office on a day (YYYY-MM-DD). */
export function awayOn(
  person: { outOfOfficeFrom: string | null; outOfOfficeTo: string | null },
  day: string,
): boolean {
  return (
    person.outOfOfficeFrom !== null &&
    person.outOfOfficeTo !== null &&
    person.outOfOfficeFrom <= day &&
    day <= person.outOfOfficeTo
  );
}
