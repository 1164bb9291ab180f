import type { z } from 'zod';
import type {
  createTaskRelationBodySchema,
  RelatedTask,
  Task,
  TaskRelation,
} from '@tandem/contract';
import { LIMITS } from '@tandem/contract';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { UserActor } from '../../http/actor.ts';
import { AppError, conflict, forbidden, notFound, validationFailed } from '../../http/app-error.ts';
import type { Core } from '../../core.ts';
import { loadProjectAccess, taskPolicy } from '../projects/index.ts';
import type { ProjectAccess } from '../projects/index.ts';
import { findTaskIdByUuid, loadEditableTask, loadTask } from '../tasks/index.ts';
import type { TaskRow } from '../tasks/index.ts';
import { kindFrom, presentRelatedTask, presentRelation } from './task-relations.presenter.ts';
import type { RelationRecord } from './task-relations.repo.ts';
import {
  countRelationsOfTask,
  deleteRelation,
  findRelation,
  findTaskSummary,
  insertRelation,
  listRelationsOfTask,
  relationBetween,
  searchRelationCandidates,
} from './task-relations.repo.ts';

interface Deps extends Pick<Core, 'db' | 'transact' | 'clock' | 'recordEvent'> {
  /** The task in the full shape, as the actor sees it. */
  presentTask: (actor: UserActor, taskId: number) => Promise<Task>;
}

type CreateInput = z.output<typeof createTaskRelationBodySchema>;

const ALREADY_RELATED =
  'These tasks are related already. Remove that relation to relate them another way.';
const TOO_MANY = `A task can have at most ${LIMITS.taskRelationsMax} relations.`;

/** Rethrows a task the actor cannot see as the given thing not found. */
const hidden = (what: string) => (error: unknown) => {
  if (error instanceof AppError && error.status === 404) throw notFound(what);
  throw error;
};

