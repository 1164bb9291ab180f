import { describe, expect, it } from 'vitest';
import type { SectionSetting } from '@tandem/contract';
import { defaultOrderSettings, PROJECT_PAGE_SECTIONS } from '@tandem/contract/browser';
import {
  moveSection,
  projectPageHref,
  projectPageToShow,
  setSectionVisible,
  visibleSections,
} from './section-order.ts';

const sectionsOf = (order: SectionSetting[]) => order.map((entry) => entry.section);

describe('visibleSections', () => {
  it('shows every section in the spec order by default', () => {
    expect(visibleSections(defaultOrderSettings())).toEqual([...PROJECT_PAGE_SECTIONS]);
  });

  it('keeps the user order and leaves hidden sections out', () => {
    let order = moveSection(defaultOrderSettings(), 'last-activities', -1);
    order = setSectionVisible(order, 'users', false);
    order = setSectionVisible(order, 'files', false);
    expect(visibleSections(order)).toEqual([
      'todos',
      'last-activities',
      'pinned-items',
      'discussions',
      'notes',
    ]);
  });

  it('shows a section the saved order lacks, at the end, and drops unknown ones', () => {
    const saved = [
      { section: 'users', isVisible: true },
      { section: 'gantt', isVisible: true },
      { section: 'todos', isVisible: false },
    ] as SectionSetting[];
    expect(visibleSections(saved)).toEqual([
      'users',
      'files',
      'pinned-items',
      'last-activities',
      'discussions',
      'notes',
    ]);
  });

  it('shows nothing when every section is hidden', () => {
    const hidden = defaultOrderSettings().map((entry) => ({ ...entry, isVisible: false }));
    expect(visibleSections(hidden)).toEqual([]);
  });
});

describe('moveSection', () => {
  it('moves a section up and down by one place without touching the input', () => {
    const order = defaultOrderSettings();
    const up = moveSection(order, 'users', -1);
    expect(sectionsOf(up).slice(4)).toEqual(['users', 'discussions', 'notes']);
    expect(sectionsOf(moveSection(up, 'users', 1))).toEqual([...PROJECT_PAGE_SECTIONS]);
    expect(sectionsOf(order)).toEqual([...PROJECT_PAGE_SECTIONS]);
  });

  it('brings a section to the top in as many moves as it has places above it', () => {
    let order = defaultOrderSettings();
    for (let i = 0; i < 3; i += 1) order = moveSection(order, 'last-activities', -1);
    expect(sectionsOf(order)).toEqual([
      'last-activities',
      'todos',
      'files',
      'pinned-items',
      'discussions',
      'users',
      'notes',
    ]);
  });

  it('leaves the order as it is at either end', () => {
    const order = defaultOrderSettings();
    expect(moveSection(order, 'todos', -1)).toEqual(order);
    expect(moveSection(order, 'notes', 1)).toEqual(order);
  });

  it('keeps visibility with the section it moves', () => {
    const order = setSectionVisible(defaultOrderSettings(), 'files', false);
    expect(moveSection(order, 'files', -1)[0]).toEqual({ section: 'files', isVisible: false });
  });
});

describe('projectPageToShow', () => {
  it.each([
    [undefined, null, 'tasks', 'tasks'],
    [undefined, null, 'overview', 'overview'],
    [undefined, 'overview', 'tasks', 'overview'],
    [undefined, 'tasks', 'overview', 'tasks'],
    [undefined, 'nonsense', 'overview', 'overview'],
    ['tasklists', 'overview', 'overview', 'tasks'],
  ] as const)('section %s, view %s, default %s: %s', (section, view, defaultPage, page) => {
    expect(projectPageToShow({ section, view, defaultPage })).toBe(page);
  });

  it('links to each page whatever the default page is', () => {
    expect(projectPageHref(4, 'tasks')).toBe('/project/4/tasklists');
    expect(projectPageHref(4, 'overview')).toBe('/project/4?view=overview');
  });
});
