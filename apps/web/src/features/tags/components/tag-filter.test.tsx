import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { TagFilter } from './tag-filter.tsx';

/** The list answer: the filter reads only each tag's id and name. */
const TAGS = {
  tags: [
    { id: 4, tag: 'Client' },
    { id: 7, tag: 'Secret' },
  ],
};

describe('TagFilter', () => {
  it('offers all tags, then each of the user’s, and hands back the chosen id or null', async () => {
    mockFetch(200, TAGS);
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
    mockFetch(200, TAGS);
    await renderWithProviders(<TagFilter value={7} onChange={() => {}} />);
    await screen.findByRole('option', { name: 'Secret' });
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Filter by tag' });
    expect(select.value).toBe('7');
    expect(select.disabled).toBe(false);
  });
});
