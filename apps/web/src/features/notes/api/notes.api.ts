import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { Note, NoteListItem } from '@tandem/contract';
import { ROUTES } from '@tandem/contract/browser';
import { call } from '../../../lib/api-client.ts';

/** Query keys of notes, defined once. */
export const noteKeys = {
  all: ['notes'] as const,
  project: (projectId: number, trashed = false) =>
    ['notes', 'project', projectId, trashed ? 'trash' : 'in-use'] as const,
  projectAll: (projectId: number) => ['notes', 'project', projectId] as const,
  note: (noteId: number) => ['notes', 'note', noteId] as const,
  history: (noteId: number) => ['notes', 'history', noteId] as const,
};

export function useProjectNotes(projectId: number, trashed = false) {
  return useQuery({
    queryKey: noteKeys.project(projectId, trashed),
    queryFn: async ({ signal }) =>
      (
        await call(
          ROUTES.notes.list,
          { query: { pid: projectId, ...(trashed ? { trashed: '1' as const } : {}) } },
          { signal },
        )
      ).notes,
  });
}

export function useNote(noteId: number) {
  return useQuery({
    queryKey: noteKeys.note(noteId),
    queryFn: async ({ signal }) =>
      (await call(ROUTES.notes.detail, { query: { id: noteId } }, { signal })).note,
  });
}

export function useNoteHistory(noteId: number, enabled: boolean) {
  return useQuery({
    queryKey: noteKeys.history(noteId),
    queryFn: async ({ signal }) =>
      (await call(ROUTES.notes.history, { query: { id: noteId } }, { signal })).history,
    enabled,
  });
}

/** Keeps a note the server answered with, in its own entry and in its project's list. */
function storeNote(queryClient: QueryClient, note: Note) {
  queryClient.setQueryData(noteKeys.note(note.id), note);
  void queryClient.invalidateQueries({ queryKey: noteKeys.projectAll(note.project.id) });
}

export function useCreateNote(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { name: string; tasklist_id?: number | null }) =>
      call(ROUTES.notes.create, { query: { pid: projectId }, body: input }),
    onSuccess: ({ note }) => storeNote(queryClient, note),
  });
}

/** Saves a note's name or content; the answer replaces what is shown. */
export function useUpdateNote(noteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: {
      name?: string;
      content?: string;
      doc_generation?: number;
      tasklist_id?: number | null;
    }) => call(ROUTES.notes.update, { query: { id: noteId }, body: change }),
    onSuccess: ({ note }) => {
      queryClient.setQueryData(noteKeys.note(note.id), note);
      queryClient.setQueryData<NoteListItem[]>(noteKeys.project(note.project.id), (list) =>
        list?.map((item) => (item.id === note.id ? { ...item, ...listItemOf(note) } : item)),
      );
    },
  });
}

const listItemOf = (note: Note): NoteListItem => ({
  id: note.id,
  uuid: note.uuid,
  name: note.name,
  excerpt: note.excerpt,
  date_add: note.date_add,
  date_upd: note.date_upd,
  author: note.author,
  updated_by: note.updated_by,
  project: note.project,
  tasklist_id: note.tasklist_id,
  count_comments: note.count_comments,
  is_tracked: note.is_tracked,
  date_deleted: note.date_deleted,
  can_edit: note.can_edit,
});

/** Follows a note or stops: the switch flips at once and flips back if the server refuses. */
export function useTrackNote(noteId: number) {
  const queryClient = useQueryClient();
  const key = noteKeys.note(noteId);
  return useMutation({
    mutationFn: (tracked: boolean) =>
      call(ROUTES.notes.track, { query: { id: noteId }, body: { is_tracked: tracked } }),
    onMutate: (tracked) => {
      const before = queryClient.getQueryData<Note>(key);
      queryClient.setQueryData<Note>(key, (note) => note && { ...note, is_tracked: tracked });
      return { before };
    },
    onError: (_error, _tracked, context) => queryClient.setQueryData(key, context?.before),
    onSuccess: ({ note }) => storeNote(queryClient, note),
  });
}

export function useTrashNote(noteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (trash: boolean) =>
      call(trash ? ROUTES.notes.trash : ROUTES.notes.restore, { query: { id: noteId } }),
    onSuccess: ({ note }) => storeNote(queryClient, note),
  });
}

export function useRestoreNoteVersion(noteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (historyId: number) =>
      call(ROUTES.notes.restoreVersion, { query: { id: noteId, hid: historyId } }),
    onSuccess: ({ note }) => {
      storeNote(queryClient, note);
      void queryClient.invalidateQueries({ queryKey: noteKeys.history(noteId) });
    },
  });
}
