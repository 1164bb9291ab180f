import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { RealtimeEvent } from '@tandem/contract';
import { EVENT_TYPES, MUTATION_ID_HEADER, ROUTES } from '@tandem/contract/browser';
import { call } from '../lib/api-client.ts';
import { fakeApi } from '../test/fake-api.ts';
import { INVALIDATIONS, applyEvent } from './realtime-invalidation.ts';

const event = (type: RealtimeEvent['type'], project_id: number | null = 7): RealtimeEvent => ({
  id: 1,
  type,
  actor_id: 1,
  project_id,
  tasklist_id: 2,
  task_id: 3,
  version: 1,
  mutation_id: null,
});

describe('realtime invalidation map', () => {
  it('has an entry for every event type', () => {
    expect(Object.keys(INVALIDATIONS).sort()).toEqual([...EVENT_TYPES].sort());
  });

  it('refreshes the tasks, task lists and activity of the project, the task and the dashboard when a task is finished', () => {
    expect(INVALIDATIONS['task.finished'](event('task.finished'))).toEqual([
      ['tasks', 7],
      ['tasklists', 7],
      ['projects', 'events', 7],
      ['task', 3],
      ['my-open-tasks'],
      ['my-priorities'],
      ['calendar'],
      ['filtered-tasks'],
      ['finished-tasks'],
    ]);
  });

  it('refreshes the boards, the task and the finished lists when a task moves', () => {
    expect(INVALIDATIONS['task.moved'](event('task.moved'))).toContainEqual(['finished-tasks']);
    expect(INVALIDATIONS['task.reordered'](event('task.reordered'))).toEqual([
      ['tasks', 7],
      ['tasklists', 7],
      ['projects', 'events', 7],
      ['task', 3],
      ['my-open-tasks'],
      ['my-priorities'],
      ['calendar'],
      ['filtered-tasks'],
    ]);
  });

  it('refreshes the project list of someone added to a project', () => {
    expect(INVALIDATIONS['project.workers_added'](event('project.workers_added'))).toContainEqual([
      'projects',
      'list',
    ]);
  });

  it('refreshes the page settings and activity of a project set for all its members', () => {
    expect(INVALIDATIONS['project.settings_saved'](event('project.settings_saved'))).toEqual([
      ['project-settings', 7],
      ['projects', 'events', 7],
    ]);
  });

  it('refreshes the tags, the project and the task page of a public tag change, every project for a private one', () => {
    expect(INVALIDATIONS['tag.updated'](event('tag.updated'))).toEqual([
      ['tags'],
      ['projects', 'list'],
      ['projects', 'detail', 7],
      ['projects', 'events', 7],
      ['filtered-tasks'],
      ['task-filters', 'values'],
    ]);
    expect(INVALIDATIONS['project.tags_changed'](event('project.tags_changed', null))).toEqual([
      ['tags'],
      ['projects'],
      ['filtered-tasks'],
      ['task-filters', 'values'],
    ]);
  });

  it('refreshes the open tasks (which hold their subtask lists), the board and activity on a subtask change', () => {
    expect(INVALIDATIONS['taskcheck.finished'](event('taskcheck.finished'))).toEqual([
      ['tasks', 7],
      ['projects', 'events', 7],
      ['task'],
    ]);
    expect(INVALIDATIONS['taskcheck.converted'](event('taskcheck.converted'))).toContainEqual([
      'tasklists',
      7,
    ]);
  });

  it('refreshes every list of reports, the sums, the billable work and invoices, the task, its board, its activity and the task page when a report changes', () => {
    for (const type of ['work.reported', 'work.updated', 'work.removed', 'work.restored'] as const)
      expect(INVALIDATIONS[type](event(type))).toEqual([
        ['time-tracking'],
        ['reports'],
        ['invoicing'],
        ['task', 3],
        ['tasks', 7],
        ['projects', 'events', 7],
        ['filtered-tasks'],
      ]);
  });

  it('refreshes the person’s timer and its task when their timer starts or stops', () => {
    expect(INVALIDATIONS['work.timer_changed'](event('work.timer_changed', null))).toEqual([
      ['time-tracking', 'menu'],
      ['task', 3],
    ]);
  });

  it('refreshes the session, the people and the calendar’s out-of-office periods of a person who changed their account', () => {
    expect(INVALIDATIONS['user.updated'](event('user.updated', null))).toEqual([
      ['session'],
      ['people'],
      ['out-of-office'],
    ]);
  });

  it('refreshes the saved report filters of their person', () => {
    expect(INVALIDATIONS['work.filters_changed'](event('work.filters_changed', null))).toEqual([
      ['reports', 'saved-filters'],
    ]);
  });

  it('refreshes the saved task filters of their person', () => {
    expect(INVALIDATIONS['task.filters_changed'](event('task.filters_changed', null))).toEqual([
      ['task-filters', 'saved'],
    ]);
  });

  it('refreshes only the task itself, the dashboard and the lists across projects for a task event that carries no project', () => {
    expect(INVALIDATIONS['task.created'](event('task.created', null))).toEqual([
      ['task', 3],
      ['my-open-tasks'],
      ['my-priorities'],
      ['calendar'],
      ['filtered-tasks'],
    ]);
  });

  it('refreshes the task page when a task shown there changes, or when its list comes and goes', () => {
    for (const type of [
      'task.created',
      'task.finished',
      'task.renamed',
      'task.priority_changed',
      'task.due_dates_changed',
      'task.workers_changed',
      'task.labels_changed',
      'task.deleted',
      'task.moved',
      'taskcheck.converted',
      'tasklist.archived',
      'tasklist.deleted',
    ] as const)
      expect(INVALIDATIONS[type](event(type))).toContainEqual(['filtered-tasks']);
  });

  it('refreshes the timelines when a task list comes, goes or is renamed (their groups)', () => {
    for (const type of [
      'tasklist.created',
      'tasklist.updated',
      'tasklist.reordered',
      'tasklist.archived',
      'tasklist.deleted',
    ] as const)
      expect(INVALIDATIONS[type](event(type))).toContainEqual(['calendar', 'timeline']);
  });
});

