import type { RealtimeEvent } from '@tandem/contract';
import type { Db } from '../db/client.ts';
import type { RealtimeAccess } from './hub.ts';
import { findTask } from '../modules/tasks/index.ts';
import {
  accessesAmong,
  loadProjectAccess,
  projectPolicy,
  tasklistPolicy,
  taskPolicy,
} from '../modules/projects/index.ts';

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
    /**
     * Those who may read what the event is about, by the same policy as reading over HTTP: the
     * project for a project's event, the task list for an event about a task list or a task (the
     * task's list looked up when the event does not name it).
     */
    async audience(event: RealtimeEvent, userIds) {
      if (event.project_id === null) {
        return { hear: new Set(userIds.filter((id) => id === event.actor_id)), lost: new Set() };
      }
      const tasklistId =
        event.tasklist_id ??
        (event.task_id === null ? null : ((await findTask(db, event.task_id))?.tasklistId ?? null));
      const accesses = await accessesAmong(db, event.project_id, userIds);
      const hear = new Set<number>();
      const lost = new Set<number>();
      for (const id of userIds) {
        const access = accesses.get(id);
        if (!access || !projectPolicy.read(access)) lost.add(id);
        else if (tasklistId === null || tasklistPolicy.read(access, tasklistId)) hear.add(id);
      }
      return { hear, lost };
    },
  };
}
