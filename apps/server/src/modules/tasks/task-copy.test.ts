import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Project, Task, Tasklist } from '@tandem/contract';
import type { TestApp } from '../../test/harness.ts';
import { createProject, createTestApp } from '../../test/harness.ts';
import { createField, setValue, valuesOf, fieldsOf } from '../../test/custom-field-helpers.ts';
import { projectWithWorker, taskDetail, updateTask } from '../../test/task-helpers.ts';
import { newTask, tasksOf } from '../../test/tasklist-helpers.ts';
import { addCheck, addSmartCheck, checksOf } from '../taskchecks/taskcheck-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * A project whose task holds every part a copy carries: description, priority, due dates,
 * estimates, a worker who is not the owner, a label, a plain and a smart subtask (one finished),
 * custom-field values (enum and text), and a relation to a second task of the list.
 */
async function fullTask() {
  const { owner, worker, project, tasklist, task } = await projectWithWorker(t.app);
  const updated = await updateTask(owner.client, task, {
    description: '<p>Read <strong>this</strong></p>',
    priority_enum: 'h',
    due_date: '2026-03-10',
    due_date_end: '2026-03-12T15:30:00.000Z',
    workers_ids: [owner.id, worker.id],
  });
  expect(updated.statusCode, updated.body).toBe(200);
  const expect200 = async (res: Promise<{ statusCode: number; body: string }>) =>
    expect((await res).statusCode, (await res).body).toBeLessThan(300);
  await expect200(
    owner.client.post(`/api/tasks/set-time-estimates?tid=${task.id}`, {
      users: [
        { user_id: worker.id, minutes: 90 },
        { user_id: owner.id, minutes: 30 },
      ],
    }),
  );
  await expect200(owner.client.post(`/front/task/api/add-label?tid=${task.id}`, { name: 'Print' }));
  const plain = await addCheck(owner.client, task.id, 'Proofread', {
    worker_id: worker.id,
    due_date: '2026-03-09',
  });
  await expect200(owner.client.post(`/api/taskchecks/finish?id=${plain.id}`));
  await addSmartCheck(owner.client, task.id, 'Brief the printer', { due_date: '2026-03-11' });
  const size = await createField(owner.client, project.id, {
    name: 'Size',
    type: 'enum',
    enum_values: ['A4', 'A5'],
  });
  const note = await createField(owner.client, project.id, { name: 'Note', type: 'text' });
  await expect200(setValue(owner.client, task.id, size, size.enum_values[1]!.uuid));
  await expect200(setValue(owner.client, task.id, note, 'Matte'));
  const second = await newTask(owner.client, tasklist.id, 'Print it');
  await expect200(
    owner.client.post(`/api/task-relations/create?tid=${second.id}`, {
      kind: 'blocked_by',
      target_task_id: task.id,
    }),
  );
  return { owner, worker, project, tasklist, task, second };
}

const byName = (tasks: Task[], name: string) => tasks.find((task) => task.name === name)!;

