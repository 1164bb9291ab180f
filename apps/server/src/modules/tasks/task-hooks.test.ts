import { describe, expect, it } from 'vitest';
import type { Task } from '@tandem/contract';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { TaskHappened } from './task-hooks.ts';
import { createTaskHooks } from './task-hooks.ts';
import type { TaskRow } from './tasks.repo.ts';

const uow = {} as UnitOfWork;
const happened = (what: TaskHappened['what'], smart: number | null): TaskHappened => ({
  what,
  before: { id: 1, name: 'A', smartParentTaskId: smart } as TaskRow,
  after: { id: 1, name: 'B', smartParentTaskId: smart } as TaskRow,
  seen: { is_recurrent: false } as Task,
  actorId: 7,
  mutationId: null,
});

describe('task hooks', () => {
  it('run, in the order they were added, only the hooks a change is for and concerns', async () => {
    const ran: string[] = [];
    const hooks = createTaskHooks();
    hooks.add(
      {
        on: ['finished', 'reopened'],
        concerns: (h) => h.before.smartParentTaskId !== null,
        run: () => Promise.resolve(void ran.push('subtask')),
      },
      {
        on: ['finished'],
        concerns: () => true,
        run: () => Promise.resolve(void ran.push('next')),
      },
    );
    expect(await hooks.announce(uow, happened('finished', 3))).toBe(true);
    expect(ran).toEqual(['subtask', 'next']);
    ran.length = 0;
    expect(await hooks.announce(uow, happened('reopened', null))).toBe(false);
    expect(await hooks.announce(uow, happened('moved', 3))).toBe(false);
    expect(ran).toEqual([]);
  });

  it('stop at a hook that fails, so the transaction of the change rolls back', async () => {
    const hooks = createTaskHooks();
    hooks.add({
      on: ['trashed'],
      concerns: () => true,
      run: () => Promise.reject(new Error('no')),
    });
    await expect(hooks.announce(uow, happened('trashed', null))).rejects.toThrow('no');
  });
});
