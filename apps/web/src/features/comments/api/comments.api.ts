import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Person, Task, TaskComment } from '@tandem/contract';
import { LIKE_REACTION, ROUTES } from '@tandem/contract/browser';
import { call } from '../../../lib/api-client.ts';
import { storeTask } from '../../../lib/tasks/task-detail.api.ts';
import { taskKeys } from '../../../lib/tasks/tasks.api.ts';

/** Query keys of comments, defined once. */
export const commentKeys = {
  all: ['comments'] as const,
  task: (taskId: number) => ['comments', 'task', taskId] as const,
  history: (uuid: string) => ['comments', 'history', uuid] as const,
};

interface Page {
  comments: TaskComment[];
  has_more: boolean;
  count: number;
}
type Thread = InfiniteData<Page, unknown>;

export const COMMENTS_PAGE = 50;

/** A task's comments, a page at a time from the newest; `fetchNextPage` reaches older ones. */
export function useTaskComments(taskId: number) {
  return useInfiniteQuery({
    queryKey: commentKeys.task(taskId),
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam, signal }) =>
      call(
        ROUTES.taskComments.list,
        {
          query: {
            tid: taskId,
            limit: COMMENTS_PAGE,
            ...(pageParam === undefined ? {} : { before_id: pageParam }),
          },
        },
        { signal },
      ),
    getNextPageParam: (last) => (last.has_more ? last.comments[0]?.id : undefined),
  });
}

/** The comments of a thread, oldest first (pages hold the newest first). */
export function threadComments(data: Thread | undefined): TaskComment[] {
  return data ? [...data.pages].reverse().flatMap((page) => page.comments) : [];
}

function updateThread(
  queryClient: QueryClient,
  taskId: number,
  change: (comments: TaskComment[], pageIndex: number) => TaskComment[],
): void {
  queryClient.setQueryData<Thread>(commentKeys.task(taskId), (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page, i) => ({ ...page, comments: change(page.comments, i) })),
        }
      : data,
  );
}

const replaceComment = (queryClient: QueryClient, taskId: number, comment: TaskComment) =>
  updateThread(queryClient, taskId, (list) =>
    list.map((c) => (c.uuid === comment.uuid ? comment : c)),
  );

/** Keeps the task's comment count in step with the thread as this tab changes it. */
function countOnTask(queryClient: QueryClient, task: Task, delta: number): void {
  const current = queryClient.getQueryData<Task>(taskKeys.task(task.id)) ?? task;
  storeTask(queryClient, {
    ...current,
    count_comments: Math.max(0, current.count_comments + delta),
  });
}

let pendingId = 0;

/**
 * Adds a comment, shown at once at the end of the thread (marked as sending) and replaced by the
 * server's answer; taken away again if the server refuses it.
 */
export function useAddComment(task: Task, author: Person) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) =>
      call(ROUTES.taskComments.create, { query: { tid: task.id }, body: { content } }),
    onMutate: async (content) => {
      await queryClient.cancelQueries({ queryKey: commentKeys.task(task.id) });
      pendingId -= 1;
      const now = new Date().toISOString();
      const pending: TaskComment = {
        id: pendingId,
        uuid: `pending-${-pendingId}`,
        task_id: task.id,
        author,
        date_add: now,
        date_edit: null,
        content,
        count_reactions: 0,
        deletion_allowed_until: now,
        download_files_url: null,
        liked_by_current_user: false,
        reactions: [],
        history: [],
        mentions: [],
        can_edit: false,
        can_delete: false,
      };
      updateThread(queryClient, task.id, (list, page) => (page === 0 ? [...list, pending] : list));
      countOnTask(queryClient, task, 1);
      return { pending };
    },
    onSuccess: ({ comment }, _content, context) =>
      updateThread(queryClient, task.id, (list) =>
        list.map((c) => (c.uuid === context.pending.uuid ? comment : c)),
      ),
    onError: (_error, _content, context) => {
      if (!context) return;
      updateThread(queryClient, task.id, (list) =>
        list.filter((c) => c.uuid !== context.pending.uuid),
      );
      countOnTask(queryClient, task, -1);
    },
  });
}

export function useEditComment(taskId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { uuid: string; content: string }) =>
      call(ROUTES.taskComments.edit, {
        query: { uuid: input.uuid },
        body: { content: input.content },
      }),
    onSuccess: ({ comment }) => {
      replaceComment(queryClient, taskId, comment);
      void queryClient.invalidateQueries({ queryKey: commentKeys.history(comment.uuid) });
    },
  });
}

/** Deletes a comment: it leaves the thread at once and comes back if the server refuses. */
export function useDeleteComment(task: Task) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) => call(ROUTES.taskComments.delete, { query: { uuid } }),
    onMutate: async (uuid) => {
      await queryClient.cancelQueries({ queryKey: commentKeys.task(task.id) });
      const before = queryClient.getQueryData<Thread>(commentKeys.task(task.id));
      updateThread(queryClient, task.id, (list) => list.filter((c) => c.uuid !== uuid));
      countOnTask(queryClient, task, -1);
      return { before };
    },
    onError: (_error, _uuid, context) => {
      if (context?.before) queryClient.setQueryData(commentKeys.task(task.id), context.before);
      countOnTask(queryClient, task, 1);
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
export function useReact(taskId: number, me: Person) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { comment: TaskComment; content: string; on: boolean }) =>
      call(ROUTES.taskComments.react, {
        query: { uuid: input.comment.uuid },
        body: { content: input.content, on: input.on },
      }),
    onMutate: ({ comment, content, on }) => {
      replaceComment(queryClient, taskId, withReaction(comment, me, content, on));
      return { comment };
    },
    onSuccess: ({ comment }) => replaceComment(queryClient, taskId, comment),
    onError: (_error, _input, context) => {
      if (context) replaceComment(queryClient, taskId, context.comment);
    },
  });
}

export function useCommentHistory(uuid: string, enabled: boolean) {
  return useQuery({
    queryKey: commentKeys.history(uuid),
    enabled,
    queryFn: async ({ signal }) =>
      (await call(ROUTES.taskComments.history, { query: { uuid } }, { signal })).history,
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
