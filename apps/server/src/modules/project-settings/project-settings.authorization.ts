import { PROJECT_PAGE_SECTIONS } from '@tandem/contract';
import type { AuthorizationRows } from '../../test/authorization.ts';
import { managersOnly, projectScoped } from '../../test/authorization.ts';

/** A project's settings: each member's own, and the project's defaults. */
export const authorizationRows: AuthorizationRows = {
  'projectSettings.fetch': {
    query: (f) => ({ pid: f.project.id }),
    expect: projectScoped(200),
  },
  'projectSettings.save': {
    query: (f) => ({ pid: f.project.id }),
    // For all members: any member saves their own settings, only managers the project's defaults.
    body: () => ({
      for_all_users: true,
      project_settings: {
        layout: 'rows',
        default_page: 'overview',
        order_settings: PROJECT_PAGE_SECTIONS.map((section) => ({ section, isVisible: true })),
      },
    }),
    expect: managersOnly(200),
  },
};
