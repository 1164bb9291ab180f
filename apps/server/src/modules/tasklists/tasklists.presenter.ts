import type { Tasklist } from '@tandem/contract';
import { TASKLIST_STATE, stateName } from '@tandem/contract';
import type { ProjectAccess } from '../projects/projects.policy.ts';
import { tasklistPolicy } from '../projects/projects.policy.ts';
import type { TasklistWithCounts } from './tasklists.repo.ts';

export function presentTasklist(
  { tasklist, countActiveTasks }: TasklistWithCounts,
  access: ProjectAccess,
): Tasklist {
  return {
    id: tasklist.id,
    name: tasklist.name,
    state: { id: tasklist.stateId, state: stateName(TASKLIST_STATE, tasklist.stateId) },
    count_active_tasks: countActiveTasks,
    has_pinned_documents: false,
    date_activation: tasklist.dateActivation.toISOString(),
    date_finished: tasklist.dateFinished?.toISOString() ?? null,
    count_comments: 0,
    project: { id: tasklist.projectId },
    version: tasklist.version,
    abilities: {
      update: tasklistPolicy.update(access, tasklist.id),
      create_task: tasklistPolicy.createTask(access, tasklist.id),
    },
  };
}
