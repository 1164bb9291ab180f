import type { ProjectDefaultPage, ProjectLayout, SectionSetting } from '@tandem/contract';
import {
  completeOrderSettings,
  DEFAULT_PROJECT_LAYOUT,
  DEFAULT_PROJECT_PAGE,
  defaultOrderSettings,
  PROJECT_DEFAULT_PAGES,
  PROJECT_LAYOUTS,
} from '@tandem/contract';

/** A stored settings row, as far as resolution cares. */
export interface StoredSettings {
  userId: number | null;
  projectId: number | null;
  layout: string | null;
  defaultPage: string | null;
  orderSettings: Array<{ section: string; isVisible: boolean }> | null;
}

export interface ResolvedSettings {
  projectSettings: {
    layout: ProjectLayout;
    default_page: ProjectDefaultPage;
    order_settings: SectionSetting[];
  };
  generalSettings: { layout: ProjectLayout; order_settings: SectionSetting[] };
}

const asLayout = (value: string | null): ProjectLayout =>
  (PROJECT_LAYOUTS as readonly (string | null)[]).includes(value)
    ? (value as ProjectLayout)
    : DEFAULT_PROJECT_LAYOUT;

const asPage = (value: string | null): ProjectDefaultPage =>
  (PROJECT_DEFAULT_PAGES as readonly (string | null)[]).includes(value)
    ? (value as ProjectDefaultPage)
    : DEFAULT_PROJECT_PAGE;

const asOrder = (value: StoredSettings['orderSettings']): SectionSetting[] =>
  value ? completeOrderSettings(value) : defaultOrderSettings();

/**
 * Which settings apply to a user in a project: their own row for the project, else the project's
 * row for all its users, else their general row, else the defaults. A general row carries no
 * default page, so the default one applies with it.
 */
export function resolveSettings(
  rows: StoredSettings[],
  userId: number,
  projectId: number,
): ResolvedSettings {
  const own = rows.find((r) => r.userId === userId && r.projectId === projectId);
  const forAllUsers = rows.find((r) => r.userId === null && r.projectId === projectId);
  const general = rows.find((r) => r.userId === userId && r.projectId === null);
  const applying = own ?? forAllUsers ?? general;
  return {
    projectSettings: {
      layout: asLayout(applying?.layout ?? null),
      default_page: asPage(applying?.defaultPage ?? null),
      order_settings: asOrder(applying?.orderSettings ?? null),
    },
    generalSettings: {
      layout: asLayout(general?.layout ?? null),
      order_settings: asOrder(general?.orderSettings ?? null),
    },
  };
}
