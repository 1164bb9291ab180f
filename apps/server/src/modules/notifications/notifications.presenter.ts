import type { Notification, NotificationType } from '@tandem/contract';
import { presentPerson } from '../users/index.ts';
import type { ListedNotification } from './notifications.repo.ts';

/** Where following a notification leads; `>` stands for the `#` of the comment's anchor. */
export function followOf(item: ListedNotification): string {
  const { row } = item;
  const anchor = row.commentId ? `>comment-${row.commentId}` : '';
  // A long-running timer is stopped where timers are kept.
  if (row.type === 'long_running_work') return '/timetracking';
  if (row.taskId) return `/task/${row.taskId}${anchor}`;
  if (row.noteId) return `/note/${row.noteId}${anchor}`;
  if (item.file?.uuid) return `/file/${item.file.uuid}${anchor}`;
  if (item.link?.uuid) return `/project-link/${item.link.uuid}${anchor}`;
  if (row.projectId) return `/project/${row.projectId}/discussions${anchor}`;
  return '/notifications';
}

export function presentNotification(item: ListedNotification, seenAt: Date | null): Notification {
  const { row } = item;
  const moreUsers = item.moreUsers.map(presentPerson);
  const notice = { ...row.notice };
  if (row.type === 'reaction') {
    const emojis = notice.reaction_emojis ?? [notice.reaction_emoji ?? ''];
    notice.reaction_emojis = emojis;
    notice.more_reacted_users = moreUsers.length;
    notice.more_reactions_by_one_user = Math.max(0, emojis.length - 1 - moreUsers.length);
  }
  return {
    id: row.id,
    uuid: row.uuid,
    type: row.type as NotificationType,
    author: item.author ? presentPerson(item.author) : null,
    who: item.who ? presentPerson(item.who) : null,
    date_action: row.dateAction.toISOString(),
    is_new: row.readAt === null && (seenAt === null || row.dateAction > seenAt),
    is_unread: row.readAt === null,
    was_moved: row.wasMoved,
    ...(row.commentId ? { comment: { id: row.commentId, is_description: false } } : {}),
    ...(item.note ? { document: item.note } : {}),
    ...(item.project ? { project: item.project } : {}),
    ...(item.task ? { task: { ...item.task, is_taskcheck: false } } : {}),
    ...(item.tasklist ? { tasklist: item.tasklist } : {}),
    ...(item.file ? { file: item.file } : {}),
    ...(item.file && row.commentId ? { file_comment: { id: row.commentId } } : {}),
    ...(item.link ? { project_link: item.link } : {}),
    ...(item.link && row.commentId ? { project_link_comment: { id: row.commentId } } : {}),
    multi_notification_types: row.moreTypes as NotificationType[],
    more_users: moreUsers,
    notice,
    follow: followOf(item),
  };
}
