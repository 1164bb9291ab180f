import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { ROUTES } from '@tandem/contract/browser';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderSignedIn, signedInUser } from '../../../test/signed-in.tsx';
import { AllFinishedTasksPage, ProjectFinishedTasksPage } from './finished-tasks-page.tsx';

/** Serves the user and no finished tasks; answers the URLs called. */
function serveEmpty() {
  const { calls } = fakeApi()
    .on(ROUTES.auth.session, () => ({ user: signedInUser }))
    .on(ROUTES.finishedTasks.find, () => ({
      tasks: [],
      page: 0,
      has_more: false,
      filter_values: { projects: [], users: [] },
    }));
  return { urls: () => calls.map((c) => c.url) };
}

describe('finished-tasks pages', () => {
  it('shows a project’s finished tasks with links back to it and to all projects', async () => {
    const { urls } = serveEmpty();
    await renderSignedIn(<ProjectFinishedTasksPage projectId={3} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Finished tasks' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the project' }).getAttribute('href')).toBe(
      '/project/3',
    );
    expect(
      screen.getByRole('link', { name: 'Finished tasks of all projects' }).getAttribute('href'),
    ).toBe('/lists/finished-tasks');
    expect(await screen.findByText('No finished tasks match.')).toBeTruthy();
    expect(urls()).toContain('/api/projects/find-finished-tasks?pid=3&p=0');
  });

  it('shows the finished tasks of all projects without naming one', async () => {
    const { urls } = serveEmpty();
    await renderSignedIn(<AllFinishedTasksPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Finished tasks' })).toBeTruthy();
    expect(await screen.findByText('No finished tasks match.')).toBeTruthy();
    expect(urls()).toContain('/api/projects/find-finished-tasks?p=0');
  });
});
