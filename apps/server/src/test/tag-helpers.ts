import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { ErrorBody, Project, ProjectTag } from '@tandem/contract';
import type { Client } from './harness.ts';

export const tagOf = (res: LightMyRequestResponse) => res.json<{ tag: ProjectTag }>().tag;
export const projectOf = (res: LightMyRequestResponse) => res.json<{ project: Project }>().project;
export const errorOf = (res: LightMyRequestResponse) => res.json<ErrorBody>();

/** An id that exists nowhere, valid for the id schema. */
export const MISSING_ID = Number.MAX_SAFE_INTEGER;

export async function createTag(
  client: Client,
  body: { tag: string; color?: string | null; is_private?: boolean },
): Promise<ProjectTag> {
  const res = await client.post('/api/project-tags/create', body);
  expect(res.statusCode, res.body).toBe(201);
  return tagOf(res);
}

export async function setTags(client: Client, projectId: number, ids: number[]) {
  return client.post(`/api/projects/set-tags?pid=${projectId}`, { tags_ids: ids });
}

export async function listTags(client: Client): Promise<ProjectTag[]> {
  const res = await client.get('/api/project-tags/list');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ tags: ProjectTag[] }>().tags;
}

export async function projectDetail(client: Client, projectId: number): Promise<Project> {
  const res = await client.get(`/api/projects/detail?pid=${projectId}`);
  expect(res.statusCode, res.body).toBe(200);
  return projectOf(res);
}

export const tagNames = (tags: Array<{ tag: string }>) => tags.map((t) => t.tag);
