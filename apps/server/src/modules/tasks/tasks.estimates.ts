import { readRows } from '../../db/json-rows.ts';
import type { z } from 'zod';
import type { setTimeEstimatesBodySchema, Task } from '@tandem/contract';
import type { Db } from '../../db/client.ts';
import type { UserActor } from '../../http/actor.ts';
import { validationFailed } from '../../http/app-error.ts';
import type { Core } from '../../core.ts';
import type { ProjectAccess } from '../projects/index.ts';
import { membersWhoSee } from '../projects/index.ts';
import { loadEditableTask } from './task-access.ts';
import { estimateTotal } from './tasks.estimates.part.ts';
import { estimatesOfTasks, setTaskEstimate, writeUserEstimates } from './tasks.estimates.repo.ts';
import type { TaskRow } from './tasks.repo.ts';
import { membersAmong } from './tasks.repo.ts';

type Input = z.output<typeof setTimeEstimatesBodySchema>;

interface Deps extends Pick<Core, 'db' | 'transact' | 'clock' | 'recordEvent'> {
  /** The task in the full shape, as the actor sees it. */
  presentTask: (actor: UserActor, taskId: number) => Promise<Task>;
}

/** 400 unless every person is a member of the project who sees the task's list. */
async function assertCanEstimate(db: Db, task: TaskRow, access: ProjectAccess, ids: number[]) {
  if (ids.length === 0) return;
  const members = await membersAmong(db, task.projectId, ids);
  const seeing = new Set(membersWhoSee(access, members, task.tasklistId).map((m) => m.id));
  const refused = ids.filter((id) => !seeing.has(id));
  if (refused.length > 0)
    throw validationFailed({
      users: [
        `These people are not members of this project who see this task list: ${refused.join(', ')}.`,
      ],
    });
}

/** Time estimates of a task: its own total and each person's minutes. */
export function createTaskEstimates(deps: Deps) {
  return async function setTimeEstimates(
    actor: UserActor,
    taskId: number,
    input: Input,
    mutationId: string | null,
  ): Promise<Task> {
    const { task, access } = await loadEditableTask(deps.db, actor.id, taskId);
    const wanted = input.users ?? [];
    await assertCanEstimate(
      deps.db,
      task,
      access,
      wanted.filter((u) => u.minutes !== null).map((u) => u.user_id),
    );
    const before = new Map(
      (await readRows(deps.db, estimatesOfTasks(deps.db, [taskId])))
        .filter((e) => e.kind === 'estimate')
        .map((e) => [e.user.id, e.minutes]),
    );
    const changes = wanted
      .filter((u) => u.minutes !== (before.get(u.user_id) ?? null))
      .map((u) => ({ userId: u.user_id, minutes: u.minutes }));
    const own = input.total_minutes === undefined ? task.timeEstimateMinutes : input.total_minutes;
    if (own === task.timeEstimateMinutes && changes.length === 0)
      return deps.presentTask(actor, taskId);
    const after = new Map(before);
    for (const change of changes)
      if (change.minutes === null) after.delete(change.userId);
      else after.set(change.userId, change.minutes);
    await deps.transact(async (uow) => {
      if (own !== task.timeEstimateMinutes) await setTaskEstimate(uow.tx, taskId, own);
      await writeUserEstimates(uow.tx, taskId, changes, deps.clock.now());
      await deps.recordEvent(uow, {
        type: 'task.time_estimates_changed',
        actorId: actor.id,
        projectId: task.projectId,
        tasklistId: task.tasklistId,
        taskId,
        notice: { task_name: task.name, minutes: estimateTotal(own, [...after.values()]) },
        version: task.version,
        mutationId,
      });
    });
    return deps.presentTask(actor, taskId);
  };
}
export type SetTimeEstimates = ReturnType<typeof createTaskEstimates>;