describe('applyEvent', () => {
  const boardHeld = () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['tasks', 7], []);
    const { calls } = fakeApi().on(ROUTES.taskBoard.board, () => ({
      project: { id: 7, name: 'P', currency: 'EUR' },
      tasklists: [],
      people: [],
      tasks: [],
    }));
    const patched = () => calls.map((c) => c.url);
    const invalidated = vi.spyOn(queryClient, 'invalidateQueries');
    const keys = () => invalidated.mock.calls.map(([filters]) => filters?.queryKey);
    return { queryClient, patched, keys };
  };

  it('patches a held board with the one task an event of someone else names, instead of refetching it', async () => {
    const { queryClient, patched, keys } = boardHeld();
    applyEvent(queryClient, event('task.renamed'));
    await vi.waitFor(() => expect(patched()).toEqual(['/api/tasks/board?pid=7&tid=3']));
    expect(keys()).not.toContainEqual(['tasks', 7]);
    expect(keys()).not.toContainEqual(['tasklists', 7]);
    expect(keys()).toContainEqual(['task', 3]);
  });

  it('refetches what an event changes beyond one task, and boards it does not hold', () => {
    const { queryClient, patched, keys } = boardHeld();
    applyEvent(queryClient, event('custom_field.deleted'));
    expect(keys()).toContainEqual(['tasks', 7]);
    applyEvent(queryClient, event('task.renamed', 8));
    expect(keys()).toContainEqual(['tasks', 8]);
    expect(patched()).toEqual([]);
  });

  /** The mutation id of a write this tab made and had answered. */
  const ownWrite = async () => {
    let mutationId = '';
    // The id travels in a request header, which only a fetch of its own can read.
    globalThis.fetch = vi.fn((_url: RequestInfo | URL, init?: RequestInit) => {
      mutationId = (init?.headers as Record<string, string>)[MUTATION_ID_HEADER]!;
      return Promise.resolve(Response.json({ ok: true }));
    });
    await call(ROUTES.auth.signOut, {});
    return mutationId;
  };

  it('patches in, for this tab’s own write, only a task it made alongside, not the one it answered', async () => {
    const mutationId = await ownWrite();
    const { queryClient, patched } = boardHeld();
    applyEvent(queryClient, { ...event('task.finished'), mutation_id: mutationId });
    applyEvent(queryClient, { ...event('task.created'), task_id: 4, mutation_id: mutationId });
    await vi.waitFor(() => expect(patched()).toEqual(['/api/tasks/board?pid=7&tid=4']));
  });

  it('patches in the task a work report of this tab changed: the report’s answer is not the task', async () => {
    const mutationId = await ownWrite();
    const { queryClient, patched, keys } = boardHeld();
    applyEvent(queryClient, { ...event('work.reported'), mutation_id: mutationId });
    await vi.waitFor(() => expect(patched()).toEqual(['/api/tasks/board?pid=7&tid=3']));
    expect(keys()).not.toContainEqual(['tasks', 7]);
  });
});
