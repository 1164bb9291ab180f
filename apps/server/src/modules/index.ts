import type { TandemModule } from '../core.ts';
import { accountModule } from './account/index.ts';
import { authModule } from './auth/index.ts';
import { calendarFeedsModule } from './calendar-feeds/index.ts';
import { commentsModule } from './comments/index.ts';
import { customFieldsModule } from './custom-fields/index.ts';
import { eventsModule } from './events/index.ts';
import { filesModule } from './files/index.ts';
import { invitationsModule } from './invitations/index.ts';
import { invoicesModule } from './invoices/index.ts';
import { labelsModule } from './labels/index.ts';
import { ownerChangeModule } from './owner-change/index.ts';
import { peopleModule } from './people/index.ts';
import { projectSettingsModule } from './project-settings/index.ts';
import { projectsModule } from './projects/index.ts';
import { publicLinksModule } from './public-links/index.ts';
import { projectLinksModule } from './project-links/index.ts';
import { notesModule } from './notes/index.ts';
import { notificationsModule } from './notifications/index.ts';
import { pinnedItemsModule } from './pinned-items/index.ts';
import { pushModule } from './push/index.ts';
import { recurrenceModule } from './recurrence/index.ts';
import { remindersModule } from './reminders/index.ts';
import { rolesModule } from './roles/index.ts';
import { searchModule } from './search/index.ts';
import { systemModule } from './system/index.ts';
import { tagsModule } from './tags/index.ts';
import { taskFiltersModule } from './task-filters/index.ts';
import { taskRelationsModule } from './task-relations/index.ts';
import { taskchecksModule } from './taskchecks/index.ts';
import { tasklistsModule } from './tasklists/index.ts';
import { tasksModule } from './tasks/index.ts';
import { templatesModule } from './templates/index.ts';
import { timelineModule } from './timeline/index.ts';
import { workReportsModule } from './work-reports/index.ts';

/**
 * Every module of the server, each registering itself on the core. A new module is one folder
 * with an `index.ts` and one line here. The order of the task parts in the full shape follows
 * the order of this list.
 */
export const MODULES: readonly TandemModule[] = [
  systemModule,
  authModule,
  accountModule,
  projectsModule,
  invitationsModule,
  projectSettingsModule,
  tagsModule,
  tasklistsModule,
  templatesModule,
  tasksModule,
  labelsModule,
  taskRelationsModule,
  taskchecksModule,
  customFieldsModule,
  recurrenceModule,
  remindersModule,
  workReportsModule,
  invoicesModule,
  commentsModule,
  filesModule,
  publicLinksModule,
  calendarFeedsModule,
  projectLinksModule,
  notesModule,
  pinnedItemsModule,
  rolesModule,
  eventsModule,
  notificationsModule,
  pushModule,
  ownerChangeModule,
  peopleModule,
  searchModule,
  taskFiltersModule,
  timelineModule,
];
