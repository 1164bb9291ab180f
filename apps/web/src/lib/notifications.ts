import type { TFunction } from 'i18next';
import type { Notification } from '@tandem/contract';
import { dateTimeFormat, formatDateTime } from './format.ts';
import { i18next } from './i18n.ts';

/** The query keys of notifications: every list and count starts with `notificationKeys.all`. */
export const notificationKeys = {
  all: ['notifications'] as const,
  quick: ['notifications', 'quick'] as const,
  list: (filter: object) => ['notifications', 'list', filter] as const,
  filterData: ['notifications', 'filter-data'] as const,
  settings: ['notifications', 'settings'] as const,
};

/** What a notification is about, by name. */
export function subjectOf(n: Notification): string {
  return (
    n.task?.name ??
    n.document?.name ??
    n.file?.name ??
    n.project_link?.name ??
    n.project?.name ??
    ''
  );
}

/** The sentence a notification reads as, in the viewer's language. */
/** A due date as the notice carries it: a day alone, or a moment shown in the reader's zone. */
function dueWhen(due: string): string {
  const locale = i18next.language;
  return due.length === 10
    ? dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
        new Date(`${due}T00:00:00Z`),
      )
    : formatDateTime(due, locale);
}

export function describeNotification(n: Notification, t: TFunction): string {
  const who = n.author?.fullname ?? t('notifications.someone');
  const others = n.more_users.length;
  const by = others > 0 ? t('notifications.andOthers', { who, count: others }) : who;
  if (n.type === 'long_running_work' && !subjectOf(n))
    return t('notifications.text.long_running_work_untitled');
  const base = t(`notifications.text.${n.type}`, {
    who: by,
    what: subjectOf(n),
    when: n.notice.due_date ? dueWhen(n.notice.due_date) : '',
  });
  if (n.type === 'comment' && (n.notice.more_comments ?? 0) > 0)
    return `${base} ${t('notifications.moreComments', { count: n.notice.more_comments })}`;
  if (n.type === 'reaction') return `${base} ${(n.notice.reaction_emojis ?? []).join(' ')}`;
  return base;
}

/** The address that marks a notification read and goes where it leads. */
export const followHref = (n: Notification) =>
  `/notification?nid=${n.id}&follow=${encodeURIComponent(n.follow)}`;

/** A follow target as an address: `>` stands for the `#` of an anchor (document 1, guard 2). */
export function followTarget(follow: string | null): string {
  if (!follow || !follow.startsWith('/') || follow.startsWith('//')) return '/notifications';
  return follow.replace('>', '#');
}

/**
 * The favicon with the unread count on it: the count below 10, otherwise a plus; the plain icon
 * when nothing is unread.
 */
export function badgeFavicon(count: number): void {
  const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) return;
  link.dataset.plain ??= link.href;
  link.dataset.plainType ??= link.type;
  if (count <= 0) {
    link.href = link.dataset.plain;
    link.type = link.dataset.plainType;
    return;
  }
  const canvas = document.createElement('canvas');
  canvas.width = 32;
  canvas.height = 32;
  const context = canvas.getContext('2d');
  if (!context) return;
  const image = new Image();
  image.onload = () => {
    context.drawImage(image, 0, 0, 32, 32);
    context.fillStyle = '#e03131';
    context.beginPath();
    context.arc(22, 10, 10, 0, 2 * Math.PI);
    context.fill();
    context.fillStyle = '#fff';
    context.font = 'bold 16px sans-serif';
    context.textAlign = 'center';
    context.textBaseline = 'middle';
    context.fillText(count < 10 ? String(count) : '+', 22, 11);
    link.type = 'image/png';
    link.href = canvas.toDataURL('image/png');
  };
  image.src = link.dataset.plain;
}
