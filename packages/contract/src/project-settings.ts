import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { pidQuerySchema } from './projects.ts';
import type { ProjectDefaultPage } from './project-page.ts';
import { PROJECT_DEFAULT_PAGES, PROJECT_LAYOUTS, PROJECT_PAGE_SECTIONS } from './project-page.ts';

export const projectLayoutSchema = z.enum(PROJECT_LAYOUTS, {
  error: `Choose one of the layouts: ${PROJECT_LAYOUTS.join(', ')}.`,
});

/** On input `detail` is an alias of `overview` (the spec calls it both); output is `overview`. */
export const projectDefaultPageInputSchema = z
  .enum([...PROJECT_DEFAULT_PAGES, 'detail'], {
    error: 'The default page must be tasks or overview.',
  })
  .transform((page): ProjectDefaultPage => (page === 'detail' ? 'overview' : page));

export const projectDefaultPageSchema = z.enum(PROJECT_DEFAULT_PAGES);

export const sectionSettingSchema = z.object({
  section: z.enum(PROJECT_PAGE_SECTIONS, {
    error: `Unknown section. The sections are ${PROJECT_PAGE_SECTIONS.join(', ')}.`,
  }),
  isVisible: z.boolean({ error: 'isVisible must be true or false.' }),
});

/** The order and visibility of the overview's sections: every section of the spec, each once. */
export const orderSettingsSchema = z
  .array(sectionSettingSchema, { error: 'order_settings must be a list of sections.' })
  .max(
    PROJECT_PAGE_SECTIONS.length,
    `List each of the ${PROJECT_PAGE_SECTIONS.length} sections once.`,
  )
  .superRefine((order, ctx) => {
    const sections = order.map((entry) => entry.section);
    const repeated = PROJECT_PAGE_SECTIONS.filter(
      (s) => sections.indexOf(s) !== sections.lastIndexOf(s),
    );
    for (const section of repeated)
      ctx.addIssue({ code: 'custom', message: `The section ${section} is listed more than once.` });
    for (const section of PROJECT_PAGE_SECTIONS.filter((s) => !sections.includes(s)))
      ctx.addIssue({ code: 'custom', message: `The section ${section} is missing.` });
  });

const flagSchema = (name: string) =>
  z.boolean({ error: `${name} must be true or false.` }).optional();

/** Payload of a save (document 2, project settings payload). */
export const saveProjectSettingsBodySchema = z.object({
  /** Also make these the project's defaults for all its members (owner and commanders only). */
  for_all_users: flagSchema('for_all_users'),
  /** Also make the layout and sections this user's general settings for all projects. */
  for_all_projects: flagSchema('for_all_projects'),
  project_settings: z.object(
    {
      layout: projectLayoutSchema,
      default_page: projectDefaultPageInputSchema,
      order_settings: orderSettingsSchema,
    },
    { error: 'project_settings must be an object with layout, default_page and order_settings.' },
  ),
  /** The general settings to store with for_all_projects; without it, project_settings' apply. */
  general_settings: z
    .object(
      { layout: projectLayoutSchema, order_settings: orderSettingsSchema },
      { error: 'general_settings must be an object with layout and order_settings.' },
    )
    .optional(),
});

/** The settings as they apply to the user, and the user's general settings. */
export const projectSettingsAnswerSchema = z.object({
  project: z.object({
    id: z.number(),
    name: z.string(),
    /** Whether this user may save the settings for all members of the project. */
    abilities: z.object({ save_for_all_users: z.boolean() }),
  }),
  projectSettings: z.object({
    layout: projectLayoutSchema,
    default_page: projectDefaultPageSchema,
    order_settings: z.array(sectionSettingSchema),
  }),
  generalSettings: z.object({
    layout: projectLayoutSchema,
    order_settings: z.array(sectionSettingSchema),
  }),
});
export type ProjectSettingsAnswer = z.infer<typeof projectSettingsAnswerSchema>;
export type SaveProjectSettingsBody = z.input<typeof saveProjectSettingsBodySchema>;

export const projectSettingsEndpoints = {
  fetch: endpoint({
    method: 'GET',
    path: '/api/project-settings/fetch',
    auth: 'user',
    query: pidQuerySchema,
    response: projectSettingsAnswerSchema,
  }),
  save: endpoint({
    method: 'POST',
    path: '/api/project-settings/save',
    auth: 'user',
    query: pidQuerySchema,
    body: saveProjectSettingsBodySchema,
    response: projectSettingsAnswerSchema,
  }),
};
