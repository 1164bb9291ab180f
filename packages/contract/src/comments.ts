import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { dateTimeSchema, idSchema, okSchema, personSchema } from './common.ts';
import { LIMITS } from './limits.ts';
import { taskSchema, tidQuerySchema } from './tasks.ts';

/** One emoji reaction on a comment: the emoji, how many gave it and who. */
export const commentReactionSchema = z.object({
  content: z.string(),
  count: z.number(),
  users: z.array(personSchema),
});
export type CommentReaction = z.infer<typeof commentReactionSchema>;

/** A file attached to a comment, as the comment shows it. */
export const commentFileSchema = z.object({
  id: z.number(),
  uuid: z.string(),
  original_filename: z.string(),
  mime_type: z.string(),
  size: z.number(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  has_preview: z.boolean(),
});
export type CommentFile = z.infer<typeof commentFileSchema>;

/** One earlier version of a comment: when it was replaced and by whom. */
export const commentHistoryEntrySchema = z.object({
  date_edited_at: dateTimeSchema,
  editor: personSchema,
});

/** What a comment is on. */
export const COMMENT_TARGET_TYPES = [
  'task',
  'tasklist',
  'project',
  'link',
  'note',
  'file',
] as const;
export type CommentTargetType = (typeof COMMENT_TARGET_TYPES)[number];

/**
 * The spec's Task comment (document 2), for comments on any target: `target` names what it is on
 * (a task, a task list, the project itself), `project` the project it is in. `content` is sanitized HTML. The author may delete the
 * comment until `deletion_allowed_until`; commanders, the owner and business captains at any time
 * (`can_delete` says what the viewer may do now). `mentions` are the people the content mentions.
 */
export const taskCommentSchema = z.object({
  id: z.number(),
  uuid: z.string(),
  /** The task the comment is on; null for comments on a task list or the project. */
  task_id: z.number().nullable(),
  target: z.object({ type: z.enum(COMMENT_TARGET_TYPES), id: z.number(), name: z.string() }),
  project: z.object({ id: z.number(), name: z.string() }),
  author: personSchema,
  date_add: dateTimeSchema,
  date_edit: dateTimeSchema.nullable(),
  content: z.string(),
  count_reactions: z.number(),
  deletion_allowed_until: dateTimeSchema,
  /** An address to download the comment's files at once as a zip; null when it has none. */
  download_files_url: z.string().nullable(),
  /** The files attached to the comment, oldest first. */
  files: z.array(commentFileSchema),
  liked_by_current_user: z.boolean(),
  reactions: z.array(commentReactionSchema),
  history: z.array(commentHistoryEntrySchema),
  mentions: z.array(personSchema),
  can_edit: z.boolean(),
  can_delete: z.boolean(),
});
export type TaskComment = z.infer<typeof taskCommentSchema>;

/** A comment's text as the editor sends it: HTML, bounded, with something readable in it. */
export const commentContentSchema = z
  .string({ error: 'Write a comment.' })
  .max(
    LIMITS.commentMax,
    `A comment can be at most ${LIMITS.commentMax.toLocaleString('en-US')} characters long.`,
  )
  .refine(
    (html) =>
      html
        .replace(/<[^>]*>/g, '')
        .replace(/&nbsp;/g, ' ')
        .trim() !== '',
    {
      message: 'Write a comment.',
    },
  );

export const commentBodySchema = z.object({ content: commentContentSchema });

/** Emoji characters with their modifiers and joiners, nothing else. */
const EMOJI = /^(?:\p{Extended_Pictographic}|\p{Emoji_Component}|\u200d|\ufe0f)+$/u;
const SEGMENTER = new Intl.Segmenter('en', { granularity: 'grapheme' });
/** One emoji as a reader sees it (a family or a flag is one), bounded in length. */
const isOneEmoji = (text: string) =>
  text.length <= LIMITS.reactionMax &&
  EMOJI.test(text) &&
  [...SEGMENTER.segment(text)].length === 1;
export const reactionBodySchema = z.object({
  content: z.string({ error: 'Choose an emoji.' }).refine(isOneEmoji, 'Choose an emoji.'),
  /** Whether the viewer now gives the reaction (true) or takes it back (false). */
  on: z.boolean({ error: 'Say whether the reaction is given (true) or taken back (false).' }),
});

export const commentUuidQuerySchema = z.object({ uuid: z.uuid('Enter a valid uuid.') });

/** One page back through comments: those older than `before_id`, at most `limit`. */
export const commentPageQuerySchema = z.object({
  /** Comments older than this one (by id), for the next page back. */
  before_id: idSchema.optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1, 'The limit must be at least 1.')
    .max(LIMITS.commentsPageMax, `The limit can be at most ${LIMITS.commentsPageMax}.`)
    .optional(),
});
export const commentListQuerySchema = tidQuerySchema.extend(commentPageQuerySchema.shape);

