import type { z } from 'zod';
import type {
  EventType,
  favoriteBodySchema,
  Project,
  updateProjectBodySchema,
} from '@tandem/contract';
import { PROJECT_STATE, amountToMinor } from '@tandem/contract';
import type { UserActor } from '../../http/actor.ts';
import { conflict, forbidden, validationFailed } from '../../http/app-error.ts';
import type { Core } from '../../core.ts';
import { loadProjectAccess } from './project-access.ts';
import type { ProjectAccess } from './projects.policy.ts';
import { projectPolicy } from './projects.policy.ts';
import type { ProjectChanges, ProjectRow } from './projects.repo.ts';
import { setFavorite, updateProject } from './projects.repo.ts';

interface Deps extends Pick<Core, 'db' | 'transact' | 'clock' | 'recordEvent'> {
  /** Presents the project to the actor after a change. */
  present: (actor: UserActor, projectId: number) => Promise<Project>;
}

type UpdateInput = z.output<typeof updateProjectBodySchema>;

/** The stored form of the budget fields that were sent; untouched fields stay as they are. */
function budgetChanges(budget: UpdateInput['budget']): ProjectChanges {
  if (budget === undefined) return {};
  if (budget === null) {
    return {
      budgetAmount: null,
      budgetMinutes: null,
      budgetIsRecurrent: false,
      budgetNextResetDate: null,
    };
  }
  return {
    budgetAmount: budget.amount === null ? null : amountToMinor(budget.amount),
    ...(budget.minutesBudget !== undefined ? { budgetMinutes: budget.minutesBudget } : {}),
    ...(budget.isRecurrent !== undefined ? { budgetIsRecurrent: budget.isRecurrent } : {}),
    ...(budget.nextResetDate !== undefined ? { budgetNextResetDate: budget.nextResetDate } : {}),
    ...(budget.nullAfterMonthsCount !== undefined
      ? { budgetNullAfterMonthsCount: budget.nullAfterMonthsCount }
      : {}),
    ...(budget.nullInDayOfMonth !== undefined
      ? { budgetNullInDayOfMonth: budget.nullInDayOfMonth }
      : {}),
  };
}

/** Editing a project, favourites, and its way through archive and trash. */
export function createProjectLifecycle(deps: Deps) {
  /** One state change: checked by its rule, written with its event, answered as the new project. */
  async function transition(
    actor: UserActor,
    projectId: number,
    mutationId: string | null,
    step: {
      allowed: (access: ProjectAccess) => boolean;
      refusal: string;
      changes: (project: ProjectRow) => ProjectChanges;
      event: EventType;
    },
  ): Promise<Project> {
    const { project, access } = await loadProjectAccess(deps.db, projectId, actor.id);
    if (!step.allowed(access)) throw forbidden(step.refusal);
    await deps.transact(async (uow) => {
      const updated = await updateProject(
        uow.tx,
        projectId,
        step.changes(project),
        project.version,
      );
      if (!updated)
        throw conflict('The project was changed in the meantime. Reload and try again.');
      await deps.recordEvent(uow, {
        type: step.event,
        actorId: actor.id,
        projectId,
        version: updated.version,
        mutationId,
      });
    });
    return deps.present(actor, projectId);
  }

  return {
    async update(
      actor: UserActor,
      projectId: number,
      input: UpdateInput,
      mutationId: string | null,
    ) {
      const { project, access } = await loadProjectAccess(deps.db, projectId, actor.id);
      if (!projectPolicy.update(access))
        throw forbidden('Only the owner and commanders can edit the project.');
      if (input.currency !== undefined && input.currency !== project.currency) {
        throw validationFailed({
          currency: ['The currency of a project cannot be changed after it is created.'],
        });
      }
      const changes: ProjectChanges = {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.color !== undefined ? { color: input.color } : {}),
        ...(input.dueDate !== undefined ? { dueDate: input.dueDate } : {}),
        ...(input.dueDateEnd !== undefined ? { dueDateEnd: input.dueDateEnd } : {}),
        ...(input.client !== undefined ? { client: input.client } : {}),
        ...(input.hide_work_reports_on_time_estimates !== undefined
          ? { hideWorkReportsOnTimeEstimates: input.hide_work_reports_on_time_estimates }
          : {}),
        ...budgetChanges(input.budget),
      };
      const start = changes.dueDate !== undefined ? changes.dueDate : project.dueDate;
      const end = changes.dueDateEnd !== undefined ? changes.dueDateEnd : project.dueDateEnd;
      if (start && end && start > end) {
        throw validationFailed({ dueDateEnd: ['The end date must not be before the start date.'] });
      }
      await deps.transact(async (uow) => {
        const updated = await updateProject(uow.tx, projectId, changes, input.version);
        if (!updated)
          throw conflict('The project was changed in the meantime. Reload and try again.');
        await deps.recordEvent(uow, {
          type: 'project.updated',
          actorId: actor.id,
          projectId,
          version: updated.version,
          mutationId,
        });
      });
      return deps.present(actor, projectId);
    },

    /** A favourite is the actor's own mark: nobody else is told of it. */
    async favorite(
      actor: UserActor,
      projectId: number,
      input: z.output<typeof favoriteBodySchema>,
    ) {
      const { access } = await loadProjectAccess(deps.db, projectId, actor.id);
      if (!access.isMember) throw forbidden('Only members can mark a project as a favourite.');
      await setFavorite(
        deps.db,
        projectId,
        actor.id,
        input.isFavorite ?? input.is_favorite ?? false,
      );
      return deps.present(actor, projectId);
    },

    archive: (actor: UserActor, projectId: number, mutationId: string | null) =>
      transition(actor, projectId, mutationId, {
        allowed: projectPolicy.archive,
        refusal: 'Only the owner and commanders can archive an active project.',
        changes: () => ({ stateId: PROJECT_STATE.archived, dateArchived: deps.clock.now() }),
        event: 'project.archived',
      }),

    restore: (actor: UserActor, projectId: number, mutationId: string | null) =>
      transition(actor, projectId, mutationId, {
        allowed: projectPolicy.restore,
        refusal: 'Only the owner and commanders can restore an archived project.',
        changes: () => ({ stateId: PROJECT_STATE.active, dateArchived: null }),
        event: 'project.restored',
      }),

    delete: (actor: UserActor, projectId: number, mutationId: string | null) =>
      transition(actor, projectId, mutationId, {
        allowed: projectPolicy.delete,
        refusal: 'Only the owner can move a project to the trash.',
        changes: () => ({
          stateId: PROJECT_STATE.deleted,
          dateDeleted: deps.clock.now(),
          deletedById: actor.id,
        }),
        event: 'project.deleted',
      }),

    /** Back from the trash to where it was: archived if it had been archived, else active. */
    restoreFromTrash: (actor: UserActor, projectId: number, mutationId: string | null) =>
      transition(actor, projectId, mutationId, {
        allowed: projectPolicy.restoreFromTrash,
        refusal: 'Only the owner can restore a project from the trash.',
        changes: (project) => ({
          stateId: project.dateArchived ? PROJECT_STATE.archived : PROJECT_STATE.active,
          dateDeleted: null,
          deletedById: null,
        }),
        event: 'project.restored_from_trash',
      }),
  };
}
export type ProjectLifecycle = ReturnType<typeof createProjectLifecycle>;
