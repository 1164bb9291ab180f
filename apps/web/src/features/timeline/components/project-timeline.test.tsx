import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { TimelineData } from '@tandem/contract';
import { ROUTES } from '@tandem/contract/browser';
import { fail, fakeApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ProjectTimeline } from './project-timeline.tsx';

const data: TimelineData = {
  projects: [{ id: 1, name: 'Relaunch', color: '#228be6' }],
  tasklists: [{ id: 10, name: 'Build', project_id: 1 }],
  tasks: [
    {
      id: 5,
      uuid: 'u5',
      name: 'Coding',
      project_id: 1,
      tasklist_id: 10,
      state_id: 1,
      due_date: '2026-05-04',
      due_date_end: '2026-05-06',
      version: 3,
      workers_ids: [],
      can_edit_dates: true,
    },
  ],
  dependencies: [],
  truncated: false,
};
const twoTasks: TimelineData = {
  ...data,
  tasks: [
    ...data.tasks,
    { ...data.tasks[0]!, id: 6, uuid: 'u6', name: 'Testing', due_date: '2026-05-07' },
  ],
};

describe('ProjectTimeline', () => {
  it('tells a person who sees only some task lists why the timeline is not shown', async () => {
    fakeApi().on(ROUTES.timeline.project, () =>
      fail(403, { code: 'FORBIDDEN', message: 'The timeline shows every task list.' }),
    );
    await renderWithProviders(<ProjectTimeline projectId={1} />);
    expect(await screen.findByText('The timeline is not available to you')).toBeTruthy();
  });

  it('moves a bar a day with the keyboard and saves it with the version it read', async () => {
    const api = fakeApi()
      .on(ROUTES.timeline.project, () => data)
      .on(ROUTES.tasks.update, () => ({ task: {} }) as never);
    await renderWithProviders(<ProjectTimeline projectId={1} />);
    const bar = await screen.findByRole('button', { name: /^Coding, / });
    fireEvent.keyDown(bar, { key: 'ArrowRight' });
    await waitFor(() =>
      expect(api.calls.find((c) => c.url.startsWith(ROUTES.tasks.update.path))?.body).toEqual({
        version: 3,
        due_date: '2026-05-05',
        due_date_end: '2026-05-07',
      }),
    );
    expect(screen.getByRole('button', { name: 'Hide the tasks of Build' })).toBeTruthy();
  });

  it('draws a dependency from the keyboard: L on one bar, Enter on the bar it blocks', async () => {
    const api = fakeApi()
      .on(ROUTES.timeline.project, () => twoTasks)
      .on(ROUTES.taskRelations.create, () => ({}) as never);
    await renderWithProviders(<ProjectTimeline projectId={1} />);
    const coding = await screen.findByRole('button', { name: /^Coding, / });
    fireEvent.keyDown(coding, { key: 'l' });
    expect(screen.getByRole('status').textContent).toContain('Dependency from “Coding”');
    expect(coding.getAttribute('aria-pressed')).toBe('true');
    // Escape drops it; L again starts it anew.
    fireEvent.keyDown(coding, { key: 'Escape' });
    expect(screen.getByRole('status').textContent).toBe('');
    fireEvent.keyDown(coding, { key: 'L' });
    fireEvent.keyDown(screen.getByRole('button', { name: /^Testing, / }), { key: 'Enter' });
    await waitFor(() => {
      const sent = api.calls.find((c) => c.url.startsWith(ROUTES.taskRelations.create.path));
      expect(sent?.url).toContain('tid=5');
      expect(sent?.body).toEqual({ kind: 'blocks', target_task_id: 6 });
    });
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
