import type { Currency, Project, ProjectTag, ProjectWorker } from '@tandem/contract';
import { DISALLOWED_ACTIONS, PROJECT_STATE, minorToAmount, stateName } from '@tandem/contract';
import { daysBetween } from '../../lib/calendar-dates.ts';
import type { ProjectTagRow } from './project-tags.repo.ts';
import { presentProjectTag } from './project-tags.presenter.ts';
import { fullnameOf } from '../users/index.ts';
import type { ProjectAccess } from './projects.policy.ts';
import { deniedAction, memberPolicy, projectPolicy } from './projects.policy.ts';
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

/** A member for one viewer: hour rates are shown to managers and to the member themselves. */
export function presentWorker(
  member: MemberRow,
  project: ProjectRow,
  access: ProjectAccess,
  viewerId: number,
): ProjectWorker {
  const managesPeople = access.isOwner || access.isCommander || access.isBusinessCaptain;
  const isOwner = member.id === project.ownerId;
  const target = { id: member.id, self: member.id === viewerId };
  return {
    id: member.id,
    fullname: fullnameOf(member),
    email: member.email,
    is_commander: member.isCommander || isOwner,
    is_worker_invited: member.isInvited,
    tasklists_acl: member.isCommander || isOwner ? null : member.tasklistsAcl,
    project_setting:
      managesPeople || member.id === viewerId
        ? {
            id: member.id,
            hour_rate: member.hourRate === null ? null : minorToAmount(member.hourRate),
            is_fixed: member.hourRateIsFixed,
          }
        : null,
    is_business_captain: false,
    roles: member.roles.map((r) => ({ id: r.id, name: r.name })),
    abilities: {
      set_commander: memberPolicy.setCommander(access, target),
      remove: memberPolicy.remove(access, target),
      leave: memberPolicy.leave(access, target),
    },
  };
}

/** A tag on a project: its author may make it public where they have canManagePublicTag. */
export function presentTag(
  row: ProjectTagRow,
  access: ProjectAccess,
  viewerId: number,
): ProjectTag {
  return presentProjectTag(row, viewerId, projectPolicy.managePublicTags(access));
}

/** A project for one viewer: their access decides the abilities, their membership the favourite. */
export function presentProject(
  project: ProjectRow,
  access: ProjectAccess,
  members: MemberRow[],
  viewer: { userId: number; isFavorite: boolean } | null,
  tags: ProjectTagRow[] = [],
  taskCounts: { active: number; finished: number } = { active: 0, finished: 0 },
): Project {
  const viewerId = viewer?.userId ?? 0;
  const author = members.find((m) => m.id === project.authorId);
  const isTemplate = project.stateId === PROJECT_STATE.template;
  return {
    id: project.id,
    name: project.name,
    color: project.color,
    currency: project.currency as Currency,
    state: { id: project.stateId, state: stateName(PROJECT_STATE, project.stateId) },
    owner: access.owner,
    author: author ? { id: author.id, fullname: fullnameOf(author) } : access.owner,
    isCommander: access.isCommander || access.isOwner,
    isTemplate,
    isUserBusinessCaptain: access.isBusinessCaptain,
    canManagePublicTag: projectPolicy.managePublicTags(access),
    tags: tags.map((t) => presentTag(t, access, viewerId)),
    workers: members.map((m) => presentWorker(m, project, access, viewerId)),
    commanders: members.filter((m) => m.isCommander).map((m) => m.id),
    version: project.version,
    isFavorite: viewer?.isFavorite ?? false,
    dueDate: project.dueDate,
    dueDateEnd: project.dueDateEnd,
    due_date_plus_days: isTemplate && project.dueDate ? 0 : null,
    due_date_end_plus_days:
      isTemplate && project.dueDate && project.dueDateEnd
        ? daysBetween(project.dueDate, project.dueDateEnd)
        : null,
    client: project.client,
    budget: presentBudget(project),
    hide_work_reports_on_time_estimates: project.hideWorkReportsOnTimeEstimates,
    date_archived: project.dateArchived?.toISOString() ?? null,
    date_deleted: project.dateDeleted?.toISOString() ?? null,
    task_counts: { active: taskCounts.active, finished: taskCounts.finished },
    abilities: {
      update: projectPolicy.update(access),
      create_tasklist:
        projectPolicy.createTasklist(access) && !deniedAction(access, 'tasklist_create'),
      add_content: projectPolicy.addContent(access),
      manage_workers: projectPolicy.manageWorkers(access),
      archive: projectPolicy.archive(access) || projectPolicy.restore(access),
      delete: projectPolicy.delete(access) || projectPolicy.restoreFromTrash(access),
      set_member_roles: projectPolicy.setMemberRoles(access),
      save_as_template: projectPolicy.saveAsTemplate(access),
      hand_over: projectPolicy.handOver(access),
      remove_workers_everywhere: access.isOwner,
      see_spend: projectPolicy.seeSpend(access),
    },
    disallowed_actions: DISALLOWED_ACTIONS.filter((action) => deniedAction(access, action)),
  };
}
