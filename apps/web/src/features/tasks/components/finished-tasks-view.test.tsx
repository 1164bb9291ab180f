import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { FinishedTasksPage, Task } from '@tandem/contract';
import { ROUTES } from '@tandem/contract/browser';
import { fail, fakeApi, type FakeCall } from '../../../test/fake-api.ts';
import { taskFixture } from '../../../test/fixtures.ts';
import { renderSignedIn, signedInUser } from '../../../test/signed-in.tsx';
import { FinishedTasksView } from './finished-tasks-view.tsx';

const finished = (id: number, name: string, fields: Partial<Task> = {}): Task =>
  taskFixture({
    id,
    name,
    state: { id: 5, state: 'finished' },
    finished_by: { id: 7, fullname: 'Olga Owner' },
    date_finished: '2025-03-10T10:00:00.000Z',
    project: { id: 1, name: 'Launch' },
    tasklist: { id: 2, name: 'To do' },
    ...fields,
  });

const FILTER_VALUES: FinishedTasksPage['filter_values'] = {
  projects: [
    { id: 1, name: 'Launch' },
    { id: 4, name: 'Website' },
  ],
  users: [
    { id: 7, fullname: 'Olga Owner' },
    { id: 9, fullname: 'Walter Worker' },
  ],
};

const { find: FIND } = ROUTES.finishedTasks;

const reopened = (id: number) => finished(id, 'Reopened', { state: { id: 1, state: 'active' } });

/** The fake server, signed in, reopening tasks as asked. */
function server() {
  return fakeApi()
    .on(ROUTES.auth.session, () => ({ user: signedInUser }))
    .on(ROUTES.tasks.reopen, ({ query }) => ({ task: reopened(Number(query.get('tid'))) }));
}
/** Serves finished tasks by page (the test's pages), the user, and reopening. */
function serve(pages: Task[][]) {
  return server().on(FIND, ({ query }) => {
    const p = Number(query.get('p'));
    return {
      tasks: pages[p] ?? [],
      page: p,
      has_more: p < pages.length - 1,
      filter_values: FILTER_VALUES,
    };
  });
}
/** The calls but the session's. */
const served = (calls: FakeCall[]) => calls.filter((c) => c.url !== ROUTES.auth.session.path);

describe('FinishedTasksView', () => {
  it('lists a project’s finished tasks with links, who finished them and when', async () => {
    const { calls } = serve([
      [finished(11, 'Ship it'), finished(12, 'Plan it', { finished_by: null })],
    ]);
    await renderSignedIn(<FinishedTasksView projectId={1} />);
    const link = await screen.findByRole('link', { name: 'Ship it' });
    expect(link.getAttribute('href')).toBe('/task/11');
    expect(screen.getAllByText(/Finished Mar 10, 2025.* by Olga Owner/)).toHaveLength(1);
    expect(screen.getByText(/^To do · Finished Mar 10, 2025.*AM$/)).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Project' })).toBeNull();
    expect(served(calls)[0]).toEqual({
      method: 'POST',
      url: '/api/projects/find-finished-tasks?pid=1&p=0',
      body: {},
    });
  });

  it('sends the filters chosen and keeps a range that ends before it starts to itself', async () => {
    const { calls } = serve([[finished(11, 'Ship it')]]);
    await renderSignedIn(<FinishedTasksView projectId={1} />);
    await screen.findByRole('link', { name: 'Ship it' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Finished by' }), {
      target: { value: '9' },
    });
    await waitFor(() => expect(served(calls).at(-1)?.body).toEqual({ finished_by: [9] }));
    fireEvent.change(screen.getByLabelText('Finished from'), { target: { value: '2025-03-05' } });
    fireEvent.change(screen.getByLabelText('Finished until'), { target: { value: '2025-03-01' } });
    expect(await screen.findByText('The end cannot be before the start.')).toBeTruthy();
    await waitFor(() =>
      expect(served(calls).at(-1)?.body).toEqual({
        finished_by: [9],
        date_range: { date_from: '2025-03-05' },
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(served(calls).at(-1)?.body).toEqual({}));
  });

  it('loads more pages on demand, and shows the project of each task across projects', async () => {
    const first = Array.from({ length: 3 }, (_, i) => finished(100 + i, `Task ${i}`));
    const { calls } = serve([
      first,
      [finished(200, 'Older', { project: { id: 4, name: 'Website' } })],
    ]);
    await renderSignedIn(<FinishedTasksView projectId={null} />);
    await screen.findByRole('link', { name: 'Task 0' });
    expect(served(calls)[0]?.url).toBe('/api/projects/find-finished-tasks?p=0');
    expect(screen.getByRole('combobox', { name: 'Project' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Older' })).toBeTruthy();
    expect(served(calls).at(-1)?.url).toBe('/api/projects/find-finished-tasks?p=1');
    expect(screen.getByRole('link', { name: 'Website' }).getAttribute('href')).toBe('/project/4');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.getAllByTestId('finished-task')).toHaveLength(4);
  });

  it('reopens a task: it leaves the list at once, and comes back when the server refuses', async () => {
    const pages = [[finished(11, 'Ship it'), finished(12, 'Plan it')]];
    let refuse: (() => void) | undefined;
    const { calls } = server()
      .on(FIND, () => ({
        tasks: pages[0]!,
        page: 0,
        has_more: false,
        filter_values: FILTER_VALUES,
      }))
      .on(ROUTES.tasks.reopen, ({ query }) => {
        if (query.get('tid') === '11') {
          pages[0] = pages[0]!.filter((t) => t.id !== 11);
          return { task: reopened(11) };
        }
        return new Promise((resolve) => {
          refuse = () => resolve(fail(403, { message: 'No', code: 'FORBIDDEN' }));
        });
      });
    await renderSignedIn(<FinishedTasksView projectId={1} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Reopen Ship it' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Ship it' })).toBeNull());
    expect(calls.filter((c) => c.url === '/api/tasks/reopen?tid=11')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Reopen Plan it' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Plan it' })).toBeNull());
    await waitFor(() => expect(refuse).toBeDefined());
    refuse?.();
    expect(await screen.findByRole('link', { name: 'Plan it' })).toBeTruthy();
  });

  it('offers no reopening to someone who may not, and says when nothing matches', async () => {
    serve([
      [finished(11, 'Ship it', { abilities: { ...taskFixture().abilities, finish: false } })],
    ]);
    await renderSignedIn(<FinishedTasksView projectId={1} />);
    await screen.findByRole('link', { name: 'Ship it' });
    expect(screen.queryByRole('button', { name: 'Reopen Ship it' })).toBeNull();
    serve([[]]);
    fireEvent.change(screen.getByRole('combobox', { name: 'Finished by' }), {
      target: { value: '9' },
    });
    expect(await screen.findByText('No finished tasks match.')).toBeTruthy();
  });
});
