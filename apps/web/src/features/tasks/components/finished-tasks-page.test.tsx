import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderSignedIn, signedInUser } from '../../../test/signed-in.tsx';
import { AllFinishedTasksPage, ProjectFinishedTasksPage } from './finished-tasks-page.tsx';

function serveEmpty() {
  const urls: string[] = [];
  globalThis.fetch = ((url: string) => {
    urls.push(url);
    return Promise.resolve(
      Response.json(
        url === '/api/user/me'
          ? { user: signedInUser }
          : { tasks: [], page: 0, has_more: false, filter_values: { projects: [], users: [] } },
      ),
    );
  }) as typeof fetch;
  return urls;
}

describe('finished-tasks pages', () => {
  it('shows a project’s finished tasks with links back to it and to all projects', async () => {
    const urls = serveEmpty();
    await renderSignedIn(<ProjectFinishedTasksPage projectId={3} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Finished tasks' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the project' }).getAttribute('href')).toBe(
      '/project/3',
    );
    expect(
      screen.getByRole('link', { name: 'Finished tasks of all projects' }).getAttribute('href'),
    ).toBe('/lists/finished-tasks');
    expect(await screen.findByText('No finished tasks match.')).toBeTruthy();
    expect(urls).toContain('/api/projects/find-finished-tasks?pid=3&p=0');
  });

  it('shows the finished tasks of all projects without naming one', async () => {
    const urls = serveEmpty();
    await renderSignedIn(<AllFinishedTasksPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Finished tasks' })).toBeTruthy();
    expect(await screen.findByText('No finished tasks match.')).toBeTruthy();
    expect(urls).toContain('/api/projects/find-finished-tasks?p=0');
  });
});
