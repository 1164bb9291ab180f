import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Task, TaskUpdateInput } from '@tandem/contract';
import type { Client } from './harness.ts';
import { addWorker, createProjectWithTask, signUp } from './harness.ts';
import { newTask } from './tasklist-helpers.ts';

/** Helpers for the task API tests: a project to work in, reading a task back, editing it. */

export const taskOf = (res: LightMyRequestResponse) => res.json<{ task: Task }>().task;

export async function taskDetail(client: Client, taskId: number): Promise<Task> {
  const res = await client.get(`/api/task/detail?tid=${taskId}`);
  expect(res.statusCode, res.body).toBe(200);
  return taskOf(res);
}

/** Sends an edit at the version the client last saw. */
export async function updateTask(
  client: Client,
  task: Pick<Task, 'id' | 'version'>,
  change: Omit<TaskUpdateInput, 'version'>,
): Promise<LightMyRequestResponse> {
  return client.post(`/api/tasks/update?tid=${task.id}`, { version: task.version, ...change });
}

/** A new task in the list, then given the change (its dates, say); answers the task as saved. */
export async function datedTask(
  client: Client,
  tasklistId: number,
  name: string,
  change: Omit<TaskUpdateInput, 'version'>,
): Promise<Task> {
  const res = await updateTask(client, await newTask(client, tasklistId, name), change);
  expect(res.statusCode, res.body).toBe(200);
  return taskOf(res);
}

/** An owner's project with one task list and one task, and a worker added to it. */
export async function projectWithWorker(app: FastifyInstance) {
  const owner = await signUp(app, { fullname: 'Olga Owner' });
  const worker = await signUp(app, { fullname: 'Walter Worker' });
  const fixture = await createProjectWithTask(owner.client);
  await addWorker(owner.client, fixture.project.id, worker.email);
  return { owner, worker, ...fixture };
}
