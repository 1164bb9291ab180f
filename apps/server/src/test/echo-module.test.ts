import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { endpoint, taskEndpoints } from '@tandem/contract';
import type { TandemModule } from '../core.ts';
import { inIds } from '../db/id-list.ts';
import { rowsRead } from '../db/json-rows.ts';
import { tasks } from '../db/schema/projects.ts';
import { defineRoute } from '../http/define-route.ts';
import { MODULES } from '../modules/index.ts';
import { taskPart } from '../modules/tasks/index.ts';
import type { TestApp } from './harness.ts';
import { createProjectWithTask, createTestApp, signUp } from './harness.ts';

/**
 * A module plugs in from outside: this one, written here alone, adds an endpoint that records an
 * event, a part of the task shape (the not-yet-built e-mail flag, whether the task's name is longer than
 * five characters) and a hook on finishing, with no edit in app.ts, the task presenter or another module.
 */
const echoed: string[] = [];
const echo = endpoint({
  method: 'POST',
  path: '/api/echo',
  auth: 'user',
  query: z.object({ pid: z.coerce.number() }),
  body: z.object({ text: z.string().max(20) }),
  response: z.object({ text: z.string() }),
});
const echoModule: TandemModule = {
  name: 'echo',
  register(core) {
    core.taskParts.add(
      taskPart({
        name: 'email',
        read: (db, taskIds) =>
          rowsRead(
            db
              .select({ id: tasks.id, length: sql<number>`length(${tasks.name})` })
              .from(tasks)
              .where(inIds(tasks.id, taskIds)),
            2,
            (r) => ({ id: Number(r[0]), length: Number(r[1]) }),
          ),
        fill: (rows) => new Map(rows.map((r) => [r.id, { has_email: r.length > 5 }])),
      }),
    );
    core.taskHooks.add({
      on: ['finished'],
      concerns: () => true,
      run: (_uow, { after }) => Promise.resolve(void echoed.push(after.name)),
    });
    defineRoute(core.app, echo, async ({ actor, query, body }) => {
      if (actor.kind !== 'user') throw new Error('signed in');
      await core.transact((uow) =>
        core.recordEvent(uow, {
          type: 'project.updated',
          actorId: actor.id,
          projectId: query.pid,
          notice: { labels_added: [body.text] },
        }),
      );
      return { text: body.text };
    });
  },
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ modules: [...MODULES, echoModule], logger: { level: 'error' } });
});
afterAll(() => t.close());

describe('a module of its own', () => {
  it('adds an endpoint, a part of the task and a hook on tasks', async () => {
    const owner = await signUp(t.app);
    const { project, task } = await createProjectWithTask(owner.client);
    const answered = await owner.client.call(echo, {
      query: { pid: project.id },
      body: { text: 'hello' },
    });
    expect(answered.body).toEqual({ text: 'hello' });

    const detail = await owner.client.call(taskEndpoints.detail, { query: { tid: task.id } });
    expect(detail.body.task.has_email).toBe(task.name.length > 5);

    await owner.client.call(taskEndpoints.finish, { query: { tid: task.id } });
    expect(echoed).toEqual([task.name]);
  });
});
