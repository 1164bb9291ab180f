import type { EventType, NotificationNotice, NotificationType } from '@tandem/contract';
import type { DbOrTx } from '../../db/client.ts';
import {
  commentFacts,
  mentionedIn,
  noteFacts,
  ownerOfLiveFile,
  taskFacts,
  tasklistFollowers,
} from './concerned.repo.ts';
import type { PendingEvent } from './notifications.repo.ts';

/** One person to tell of an event, and how. */
export interface Candidate {
  userId: number;
  type: NotificationType;
  /** The other kinds this one also is (a mention in a comment on a task one follows). */
  moreTypes: NotificationType[];
  /** Told only as who assigned the task: `notification_when_task_finished` decides. */
  asAssigner?: boolean;
}

/** What the notifications of one event say, whoever reads them. */
export interface Telling {
  candidates: Candidate[];
  /** Happenings of one kind about one thing merge into an unread notification (per kind). */
  groupKey: (type: NotificationType) => string | null;
  notice: NotificationNotice;
  fileId?: number | null;
  linkId?: number | null;
  /** The task or note it is about went to the trash: nobody is told. */
  trashed: boolean;
}

/** The event types notifications are made of. */
export const NOTIFYING_EVENTS: readonly EventType[] = [
  'task.workers_changed',
  'comment.created',
  'comment.reacted',
  'task.finished',
  'task.due_dates_changed',
  'note.updated',
  'task.created',
];

/** Each person once, with the first kind they were given and the others as more kinds. */
function merge(lists: Array<[NotificationType, number[]]>): Candidate[] {
  const byUser = new Map<number, Candidate>();
  for (const [type, userIds] of lists)
    for (const userId of userIds) {
      const found = byUser.get(userId);
      if (!found) byUser.set(userId, { userId, type, moreTypes: [] });
      else if (found.type !== type && !found.moreTypes.includes(type)) found.moreTypes.push(type);
    }
  return [...byUser.values()];
}

const NOBODY: Telling = { candidates: [], groupKey: () => null, notice: {}, trashed: false };

/**
 * Who is told of an event, and what: the people it concerns by the rules of the product, before
 * the author, sight and settings are taken into account.
 */
