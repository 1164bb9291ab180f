import type { TandemFile } from '@tandem/contract';
import { FILE_STATE, ROUTES } from '@tandem/contract';
import type { FileRow } from './files.repo.ts';

/** Where the browser shows a picture (or its thumbnail or preview), or downloads anything else. */
export const contentUrl = (uuid: string, size?: 'thumb' | 'preview') =>
  `${ROUTES.files.content.path}?uuid=${uuid}${size ? `&size=${size}` : ''}`;
export const downloadUrl = (uuid: string) => `${ROUTES.files.download.path}?uuid=${uuid}`;

/** The spec's File shape, as one viewer sees it. */
export function presentFile(row: FileRow, canEdit: boolean, inline: boolean): TandemFile {
  return {
    id: row.id,
    uuid: row.uuid,
    original_filename: row.originalFilename,
    filename: row.filename,
    extension: row.extension,
    mime_type: row.mimeType,
    size: row.size,
    caption: row.caption,
    description: row.description,
    date_add: row.dateAdd.toISOString(),
    date_deleted: row.dateDeleted?.toISOString() ?? null,
    deleted_by: row.dateDeleted ? row.deletedBy : null,
    owner: row.owner,
    state:
      row.dateDeleted === null
        ? { id: FILE_STATE.active, state: 'active' }
        : { id: FILE_STATE.deleted, state: 'deleted' },
    uploaded_file: true,
    is_transcoded: row.hasPreview,
    project: { id: row.projectId, name: row.projectName },
    task_id: row.taskId,
    comment_id: row.commentId,
    note_id: row.noteId,
    width: row.width,
    height: row.height,
    has_preview: row.hasPreview,
    count_comments: row.countComments,
    url: inline ? contentUrl(row.uuid) : downloadUrl(row.uuid),
    can_edit: canEdit,
  };
}
