import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { idSchema } from './common.ts';
import { LIMITS } from './limits.ts';
import { hexColorSchema, pidQuerySchema, projectSchema } from './projects.ts';
import { projectTagSchema, tagIdQuerySchema, tagNameSchema } from './tags.ts';

/** A new tag of the actor's; private unless said otherwise. */
export const createTagBodySchema = z.object({
  tag: tagNameSchema,
  /** 3- or 6-digit hex; null (or left out) for the default colour. */
  color: hexColorSchema.nullable().optional(),
  /** A public tag needs canManagePublicTag: the actor manages at least one project. */
  is_private: z.boolean().default(true),
});

/** Changes to one's own tag; what is left out stays as it is. */
export const updateTagBodySchema = z.object({
  tag: tagNameSchema.optional(),
  color: hexColorSchema.nullable().optional(),
  is_private: z.boolean().optional(),
});

/**
 * The tags a project carries, among those the actor sees; others' private tags on it stay.
 * Changing public tags needs canManagePublicTag on the project.
 */
export const setProjectTagsBodySchema = z.object({
  tags_ids: z
    .array(idSchema)
    .max(LIMITS.projectTagsMax, `Choose at most ${LIMITS.projectTagsMax} tags.`),
});

export const tagEndpoints = {
  /** The tags the actor can use: their own, and public ones on projects they see. */
  list: endpoint({
    method: 'GET',
    path: '/api/project-tags/list',
    auth: 'user',
    response: z.object({ tags: z.array(projectTagSchema) }),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/project-tags/create',
    auth: 'user',
    body: createTagBodySchema,
    response: z.object({ tag: projectTagSchema }),
    status: 201,
  }),
  update: endpoint({
    method: 'POST',
    path: '/api/project-tags/update',
    auth: 'user',
    query: tagIdQuerySchema,
    body: updateTagBodySchema,
    response: z.object({ tag: projectTagSchema }),
  }),
  /** Deletes one's own tag and takes it off every project. */
  delete: endpoint({
    method: 'POST',
    path: '/api/project-tags/delete',
    auth: 'user',
    query: tagIdQuerySchema,
    response: z.object({ deleted: z.literal(true) }),
  }),
  setProjectTags: endpoint({
    method: 'POST',
    path: '/api/projects/set-tags',
    auth: 'user',
    query: pidQuerySchema,
    body: setProjectTagsBodySchema,
    response: z.object({ project: projectSchema }),
  }),
};
