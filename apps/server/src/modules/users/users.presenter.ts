import type { CurrentUser, OutOfOffice, Person } from '@tandem/contract';
import { completeDashboard } from '@tandem/contract';
import type { UserRow } from './users.repo.ts';

export function fullnameOf(user: Pick<UserRow, 'fname' | 'lname'>): string {
  return [user.fname, user.lname].filter(Boolean).join(' ');
}

/** Splits a full name at its first space into first and last name. */
export function splitFullname(fullname: string): { fname: string; lname: string } {
  const [fname = '', ...rest] = fullname.trim().split(/\s+/);
  return { fname, lname: rest.join(' ') };
}

/** The public address of a person's photo; null without one. */
export const avatarUrlOf = (user: Pick<UserRow, 'coverUuid'>): string | null =>
  user.coverUuid ? `/public/file/avatar?uuid=${user.coverUuid}` : null;

export function presentCurrentUser(user: UserRow): CurrentUser {
  return {
    id: user.id,
    fullname: fullnameOf(user),
    fname: user.fname,
    lname: user.lname,
    email: user.email,
    locale_code: user.localeCode,
    language_code: user.localeCode.slice(0, 2),
    mention_key: user.mentionKey,
    public_token: user.uuid,
    avatar: avatarUrlOf(user),
    cover: user.coverUuid ? { uuid: user.coverUuid } : null,
    timezone: user.timezone,
    has_api_key: user.apiKeyHash !== null,
    out_of_office: presentOutOfOffice(user),
    dark_mode: user.darkMode,
    dont_collapse_comment: user.dontCollapseComment,
    scroll_to_newest_comment: user.scrollToNewestComment,
    comments_desc_order: user.commentsDescOrder,
    alert_due_date_change: user.alertDueDateChange,
    dashboard: completeDashboard(user.dashboardLayout),
  };
}

/** The out-of-office period a user has set, or null. */
export function presentOutOfOffice(
  user: Pick<UserRow, 'outOfOfficeFrom' | 'outOfOfficeTo'>,
): OutOfOffice | null {
  return user.outOfOfficeFrom && user.outOfOfficeTo
    ? { date_from: user.outOfOfficeFrom, date_to: user.outOfOfficeTo }
    : null;
}

export function presentPerson(user: { id: number; fname: string; lname: string }): Person {
  return { id: user.id, fullname: fullnameOf(user) };
}
