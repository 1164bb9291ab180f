import { expect } from 'vitest';
import type { TaskComment } from '@tandem/contract';
import { taskCommentEndpoints } from '@tandem/contract';
import type { Client } from './harness.ts';

/** Writes a comment on a task and answers it, failing the test when the call is refused. */
export async function comment(client: Client, tid: number, content: string): Promise<TaskComment> {
  const res = await client.call(taskCommentEndpoints.create, { query: { tid }, body: { content } });
  expect(res.status, res.response.body).toBe(201);
  return res.body.comment;
}
