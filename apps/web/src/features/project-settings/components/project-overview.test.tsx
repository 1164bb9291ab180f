import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { SectionSetting } from '@tandem/contract';
import { renderWithProviders } from '../../../test/render.tsx';
import { ProjectOverview } from './project-overview.tsx';

const order: SectionSetting[] = [
  { section: 'last-activities', isVisible: true },
  { section: 'todos', isVisible: true },
  { section: 'files', isVisible: true },
  { section: 'pinned-items', isVisible: false },
  { section: 'discussions', isVisible: true },
  { section: 'users', isVisible: false },
  { section: 'notes', isVisible: true },
];

describe('ProjectOverview', () => {
  it('shows the visible sections in the saved order, unbuilt ones as plain notices', async () => {
    const { container } = await renderWithProviders(
      <ProjectOverview
        order={order}
        content={{
          todos: <p>the board</p>,
          'last-activities': <p>the activity</p>,
          users: <p>the people</p>,
        }}
      />,
    );
    const shown = [...container.querySelectorAll('[data-project-section]')].map((el) =>
      el.getAttribute('data-project-section'),
    );
    expect(shown).toEqual(['last-activities', 'todos', 'files', 'discussions', 'notes']);
    expect(screen.getByText('the board')).toBeTruthy();
    expect(screen.queryByText('the people')).toBeNull();
    for (const name of ['Files', 'Discussions', 'Notes']) {
      const card = screen.getByRole('region', { name });
      expect(card.textContent).toContain('This section is not available in Tandem yet.');
    }
    expect(screen.queryByRole('region', { name: 'Pinned items' })).toBeNull();
  });

  it('says so when every section is hidden', async () => {
    await renderWithProviders(
      <ProjectOverview order={order.map((e) => ({ ...e, isVisible: false }))} content={{}} />,
    );
    expect(screen.getByText(/All sections are hidden/)).toBeTruthy();
  });
});
