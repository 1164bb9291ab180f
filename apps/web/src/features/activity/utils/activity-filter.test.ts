import { describe, expect, it } from 'vitest';
import { EMPTY_FILTER } from '../components/activity-filter-bar.tsx';
import { toActivityFilter } from './activity-filter.ts';

const ALL = { personId: null, projectId: null };

describe('toActivityFilter', () => {
  it('sends nothing chosen as all, newest first', () => {
    expect(toActivityFilter(EMPTY_FILTER, ALL)).toEqual({
      projects_ids: [],
      users_ids: [],
      events_types: [],
      order: 'desc',
      date_range: null,
    });
  });

  it('sends the choices made: projects, people, kinds, order and days, an end left open', () => {
    const filter = toActivityFilter(
      {
        projects: ['4', '9'],
        people: ['7'],
        groups: ['notes'],
        order: 'asc',
        from: '2025-03-01',
        to: '',
      },
      ALL,
    );
    expect(filter).toMatchObject({
      projects_ids: [4, 9],
      users_ids: [7],
      order: 'asc',
      date_range: { date_from: '2025-03-01', date_to: null },
    });
    expect(filter.events_types).toContain('note.created');
    expect(filter.events_types?.every((type) => type.startsWith('note.'))).toBe(true);
  });

  it('keeps a project’s feed to its project and a person’s to them, whatever was chosen', () => {
    const chosen = { ...EMPTY_FILTER, projects: ['4'], people: ['9'] };
    expect(toActivityFilter(chosen, { personId: null, projectId: 12 })).toMatchObject({
      projects_ids: [12],
      users_ids: [9],
    });
    expect(toActivityFilter(chosen, { personId: 3, projectId: null })).toMatchObject({
      projects_ids: [4],
      users_ids: [3],
    });
  });
});
