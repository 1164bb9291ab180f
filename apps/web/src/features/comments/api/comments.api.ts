import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { CommentFile, CommentTargetType, Person, Task, TaskComment } from '@tandem/contract';
import { LIKE_REACTION, ROUTES } from '@tandem/contract/browser';
import { call, uploadFile } from '../../../lib/api-client.ts';
import { fileKeys } from '../../../lib/files.ts';
import { storeTask } from '../../../lib/tasks/task-detail.api.ts';
import { taskKeys } from '../../../lib/tasks/tasks.api.ts';

/** What a thread is on: a task, a task list, or the project itself. */
export interface ThreadTarget {
  type: CommentTargetType;
  id: number;
}

/** Query keys of comments, defined once. */
export const commentKeys = {
  all: ['comments'] as const,
  thread: (target: ThreadTarget) => ['comments', target.type, target.id] as const,
  task: (taskId: number) => commentKeys.thread({ type: 'task', id: taskId }),
  history: (uuid: string) => ['comments', 'history', uuid] as const,
  latest: () => ['comments', 'latest'] as const,
};

/** The thread's list and create calls, by what it is on. */
function threadRoutes(target: ThreadTarget) {
  if (target.type === 'task')
    return {
      list: (page: PageQuery, signal: AbortSignal) =>
        call(ROUTES.taskComments.list, { query: { tid: target.id, ...page } }, { signal }),
      create: (content: string) =>
        call(ROUTES.taskComments.create, { query: { tid: target.id }, body: { content } }),
    };
  if (target.type === 'tasklist')
    return {
      list: (page: PageQuery, signal: AbortSignal) =>
        call(ROUTES.tasklistComments.list, { query: { tlid: target.id, ...page } }, { signal }),
      create: (content: string) =>
        call(ROUTES.tasklistComments.create, { query: { tlid: target.id }, body: { content } }),
    };
  if (target.type === 'link')
    return {
      list: (page: PageQuery, signal: AbortSignal) =>
        call(ROUTES.linkComments.list, { query: { lid: target.id, ...page } }, { signal }),
      create: (content: string) =>
        call(ROUTES.linkComments.create, { query: { lid: target.id }, body: { content } }),
    };
  if (target.type === 'file')
    return {
      list: (page: PageQuery, signal: AbortSignal) =>
        call(ROUTES.fileComments.list, { query: { fid: target.id, ...page } }, { signal }),
      create: (content: string) =>
        call(ROUTES.fileComments.create, { query: { fid: target.id }, body: { content } }),
    };
  if (target.type === 'note')
    return {
      list: (page: PageQuery, signal: AbortSignal) =>
        call(ROUTES.noteComments.list, { query: { nid: target.id, ...page } }, { signal }),
      create: (content: string) =>
        call(ROUTES.noteComments.create, { query: { nid: target.id }, body: { content } }),
    };
  return {
    list: (page: PageQuery, signal: AbortSignal) =>
      call(ROUTES.projectComments.list, { query: { pid: target.id, ...page } }, { signal }),
    create: (content: string) =>
      call(ROUTES.projectComments.create, { query: { pid: target.id }, body: { content } }),
  };
}
interface PageQuery {
  limit: number;
  before_id?: number;
}

interface Page {
  comments: TaskComment[];
  has_more: boolean;
  count: number;
}
type Thread = InfiniteData<Page, unknown>;

export const COMMENTS_PAGE = 50;

const threadQuery = (target: ThreadTarget) =>
  infiniteQueryOptions({
    queryKey: commentKeys.thread(target),
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam, signal }) =>
      threadRoutes(target).list(
        { limit: COMMENTS_PAGE, ...(pageParam === undefined ? {} : { before_id: pageParam }) },
        signal,
      ),
    getNextPageParam: (last) => (last.has_more ? last.comments[0]?.id : undefined),
  });

/** A thread's comments, a page at a time from the newest; `fetchNextPage` reaches older ones. */
export function useThread(target: ThreadTarget) {
  return useInfiniteQuery(threadQuery(target));
}

/** Starts loading a thread's newest page early (beside the task it belongs to). */
export function prefetchThread(queryClient: QueryClient, target: ThreadTarget): void {
  void queryClient.prefetchInfiniteQuery(threadQuery(target));
}

/** The newest comments on everything the viewer sees, a page at a time. */
export function useLatestComments() {
  return useInfiniteQuery({
    queryKey: commentKeys.latest(),
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam, signal }) =>
      call(
        ROUTES.comments.latest,
        { query: pageParam === undefined ? {} : { before_id: pageParam } },
        { signal },
      ),
    getNextPageParam: (last) => (last.has_more ? last.comments.at(-1)?.id : undefined),
  });
}

