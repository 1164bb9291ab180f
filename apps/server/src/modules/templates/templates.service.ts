import type { z } from 'zod';
import type {
  createFromTemplateBodySchema,
  EventNotice,
  EventType,
  Project,
  saveAsTemplateBodySchema,
} from '@tandem/contract';
import { PROJECT_STATE } from '@tandem/contract';
import type { UserActor } from '../../http/actor.ts';
import { forbidden, validationFailed } from '../../http/app-error.ts';
import type { Core } from '../../core.ts';
import { insertProjectWithOwner, loadProjectAccess, tasklistPolicy } from '../projects/index.ts';
import type { NewProjectRow, ProjectAccess, ProjectRow } from '../projects/index.ts';
import type { TemplateDates } from './templates.dates.ts';
import { shiftTemplateDates } from './templates.dates.ts';
import { daysBetween } from '../../lib/calendar-dates.ts';
import { templatePolicy } from './templates.policy.ts';
import { copyCustomFields, copyTasksOfLists } from '../tasks/index.ts';
import { copyTasklists, listTasklistsToCopy } from './templates.repo.ts';

interface Deps extends Pick<Core, 'db' | 'transact' | 'clock' | 'recordEvent'> {
  /** Presents the new project to the actor. */
  present: (actor: UserActor, projectId: number) => Promise<Project>;
}

/** What the new project takes that is not simply the source's. */
interface CopyTarget {
  name: string;
  stateId: number;
  color: string | null;
  dates: TemplateDates;
  /** Days the tasks' and subtasks' due dates move by (a project started from a template). */
  shiftDays: number;
  event: { type: EventType; notice?: EventNotice };
}

const datesOf = (project: ProjectRow): TemplateDates => ({
  dueDate: project.dueDate,
  dueDateEnd: project.dueDateEnd,
  budgetNextResetDate: project.budgetNextResetDate,
});

/** The new project's row: the source's settings under the target's name, state and dates. */
function copiedRow(
  source: ProjectRow,
  target: CopyTarget,
  actorId: number,
  now: Date,
): NewProjectRow {
  return {
    name: target.name,
    color: target.color,
    currency: source.currency,
    stateId: target.stateId,
    ownerId: actorId,
    authorId: actorId,
    dateAdd: now,
    dueDate: target.dates.dueDate,
    dueDateEnd: target.dates.dueDateEnd,
    client: source.client,
    budgetAmount: source.budgetAmount,
    budgetMinutes: source.budgetMinutes,
    budgetIsRecurrent: source.budgetIsRecurrent,
    budgetNextResetDate: target.dates.budgetNextResetDate,
    budgetNullAfterMonthsCount: source.budgetNullAfterMonthsCount,
    budgetNullInDayOfMonth: source.budgetNullInDayOfMonth,
    hideWorkReportsOnTimeEstimates: source.hideWorkReportsOnTimeEstimates,
  };
}

/** Saving projects as templates and starting projects from them. */
export function createTemplatesService(deps: Deps) {
  /**
   * Writes a copy of a project owned by the actor, its only member: the settings, and the task
   * lists on the board that the actor sees with all their tasks, everything active again.
   */
  async function copyProject(
    actor: UserActor,
    source: ProjectRow,
    access: ProjectAccess,
    target: CopyTarget,
    mutationId: string | null,
  ): Promise<number> {
    const now = deps.clock.now();
    return deps.transact(async (uow) => {
      const project = await insertProjectWithOwner(
        uow.tx,
        copiedRow(source, target, actor.id, now),
      );
      const lists = (await listTasklistsToCopy(uow.tx, source.id)).filter((list) =>
        tasklistPolicy.read(access, list.id),
      );
      const listPairs = await copyTasklists(uow.tx, {
        projectId: project.id,
        tasklists: lists,
        now,
      });
      const fields = await copyCustomFields(uow.tx, {
        fromProjectId: source.id,
        toProjectId: project.id,
        actorId: actor.id,
        now,
      });
      await copyTasksOfLists(uow.tx, {
        toProjectId: project.id,
        listPairs,
        actorId: actor.id,
        now,
        reset: true,
        fields,
        shiftDays: target.shiftDays,
      });
      await deps.recordEvent(uow, {
        type: target.event.type,
        actorId: actor.id,
        projectId: project.id,
        version: project.version,
        mutationId,
        ...(target.event.notice ? { notice: target.event.notice } : {}),
      });
      return project.id;
    });
  }

  return {
    /** A new template made from a project the actor manages; the project stays as it is. */
    async saveAsTemplate(
      actor: UserActor,
      projectId: number,
      input: z.output<typeof saveAsTemplateBodySchema>,
      mutationId: string | null,
    ): Promise<Project> {
      const { project, access } = await loadProjectAccess(deps.db, projectId, actor.id);
      if (!templatePolicy.saveAsTemplate(access)) {
        throw forbidden(
          project.stateId === PROJECT_STATE.deleted
            ? 'A project in the trash cannot be saved as a template. Restore it first.'
            : 'Only the owner and commanders of a project can save it as a template.',
        );
      }
      const templateId = await copyProject(
        actor,
        project,
        access,
        {
          name: input.name,
          stateId: PROJECT_STATE.template,
          color: project.color,
          dates: datesOf(project),
          shiftDays: 0,
          event: { type: 'project.created' },
        },
        mutationId,
      );
      return deps.present(actor, templateId);
    },

    /** A new active project of the actor's, made from a template they see. */
    async createFromTemplate(
      actor: UserActor,
      templateId: number,
      input: z.output<typeof createFromTemplateBodySchema>,
      mutationId: string | null,
    ): Promise<Project> {
      const { project: template, access } = await loadProjectAccess(deps.db, templateId, actor.id);
      if (template.stateId !== PROJECT_STATE.template) {
        throw validationFailed({ pid: ['This project is not a template.'] });
      }
      if (!templatePolicy.createFromTemplate(access)) {
        throw forbidden('You are not allowed to start projects from this template.');
      }
      const projectId = await copyProject(
        actor,
        template,
        access,
        {
          name: input.name,
          stateId: PROJECT_STATE.active,
          color: input.color === undefined ? template.color : input.color,
          dates: shiftTemplateDates(datesOf(template), input.start_date),
          shiftDays:
            input.start_date && template.dueDate
              ? daysBetween(template.dueDate, input.start_date)
              : 0,
          event: {
            type: 'project.created_from_template',
            notice: { template: { id: template.id, name: template.name } },
          },
        },
        mutationId,
      );
      return deps.present(actor, projectId);
    },
  };
}
export type TemplatesService = ReturnType<typeof createTemplatesService>;
