import { z } from 'zod';

/** The dashboard's sections, in their first order (our own design). */
export const DASHBOARD_SECTIONS = [
  'my_tasks',
  'my_priorities',
  'timer',
  'notifications',
  'favourite_projects',
  'activity',
] as const;
export type DashboardSectionId = (typeof DASHBOARD_SECTIONS)[number];

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

/**
 * A saved layout made whole: its sections in their order, the ones it does not name (new since)
 * after them, shown; the first layout when nothing was saved.
 */
export function completeDashboard(saved: DashboardLayout | null | undefined): DashboardLayout {
  const sections = (saved?.sections ?? []).filter((s) => DASHBOARD_SECTIONS.includes(s.id));
  const named = new Set(sections.map((s) => s.id));
  return {
    sections: [
      ...sections,
      ...DASHBOARD_SECTIONS.filter((id) => !named.has(id)).map((id) => ({ id, hidden: false })),
    ],
    show_project_and_tasklist: saved?.show_project_and_tasklist ?? true,
  };
}
