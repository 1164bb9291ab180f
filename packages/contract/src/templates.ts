import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { nameSchema } from './common.ts';
import { dateOnlySchema, hexColorSchema, pidQuerySchema, projectSchema } from './projects.ts';

/** Saves a project, with its task lists and tasks, as a new template of the given name. */
export const saveAsTemplateBodySchema = z.object({ name: nameSchema });

/** Starts a new project from a template. */
export const createFromTemplateBodySchema = z.object({
  name: nameSchema,
  /**
   * The new project's start (yyyy-MM-dd): the template's dates move by as many days as this lies
   * after the template's own start. Without it the dates are copied as they are.
   */
  start_date: dateOnlySchema.nullable().optional(),
  /** The new project's colour; the template's when left out. */
  color: hexColorSchema.nullable().optional(),
});

const projectResponse = z.object({ project: projectSchema });

export const templateEndpoints = {
  saveAsTemplate: endpoint({
    method: 'POST',
    path: '/api/projects/save-as-template',
    auth: 'user',
    query: pidQuerySchema,
    body: saveAsTemplateBodySchema,
    response: projectResponse,
    status: 201,
  }),
  createFromTemplate: endpoint({
    method: 'POST',
    path: '/api/projects/create-from-template',
    auth: 'user',
    query: pidQuerySchema,
    body: createFromTemplateBodySchema,
    response: projectResponse,
    status: 201,
  }),
};
