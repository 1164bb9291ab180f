import type { TandemModule } from '../../core.ts';
import { projects as projectsTable } from '../../db/schema/projects.ts';
import { deleteTrashedBefore, purgeTrashNightly } from '../../jobs/purge-trash.ts';
import { registerProjectPeopleRoutes } from './project-people.routes.ts';
import { BUDGET_RESET_JOB, resetDueBudgets } from './projects.budget.ts';
import { createProjectLifecycle } from './projects.lifecycle.ts';
import { createProjectPeople } from './projects.people.ts';
import { registerProjectRoutes } from './projects.routes.ts';
import { createProjectsService } from './projects.service.ts';
import { createProjectWorkers } from './projects.workers.ts';

/** Projects, their lifecycle and their people. */
export const projectsModule: TandemModule = {
  name: 'projects',
  register(core) {
    purgeTrashNightly(
      { ...core, days: core.config.TRASH_DAYS },
      'projects.purge-trash',
      (tx, before) => deleteTrashedBefore(tx, projectsTable, projectsTable.dateDeleted, before),
    );
    core.jobs.define(BUDGET_RESET_JOB, async () => void (await resetDueBudgets(core)), {
      retryLimit: 3,
    });
    core.jobs.every(BUDGET_RESET_JOB, '7 * * * *');
    const { app, present } = core;
    const projects = createProjectsService(core);
    core.provide({ project: (actor, id) => projects.get(actor, id) });
    const withPresent = { ...core, present: present.project };
    registerProjectRoutes(
      app,
      projects,
      createProjectLifecycle(withPresent),
      createProjectPeople(withPresent),
    );
    registerProjectPeopleRoutes(app, createProjectWorkers(withPresent));
  },
};

// The doors: what other modules and the app may use of this module.
export { tasklistIdsInProject, usersSharingProjectsWith } from './members.repo.ts';
export {
  accessFromRow,
  accessOf,
  accessesAmong,
  assertNotDenied,
  loadProjectAccess,
  membersWhoSee,
  usersWhoSee,
} from './project-access.ts';
export { firstPinKey, pinnedOrder } from './pinned-order.repo.ts';
export { budgetPeriod, budgetSince } from './projects.budget.ts';
export { presentProjectTag } from './project-tags.presenter.ts';
export { seesProject, tagColumns } from './project-tags.repo.ts';
export type { TagRow } from './project-tags.repo.ts';
export {
  viewerProjectIds,
  viewerSeesInProject,
  viewerSeesTask,
} from './project-visibility.repo.ts';
export {
  deniedAction,
  projectPolicy,
  taskPolicy,
  tasklistPolicy,
  visibleTasklistIds,
} from './projects.policy.ts';
export type { ProjectAccess } from './projects.policy.ts';
export {
  accessColumns,
  insertMember,
  insertProjectWithOwner,
  listMembers,
  memberIdsAmong,
  ownerOfProject,
  projectOwner,
  viewerMembership,
} from './projects.repo.ts';
export type { NewProjectRow, ProjectRow } from './projects.repo.ts';
export { deniedActionIdsColumn } from './role-denials.repo.ts';
