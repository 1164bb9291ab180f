import type { FastifyInstance } from 'fastify';
import {
  finishedTaskEndpoints,
  myOpenTaskEndpoints,
  myPriorityEndpoints,
  calendarEndpoints,
  taskBoardEndpoints,
  taskEndpoints,
  taskMoveEndpoints,
} from '@tandem/contract';
import { defineRoute } from '../../http/define-route.ts';
import type { TasksService } from './tasks.service.ts';

export function registerTaskRoutes(app: FastifyInstance, tasks: TasksService): void {
  defineRoute(app, taskEndpoints.listByProject, async ({ actor, query }) => ({
    tasks: await tasks.listByProject(actor, query.pid),
  }));
  defineRoute(app, taskBoardEndpoints.board, ({ actor, query }) =>
    tasks.board(actor, query.pid, query.tid),
  );
  defineRoute(app, taskEndpoints.detail, async ({ actor, query }) => ({
    task: await tasks.detail(actor, query),
  }));
  defineRoute(app, taskEndpoints.create, async ({ actor, query, body, mutationId }) => ({
    task: await tasks.create(actor, query.tlid, body.name, mutationId),
  }));
  defineRoute(app, taskEndpoints.update, async ({ actor, query, body, mutationId }) => ({
    task: await tasks.update(actor, query.tid, body, mutationId),
  }));
  defineRoute(app, taskEndpoints.finish, async ({ actor, query, mutationId }) => ({
    task: await tasks.finish(actor, query.tid, mutationId),
  }));
  defineRoute(app, taskEndpoints.reopen, async ({ actor, query, mutationId }) => ({
    task: await tasks.reopen(actor, query.tid, mutationId),
  }));
  defineRoute(app, taskEndpoints.delete, async ({ actor, query, mutationId }) => ({
    task: await tasks.delete(actor, query.tid, mutationId),
  }));
  defineRoute(app, taskEndpoints.restoreFromTrash, async ({ actor, query, mutationId }) => ({
    task: await tasks.restoreFromTrash(actor, query.tid, mutationId),
  }));
  defineRoute(app, taskEndpoints.setFlags, async ({ actor, query, body }) => ({
    task: await tasks.setFlags(actor, query.tid, body),
  }));
  defineRoute(app, taskMoveEndpoints.move, async ({ actor, query, body, mutationId }) => ({
    task: await tasks.move(actor, query.tid, body, mutationId),
  }));
  defineRoute(app, taskMoveEndpoints.allowedToMoveTaskTo, async ({ actor, query }) => ({
    projects: await tasks.allowedMoveTargets(actor, query.tid, query.pid),
  }));
  defineRoute(app, taskMoveEndpoints.projectsAllowedToAssignTaskTo, async ({ actor, query }) => ({
    projects: await tasks.allowedMoveTargets(actor, query.taskId),
  }));
  defineRoute(app, finishedTaskEndpoints.find, async ({ actor, query, body }) =>
    tasks.findFinished(actor, query, body),
  );
  defineRoute(app, calendarEndpoints.tasks, async ({ actor, query }) =>
    tasks.calendar(actor, {
      from: query.date_from,
      to: query.date_to,
      ...(query.pid === undefined ? {} : { projectId: query.pid }),
    }),
  );
  defineRoute(app, myPriorityEndpoints.list, async ({ actor }) => ({
    tasks: await tasks.myPriorities(actor),
  }));
  defineRoute(app, myPriorityEndpoints.reorder, async ({ actor, body }) => ({
    tasks: await tasks.reorderMyPriorities(actor, body.task_ids),
  }));
  defineRoute(app, myOpenTaskEndpoints.list, async ({ actor }) => ({
    tasks: await tasks.myOpenTasks(actor),
  }));
}
