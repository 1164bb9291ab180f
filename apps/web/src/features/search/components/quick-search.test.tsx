import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import type { SearchResultItem } from '@tandem/contract';
import { ROUTES } from '@tandem/contract/browser';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { QuickSearch } from './quick-search.tsx';
import { SearchPage } from './search-page.tsx';

const item = (over: Partial<SearchResultItem>): SearchResultItem => ({
  id: 1,
  uuid: null,
  is_smart: false,
  name: 'Item',
  highlight_name: 'Item',
  highlight_content: null,
  project: { id: 9, name: 'Garden' },
  tasklist: null,
  task: null,
  smart_task: null,
  note: null,
  file: null,
  link: null,
  state: null,
  type: 'project',
  author: { id: 3, fullname: 'Olga Owner' },
  date_add: '2026-01-01T00:00:00.000Z',
  ...over,
});

const TASK = item({
  id: 41,
  type: 'task',
  name: 'Žluťoučký kůň',
  highlight_name: '<mark>Žluťoučký</mark> kůň &lt;img src=x&gt;',
  tasklist: { id: 5, name: 'To do' },
  state: { id: 1, state: 'active' },
});
const NOTE = item({
  id: 7,
  type: 'note',
  name: 'Plan',
  highlight_name: 'Plan',
  note: { id: 7, uuid: 'n', name: 'Plan' },
});

function Where() {
  return <output data-testid="where">{useLocation().pathname + useLocation().search}</output>;
}

const serve = () =>
  fakeApi()
    .on(ROUTES.search.quickSearch, () => ({ items: [TASK, NOTE], total: 2, page: 0, limit: 8 }))
    .on(ROUTES.search.search, ({ body }) => ({
      items: body.entity_type === 'note' ? [NOTE] : [TASK, NOTE],
      total: body.entity_type === 'note' ? 1 : 2,
      page: 0,
      limit: 20,
    }));

describe('QuickSearch', () => {
  it('opens with Ctrl+K, moves with the arrows and opens the result with Enter', async () => {
    const api = serve();
    await renderWithProviders(
      <>
        <QuickSearch />
        <Where />
      </>,
    );
    fireEvent.keyDown(document.body, { key: 'k', code: 'KeyK', ctrlKey: true });
    const input = await screen.findByRole('combobox', { name: 'Quick search' });
    fireEvent.change(input, { target: { value: 'zlut' } });
    const first = await screen.findByRole('option', { name: /Žluťoučký kůň <img src=x>/ });
    expect(first.getAttribute('aria-selected')).toBe('true');
    // The matched word is marked; the rest of the name is text, never markup.
    expect(first.querySelector('mark')?.textContent).toBe('Žluťoučký');
    expect(first.querySelector('img')).toBeNull();
    expect(api.bodiesOf(ROUTES.search.quickSearch).at(-1)).toMatchObject({ search_query: 'zlut' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(
      screen.getByRole('option', { name: /See all results/ }).getAttribute('aria-selected'),
    ).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByTestId('where').textContent).toBe('/task/41');
  });

  it('leads to the search page from its last line', async () => {
    serve();
    await renderWithProviders(
      <>
        <QuickSearch />
        <Where />
      </>,
    );
    fireEvent.click(screen.getAllByRole('button', { name: 'Search' })[0]!);
    const input = await screen.findByRole('combobox', { name: 'Quick search' });
    fireEvent.change(input, { target: { value: 'plan x' } });
    await screen.findByRole('option', { name: /Plan/ });
    fireEvent.keyDown(input, { key: 'End' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByTestId('where').textContent).toBe('/search?q=plan%20x');
  });
});

describe('SearchPage', () => {
  it('searches the query of the address and narrows by kind', async () => {
    const api = serve();
    await renderWithProviders(
      <Routes>
        <Route path="/search" element={<SearchPage />} />
      </Routes>,
      { path: '/search?q=zlut' },
    );
    expect(await screen.findByText('2 results')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Žluťoučký kůň/ }).getAttribute('href')).toBe(
      '/task/41',
    );
    fireEvent.click(await screen.findByText('Note (1)'));
    await waitFor(() => expect(screen.getByText('1 result')).toBeTruthy());
    expect(api.bodiesOf(ROUTES.search.search).at(-1)).toMatchObject({
      search_query: 'zlut',
      entity_type: 'note',
    });
  });

  it('says what to do before a query and when nothing is found', async () => {
    fakeApi().on(ROUTES.search.search, () => ({ items: [], total: 0, page: 0, limit: 20 }));
    await renderWithProviders(
      <Routes>
        <Route path="/search" element={<SearchPage />} />
      </Routes>,
      { path: '/search' },
    );
    expect(screen.getByText('Search across your projects')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Search everything' }), {
      target: { value: 'nic' },
    });
    expect(await screen.findByText('Nothing found for “nic”')).toBeTruthy();
  });
});
