import type { QueryClient } from '@tanstack/react-query';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CustomField, CustomFieldType, Task } from '@tandem/contract';
import { ROUTES } from '@tandem/contract/browser';
import { call } from '../../../lib/api-client.ts';
import { storeTask } from '../../../lib/tasks/task-detail.api.ts';
import { taskKeys } from '../../../lib/tasks/tasks.api.ts';

/** Query keys of custom fields, defined once. */
export const customFieldKeys = {
  all: ['custom-fields'] as const,
  /** A project's fields, with whether the viewer may manage them. */
  project: (projectId: number) => ['custom-fields', projectId] as const,
};

export const projectCustomFieldsQuery = (projectId: number) =>
  queryOptions({
    queryKey: customFieldKeys.project(projectId),
    queryFn: ({ signal }) =>
      call(ROUTES.customFields.findByProjectId, { query: { pid: projectId } }, { signal }),
  });

export function useProjectCustomFields(projectId: number) {
  return useQuery(projectCustomFieldsQuery(projectId));
}

/**
 * After a change of a project's fields: the list of fields, and the tasks that show their names
 * and values.
 */
async function refreshFields(queryClient: QueryClient, projectId: number) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: customFieldKeys.project(projectId) }),
    queryClient.invalidateQueries({ queryKey: taskKeys.tasks(projectId) }),
    queryClient.invalidateQueries({ queryKey: ['task'] }),
  ]);
}

/** A change of one field (or its values) that answers the field. */
function useFieldChange<I>(projectId: number, write: (input: I) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => refreshFields(queryClient, projectId),
  });
}

/**
 * Adds a field. Done as soon as the server has it, the list following on its own: the form is
 * emptied at once, not a moment after the new field shows, which would take what was typed then.
 */
export function useCreateCustomField(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { name: string; type: CustomFieldType; enum_values?: string[] }) =>
      (await call(ROUTES.customFields.create, { query: { pid: projectId }, body })).custom_field,
    onSuccess: () => void refreshFields(queryClient, projectId),
  });
}

export function useRenameCustomField(projectId: number) {
  return useFieldChange(projectId, (input: { uuid: string; name: string }) =>
    call(ROUTES.customFields.update, { query: { uuid: input.uuid }, body: { name: input.name } }),
  );
}

export function useDeleteCustomField(projectId: number) {
  return useFieldChange(projectId, (uuid: string) =>
    call(ROUTES.customFields.delete, { query: { uuid } }),
  );
}

/** Puts the fields in a new order at once on screen, and back if the server refuses. */
export function useReorderCustomFields(projectId: number) {
  const queryClient = useQueryClient();
  const key = customFieldKeys.project(projectId);
  type Listing = { custom_fields: CustomField[]; abilities: { manage: boolean } };
  return useMutation({
    mutationFn: (order: string[]) =>
      call(ROUTES.customFields.reorder, { query: { pid: projectId }, body: { order } }),
    onMutate: async (order) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Listing>(key);
      if (previous) {
        const byUuid = new Map(previous.custom_fields.map((f) => [f.uuid, f]));
        const custom_fields = order.flatMap((uuid, index) => {
          const field = byUuid.get(uuid);
          return field ? [{ ...field, priority: index + 1 }] : [];
        });
        queryClient.setQueryData<Listing>(key, { ...previous, custom_fields });
      }
      return { previous };
    },
    onError: (_error, _order, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (listing) => queryClient.setQueryData(key, listing),
    onSettled: () => refreshFields(queryClient, projectId),
  });
}

export function useAddEnumValue(projectId: number) {
  return useFieldChange(projectId, (input: { fieldUuid: string; name: string }) =>
    call(ROUTES.customFields.addEnumValue, {
      query: { uuid: input.fieldUuid },
      body: { name: input.name },
    }),
  );
}

export function useRenameEnumValue(projectId: number) {
  return useFieldChange(projectId, (input: { uuid: string; name: string }) =>
    call(ROUTES.customFields.renameEnumValue, {
      query: { uuid: input.uuid },
      body: { name: input.name },
    }),
  );
}

export function useRemoveEnumValue(projectId: number) {
  return useFieldChange(projectId, (uuid: string) =>
    call(ROUTES.customFields.removeEnumValue, { query: { uuid } }),
  );
}

/** Sets or (with null) clears one of a task's values; the answered task goes where it shows. */
export function useSetCustomFieldValue(task: Task) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { fieldUuid: string; value: string | number | boolean | null }) =>
      call(ROUTES.customFields.setValue, {
        query: { tid: task.id },
        body: { field_uuid: input.fieldUuid, value: input.value },
      }),
    onSuccess: ({ task: saved }) => storeTask(queryClient, saved),
  });
}
