import type { ProjectTag } from '@tandem/contract';
import type { TagRow } from './project-tags.repo.ts';

/**
 * A tag for one viewer. Only its author edits it; the author may make it public where they manage
 * public tags (`canManagePublic`: on a project, its canManagePublicTag; in the tag list, whether
 * they manage any project).
 */
export function presentProjectTag(
  row: TagRow,
  viewerId: number,
  canManagePublic: boolean,
): ProjectTag {
  const isAuthor = row.authorId === viewerId;
  return {
    id: row.id,
    tag: row.tag,
    color: row.color,
    is_private: row.isPrivate,
    can_be_public: isAuthor && canManagePublic,
    can_be_edited: isAuthor,
    users_id: row.authorId,
    usageCount: row.usageCount,
  };
}
