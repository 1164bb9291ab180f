import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { FileEditInput, TandemFile, Task } from '@tandem/contract';
import { ROUTES } from '@tandem/contract/browser';
import { notifications } from '@mantine/notifications';
import i18next from 'i18next';
import { errorMessage } from '../../../components/errors.ts';
import { call, uploadFile } from '../../../lib/api-client.ts';
import { fileKeys } from '../../../lib/files.ts';
import { storeTask } from '../../../lib/tasks/task-detail.api.ts';
import { taskKeys } from '../../../lib/tasks/tasks.api.ts';

export { fileKeys };

/** What files are attached to: a task, a note, or the project itself. */
export type FilesTarget =
  { type: 'task'; id: number } | { type: 'note'; id: number } | { type: 'project'; id: number };

/** The lists a file shows in: its task's or note's, and its project's. */
const listsOf = (file: TandemFile) => [
  ...(file.task_id !== null ? [fileKeys.task(file.task_id)] : []),
  ...(file.note_id !== null ? [fileKeys.note(file.note_id)] : []),
  fileKeys.project(file.project.id),
];

/** A task's files, newest first. */
export function useTaskFiles(taskId: number) {
  return useQuery({
    queryKey: fileKeys.task(taskId),
    queryFn: async ({ signal }) =>
      (await call(ROUTES.files.taskFiles, { query: { tid: taskId } }, { signal })).files,
  });
}

/** A note's own files, newest first. */
export function useNoteFiles(noteId: number) {
  return useQuery({
    queryKey: fileKeys.note(noteId),
    queryFn: async ({ signal }) =>
      (await call(ROUTES.files.noteFiles, { query: { id: noteId } }, { signal })).files,
  });
}

/** Every file of a project the viewer sees, newest first. */
export function useProjectFiles(projectId: number) {
  return useQuery({
    queryKey: fileKeys.project(projectId),
    queryFn: async ({ signal }) =>
      (await call(ROUTES.files.projectFiles, { query: { pid: projectId } }, { signal })).files,
  });
}

/** Keeps the task's `count_files` in step with what this tab adds and takes away. */
function countOnTask(queryClient: QueryClient, taskId: number | null, delta: number) {
  if (taskId === null) return;
  const current = queryClient.getQueryData<Task>(taskKeys.task(taskId));
  if (current)
    storeTask(queryClient, { ...current, count_files: Math.max(0, current.count_files + delta) });
}

function replaceIn(queryClient: QueryClient, file: TandemFile) {
  const swap = (list: TandemFile[] | undefined) =>
    list?.map((f) => (f.uuid === file.uuid ? file : f));
  for (const key of listsOf(file)) queryClient.setQueryData<TandemFile[]>(key, swap);
}

/** One upload in progress: its name, size and how far it is (0 to 1). */
export interface PendingUpload {
  key: string;
  name: string;
  size: number;
  progress: number;
}

let uploadKey = 0;

/**
 * Uploads files one after another to a task or a project. Each shows at once with its progress
 * and becomes the stored file when the server answers; a refused one is reported and left out.
 */
export function useUploadFiles(target: FilesTarget) {
  const queryClient = useQueryClient();
  const listKey = fileKeys[target.type](target.id);
  return {
    upload: async (
      files: readonly File[],
      onPending: (pending: PendingUpload[]) => void,
      onFailed: (name: string, error: unknown) => void,
    ): Promise<void> => {
      const keys = files.map(() => `upload-${(uploadKey += 1)}`);
      let pending: PendingUpload[] = files.map((file, i) => ({
        key: keys[i]!,
        name: file.name,
        size: file.size,
        progress: 0,
      }));
      onPending(pending);
      for (const [i, file] of files.entries()) {
        const key = keys[i]!;
        const progress = (share: number) => {
          pending = pending.map((p) => (p.key === key ? { ...p, progress: share } : p));
          onPending(pending);
        };
        try {
          const options = { onProgress: progress };
          const { file: stored } =
            target.type === 'task'
              ? await uploadFile(ROUTES.files.uploadToTask, { tid: target.id }, file, options)
              : target.type === 'note'
                ? await uploadFile(ROUTES.files.uploadToNote, { id: target.id }, file, options)
                : await uploadFile(ROUTES.files.uploadToProject, { pid: target.id }, file, options);
          queryClient.setQueryData<TandemFile[]>(listKey, (list) =>
            list ? [stored, ...list.filter((f) => f.uuid !== stored.uuid)] : list,
          );
          countOnTask(queryClient, stored.task_id, 1);
          void queryClient.invalidateQueries({ queryKey: fileKeys.project(stored.project.id) });
          if (stored.task_id !== null)
            void queryClient.invalidateQueries({ queryKey: taskKeys.task(stored.task_id) });
        } catch (error) {
          onFailed(file.name, error);
        }
        pending = pending.filter((p) => p.key !== key);
        onPending(pending);
      }
    },
  };
}

export function useEditFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { uuid: string; change: FileEditInput }) =>
      call(ROUTES.files.edit, { query: { uuid: input.uuid }, body: input.change }),
    onSuccess: ({ file }) => replaceIn(queryClient, file),
  });
}

/**
 * Moves a file to the trash (or back): it leaves the list at once and comes back if the server
 * refuses; restoring puts it back where it was.
 */
export function useTrashFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { file: TandemFile; restore?: boolean }) =>
      input.restore
        ? call(ROUTES.files.restore, { query: { uuid: input.file.uuid } })
        : call(ROUTES.files.delete, { query: { uuid: input.file.uuid } }),
    onMutate: ({ file, restore }) => {
      const keys = listsOf(file);
      const before = keys.map((key) => [key, queryClient.getQueryData<TandemFile[]>(key)] as const);
      if (!restore)
        for (const key of keys)
          queryClient.setQueryData<TandemFile[]>(key, (list) =>
            list?.filter((f) => f.uuid !== file.uuid),
          );
      countOnTask(queryClient, file.task_id, restore ? 1 : -1);
      return { before };
    },
    // Told here rather than by the card, which has left the page by the time the answer comes.
    onError: (error, { file, restore }, context) => {
      for (const [key, list] of context?.before ?? []) queryClient.setQueryData(key, list);
      countOnTask(queryClient, file.task_id, restore ? -1 : 1);
      notifications.show({ color: 'red', message: errorMessage(error, i18next.t) });
    },
    onSettled: (_data, _error, { file }) => {
      for (const key of listsOf(file)) void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
