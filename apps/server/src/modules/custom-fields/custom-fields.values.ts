import type { Task } from '@tandem/contract';
import type { UserActor } from '../../http/actor.ts';
import { conflict, forbidden, notFound, validationFailed } from '../../http/app-error.ts';
import { taskPolicy } from '../projects/index.ts';
import { TASK_IN_TRASH, loadTask } from '../tasks/index.ts';
import type { CustomFieldsDeps } from './custom-fields.service.ts';
import { parseCustomFieldValue } from './custom-field-value.ts';
import { fieldType } from './custom-fields.presenter.ts';
import { deleteValue, findFieldByUuid, upsertValue } from './custom-fields.repo.ts';

interface Deps extends CustomFieldsDeps {
  /** The task in the full shape, as the actor sees it. */
  presentTask: (actor: UserActor, taskId: number) => Promise<Task>;
}

/** A task's values of its project's custom fields: set by whoever may edit the task. */
export function createCustomFieldValues(deps: Deps) {
  return {
    /** Sets a task's value of a field, or clears it with null; answers the task. */
    async set(
      actor: UserActor,
      taskId: number,
      input: { field_uuid: string; value: string | number | boolean | null },
      mutationId: string | null,
    ): Promise<Task> {
      const { task, access } = await loadTask(deps.db, actor.id, taskId);
      const record = await findFieldByUuid(deps.db, input.field_uuid);
      // A field of another project is as unknown here as a missing one.
      if (!record || record.field.deletedAt || record.field.projectId !== task.projectId)
        throw notFound('The custom field');
      if (!taskPolicy.update(access, task.tasklistId))
        throw forbidden('You cannot change this task.');
      if (task.dateDeleted) throw conflict(TASK_IN_TRASH);
      const parsed = parseCustomFieldValue(
        fieldType(record.field.typeId),
        input.value,
        record.enumValues.map((v) => v.uuid),
      );
      if (!parsed.ok) throw validationFailed({ value: [parsed.message] });
      await deps.transact(async (uow) => {
        const now = deps.clock.now();
        const fieldId = record.field.id;
        if (parsed.value === null) {
          // Clearing what was never set changes nothing, so nobody needs to hear of it.
          if (!(await deleteValue(uow.tx, fieldId, taskId))) return;
        } else {
          await upsertValue(uow.tx, {
            fieldId,
            taskId,
            value: parsed.value,
            authorId: actor.id,
            now,
          });
        }
        await deps.recordEvent(uow, {
          type: 'task.custom_field_changed',
          actorId: actor.id,
          projectId: task.projectId,
          tasklistId: task.tasklistId,
          taskId,
          notice: { task_name: task.name },
          mutationId,
        });
      });
      return deps.presentTask(actor, taskId);
    },
  };
}
export type CustomFieldValuesService = ReturnType<typeof createCustomFieldValues>;
