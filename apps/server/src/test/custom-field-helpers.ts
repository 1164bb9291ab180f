import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { CustomField, Task } from '@tandem/contract';
import type { Client } from './harness.ts';

/** Helpers for the custom field tests: make fields and set values through the API. */

export const fieldOf = (res: LightMyRequestResponse) =>
  res.json<{ custom_field: CustomField }>().custom_field;

export async function createField(
  client: Client,
  projectId: number,
  body: { name: string; type: string; enum_values?: string[] },
): Promise<CustomField> {
  const res = await client.post(`/api/custom-fields/create?pid=${projectId}`, body);
  expect(res.statusCode, res.body).toBe(201);
  return fieldOf(res);
}

export async function fieldsOf(client: Client, projectId: number): Promise<CustomField[]> {
  const res = await client.get(`/api/custom-fields/find-by-project-id?pid=${projectId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ custom_fields: CustomField[] }>().custom_fields;
}

export function setValue(
  client: Client,
  taskId: number,
  field: { uuid: string },
  value: unknown,
): Promise<LightMyRequestResponse> {
  return client.post(`/api/custom-fields/set-value?tid=${taskId}`, {
    field_uuid: field.uuid,
    value,
  });
}

/** The task's values as `name → value`, from a set-value or detail answer. */
export function valuesOf(task: Task): Record<string, unknown> {
  return Object.fromEntries(task.custom_fields.map((f) => [f.name, f.value]));
}
