import type { z } from 'zod';
import type { addLabelBodySchema, editLabelBodySchema, Label, Task } from '@tandem/contract';
import { LIMITS } from '@tandem/contract';
import type { UserActor } from '../../http/actor.ts';
import { forbidden, notFound, validationFailed } from '../../http/app-error.ts';
import type { Core } from '../../core.ts';
import type { ProjectAccess } from '../projects/index.ts';
import { loadEditableTask, loadTask } from '../tasks/index.ts';
import type { TaskRow } from '../tasks/index.ts';
import { labelPolicy } from './labels.policy.ts';
import { presentLabel } from './labels.presenter.ts';
import type { LabelRow } from './labels.repo.ts';
import {
  deleteTaskLabel,
  findLabelByUuid,
  insertLabel,
  insertTaskLabel,
  labelIdsOfTask,
  listAvailableLabels,
  projectsCarryingLabel,
  updateLabel,
  viewerSeesLabel,
} from './labels.repo.ts';
import { visibleTasklistIds } from '../projects/index.ts';

interface Deps extends Pick<Core, 'db' | 'transact' | 'clock' | 'recordEvent'> {
  /** The task in the full shape, as the actor sees it. */
  presentTask: (actor: UserActor, taskId: number) => Promise<Task>;
}

type AddInput = z.output<typeof addLabelBodySchema>;
type EditInput = z.output<typeof editLabelBodySchema>;

/** Labels on tasks: which can be used, putting them on and off, and editing one's own. */
export function createLabelsService(deps: Deps) {
  const available = (actorId: number, task: TaskRow, access: ProjectAccess) =>
    listAvailableLabels(deps.db, {
      viewerId: actorId,
      projectId: task.projectId,
      visibleTasklistIds: visibleTasklistIds(access),
    });

  /**
   * The label an add asks for: an available one by uuid (404 otherwise), or by name: the
   * available one of that name, whatever the case, those used in the project first; null to make.
   */
  async function chosenLabel(
    actorId: number,
    task: TaskRow,
    access: ProjectAccess,
    input: AddInput,
  ): Promise<LabelRow | null> {
    const labels = await available(actorId, task, access);
    if (input.uuid !== undefined) {
      const label = labels.find((l) => l.uuid === input.uuid);
      if (!label) throw notFound('The label');
      return label;
    }
    const name = input.name!.toLocaleLowerCase();
    const same = labels.filter((l) => l.name.toLocaleLowerCase() === name);
    return same.find((l) => l.usedInProject) ?? same[0] ?? null;
  }

  /** A label the actor sees (404 otherwise) and may edit (403 otherwise). */
  async function loadOwnLabel(actorId: number, uuid: string): Promise<LabelRow> {
    const label = await findLabelByUuid(deps.db, uuid);
    if (!label) throw notFound('The label');
    if (labelPolicy.edit(label, actorId)) return label;
    if (await viewerSeesLabel(deps.db, label.id, actorId))
      throw forbidden('Only the owners of a label can change it.');
    throw notFound('The label');
  }

  return {
    async available(actor: UserActor, taskId: number): Promise<Label[]> {
      const { task, access } = await loadTask(deps.db, actor.id, taskId);
      return (await available(actor.id, task, access)).map((row) => presentLabel(row, actor.id));
    },

    /** Puts a label on a task, making it first when none of that name is available. */
    async add(
      actor: UserActor,
      taskId: number,
      input: AddInput,
      mutationId: string | null,
    ): Promise<{ task: Task; label: Label }> {
      const { task, access } = await loadEditableTask(deps.db, actor.id, taskId);
      const existing = await chosenLabel(actor.id, task, access, input);
      const onTask = await labelIdsOfTask(deps.db, taskId);
      if (existing && onTask.includes(existing.id))
        return {
          task: await deps.presentTask(actor, taskId),
          label: presentLabel(existing, actor.id),
        };
      if (onTask.length >= LIMITS.taskLabelsMax)
        throw validationFailed({
          label: [`A task can have at most ${LIMITS.taskLabelsMax} labels.`],
        });
      const now = deps.clock.now();
      const uuid = await deps.transact(async (uow) => {
        const label =
          existing ??
          (await insertLabel(uow.tx, {
            name: input.name!,
            color: input.color ?? null,
            authorId: actor.id,
            dateAdd: now,
          }));
        const added = await insertTaskLabel(uow.tx, {
          taskId,
          labelId: label.id,
          addedById: actor.id,
          dateAdd: now,
        });
        // Put on by a call that ran alongside: nothing more to tell.
        if (!added) return label.uuid;
        await deps.recordEvent(uow, {
          type: 'task.labels_changed',
          actorId: actor.id,
          projectId: task.projectId,
          tasklistId: task.tasklistId,
          taskId,
          notice: { task_name: task.name, labels_added: [label.name] },
          version: task.version,
          mutationId,
        });
        return label.uuid;
      });
      const label = await findLabelByUuid(deps.db, uuid);
      return { task: await deps.presentTask(actor, taskId), label: presentLabel(label!, actor.id) };
    },

    /** Renames or recolours one's own label; every project showing it hears of it. */
    async edit(
      actor: UserActor,
      uuid: string,
      input: EditInput,
      mutationId: string | null,
    ): Promise<Label> {
      const label = await loadOwnLabel(actor.id, uuid);
      const name = input.name ?? label.name;
      const color = input.color === undefined ? label.color : input.color;
      if (name === label.name && color === label.color) return presentLabel(label, actor.id);
      const projectIds = await projectsCarryingLabel(deps.db, label.id);
      await deps.transact(async (uow) => {
        await updateLabel(uow.tx, label.id, { name, color });
        const notice = {
          labels_added: [name],
          ...(name !== label.name ? { labels_removed: [label.name] } : {}),
        };
        // With no task carrying it, only the owner's own tabs have it on screen.
        const places = projectIds.length > 0 ? projectIds : [null];
        for (const projectId of places)
          await deps.recordEvent(uow, {
            type: 'label.updated',
            actorId: actor.id,
            projectId,
            notice,
            mutationId,
          });
      });
      return presentLabel({ ...label, name, color }, actor.id);
    },

    /** Takes a label off a task; one the actor sees that is not on the task changes nothing. */
    async remove(
      actor: UserActor,
      taskId: number,
      uuid: string,
      mutationId: string | null,
    ): Promise<Task> {
      const { task } = await loadEditableTask(deps.db, actor.id, taskId);
      const label = await findLabelByUuid(deps.db, uuid);
      if (!label) throw notFound('The label');
      const onTask = await labelIdsOfTask(deps.db, taskId);
      if (!onTask.includes(label.id)) {
        if (!(await viewerSeesLabel(deps.db, label.id, actor.id))) throw notFound('The label');
        return deps.presentTask(actor, taskId);
      }
      await deps.transact(async (uow) => {
        if (!(await deleteTaskLabel(uow.tx, taskId, label.id))) return;
        await deps.recordEvent(uow, {
          type: 'task.labels_changed',
          actorId: actor.id,
          projectId: task.projectId,
          tasklistId: task.tasklistId,
          taskId,
          notice: { task_name: task.name, labels_removed: [label.name] },
          version: task.version,
          mutationId,
        });
      });
      return deps.presentTask(actor, taskId);
    },
  };
}
export type LabelsService = ReturnType<typeof createLabelsService>;
