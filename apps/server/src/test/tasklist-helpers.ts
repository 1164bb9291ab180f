import type { LightMyRequestResponse } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { ActivityEvent, ErrorBody, Task, Tasklist, TrashedTasklist } from '@tandem/contract';
import { projectMembers, projects } from '../db/schema/projects.ts';
import type { Client, TestApp } from './harness.ts';
import { createProject } from './harness.ts';

/** Helpers for the task-list API tests: calls that read back what a write did. */

export const tasklistOf = (res: LightMyRequestResponse) =>
  res.json<{ tasklist: Tasklist }>().tasklist;
export const errorOf = (res: LightMyRequestResponse) => res.json<ErrorBody>();

export const MISSING_ID = Number.MAX_SAFE_INTEGER;
export const notFoundBody = (what: string) => ({
  message: `${what} does not exist or you do not have access to it.`,
  code: 'NOT_FOUND',
});

export async function newTasklist(client: Client, projectId: number, name: string) {
  const res = await client.post(`/api/tasklists/create?pid=${projectId}`, { name });
  expect(res.statusCode).toBe(201);
  return tasklistOf(res);
}

export async function newTask(client: Client, tasklistId: number, name: string): Promise<Task> {
  const res = await client.post(`/api/tasks/create?tlid=${tasklistId}`, { name });
  expect(res.statusCode).toBe(201);
  return res.json<{ task: Task }>().task;
}

/** A project with task lists of the given names, in that order. */
export async function projectWithLists(client: Client, names: string[]) {
  const project = await createProject(client, 'Board');
  const lists: Tasklist[] = [];
  for (const name of names) lists.push(await newTasklist(client, project.id, name));
  return { project, lists };
}

async function read<T>(client: Client, url: string): Promise<T> {
  const res = await client.get(url);
  expect(res.statusCode).toBe(200);
  return res.json<T>();
}

/** The project's board as the client sees it. */
export const boardOf = async (client: Client, projectId: number) =>
  (await read<{ tasklists: Tasklist[] }>(client, `/api/tasklists/list?pid=${projectId}`)).tasklists;

export const archivedOf = async (client: Client, projectId: number) =>
  (await read<{ tasklists: Tasklist[] }>(client, `/api/tasklists/archived?pid=${projectId}`))
    .tasklists;

export const trashOf = async (client: Client) =>
  (await read<{ tasklists: TrashedTasklist[] }>(client, '/api/tasklists/trash')).tasklists;

export const tasksOf = async (client: Client, projectId: number) =>
  (await read<{ tasks: Task[] }>(client, `/api/tasks/list?pid=${projectId}`)).tasks;

export const eventsOf = async (client: Client, projectId: number) =>
  (await read<{ events: ActivityEvent[] }>(client, `/api/events/project?pid=${projectId}`)).events;

/** Puts a project in another state directly: the state endpoints are not this module's. */
export async function setProjectState(t: TestApp, projectId: number, stateId: number) {
  await t.database.db.update(projects).set({ stateId }).where(eq(projects.id, projectId));
}

/** Limits a member to the given task lists (tasklists_acl), directly in the database. */
export async function limitMember(
  t: TestApp,
  projectId: number,
  userId: number,
  tasklistIds: number[],
) {
  await t.database.db
    .update(projectMembers)
    .set({ tasklistsAcl: tasklistIds })
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)));
}
