import type { EndpointInput, templateEndpoints } from '@tandem/contract';
import { useMutation } from '@tanstack/react-query';
import { ROUTES } from '@tandem/contract/browser';
import { call } from '../../../lib/api-client.ts';

export type SaveAsTemplateInput = EndpointInput<typeof templateEndpoints.saveAsTemplate>['body'];
export type CreateFromTemplateInput = EndpointInput<
  typeof templateEndpoints.createFromTemplate
>['body'];

/** Saves a project as a new template; answers the template. */
export function useSaveAsTemplate(projectId: number) {
  return useMutation({
    mutationFn: (body: SaveAsTemplateInput) =>
      call(ROUTES.templates.saveAsTemplate, { query: { pid: projectId }, body }),
  });
}

/** Starts a new project from a template; answers the project. */
export function useCreateFromTemplate(templateId: number) {
  return useMutation({
    mutationFn: (body: CreateFromTemplateInput) =>
      call(ROUTES.templates.createFromTemplate, { query: { pid: templateId }, body }),
  });
}
