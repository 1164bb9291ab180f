import type { Task } from '@tandem/contract';
import { TASK_STATE, stateName } from '@tandem/contract';
import { presentPerson } from '../users/users.presenter.ts';
import type { ProjectAccess } from '../projects/projects.policy.ts';
import { deniedAction, taskPolicy } from '../projects/projects.policy.ts';
import type { TaskWithPeople } from './tasks.repo.ts';

export function presentTask(
  { task, author, finishedBy }: TaskWithPeople,
  access: ProjectAccess,
): Task {
  return {
    id: task.id,
    uuid: task.uuid,
    name: task.name,
    state: { id: task.stateId, state: stateName(TASK_STATE, task.stateId) },
    author: presentPerson(author),
    finished_by: finishedBy ? presentPerson(finishedBy) : null,
    date_add: task.dateAdd.toISOString(),
    date_finished: task.dateFinished?.toISOString() ?? null,
    project: { id: task.projectId },
    tasklist: { id: task.tasklistId },
    sorting_id: task.sortingId,
    version: task.version,
    abilities: {
      update: taskPolicy.update(access, task.tasklistId),
      finish: taskPolicy.finish(access, task.tasklistId) && !deniedAction(access, 'task_finish'),
    },
  };
}
