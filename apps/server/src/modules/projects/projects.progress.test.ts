import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Project } from '@tandem/contract';
import type { SignedUpUser, TestApp } from '../../test/harness.ts';
import { createProject, createTestApp, signUpCast } from '../../test/harness.ts';
import { limitMember, newTask, newTasklist } from '../../test/tasklist-helpers.ts';

let t: TestApp;
let owner: SignedUpUser;
let worker: SignedUpUser;
beforeAll(async () => {
  t = await createTestApp();
  ({ owner, worker } = await signUpCast(t.app));
});
afterAll(() => t.close());

const countsIn = async (by: SignedUpUser, pid: number) => {
  const listed = (await by.client.get('/api/projects/list')).json<{ projects: Project[] }>();
  const detail = (await by.client.get(`/api/projects/detail?pid=${pid}`)).json<{
    project: Project;
  }>();
  const inList = listed.projects.find((p) => p.id === pid)?.task_counts;
  expect(detail.project.task_counts).toEqual(inList);
  return inList;
};

describe('task_counts of a project', () => {
  it('counts open and finished tasks on the board the viewer sees', async () => {
    const project = await createProject(owner.client, 'Progress', [worker]);
    expect(await countsIn(owner, project.id)).toEqual({ active: 0, finished: 0 });

    const open = await newTasklist(owner.client, project.id, 'Open');
    const hidden = await newTasklist(owner.client, project.id, 'Hidden');
    const archived = await newTasklist(owner.client, project.id, 'Archived');
    for (const name of ['a', 'b', 'c']) await newTask(owner.client, open.id, name);
    const done = await newTask(owner.client, open.id, 'done');
    await owner.client.post(`/api/tasks/finish?tid=${done.id}`, {});
    const trashed = await newTask(owner.client, open.id, 'trashed');
    await owner.client.post(`/api/tasks/delete?tid=${trashed.id}`, {});
    await newTask(owner.client, hidden.id, 'secret');
    await newTask(owner.client, archived.id, 'old');
    await owner.client.post(`/api/tasklists/archive?tlid=${archived.id}`, {});

    expect(await countsIn(owner, project.id)).toEqual({ active: 4, finished: 1 });
    await limitMember(t, project.id, worker.id, [open.id]);
    expect(await countsIn(worker, project.id)).toEqual({ active: 3, finished: 1 });
  });
});
