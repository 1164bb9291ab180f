import type { ProjectDefaultPage, ProjectPageSection, SectionSetting } from '@tandem/contract';
import { completeOrderSettings } from '@tandem/contract/browser';

/** The sections the overview shows, in the user's order. */
export function visibleSections(order: readonly SectionSetting[]): ProjectPageSection[] {
  return completeOrderSettings(order)
    .filter((entry) => entry.isVisible)
    .map((entry) => entry.section);
}

/** The order with one section moved a place up (-1) or down (+1); at either end it stays. */
export function moveSection(
  order: readonly SectionSetting[],
  section: ProjectPageSection,
  by: -1 | 1,
): SectionSetting[] {
  const next = [...order];
  const from = next.findIndex((entry) => entry.section === section);
  const to = from + by;
  if (from < 0 || to < 0 || to >= next.length) return next;
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

/** The order with one section shown or hidden. */
export function setSectionVisible(
  order: readonly SectionSetting[],
  section: ProjectPageSection,
  isVisible: boolean,
): SectionSetting[] {
  return order.map((entry) => (entry.section === section ? { ...entry, isVisible } : entry));
}

/**
 * Which project page to show: the task-list sub-page always shows the tasks, `?view=` picks a
 * page explicitly, and otherwise the user's default page applies.
 */
export function projectPageToShow({
  section,
  view,
  defaultPage,
}: {
  section: string | undefined;
  view: string | null;
  defaultPage: ProjectDefaultPage;
}): ProjectDefaultPage {
  if (section === 'tasklists') return 'tasks';
  if (view === 'overview' || view === 'tasks') return view;
  return defaultPage;
}

/** The address of a project page that shows it whatever the default page is. */
export function projectPageHref(projectId: number, page: ProjectDefaultPage): string {
  return page === 'tasks'
    ? `/project/${projectId}/tasklists`
    : `/project/${projectId}?view=overview`;
}
