import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchProjectPage } from './project-prefetch.ts';

function prefetchedKeys(params: Record<string, string>, url: string): unknown[] {
  const queryClient = new QueryClient();
  const spy = vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue(undefined);
  prefetchProjectPage(queryClient, params, new URL(url, 'http://tandem.test'));
  return spy.mock.calls.map(([options]) => options.queryKey);
}

afterEach(() => vi.restoreAllMocks());

describe('prefetchProjectPage', () => {
  it('asks for the project, its settings and, on the tasks page, the lists, board and fields', () => {
    expect(prefetchedKeys({ projectId: '7' }, '/project/7?layout=rows')).toEqual([
      ['projects', 'detail', 7],
      ['project-settings', 7],
      ['tasklists', 7],
      ['tasks', 7],
      ['custom-fields', 7],
    ]);
    expect(
      prefetchedKeys({ projectId: '7', section: 'tasklists' }, '/project/7/tasklists'),
    ).toHaveLength(5);
  });

  it('leaves the board alone on the overview and other sections, and ignores a bad id', () => {
    expect(prefetchedKeys({ projectId: '7' }, '/project/7?view=overview')).toHaveLength(2);
    expect(
      prefetchedKeys({ projectId: '7', section: 'calendar' }, '/project/7/calendar'),
    ).toHaveLength(2);
    expect(prefetchedKeys({ projectId: 'abc' }, '/project/abc')).toEqual([]);
  });

  it('asks for the timeline on the timeline sub-page', () => {
    expect(prefetchedKeys({ projectId: '7', section: 'timeline' }, '/project/7/timeline')).toEqual([
      ['projects', 'detail', 7],
      ['project-settings', 7],
      ['calendar', 'timeline', 'project', 7],
    ]);
  });
});
