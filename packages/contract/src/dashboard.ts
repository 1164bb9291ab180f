import { z } from 'zod';

import { DASHBOARD_SECTIONS } from './dashboard-values.ts';

export * from './dashboard-values.ts';

/** How a person arranged their dashboard: its sections in their order, some hidden. */
export const dashboardLayoutSchema = z.object({
  sections: z
    .array(
      z.object({
        id: z.enum(DASHBOARD_SECTIONS, { error: 'This section is not known.' }),
        hidden: z.boolean(),
      }),
    )
    .max(DASHBOARD_SECTIONS.length, 'Each section can be given once.')
    .refine(
      (sections) => new Set(sections.map((s) => s.id)).size === sections.length,
      'Each section can be given once.',
    ),
  /** My priorities name each task's project and task list (the spec's saved-filter setting). */
  show_project_and_tasklist: z.boolean(),
});
export type DashboardLayout = z.infer<typeof dashboardLayoutSchema>;
