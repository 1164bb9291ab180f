import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { dateTimeSchema, idSchema, personSchema, stateSchema } from './common.ts';
import { pidQuerySchema } from './projects.ts';
import { tidQuerySchema } from './tasks.ts';
import { noteIdQuerySchema } from './notes.ts';
import { currentUserSchema } from './auth.ts';
import { FILE_CAPTION_MAX, FILE_DESCRIPTION_MAX, FILE_PREVIEW_SIZES } from './file-values.ts';

/**
 * The spec's File (document 1): what was uploaded, as the server names and types it. The type is
 * told from the content; `filename` is the safe name it is served under, `original_filename` the
 * name it came with (cleaned). `task_id`, `comment_id` and `note_id` say what it is attached to
 * (all null for the project's own files); `width` and `height` are a picture's, `has_preview` whether a thumbnail
 * and a preview exist (`get-link` with a size). `uploaded_file` is true once the bytes are stored,
 * `is_transcoded` once previews are made. `count_comments` stays 0 until files carry comments.
 */
export const fileSchema = z.object({
  id: z.number(),
  uuid: z.string(),
  original_filename: z.string(),
  filename: z.string(),
  extension: z.string(),
  mime_type: z.string(),
  size: z.number(),
  caption: z.string().nullable(),
  description: z.string().nullable(),
  date_add: dateTimeSchema,
  date_deleted: dateTimeSchema.nullable(),
  deleted_by: personSchema.nullable(),
  owner: personSchema,
  state: stateSchema,
  uploaded_file: z.boolean(),
  is_transcoded: z.boolean(),
  project: z.object({ id: z.number(), name: z.string() }),
  task_id: z.number().nullable(),
  comment_id: z.number().nullable(),
  note_id: z.number().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  has_preview: z.boolean(),
  count_comments: z.number(),
  /** Where the file is shown (a picture) or downloaded (anything else). */
  url: z.string().optional(),
  can_edit: z.boolean(),
});
export type TandemFile = z.infer<typeof fileSchema>;

export const fileUuidQuerySchema = z.object({ uuid: z.uuid('Enter a valid uuid.') });

/** A caption and a description: trimmed, whitespace collapsed, empty meaning none. */
const collapsed = (max: number, what: string) =>
  z
    .string()
    .transform((text) => text.replace(/\s+/g, ' ').trim())
    .pipe(z.string().max(max, `${what} can be at most ${max} characters long.`))
    .transform((text) => (text === '' ? null : text))
    .nullable();

export const fileEditBodySchema = z.object({
  caption: collapsed(FILE_CAPTION_MAX, 'A caption').optional(),
  description: collapsed(FILE_DESCRIPTION_MAX, 'A description').optional(),
});
export type FileEditInput = z.input<typeof fileEditBodySchema>;

const linkSchema = z.object({ url: z.string() });
const filesSchema = z.object({ files: z.array(fileSchema) });
const oneFileSchema = z.object({ file: fileSchema });

/**
 * An upload: a `multipart/form-data` body with one file in the `file` field (`upload: true`).
 * The answer is the stored file.
 */
