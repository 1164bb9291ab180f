import { describe, expect, it } from 'vitest';
import type { RealtimeEvent } from '@tandem/contract';
import { INVALIDATIONS } from './realtime-invalidation.ts';

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

describe('live updates of labels, relations, estimates and pins', () => {
  it('refresh the task, and its relations when one is added or removed', () => {
    for (const type of ['task.relation_added', 'task.relation_removed'] as const)
      expect(INVALIDATIONS[type](event(type))).toEqual(
        expect.arrayContaining([
          ['tasks', 7],
          ['task', 3],
          ['task-relations', 'list', 3],
        ]),
      );
    expect(
      INVALIDATIONS['task.time_estimates_changed'](event('task.time_estimates_changed')),
    ).toContainEqual(['task', 3]);
  });

  it('refresh every task detail, time entry, calendar and the task page, and the labels on offer when a label changes', () => {
    expect(INVALIDATIONS['label.updated'](event('label.updated'))).toEqual(
      expect.arrayContaining([['task-labels'], ['task'], ['tasks', 7]]),
    );
    expect(INVALIDATIONS['label.updated'](event('label.updated', null))).toEqual([
      ['task-labels'],
      ['task'],
      ['time-tracking'],
      ['calendar'],
      ['filtered-tasks'],
      ['task-filters', 'values'],
    ]);
    expect(INVALIDATIONS['task.labels_changed'](event('task.labels_changed'))).toContainEqual([
      'task-labels',
    ]);
  });

  it('refresh the project’s pinned tasks when one is pinned or unpinned', () => {
    for (const type of ['task.pinned', 'task.unpinned'] as const)
      expect(INVALIDATIONS[type](event(type))).toContainEqual(['tasks-pinned', 7]);
  });
});
