import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RelatedTask, TaskRelation } from '@tandem/contract';
import { ROUTES } from '@tandem/contract/browser';
import { fakeApi } from '../../../test/fake-api.ts';
import { READ_ONLY, taskFixture } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { TaskRelationsSection } from './task-relations-section.tsx';

const other = (id: number, name: string, parts: Partial<RelatedTask> = {}): RelatedTask => ({
  id,
  uuid: `00000000-0000-4000-8000-0000000000${id}`,
  name,
  state: { id: 1, state: 'active' },
  is_deleted: false,
  project: { id: 1, name: 'Launch' },
  tasklist: { id: 2, name: 'To do' },
  ...parts,
});
const relation = (uuid: string, kind: TaskRelation['kind'], task: RelatedTask): TaskRelation => ({
  uuid,
  kind,
  task,
  author: { id: 1, fullname: 'Olga Owner' },
  date_add: '2025-01-01T00:00:00.000Z',
  can_delete: true,
});

const DESIGN = other(11, 'Design the page');
const SHIP = other(12, 'Ship it', { project: { id: 3, name: 'Ops' } });
const OLD = other(13, 'Old copy', { state: { id: 5, state: 'finished' } });

const RELATIONS = ROUTES.taskRelations;

function server(hiddenCount = 0) {
  return fakeApi()
    .on(RELATIONS.list, () => ({
      relations: [
        relation('r1', 'blocked_by', DESIGN),
        relation('r2', 'blocks', SHIP),
        { ...relation('r3', 'duplicated_by', OLD), can_delete: false },
      ],
      hidden_count: hiddenCount,
      has_unnacessable_blocking_task: hiddenCount > 0,
    }))
    .on(RELATIONS.candidates, () => ({ tasks: [DESIGN, SHIP] }))
    .on(RELATIONS.create, () => ({
      relation: relation('r4', 'blocks', SHIP),
      task: taskFixture({ tasks_relations: { count: 4 } }),
    }))
    .on(RELATIONS.delete, () => ({ tasks: [taskFixture()] }));
}

describe('TaskRelationsSection', () => {
  it('groups the related tasks by kind, with links to open them', async () => {
    server(2);
    await renderWithProviders(
      <TaskRelationsSection
        task={taskFixture({ is_blocked: true, has_unnacessable_blocking_task: true })}
      />,
    );
    const blockedBy = await screen.findByRole('list', { name: 'Blocked by' });
    const link = within(blockedBy).getByRole('link', { name: 'Design the page' });
    expect(link.getAttribute('href')).toBe('/task/11');
    const blocks = screen.getByRole('list', { name: 'Blocks' });
    expect(within(blocks).getByText('Ops')).toBeTruthy();
    const duplicates = screen.getByRole('list', { name: 'Duplicated by' });
    expect(within(duplicates).getByText('finished')).toBeTruthy();
    expect(within(duplicates).queryByRole('button')).toBeNull();
    expect(screen.getByText('2 related tasks you cannot see.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain(
      'An unfinished task you cannot see blocks this one.',
    );
  });

  it('relates a task found by name with the chosen kind', async () => {
    const { calls } = server();
    await renderWithProviders(<TaskRelationsSection task={taskFixture()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Relate a task' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Relation' }), {
      target: { value: 'blocks' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Find a task' }), {
      target: { value: 'sh' },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Blocks: Ship it' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toMatchObject({
        url: '/api/task-relations/create?tid=5',
        body: { kind: 'blocks', target_task_id: 12 },
      }),
    );
    expect(calls.find((c) => c.url.startsWith('/api/task-relations/candidates'))?.url).toBe(
      '/api/task-relations/candidates?tid=5&q=sh',
    );
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Find a task' })).toBeNull());
  });

  it('does not search before two letters, and removes a relation', async () => {
    const { calls } = server();
    await renderWithProviders(<TaskRelationsSection task={taskFixture()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Relate a task' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Find a task' }), {
      target: { value: 's' },
    });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Remove the relation with Design the page' }),
    );
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'DELETE')?.url).toBe(
        '/api/task-relations/delete?uuid=r1',
      ),
    );
    expect(calls.some((c) => c.url.includes('candidates'))).toBe(false);
  });

  it('says so when there is nothing related, and offers no changes to a reader', async () => {
    fakeApi().on(RELATIONS.list, () => ({
      relations: [],
      hidden_count: 0,
      has_unnacessable_blocking_task: false,
    }));
    await renderWithProviders(
      <TaskRelationsSection
        task={taskFixture({
          abilities: READ_ONLY,
        })}
      />,
    );
    expect(await screen.findByText('No related tasks.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Relate a task' })).toBeNull();
  });
});
