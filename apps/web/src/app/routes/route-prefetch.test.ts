import { describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { linkPath, mayPrefetch, prefetchPath } from './route-prefetch.ts';

/** A route whose `lazy` loader can fetch its code alone, as the router's pages do. */
function pageRoute(path?: string, children?: RouteObject[]) {
  const prefetch = vi.fn(() => Promise.resolve({}));
  const lazy = Object.assign(() => Promise.resolve({}), { prefetch });
  const route: RouteObject = { path, lazy, children };
  return { route, prefetch };
}

const onConnection = (connection?: object) => ({ connection }) as unknown as Navigator;

describe('mayPrefetch', () => {
  it('fetches ahead without connection details and on fast connections', () => {
    expect(mayPrefetch(onConnection())).toBe(true);
    expect(mayPrefetch(onConnection({ effectiveType: '4g', saveData: false }))).toBe(true);
    expect(mayPrefetch(onConnection({ effectiveType: '3g' }))).toBe(true);
  });

  it('never fetches ahead when saving data or on 2G', () => {
    expect(mayPrefetch(onConnection({ effectiveType: '4g', saveData: true }))).toBe(false);
    expect(mayPrefetch(onConnection({ effectiveType: '2g' }))).toBe(false);
    expect(mayPrefetch(onConnection({ effectiveType: 'slow-2g' }))).toBe(false);
  });
});

describe('prefetchPath', () => {
  it("fetches the code of the matching page (and its layout's) once", () => {
    const layout = pageRoute('');
    const projects = pageRoute('/projects');
    const project = pageRoute('/project/:projectId');
    const routes = [
      { ...layout.route, path: undefined, children: [projects.route, project.route] },
    ];
    const done = new Set<string>();
    prefetchPath(routes, '/project/12', done, onConnection());
    prefetchPath(routes, '/project/12', done, onConnection());
    expect(project.prefetch).toHaveBeenCalledTimes(1);
    expect(layout.prefetch).toHaveBeenCalledTimes(1);
    expect(projects.prefetch).not.toHaveBeenCalled();
    prefetchPath(routes, '/project/:projectId', done, onConnection());
    expect(project.prefetch).toHaveBeenCalledTimes(2);
  });

  it('fetches nothing on a connection that saves data, nor for an unknown path', () => {
    const projects = pageRoute('/projects');
    const done = new Set<string>();
    prefetchPath([projects.route], '/projects', done, onConnection({ saveData: true }));
    prefetchPath([projects.route], '/nowhere', done, onConnection());
    expect(projects.prefetch).not.toHaveBeenCalled();
  });

  it('asks again after a failed fetch', async () => {
    const projects = pageRoute('/projects');
    projects.prefetch.mockRejectedValueOnce(new Error('offline'));
    const done = new Set<string>();
    prefetchPath([projects.route], '/projects', done, onConnection());
    await vi.waitFor(() => expect(done.has('/projects')).toBe(false));
    prefetchPath([projects.route], '/projects', done, onConnection());
    expect(projects.prefetch).toHaveBeenCalledTimes(2);
  });
});

describe('linkPath', () => {
  it('answers the path of the same-site link an event came from', () => {
    document.body.innerHTML =
      '<a href="/projects"><span id="inside">Projects</span></a><a id="away" href="https://example.com/x">x</a><p id="text">t</p>';
    expect(linkPath(document.getElementById('inside'))).toBe('/projects');
    expect(linkPath(document.getElementById('away'))).toBeNull();
    expect(linkPath(document.getElementById('text'))).toBeNull();
  });
});
