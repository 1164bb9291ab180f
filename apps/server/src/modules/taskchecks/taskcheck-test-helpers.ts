import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Task, Taskcheck, TaskcheckCreateInput, TaskcheckUpdateInput } from '@tandem/contract';
import type { Client } from '../../test/harness.ts';

/** Helpers for the subtask API tests: adding, reading back and editing subtasks. */

export const checkOf = (res: LightMyRequestResponse) =>
  res.json<{ taskcheck: Taskcheck }>().taskcheck;

export async function addCheck(
  client: Client,
  taskId: number,
  name: string,
  extra: Omit<TaskcheckCreateInput, 'name'> = {},
): Promise<Taskcheck> {
  const res = await client.post(`/api/taskchecks/create?tid=${taskId}`, { name, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return checkOf(res);
}

export async function addSmartCheck(
  client: Client,
  taskId: number,
  name: string,
  extra: Omit<TaskcheckCreateInput, 'name'> = {},
): Promise<Taskcheck> {
  const res = await client.post('/api/taskcheck/create-smart', { task_id: taskId, name, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return checkOf(res);
}

export async function checksOf(client: Client, taskId: number) {
  const res = await client.get(`/api/taskchecks/list?tid=${taskId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{
    taskchecks: Taskcheck[];
    workers: { id: number; fullname: string }[];
    abilities: Task['abilities'];
  }>();
}

export const namesOf = async (client: Client, taskId: number) =>
  (await checksOf(client, taskId)).taskchecks.map((c) => c.name);

export function updateCheck(
  client: Client,
  check: Pick<Taskcheck, 'id' | 'version'>,
  change: Omit<TaskcheckUpdateInput, 'version'>,
): Promise<LightMyRequestResponse> {
  return client.post(`/api/taskchecks/update?id=${check.id}`, {
    version: check.version,
    ...change,
  });
}

export const validation = (field: string) => ({
  code: 'VALIDATION_FAILED',
  errors: { validation: { [field]: [expect.any(String)] } },
});
