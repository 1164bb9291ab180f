import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ROUTES } from '@tandem/contract/browser';
import { fail, fakeApi } from '../../../test/fake-api.ts';
import type { ListedTask } from '@tandem/contract';
import { renderWithProviders } from '../../../test/render.tsx';
import { MyPriorities } from './my-priorities.tsx';

const listed = (id: number, name: string): ListedTask => ({
  id,
  uuid: `00000000-0000-4000-8000-00000000000${id}`,
  name,
  state: { id: 1, state: 'active' },
  due_date: null,
  due_date_end: null,
  project: { id: 5, name: 'Launch' },
  tasklist: { id: 9, name: 'To do' },
});
const brief = listed(1, 'Brief');
const copy = listed(2, 'Copy');
const names = () => screen.getAllByTestId('my-priority').map((row) => row.textContent);

describe('MyPriorities', () => {
  it('moves a task up at once and saves the new order', async () => {
    const api = fakeApi()
      .on(ROUTES.myPriorities.list, () => ({ tasks: [brief, copy] }))
      .on(ROUTES.myPriorities.reorder, () => ({ tasks: [copy, brief] }));
    await renderWithProviders(<MyPriorities withPlace />);
    await screen.findByText('Brief');
    expect(screen.getAllByText('Launch · To do')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Move “Copy” up' }));
    await waitFor(() => expect(names()[0]).toContain('Copy'));
    expect(api.bodiesOf(ROUTES.myPriorities.reorder)).toEqual([{ task_ids: [2, 1] }]);
  });

  it('puts the order back when the server refuses', async () => {
    const api = fakeApi()
      .on(ROUTES.myPriorities.list, () => ({ tasks: [brief, copy] }))
      .on(ROUTES.myPriorities.reorder, () => fail(403, { message: 'No', code: 'FORBIDDEN' }));
    await renderWithProviders(<MyPriorities withPlace={false} />);
    await screen.findByText('Brief');
    fireEvent.click(screen.getByRole('button', { name: 'Move “Brief” down' }));
    await waitFor(() => expect(api.bodiesOf(ROUTES.myPriorities.reorder)).toHaveLength(1));
    await waitFor(() => expect(names()[0]).toContain('Brief'));
  });
});