const threadSchema = z.object({
  comments: z.array(taskCommentSchema),
  has_more: z.boolean(),
  count: z.number(),
  /** Whether the viewer may add a comment here now (not in the trash, the project can change). */
  can_write: z.boolean(),
});

export const taskCommentEndpoints = {
  /**
   * The task's comments, oldest first, one page: the newest `limit` (default 50) before
   * `before_id`. `has_more` says whether older ones remain; `count` is all of the task's comments.
   */
  list: endpoint({
    method: 'GET',
    path: '/api/task-comments/list',
    auth: 'user',
    query: commentListQuerySchema,
    response: threadSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/task-comments/create',
    auth: 'user',
    query: tidQuerySchema,
    body: commentBodySchema,
    response: z.object({ comment: taskCommentSchema }),
    status: 201,
  }),
  /** The viewer has seen the task's comments: its unread mark is cleared for them. */
  markRead: endpoint({
    method: 'POST',
    path: '/api/task-comments/mark-read',
    auth: 'user',
    query: tidQuerySchema,
    response: okSchema,
  }),
  /**
   * The task's description becomes a comment again (the comment it came from, when it came from
   * one); the description is then empty. Needs the right to edit the task.
   */
  fromDescription: endpoint({
    method: 'POST',
    path: '/api/task-comments/from-description',
    auth: 'user',
    query: tidQuerySchema,
    response: z.object({ comment: taskCommentSchema, task: taskSchema }),
  }),
};

/**
 * The two calls of a thread on one kind of thing, named by its id in the query: its comments,
 * paged as a task's, and writing one.
 */
function threadEndpoints<const Base extends string, const Key extends string>(
  base: Base,
  key: Key,
) {
  const idQuery = z.object({ [key]: idSchema } as { [K in Key]: typeof idSchema });
  return {
    list: endpoint({
      method: 'GET',
      path: `${base}/list`,
      auth: 'user',
      query: idQuery.extend(commentPageQuerySchema.shape),
      response: threadSchema,
    }),
    create: endpoint({
      method: 'POST',
      path: `${base}/create`,
      auth: 'user',
      query: idQuery,
      body: commentBodySchema,
      response: z.object({ comment: taskCommentSchema }),
      status: 201,
    }),
  };
}

/** The comments on a task list (its `count_comments`), paged as a task's. */
export const tasklistCommentEndpoints = threadEndpoints('/api/tasklist-comments', 'tlid');

/** The comments on a project link (its `count_comments`), paged as a task's. */
export const linkCommentEndpoints = threadEndpoints('/api/link-comments', 'lid');

/** The comments on a file (its `count_comments`), paged as a task's. */
export const fileCommentEndpoints = threadEndpoints('/api/file-comments', 'fid');

/** The comments on a note (its `count_comments`), paged as a task's. */
export const noteCommentEndpoints = threadEndpoints('/api/note-comments', 'nid');

/** The project's own discussion (the project's `discussions` page), paged as a task's. */
export const projectCommentEndpoints = threadEndpoints('/api/project-comments', 'pid');

/** One comment wherever it is, and the newest comments across everything the viewer sees. */
export const commentEndpoints = {
  /** The author edits their comment; the version it replaces is kept in its history. */
  edit: endpoint({
    method: 'POST',
    path: '/api/comments/edit',
    auth: 'user',
    query: commentUuidQuerySchema,
    body: commentBodySchema,
    response: z.object({ comment: taskCommentSchema }),
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/api/comments/delete',
    auth: 'user',
    query: commentUuidQuerySchema,
    response: okSchema,
  }),
  /** Gives or takes back one emoji reaction of the viewer's (a like is the thumbs up). */
  react: endpoint({
    method: 'POST',
    path: '/api/comments/react',
    auth: 'user',
    query: commentUuidQuerySchema,
    body: reactionBodySchema,
    response: z.object({ comment: taskCommentSchema }),
  }),
  /**
   * A comment on a task becomes the task's description and leaves the thread; a description
   * there was becomes a comment, so no text is lost. Needs the right to edit the task.
   */
  toDescription: endpoint({
    method: 'POST',
    path: '/api/comments/to-description',
    auth: 'user',
    query: commentUuidQuerySchema,
    response: z.object({ task: taskSchema }),
  }),
  /** The earlier versions of a comment, newest first, with their content. */
  history: endpoint({
    method: 'GET',
    path: '/api/comments/history',
    auth: 'user',
    query: commentUuidQuerySchema,
    response: z.object({
      history: z.array(commentHistoryEntrySchema.extend({ content: z.string() })),
    }),
  }),
  /**
   * The latest discussions: the newest comments on everything the viewer sees (tasks, task
   * lists, projects), newest first, a page of `limit` (default 30) before `before_id`.
   */
  latest: endpoint({
    method: 'GET',
    path: '/api/comments/latest',
    auth: 'user',
    query: commentPageQuerySchema,
    response: z.object({ comments: z.array(taskCommentSchema), has_more: z.boolean() }),
  }),
};