/** The comments of a thread, oldest first (pages hold the newest first). */
export function threadComments(data: Thread | undefined): TaskComment[] {
  return data ? [...data.pages].reverse().flatMap((page) => page.comments) : [];
}

function updateThread(
  queryClient: QueryClient,
  target: ThreadTarget,
  change: (comments: TaskComment[], pageIndex: number) => TaskComment[],
): void {
  queryClient.setQueryData<Thread>(commentKeys.thread(target), (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page, i) => ({ ...page, comments: change(page.comments, i) })),
        }
      : data,
  );
}

const replaceComment = (queryClient: QueryClient, target: ThreadTarget, comment: TaskComment) =>
  updateThread(queryClient, target, (list) =>
    list.map((c) => (c.uuid === comment.uuid ? comment : c)),
  );

/** Keeps a task's comment count in step with its thread as this tab changes it. */
function countOnTask(queryClient: QueryClient, target: ThreadTarget, delta: number): void {
  if (target.type !== 'task') return;
  const current = queryClient.getQueryData<Task>(taskKeys.task(target.id));
  if (current)
    storeTask(queryClient, {
      ...current,
      count_comments: Math.max(0, current.count_comments + delta),
    });
}

/** Keeps the thread's own count, and its task's, in step as this tab adds or takes away. */
function countOnThread(queryClient: QueryClient, target: ThreadTarget, delta: number): void {
  queryClient.setQueryData<Thread>(commentKeys.thread(target), (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page, i) =>
            i === 0 ? { ...page, count: Math.max(0, page.count + delta) } : page,
          ),
        }
      : data,
  );
  countOnTask(queryClient, target, delta);
}

let pendingId = 0;

/** A comment to add: its text, and the files that go with it. */
export interface NewComment {
  content: string;
  files: readonly File[];
}

/**
 * Adds a comment, shown at once at the end of the thread (marked as sending) and replaced by the
 * server's answer; taken away again if the server refuses it.
 */
export function useAddComment(target: ThreadTarget, author: Person) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ content, files }: NewComment) => {
      const { comment } = await threadRoutes(target).create(content);
      if (files.length === 0) return { comment, failed: [] };
      // The files follow the comment, one after another; one refused leaves the others.
      const attached: CommentFile[] = [];
      const failed: Array<{ name: string; error: unknown }> = [];
      for (const file of files) {
        try {
          const { file: stored } = await uploadFile(
            ROUTES.files.uploadToComment,
            { uuid: comment.uuid },
            file,
          );
          attached.push({
            id: stored.id,
            uuid: stored.uuid,
            original_filename: stored.original_filename,
            mime_type: stored.mime_type,
            size: stored.size,
            width: stored.width,
            height: stored.height,
            has_preview: stored.has_preview,
          });
        } catch (error) {
          failed.push({ name: file.name, error });
        }
      }
      const withFiles = attached.length === 0 ? comment : { ...comment, files: attached };
      return { comment: withFiles, failed };
    },
    onMutate: async ({ content }) => {
      await queryClient.cancelQueries({ queryKey: commentKeys.thread(target) });
      pendingId -= 1;
      const now = new Date().toISOString();
      const pending: TaskComment = {
        id: pendingId,
        uuid: `pending-${-pendingId}`,
        task_id: target.type === 'task' ? target.id : null,
        target: { type: target.type, id: target.id, name: '' },
        project: { id: 0, name: '' },
        author,
        date_add: now,
        date_edit: null,
        content,
        count_reactions: 0,
        deletion_allowed_until: now,
        download_files_url: null,
        files: [],
        liked_by_current_user: false,
        reactions: [],
        history: [],
        mentions: [],
        can_edit: false,
        can_delete: false,
      };
      updateThread(queryClient, target, (list, page) => (page === 0 ? [...list, pending] : list));
      countOnThread(queryClient, target, 1);
      return { pending };
    },
    onSuccess: ({ comment }, { files }, context) => {
      updateThread(queryClient, target, (list) =>
        list.map((c) => (c.uuid === context.pending.uuid ? comment : c)),
      );
      // Its files show among the task's and the project's files too; a file counts its comments.
      if (files.length > 0 || target.type === 'file') {
        void queryClient.invalidateQueries({ queryKey: fileKeys.all });
        if (comment.task_id !== null)
          void queryClient.invalidateQueries({ queryKey: taskKeys.task(comment.task_id) });
      }
    },
    onError: (_error, _content, context) => {
      if (!context) return;
      updateThread(queryClient, target, (list) =>
        list.filter((c) => c.uuid !== context.pending.uuid),
      );
      countOnThread(queryClient, target, -1);
    },
  });
}

