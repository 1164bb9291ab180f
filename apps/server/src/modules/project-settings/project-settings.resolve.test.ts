import { describe, expect, it } from 'vitest';
import { defaultOrderSettings } from '@tandem/contract';
import type { StoredSettings } from './project-settings.resolve.ts';
import { resolveSettings } from './project-settings.resolve.ts';

const USER = 7;
const PROJECT = 3;
const row = (over: Partial<StoredSettings>): StoredSettings => ({
  userId: USER,
  projectId: PROJECT,
  layout: 'rows',
  defaultPage: 'tasks',
  orderSettings: null,
  ...over,
});

describe('resolveSettings', () => {
  const own = row({ layout: 'table', defaultPage: 'overview' });
  const forAll = row({ userId: null, layout: 'kanban', defaultPage: 'overview' });
  const general = row({ projectId: null, layout: 'timeline', defaultPage: null });

  const cases: Array<[string, StoredSettings[], string, string, string]> = [
    ['own row', [general, forAll, own], 'table', 'overview', 'timeline'],
    ['project row', [general, forAll], 'kanban', 'overview', 'timeline'],
    ['general row, with the default page', [general], 'timeline', 'tasks', 'timeline'],
    ['defaults', [], 'rows', 'tasks', 'rows'],
  ];
  it.each(cases)('applies the %s', (_case, rows, layout, page, generalLayout) => {
    const resolved = resolveSettings(rows, USER, PROJECT);
    expect(resolved.projectSettings.layout).toBe(layout);
    expect(resolved.projectSettings.default_page).toBe(page);
    expect(resolved.generalSettings.layout).toBe(generalLayout);
  });

  it('ignores rows of other users and projects', () => {
    const rows = [row({ userId: 8, layout: 'table' }), row({ projectId: 4, layout: 'kanban' })];
    expect(resolveSettings(rows, USER, PROJECT).projectSettings.layout).toBe('rows');
  });

  it('falls back on defaults for stored values the product no longer knows', () => {
    const resolved = resolveSettings(
      [row({ layout: 'gantt', defaultPage: 'home', orderSettings: null })],
      USER,
      PROJECT,
    );
    expect(resolved.projectSettings).toEqual({
      layout: 'rows',
      default_page: 'tasks',
      order_settings: defaultOrderSettings(),
    });
  });

  it('completes a stored order: drops unknown and repeated sections, appends missing ones', () => {
    const resolved = resolveSettings(
      [
        row({
          orderSettings: [
            { section: 'notes', isVisible: false },
            { section: 'gantt', isVisible: true },
            { section: 'notes', isVisible: true },
            { section: 'users', isVisible: true },
          ],
        }),
      ],
      USER,
      PROJECT,
    );
    expect(resolved.projectSettings.order_settings).toEqual([
      { section: 'notes', isVisible: false },
      { section: 'users', isVisible: true },
      { section: 'todos', isVisible: true },
      { section: 'files', isVisible: true },
      { section: 'pinned-items', isVisible: true },
      { section: 'last-activities', isVisible: true },
      { section: 'discussions', isVisible: true },
    ]);
  });
});