export async function tellingOf(db: DbOrTx, event: PendingEvent): Promise<Telling> {
  const notice = event.notice ?? {};
  switch (event.type) {
    case 'task.workers_changed': {
      const added = (notice.added_users ?? []).map((u) => u.id);
      if (!event.taskId || added.length === 0) return NOBODY;
      const task = await taskFacts(db, event.taskId);
      return {
        candidates: merge([['task_assigned', added]]),
        groupKey: () => null,
        notice: {},
        trashed: task?.trashed ?? true,
      };
    }
    case 'task.finished': {
      if (!event.taskId) return NOBODY;
      const task = await taskFacts(db, event.taskId);
      if (!task) return NOBODY;
      return {
        candidates: [
          ...merge([
            ['task_finished', [task.authorId]],
            ['tracked_task_finished', [...task.followers, ...task.workers]],
          ]),
          // Who gave the task to its workers hears of it too, if they want to.
          ...(task.assignerId !== null &&
          ![task.authorId, ...task.followers, ...task.workers].includes(task.assignerId)
            ? [
                {
                  userId: task.assignerId,
                  type: 'task_finished' as const,
                  moreTypes: [],
                  asAssigner: true,
                },
              ]
            : []),
        ],
        groupKey: () => null,
        notice: {},
        trashed: task.trashed,
      };
    }
    case 'task.due_dates_changed': {
      if (!event.taskId) return NOBODY;
      const task = await taskFacts(db, event.taskId);
      if (!task) return NOBODY;
      return {
        candidates: merge([['due_date_changed', [...task.workers, ...task.followers]]]),
        groupKey: () => `due:${event.taskId}`,
        notice: {
          due_date: notice.due_date ?? null,
          due_date_end: notice.due_date_end ?? null,
          due_date_previous: notice.due_date_previous ?? null,
          due_date_end_previous: notice.due_date_end_previous ?? null,
        },
        trashed: task.trashed,
      };
    }
    case 'task.created': {
      if (!event.taskId || !event.tasklistId) return NOBODY;
      const task = await taskFacts(db, event.taskId);
      if (!task) return NOBODY;
      return {
        candidates: merge([['new_task', await tasklistFollowers(db, event.tasklistId)]]),
        groupKey: () => null,
        notice: {},
        trashed: task.trashed,
      };
    }
    case 'note.updated': {
      if (!event.noteId) return NOBODY;
      const note = await noteFacts(db, event.noteId);
      if (!note) return NOBODY;
      return {
        candidates: merge([['note_edited', note.followers]]),
        groupKey: () => `note:${event.noteId}`,
        notice: {},
        trashed: note.trashed,
      };
    }
    case 'comment.reacted': {
      if (!event.commentId || notice.was_deleted) return NOBODY;
      const comment = await commentFacts(db, event.commentId);
      if (!comment) return NOBODY;
      const trashed = await threadTrashed(db, event);
      return {
        candidates: merge([['reaction', [comment.authorId]]]),
        groupKey: () => `reaction:${event.commentId}`,
        notice: { reaction_emoji: notice.reaction_emoji ?? '' },
        fileId: comment.fileId,
        linkId: comment.linkId,
        trashed,
      };
    }
    case 'comment.created': {
      if (!event.commentId) return NOBODY;
      const comment = await commentFacts(db, event.commentId);
      if (!comment) return NOBODY;
      const mentioned = await mentionedIn(db, event.commentId);
      const concerned: number[] = [];
      let trashed = false;
      if (event.taskId) {
        const task = await taskFacts(db, event.taskId);
        if (task) {
          concerned.push(task.authorId, ...task.workers, ...task.followers);
          trashed = task.trashed;
        }
      } else if (event.noteId) {
        const note = await noteFacts(db, event.noteId);
        if (note) {
          concerned.push(...note.followers);
          trashed = note.trashed;
        }
      } else if (comment.fileId) {
        const owner = await ownerOfLiveFile(db, comment.fileId);
        if (owner !== null) concerned.push(owner);
        else trashed = true;
      }
      const thread = event.taskId
        ? `task:${event.taskId}`
        : event.noteId
          ? `note:${event.noteId}`
          : comment.fileId
            ? `file:${comment.fileId}`
            : comment.linkId
              ? `link:${comment.linkId}`
              : `project:${event.projectId}`;
      return {
        candidates: merge([
          ['mention', mentioned],
          ['comment', concerned],
        ]),
        // A mention stands alone; comments on one thread gather.
        groupKey: (type) => (type === 'comment' ? `comment:${thread}` : null),
        notice: { comment_text: notice.comment_text ?? '' },
        fileId: comment.fileId,
        linkId: comment.linkId,
        trashed,
      };
    }
    default:
      return NOBODY;
  }
}

/** Whether the task or note a thread belongs to is in the trash. */
async function threadTrashed(db: DbOrTx, event: PendingEvent): Promise<boolean> {
  if (event.taskId) return (await taskFacts(db, event.taskId))?.trashed ?? true;
  if (event.noteId) return (await noteFacts(db, event.noteId))?.trashed ?? true;
  return false;
}

/** The setting that sends a kind by e-mail at once. */
export const INSTANT_SWITCH: Record<NotificationType, string> = {
  task_assigned: 'instant_notif_task_assigned',
  mention: 'instant_notif_ping_or_mention',
  comment: 'instant_notif_new_comment',
  reaction: 'instant_notif_new_notification',
  task_finished: 'instant_notif_finished_task',
  tracked_task_finished: 'instant_notif_finished_tracked_task',
  due_date_changed: 'instant_notif_new_notification',
  note_edited: 'instant_notif_document_edit',
  reminder: 'notif_task_remind',
  due_date: 'enable_due_date_notifications',
  new_task: 'instant_notif_new_task_in_tracked_tasklist',
  long_running_work: 'instant_notif_new_notification',
};
