import type { AuthorizationRows } from '../../test/authorization.ts';
import { freshProject, projectScoped, signedIn } from '../../test/authorization.ts';

/**
 * Tasks: their lifecycle and trash, the board and the listings, estimates and pins, and moving
 * them between lists.
 */
export const authorizationRows: AuthorizationRows = {
  'tasks.listByProject': { query: (f) => ({ pid: f.project.id }), expect: projectScoped(200) },
  'tasks.detail': {
    query: (f) => ({ tid: f.task.id }),
    expect: { ...projectScoped(200), limitedWorker: 404 },
  },
  'tasks.create': {
    query: (f) => ({ tlid: f.tasklist.id }),
    body: () => ({ name: 'Task' }),
    expect: { ...projectScoped(201), limitedWorker: 404 },
  },
  // Edits (update) and the trash (delete, restoreFromTrash) work on a fresh task, at version 1
  // and out of the trash.
  'tasks.update': {
    query: (f) => ({ tid: f.task.id }),
    body: () => ({ version: 1, priority_enum: 'h' }),
    fresh: freshProject,
    expect: { ...projectScoped(200), limitedWorker: 404 },
  },
  'tasks.finish': {
    query: (f) => ({ tid: f.task.id }),
    expect: { ...projectScoped(200), limitedWorker: 404 },
  },
  'tasks.reopen': {
    query: (f) => ({ tid: f.task.id }),
    expect: { ...projectScoped(200), limitedWorker: 404 },
  },
  'tasks.delete': {
    query: (f) => ({ tid: f.task.id }),
    fresh: freshProject,
    expect: { ...projectScoped(200), limitedWorker: 404 },
  },
  'tasks.restoreFromTrash': {
    query: (f) => ({ tid: f.task.id }),
    fresh: async (client, f) => {
      await client.post(`/api/tasks/delete?tid=${f.task.id}`);
    },
    expect: { ...projectScoped(200), limitedWorker: 404 },
  },
  'tasks.setFlags': {
    query: (f) => ({ tid: f.task.id }),
    body: () => ({ is_tracked: true }),
    expect: { ...projectScoped(200), limitedWorker: 404 },
  },
  'myOpenTasks.list': { expect: signedIn(200) },
  'myPriorities.list': { expect: signedIn(200) },
  'calendar.tasks': {
    query: (f) => ({ date_from: '2026-01-01', date_to: '2026-01-31', pid: f.project.id }),
    expect: projectScoped(200),
  },
  'myPriorities.reorder': { body: (f) => ({ task_ids: [f.task.id] }), expect: signedIn(200) },
  // Estimates and pins: like any edit of the task the fixture's list holds.
  'taskEstimates.setTimeEstimates': {
    query: (f) => ({ tid: f.task.id }),
    body: () => ({ total_minutes: 30 }),
    expect: { ...projectScoped(200), limitedWorker: 404 },
  },
  'taskEstimates.pin': {
    query: (f) => ({ tid: f.task.id }),
    expect: { ...projectScoped(200), limitedWorker: 404 },
  },
  'taskEstimates.unpin': {
    query: (f) => ({ tid: f.task.id }),
    expect: { ...projectScoped(200), limitedWorker: 404 },
  },
  'taskEstimates.pinned': { query: (f) => ({ pid: f.project.id }), expect: projectScoped(200) },
  // Moving goes to the fixture's second list, on a fresh task so the rows after find it in place.
  'taskMove.move': {
    query: (f) => ({ tid: f.task.id }),
    body: (f) => ({ tasklist_id: f.other.id }),
    fresh: freshProject,
    expect: { ...projectScoped(200), limitedWorker: 404 },
  },
  'taskMove.allowedToMoveTaskTo': {
    query: (f) => ({ pid: f.project.id, tid: f.task.id }),
    expect: { ...projectScoped(200), limitedWorker: 404 },
  },
  'taskMove.projectsAllowedToAssignTaskTo': {
    query: (f) => ({ taskId: f.task.id }),
    expect: { ...projectScoped(200), limitedWorker: 404 },
  },
  'taskBoard.board': { query: (f) => ({ pid: f.project.id }), expect: projectScoped(200) },
  // The limited worker sees the project, and in it the finished tasks of their own list only.
  'finishedTasks.find': {
    query: (f) => ({ pid: f.project.id, p: 0 }),
    body: () => ({}),
    expect: projectScoped(200),
  },
};
