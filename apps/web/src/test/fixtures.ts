import type { Tasklist } from '@tandem/contract';

type TasklistOverrides = Pick<Tasklist, 'id' | 'name'> &
  Partial<Omit<Tasklist, 'abilities'>> & { abilities?: Partial<Tasklist['abilities']> };

/** An active, empty task list the viewer may do everything with; tests override what they test. */
export function tasklistFixture({ abilities, ...fields }: TasklistOverrides): Tasklist {
  return {
    state: { id: 1, state: 'active' },
    count_active_tasks: 0,
    has_pinned_documents: false,
    date_activation: '2025-01-01T00:00:00.000Z',
    date_finished: null,
    date_archived: null,
    count_comments: 0,
    project: { id: 1 },
    version: 1,
    ...fields,
    abilities: {
      update: true,
      create_task: true,
      archive: true,
      finish: true,
      delete: true,
      ...abilities,
    },
  };
}
