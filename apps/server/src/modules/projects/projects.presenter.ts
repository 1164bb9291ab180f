import type { Currency, Project } from '@tandem/contract';
import { PROJECT_STATE, minorToAmount, stateName } from '@tandem/contract';
import { fullnameOf, presentPerson } from '../users/users.presenter.ts';
import type { ProjectAccess } from './projects.policy.ts';
import { projectPolicy } from './projects.policy.ts';
import type { MemberRow, ProjectRow } from './projects.repo.ts';

/** The budget as the spec sends it, or null when no part of it is set. */
function presentBudget(project: ProjectRow): Project['budget'] {
  if (project.budgetAmount === null && project.budgetMinutes === null) return null;
  return {
    amount: project.budgetAmount === null ? null : minorToAmount(project.budgetAmount),
    currency: project.currency as Currency,
    isRecurrent: project.budgetIsRecurrent,
    minutesBudget: project.budgetMinutes,
    nextResetDate: project.budgetNextResetDate,
    nullAfterMonthsCount: project.budgetNullAfterMonthsCount,
    nullInDayOfMonth: project.budgetNullInDayOfMonth,
  };
}

/** A project for one viewer: their access decides the abilities, their membership the favourite. */
export function presentProject(
  project: ProjectRow,
  access: ProjectAccess,
  members: MemberRow[],
  viewer: { isFavorite: boolean } | null,
): Project {
  const author = members.find((m) => m.id === project.authorId);
  return {
    id: project.id,
    name: project.name,
    color: project.color,
    currency: project.currency as Currency,
    state: { id: project.stateId, state: stateName(PROJECT_STATE, project.stateId) },
    owner: access.owner,
    author: author ? { id: author.id, fullname: fullnameOf(author) } : access.owner,
    isCommander: access.isCommander,
    workers: members.map(presentPerson),
    commanders: members.filter((m) => m.isCommander).map((m) => m.id),
    version: project.version,
    isFavorite: viewer?.isFavorite ?? false,
    dueDate: project.dueDate,
    dueDateEnd: project.dueDateEnd,
    client: project.client,
    budget: presentBudget(project),
    hide_work_reports_on_time_estimates: project.hideWorkReportsOnTimeEstimates,
    date_archived: project.dateArchived?.toISOString() ?? null,
    date_deleted: project.dateDeleted?.toISOString() ?? null,
    abilities: {
      update: projectPolicy.update(access),
      create_tasklist: projectPolicy.createTasklist(access),
      manage_workers: projectPolicy.manageWorkers(access),
      archive: projectPolicy.archive(access) || projectPolicy.restore(access),
      delete: projectPolicy.delete(access) || projectPolicy.restoreFromTrash(access),
    },
  };
}
