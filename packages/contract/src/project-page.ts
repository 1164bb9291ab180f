// The project page's enumerations (document 1, section 2.2). Zod-free, so the browser ships them.

/** Layouts of a project's tasks; document 2 lists all five. */
export const PROJECT_LAYOUTS = ['rows', 'kanban', 'table', 'timeline', 'mind_map'] as const;
export type ProjectLayout = (typeof PROJECT_LAYOUTS)[number];

/** The layouts the spec remembers per project when a page asks to remember its layout. */
export const REMEMBERED_PROJECT_LAYOUTS = [
  'rows',
  'kanban',
  'table',
] as const satisfies readonly ProjectLayout[];

/** The page a project opens on; input also accepts the alias `detail` for overview. */
export const PROJECT_DEFAULT_PAGES = ['tasks', 'overview'] as const;
export type ProjectDefaultPage = (typeof PROJECT_DEFAULT_PAGES)[number];

/** The sections of the project overview, in the spec's order. */
export const PROJECT_PAGE_SECTIONS = [
  'todos',
  'files',
  'pinned-items',
  'last-activities',
  'discussions',
  'users',
  'notes',
] as const;
export type ProjectPageSection = (typeof PROJECT_PAGE_SECTIONS)[number];

/** One entry of `order_settings`: a section and whether it is shown. */
export interface SectionSetting {
  section: ProjectPageSection;
  isVisible: boolean;
}

export const DEFAULT_PROJECT_LAYOUT: ProjectLayout = 'rows';
export const DEFAULT_PROJECT_PAGE: ProjectDefaultPage = 'tasks';

/** Every section, visible, in the spec's order. */
export function defaultOrderSettings(): SectionSetting[] {
  return PROJECT_PAGE_SECTIONS.map((section) => ({ section, isVisible: true }));
}

export function isProjectPageSection(value: unknown): value is ProjectPageSection {
  return (PROJECT_PAGE_SECTIONS as readonly unknown[]).includes(value);
}

/**
 * Makes a stored order whole: unknown and repeated sections are dropped and sections it lacks
 * (added to the product after it was saved) are appended, visible, in the spec's order.
 */
export function completeOrderSettings(
  stored: ReadonlyArray<{ section: string; isVisible: boolean }>,
): SectionSetting[] {
  const seen = new Set<ProjectPageSection>();
  const order: SectionSetting[] = [];
  for (const entry of stored) {
    if (!isProjectPageSection(entry.section) || seen.has(entry.section)) continue;
    seen.add(entry.section);
    order.push({ section: entry.section, isVisible: entry.isVisible === true });
  }
  for (const section of PROJECT_PAGE_SECTIONS) {
    if (!seen.has(section)) order.push({ section, isVisible: true });
  }
  return order;
}
