import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { PinnedItem } from '@tandem/contract';
import { ROUTES } from '@tandem/contract/browser';
import { fail, fakeApi, type FakeFailure } from '../test/fake-api.ts';
import { movedPinned, pinnedItemKeys, useReorderPinned } from './pins.ts';

const item = (id: number, name: string): PinnedItem => ({
  id,
  kind: 'note',
  name,
  date_add: '2026-11-26T10:00:00Z',
  author: null,
  task_id: null,
  is_finished: false,
  note_id: id * 10,
  file_uuid: null,
  mime_type: null,
  has_preview: false,
  link_uuid: null,
  url: null,
  can_unpin: true,
});
const [a, b, c] = [item(1, 'A'), item(2, 'B'), item(3, 'C')];
type Answer = { items: PinnedItem[] } | FakeFailure;

function setUp() {
  const pending: Array<(answer: Answer) => void> = [];
  const api = fakeApi().on(
    ROUTES.pinnedItems.reorder,
    () => new Promise<Answer>((resolve) => pending.push(resolve)),
  );
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  queryClient.setQueryData(pinnedItemKeys.project(1), [a, b, c]);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useReorderPinned(1), { wrapper });
  const names = () =>
    queryClient.getQueryData<PinnedItem[]>(pinnedItemKeys.project(1))?.map((i) => i.name);
  return {
    hook,
    names,
    sent: () => api.bodiesOf(ROUTES.pinnedItems.reorder),
    answer: (answer: Answer) => pending.shift()?.(answer),
  };
}

describe('movedPinned', () => {
  it('puts an item right before or after another, and leaves an unknown move alone', () => {
    const names = (items: PinnedItem[]) => items.map((i) => i.name);
    expect(names(movedPinned([a, b, c], { item: c, neighbour: a, place: 'before' }))).toEqual([
      'C',
      'A',
      'B',
    ]);
    expect(names(movedPinned([a, b, c], { item: a, neighbour: c, place: 'after' }))).toEqual([
      'B',
      'C',
      'A',
    ]);
    expect(names(movedPinned([a, b], { item: a, neighbour: c, place: 'after' }))).toEqual([
      'A',
      'B',
    ]);
  });
});

describe('useReorderPinned', () => {
  it('shows the new order at once, sends one move, and takes the server’s order', async () => {
    const { hook, names, sent, answer } = setUp();
    act(() => hook.result.current.mutate({ item: c, neighbour: a, place: 'before' }));
    await waitFor(() => expect(names()).toEqual(['C', 'A', 'B']));
    expect(sent()).toEqual([{ id: 3, before_id: 1 }]);
    answer({ items: [c, a, b] });
    await waitFor(() => expect(hook.result.current.isSuccess).toBe(true));
    expect(names()).toEqual(['C', 'A', 'B']);
  });

  it('puts the items back when the server refuses', async () => {
    const { hook, names, sent, answer } = setUp();
    act(() => hook.result.current.mutate({ item: a, neighbour: b, place: 'after' }));
    await waitFor(() => expect(names()).toEqual(['B', 'A', 'C']));
    expect(sent()).toEqual([{ id: 1, after_id: 2 }]);
    answer(fail(403, { message: 'You cannot move this pinned item.', code: 'FORBIDDEN' }));
    await waitFor(() => expect(hook.result.current.isError).toBe(true));
    expect(names()).toEqual(['A', 'B', 'C']);
  });
});
