import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { ProjectTag } from '@tandem/contract';
import { ROUTES } from '@tandem/contract/browser';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { TagFilter } from './tag-filter.tsx';

/** A tag of the user's: the filter reads only its id and name. */
const tag = (id: number, name: string): ProjectTag => ({
  id,
  tag: name,
  color: null,
  is_private: false,
  can_be_public: true,
  can_be_edited: true,
  users_id: 1,
  usageCount: 0,
});

/** The server with the user's tags. */
const serveTags = () =>
  fakeApi().on(ROUTES.tags.list, () => ({ tags: [tag(4, 'Client'), tag(7, 'Secret')] }));

describe('TagFilter', () => {
  it('offers all tags, then each of the user’s, and hands back the chosen id or null', async () => {
    serveTags();
    const onChange = vi.fn();
    await renderWithProviders(<TagFilter value={null} onChange={onChange} />);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Filter by tag' });
    await screen.findByRole('option', { name: 'Secret' });
    expect([...select.options].map((option) => option.textContent)).toEqual([
      'All tags',
      'Client',
      'Secret',
    ]);
    expect(select.value).toBe('');
    fireEvent.change(select, { target: { value: '7' } });
    expect(onChange).toHaveBeenLastCalledWith(7);
    fireEvent.change(select, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('shows the tag kept in the address as chosen', async () => {
    serveTags();
    await renderWithProviders(<TagFilter value={7} onChange={() => {}} />);
    await screen.findByRole('option', { name: 'Secret' });
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Filter by tag' });
    expect(select.value).toBe('7');
    expect(select.disabled).toBe(false);
  });
});