export const fileEndpoints = {
  uploadToTask: endpoint({
    method: 'POST',
    path: '/api/task-files/upload',
    auth: 'user',
    query: tidQuerySchema,
    upload: true,
    response: oneFileSchema,
    status: 201,
  }),
  uploadToProject: endpoint({
    method: 'POST',
    path: '/api/project-files/upload',
    auth: 'user',
    query: pidQuerySchema,
    upload: true,
    response: oneFileSchema,
    status: 201,
  }),
  /** A file of a note's own, added by who may edit the note. */
  uploadToNote: endpoint({
    method: 'POST',
    path: '/api/note-files/upload',
    auth: 'user',
    query: noteIdQuerySchema,
    upload: true,
    response: oneFileSchema,
    status: 201,
  }),
  /** A file for a comment of the caller's (the comment by its uuid), after it was written. */
  uploadToComment: endpoint({
    method: 'POST',
    path: '/public/comment-files/upload',
    auth: 'user',
    query: fileUuidQuerySchema,
    upload: true,
    response: oneFileSchema,
    status: 201,
  }),
  /** The task's files and those of its comments, newest first; trashed ones with `trashed=1`. */
  taskFiles: endpoint({
    method: 'GET',
    path: '/api/task-files/list',
    auth: 'user',
    query: tidQuerySchema,
    response: filesSchema,
  }),
  /** A note's own files, newest first. */
  noteFiles: endpoint({
    method: 'GET',
    path: '/api/note-files/list',
    auth: 'user',
    query: noteIdQuerySchema,
    response: filesSchema,
  }),
  /** Every file of the project the viewer sees: its own, its tasks', notes' and comments'. */
  projectFiles: endpoint({
    method: 'GET',
    path: '/api/project-files/list',
    auth: 'user',
    query: pidQuerySchema,
    response: filesSchema,
  }),
  /** The files one person added (`/profile/files`, `/user/{userId}/files`), newest 500. */
  userFiles: endpoint({
    method: 'GET',
    path: '/api/user-files/list',
    auth: 'user',
    query: z.object({ uid: idSchema }),
    response: filesSchema,
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/file/detail',
    auth: 'user',
    query: fileUuidQuerySchema,
    response: oneFileSchema,
  }),
  /** Where a picture (or its thumbnail or preview) is shown; anything else is downloaded there. */
  getLink: endpoint({
    method: 'GET',
    path: '/api/file/get-link',
    auth: 'user',
    query: fileUuidQuerySchema.extend({ size: z.enum(FILE_PREVIEW_SIZES).optional() }),
    response: linkSchema,
  }),
  getDownloadLink: endpoint({
    method: 'GET',
    path: '/api/file/get-download-link',
    auth: 'user',
    query: fileUuidQuerySchema,
    response: linkSchema,
  }),
  /** A picture's bytes (or its thumbnail's or preview's) to show in the page. */
  content: endpoint({
    method: 'GET',
    path: '/api/file/content',
    auth: 'user',
    query: fileUuidQuerySchema.extend({ size: z.enum(FILE_PREVIEW_SIZES).optional() }),
    binary: true,
    response: z.unknown(),
  }),
  /** The file as an attachment, under its safe name. */
  download: endpoint({
    method: 'GET',
    path: '/api/file/download',
    auth: 'user',
    query: fileUuidQuerySchema,
    binary: true,
    response: z.unknown(),
  }),
  /** Where the zip of all the task's files is downloaded (the task's uuid). */
  downloadArchive: endpoint({
    method: 'GET',
    path: '/api/task-files/download-archive',
    auth: 'user',
    query: fileUuidQuerySchema,
    response: linkSchema,
  }),
  /** The zip of all the task's files, streamed. */
  archive: endpoint({
    method: 'GET',
    path: '/api/task-files/archive',
    auth: 'user',
    query: fileUuidQuerySchema,
    binary: true,
    response: z.unknown(),
  }),
  /** The zip of all of a comment's files (the comment's uuid), streamed. */
  commentArchive: endpoint({
    method: 'GET',
    path: '/api/comment-files/archive',
    auth: 'user',
    query: fileUuidQuerySchema,
    binary: true,
    response: z.unknown(),
  }),
  edit: endpoint({
    method: 'POST',
    path: '/api/files/edit',
    auth: 'user',
    query: fileUuidQuerySchema,
    body: fileEditBodySchema,
    response: oneFileSchema,
  }),
  /** To the trash: the uploader, or those who manage the project. */
  delete: endpoint({
    method: 'DELETE',
    path: '/api/files/delete',
    auth: 'user',
    query: fileUuidQuerySchema,
    response: oneFileSchema,
  }),
  restore: endpoint({
    method: 'POST',
    path: '/api/files/restore',
    auth: 'user',
    query: fileUuidQuerySchema,
    response: oneFileSchema,
  }),
  /** The caller's photo (their `cover`): a picture, made a square, shown as their avatar. */
  uploadCover: endpoint({
    method: 'POST',
    path: '/api/user/cover/upload',
    auth: 'user',
    upload: true,
    response: z.object({ user: currentUserSchema }),
  }),
  removeCover: endpoint({
    method: 'POST',
    path: '/api/user/cover/remove',
    auth: 'user',
    response: z.object({ user: currentUserSchema }),
  }),
  /** A person's photo by its public uuid (document 2): anyone's with the address. */
  publicAvatar: endpoint({
    method: 'GET',
    path: '/public/file/avatar',
    auth: 'public',
    query: fileUuidQuerySchema,
    binary: true,
    response: z.unknown(),
  }),
  /** The photos' addresses of the given people the caller shares a project with (or is). */
  avatars: endpoint({
    method: 'GET',
    path: '/api/user/avatars',
    auth: 'user',
    query: z.object({
      /** Comma-separated ids. */
      ids: z
        .string()
        .regex(
          /^[1-9][0-9]{0,15}(,[1-9][0-9]{0,15}){0,99}$/,
          'Send up to 100 ids, separated by commas.',
        )
        .transform((v) => v.split(',').map(Number)),
    }),
    response: z.object({
      avatars: z.array(z.object({ id: z.number(), avatar: z.string().nullable() })),
    }),
  }),
  /** A person's photo by their id, for who shares a project with them (404 without a photo). */
  userAvatar: endpoint({
    method: 'GET',
    path: '/api/user/avatar',
    auth: 'user',
    query: z.object({ id: idSchema }),
    binary: true,
    response: z.unknown(),
  }),
};
