import type { RealtimeEvent } from '@tandem/contract';
import type { Db } from '../../db/client.ts';
import type { RealtimeAccess } from '../../realtime/hub.ts';
import { findTask } from '../tasks/tasks.repo.ts';
import { loadProjectAccess } from './project-access.ts';
import { taskPolicy } from './projects.policy.ts';
import { memberIdsAmong } from './projects.repo.ts';

/** Who may follow which topic, and who may still hear an event: the same rules as reading. */
export function createRealtimeAccess(db: Db): RealtimeAccess {
  const canReadProject = (userId: number, projectId: number) =>
    loadProjectAccess(db, projectId, userId).then(
      () => true,
      () => false,
    );

  return {
    async canSubscribe(userId, topic) {
      const [kind, rawId] = topic.split('.');
      const id = Number(rawId);
      if (kind === 'user') return id === userId;
      if (kind === 'project') return canReadProject(userId, id);
      if (kind === 'task') {
        const task = await findTask(db, id);
        if (!task) return false;
        const loaded = await loadProjectAccess(db, task.projectId, userId).catch(() => null);
        return loaded !== null && taskPolicy.read(loaded.access, task.tasklistId);
      }
      return false;
    },
    async audience(event: RealtimeEvent, userIds) {
      if (event.project_id === null) return new Set(userIds.filter((id) => id === event.actor_id));
      return new Set(await memberIdsAmong(db, event.project_id, userIds));
    },
  };
}