/** Relations between tasks: listing them from either side, relating and unrelating. */
export function createTaskRelationsService(deps: Deps) {
  /** Whether the actor may edit a task of a project, asking about each project once. */
  function editChecker(actorId: number, known: ProjectAccess) {
    const accesses = new Map<number, Promise<ProjectAccess | null>>([
      [known.projectId, Promise.resolve(known)],
    ]);
    return async (projectId: number, tasklistId: number) => {
      if (!accesses.has(projectId))
        accesses.set(
          projectId,
          loadProjectAccess(deps.db, projectId, actorId).then(
            (loaded) => loaded.access,
            () => null,
          ),
        );
      const access = await accesses.get(projectId)!;
      return access !== null && taskPolicy.update(access, tasklistId);
    };
  }

  /** Records the change on both tasks, each with the kind as it reads from that task. */
  async function announce(
    uow: UnitOfWork,
    type: 'task.relation_added' | 'task.relation_removed',
    actorId: number,
    relation: RelationRecord,
    tasks: TaskRow[],
    mutationId: string | null,
  ) {
    for (const task of tasks)
      await deps.recordEvent(uow, {
        type,
        actorId,
        projectId: task.projectId,
        tasklistId: task.tasklistId,
        taskId: task.id,
        notice: { task_name: task.name, relation_kind: kindFrom(relation, task.id) },
        version: task.version,
        mutationId,
      });
  }

  async function targetOf(input: CreateInput): Promise<number> {
    if (input.target_task_id !== undefined) return input.target_task_id;
    const id = await findTaskIdByUuid(deps.db, input.target_task_uuid!);
    if (id === undefined) throw notFound('The other task');
    return id;
  }

  return {
    /** The relations with tasks the actor sees; the others are counted, never named. */
    async list(actor: UserActor, taskId: number) {
      const { task, access } = await loadTask(deps.db, actor.id, taskId);
      const rows = await listRelationsOfTask(deps.db, taskId, actor.id);
      const mayEdit = editChecker(actor.id, access);
      const relations: TaskRelation[] = [];
      for (const row of rows.filter((r) => r.visible)) {
        const canDelete =
          (await mayEdit(task.projectId, task.tasklistId)) ||
          (await mayEdit(row.other.projectId, row.other.tasklistId));
        relations.push(presentRelation(row, taskId, canDelete));
      }
      const unseen = rows.filter((r) => !r.visible);
      return {
        relations,
        hidden_count: unseen.length,
        has_unnacessable_blocking_task: unseen.some(
          (r) => r.otherBlocks && kindFrom(r.relation, taskId) === 'blocked_by',
        ),
      };
    },

    /** Relates the task to another one the actor sees; 409 when the two are related already. */
    async create(
      actor: UserActor,
      taskId: number,
      input: CreateInput,
      mutationId: string | null,
    ): Promise<{ relation: TaskRelation; task: Task }> {
      const { task } = await loadEditableTask(deps.db, actor.id, taskId);
      const targetId = await targetOf(input);
      if (targetId === taskId)
        throw validationFailed({ target_task_id: ['A task cannot be related to itself.'] });
      const { task: target } = await loadTask(deps.db, actor.id, targetId).catch(
        hidden('The other task'),
      );
      if (target.dateDeleted) throw conflict('The other task is in the trash. Restore it first.');
      if (await relationBetween(deps.db, taskId, targetId)) throw conflict(ALREADY_RELATED);
      const counts = await Promise.all(
        [taskId, targetId].map((id) => countRelationsOfTask(deps.db, id)),
      );
      if (counts.some((count) => count >= LIMITS.taskRelationsMax)) throw conflict(TOO_MANY);
      const relation = await deps.transact(async (uow) => {
        const created = await insertRelation(uow.tx, {
          kind: input.kind,
          sourceTaskId: taskId,
          targetTaskId: targetId,
          authorId: actor.id,
          dateAdd: deps.clock.now(),
        });
        await announce(uow, 'task.relation_added', actor.id, created, [task, target], mutationId);
        return created;
      });
      const other = await findTaskSummary(deps.db, targetId);
      const presented = presentRelation({ relation, other: other!, author: null }, taskId, true);
      return {
        relation: { ...presented, author: { id: actor.id, fullname: actor.fullname } },
        task: await deps.presentTask(actor, taskId),
      };
    },

    /** Removes a relation between two tasks the actor sees and may edit one of. */
    async delete(actor: UserActor, uuid: string, mutationId: string | null): Promise<Task[]> {
      const relation = await findRelation(deps.db, uuid);
      if (!relation) throw notFound('The relation');
      const ends = await Promise.all(
        [relation.sourceTaskId, relation.targetTaskId].map((id) =>
          loadTask(deps.db, actor.id, id).catch(hidden('The relation')),
        ),
      );
      if (!ends.some(({ task, access }) => taskPolicy.update(access, task.tasklistId)))
        throw forbidden('You cannot edit these tasks.');
      await deps.transact(async (uow) => {
        if (!(await deleteRelation(uow.tx, relation.id))) return;
        const tasks = ends.map((end) => end.task);
        await announce(uow, 'task.relation_removed', actor.id, relation, tasks, mutationId);
      });
      return Promise.all(ends.map(({ task }) => deps.presentTask(actor, task.id)));
    },

    /** Tasks the actor sees, in any of their projects, to relate the task to. */
    async candidates(actor: UserActor, taskId: number, query: string): Promise<RelatedTask[]> {
      const { task } = await loadTask(deps.db, actor.id, taskId);
      const rows = await searchRelationCandidates(deps.db, {
        viewerId: actor.id,
        query,
        excludeTaskId: taskId,
        projectId: task.projectId,
        limit: LIMITS.relationCandidatesMax,
      });
      return rows.map(presentRelatedTask);
    },
  };
}
export type TaskRelationsService = ReturnType<typeof createTaskRelationsService>;
