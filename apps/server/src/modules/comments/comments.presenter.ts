import type { TaskComment } from '@tandem/contract';
import { LIKE_REACTION, ROUTES } from '@tandem/contract';
import type { CommentRow } from './comments.repo.ts';
import { deletionAllowedUntil } from './comments.policy.ts';

/** A task's comment as one viewer sees it, with what they may do with it. */
export function presentTaskComment(
  row: CommentRow,
  viewerId: number,
  may: { edit: boolean; delete: boolean },
): TaskComment {
  return {
    id: row.id,
    uuid: row.uuid,
    task_id: row.taskId,
    target: {
      type: row.target,
      id:
        row.target === 'task'
          ? row.taskId!
          : row.target === 'tasklist'
            ? row.tasklistId!
            : row.target === 'link'
              ? row.linkId!
              : row.target === 'note'
                ? row.noteId!
                : row.target === 'file'
                  ? row.fileId!
                  : row.projectId,
      name: row.targetName,
    },
    project: { id: row.projectId, name: row.projectName },
    author: row.author,
    date_add: row.dateAdd.toISOString(),
    date_edit: row.dateEdit?.toISOString() ?? null,
    content: row.content,
    count_reactions: row.reactions.reduce((sum, r) => sum + r.count, 0),
    deletion_allowed_until: deletionAllowedUntil(row.dateAdd).toISOString(),
    download_files_url:
      row.files.length > 0 ? `${ROUTES.files.commentArchive.path}?uuid=${row.uuid}` : null,
    files: row.files,
    liked_by_current_user: row.reactions.some(
      (r) => r.content === LIKE_REACTION && r.users.some((u) => u.id === viewerId),
    ),
    reactions: row.reactions,
    history: row.history,
    mentions: row.mentions,
    can_edit: may.edit,
    can_delete: may.delete,
  };
}
