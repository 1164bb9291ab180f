import type { DashboardLayout } from './dashboard.ts';

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