describe('copies of task lists and projects carry what the tasks hold', () => {
  it('a template: content, subtasks active again, only members as workers, fields copied', async () => {
    const { owner, project, task } = await fullTask();
    const res = await owner.client.post(`/api/projects/save-as-template?pid=${project.id}`, {
      name: 'Print template',
    });
    expect(res.statusCode, res.body).toBe(201);
    const template = res.json<{ project: Project }>().project;
    const copies = await tasksOf(owner.client, template.id);
    // The smart subtask's own task stays off the board in the copy too.
    expect(copies.map((c) => c.name).sort()).toEqual(['Print it', task.name].sort());
    const copy = await taskDetail(owner.client, byName(copies, task.name).id);
    expect(copy).toMatchObject({
      description: '<p>Read <strong>this</strong></p>',
      priority_enum: 'h',
      due_date: '2026-03-10',
      due_date_end: '2026-03-12T15:30:00.000Z',
      workers: [{ id: owner.id }],
      labels: [{ name: 'Print' }],
      total_time_estimate: { minutes: 30 },
      task_checks_summary: { total: 2, finished: 0 },
    });
    expect(copy.id).not.toBe(task.id);
    const checks = (await checksOf(owner.client, copy.id)).taskchecks;
    expect(checks.map((c) => [c.name, c.state.id, c.worker])).toEqual([
      ['Proofread', 1, null],
      ['Brief the printer', 1, null],
    ]);
    const smart = checks[1]!.smart_task!;
    expect(smart.id).not.toBe(task.id);
    expect(await taskDetail(owner.client, smart.id)).toMatchObject({
      smart_taskcheck_parent: { id: copy.id },
      due_date: '2026-03-11',
    });
    const fields = await fieldsOf(owner.client, template.id);
    expect(fields.map((f) => f.name)).toEqual(['Size', 'Note']);
    const a5 = fields[0]!.enum_values[1]!;
    expect(valuesOf(copy)).toEqual({ Size: a5.uuid, Note: 'Matte' });
    const original = await fieldsOf(owner.client, project.id);
    expect(a5.uuid).not.toBe(original[0]!.enum_values[1]!.uuid);
    const blocked = await taskDetail(owner.client, byName(copies, 'Print it').id);
    expect(blocked).toMatchObject({ is_blocked: true, tasks_relations: { count: 1 } });
    // The source is untouched.
    expect(await taskDetail(owner.client, task.id)).toMatchObject({
      task_checks_summary: { total: 2, finished: 1 },
      workers: [{ id: owner.id }, expect.anything()],
    });
  });

  it('leaves out a smart subtask whose task is in the trash, rather than showing it on its own', async () => {
    const { owner, project, task } = await projectWithWorker(t.app);
    await addSmartCheck(owner.client, task.id, 'Hidden helper');
    const removed = await owner.client.post(`/api/tasks/delete?tid=${task.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    const res = await owner.client.post(`/api/projects/save-as-template?pid=${project.id}`, {
      name: 'Trash template',
    });
    expect(res.statusCode, res.body).toBe(201);
    const template = res.json<{ project: Project }>().project;
    expect(await tasksOf(owner.client, template.id)).toEqual([]);
  });

  it('a project from a template moves due dates with its start', async () => {
    const { owner, project, task } = await fullTask();
    await owner.client.post(`/api/projects/update?pid=${project.id}`, {
      version: project.version,
      dueDate: '2026-03-01',
    });
    const saved = await owner.client.post(`/api/projects/save-as-template?pid=${project.id}`, {
      name: 'Dated template',
    });
    const template = saved.json<{ project: Project }>().project;
    const res = await owner.client.post(`/api/projects/create-from-template?pid=${template.id}`, {
      name: 'Spring print',
      start_date: '2026-04-01',
    });
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json<{ project: Project }>().project;
    const copy = byName(await tasksOf(owner.client, made.id), task.name);
    // 31 days later, the time of day kept.
    expect(copy).toMatchObject({
      due_date: '2026-04-10',
      due_date_end: '2026-04-12T15:30:00.000Z',
    });
    const checks = (await checksOf(owner.client, copy.id)).taskchecks;
    expect(checks.map((c) => c.due_date)).toEqual(['2026-04-09', '2026-04-11']);
  });

  it('a task list copied to another project keeps states; people who are not members there drop', async () => {
    const { owner, worker, tasklist, task } = await fullTask();
    const other = await createProject(owner.client, 'Elsewhere');
    const res = await owner.client.post(`/api/tasklists/copy?tlid=${tasklist.id}`, {
      project_id: other.id,
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    const list = res.json<{ tasklist: Tasklist }>().tasklist;
    const copies = await tasksOf(owner.client, other.id);
    const copy = await taskDetail(owner.client, byName(copies, task.name).id);
    expect(copy.tasklist.id).toBe(list.id);
    expect(copy).toMatchObject({
      workers: [{ id: owner.id }],
      labels: [{ name: 'Print' }],
      task_checks_summary: { total: 2, finished: 1 },
      custom_fields: [],
    });
    const checks = (await checksOf(owner.client, copy.id)).taskchecks;
    expect(checks[0]).toMatchObject({ name: 'Proofread', worker: null });
    expect(checks[0]!.state.id).toBe(5);
    expect(worker.id).not.toBe(owner.id);
  });
});