export function useEditComment(target: ThreadTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { uuid: string; content: string }) =>
      call(ROUTES.comments.edit, {
        query: { uuid: input.uuid },
        body: { content: input.content },
      }),
    onSuccess: ({ comment }) => {
      replaceComment(queryClient, target, comment);
      void queryClient.invalidateQueries({ queryKey: commentKeys.history(comment.uuid) });
    },
  });
}

/** Deletes a comment: it leaves the thread at once and comes back if the server refuses. */
export function useDeleteComment(target: ThreadTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) => call(ROUTES.comments.delete, { query: { uuid } }),
    onMutate: async (uuid) => {
      await queryClient.cancelQueries({ queryKey: commentKeys.thread(target) });
      const before = queryClient.getQueryData<Thread>(commentKeys.thread(target));
      updateThread(queryClient, target, (list) => list.filter((c) => c.uuid !== uuid));
      countOnThread(queryClient, target, -1);
      return { before };
    },
    onError: (_error, _uuid, context) => {
      // The thread as it was holds its count; the task's is counted back.
      if (context?.before) queryClient.setQueryData(commentKeys.thread(target), context.before);
      countOnTask(queryClient, target, 1);
    },
    onSuccess: () => {
      if (target.type === 'file') void queryClient.invalidateQueries({ queryKey: fileKeys.all });
    },
  });
}

/** The comment as it looks with the viewer's reaction given or taken back. */
export function withReaction(
  comment: TaskComment,
  me: Person,
  content: string,
  on: boolean,
): TaskComment {
  const reactions = comment.reactions
    .map((r) => {
      if (r.content !== content) return r;
      const users = on
        ? [...r.users.filter((u) => u.id !== me.id), me]
        : r.users.filter((u) => u.id !== me.id);
      return { ...r, users, count: users.length };
    })
    .filter((r) => r.count > 0);
  if (on && !reactions.some((r) => r.content === content))
    reactions.push({ content, count: 1, users: [me] });
  return {
    ...comment,
    reactions,
    count_reactions: reactions.reduce((sum, r) => sum + r.count, 0),
    liked_by_current_user: reactions.some(
      (r) => r.content === LIKE_REACTION && r.users.some((u) => u.id === me.id),
    ),
  };
}

/** Gives or takes back a reaction, shown at once and rolled back if refused. */
export function useReact(target: ThreadTarget, me: Person) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { comment: TaskComment; content: string; on: boolean }) =>
      call(ROUTES.comments.react, {
        query: { uuid: input.comment.uuid },
        body: { content: input.content, on: input.on },
      }),
    onMutate: ({ comment, content, on }) => {
      replaceComment(queryClient, target, withReaction(comment, me, content, on));
      return { comment };
    },
    onSuccess: ({ comment }) => replaceComment(queryClient, target, comment),
    onError: (_error, _input, context) => {
      if (context) replaceComment(queryClient, target, context.comment);
    },
  });
}

export function useCommentHistory(uuid: string, enabled: boolean) {
  return useQuery({
    queryKey: commentKeys.history(uuid),
    enabled,
    queryFn: async ({ signal }) =>
      (await call(ROUTES.comments.history, { query: { uuid } }, { signal })).history,
  });
}

/** Tells the server the viewer has seen the task's comments; the task's mark clears at once. */
export function useMarkCommentsRead(task: Task) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(ROUTES.taskComments.markRead, { query: { tid: task.id } }),
    onMutate: () => {
      const current = queryClient.getQueryData<Task>(taskKeys.task(task.id)) ?? task;
      storeTask(queryClient, { ...current, has_unread_comments: false });
    },
  });
}

/**
 * A comment on the task becomes its description: the task comes back with it, and the thread is
 * read again (the comment left it; a description there was came back into it as a comment).
 */
export function useCommentToDescription(taskId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) => call(ROUTES.comments.toDescription, { query: { uuid } }),
    onSuccess: ({ task }) => {
      storeTask(queryClient, task);
      void queryClient.invalidateQueries({ queryKey: commentKeys.task(taskId) });
    },
  });
}

/** The task's description becomes a comment again, at the end of the thread. */
export function useDescriptionToComment(taskId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(ROUTES.taskComments.fromDescription, { query: { tid: taskId } }),
    onSuccess: ({ task }) => {
      storeTask(queryClient, task);
      void queryClient.invalidateQueries({ queryKey: commentKeys.task(taskId) });
    },
  });
}
