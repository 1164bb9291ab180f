import { describe, expect, it } from 'vitest';
import type { CustomFieldFilter } from './custom-field-filter.ts';
import {
  CONDITIONS_BY_TYPE,
  CUSTOM_FIELD_CONDITIONS,
  CUSTOM_FIELD_TYPE_IDS,
  CUSTOM_FIELD_TYPES,
  customFieldTypeOf,
  matchesCustomFieldFilter,
} from './custom-field-filter.ts';
import type { Task } from './tasks.ts';

type Entry = Task['custom_fields'][number];
const entry = (name: string, type: Entry['type'], value: Entry['value']): Entry => ({
  uuid: `${name}-uuid`,
  name,
  type,
  value,
  value_uuid: 'v',
  author_id: 1,
  date_add: '2026-01-01T00:00:00.000Z',
  date_edited_at: null,
});
const task = {
  custom_fields: [
    entry('Note', 'text', 'Call the Printer'),
    entry('Budget', 'number', 250),
    entry('Launch', 'date', '2026-03-02'),
    entry('Call', 'datetime', '2026-03-02T23:30:00+01:00'),
    entry('Signed', 'bool', false),
    entry('Spec', 'link', 'https://example.test/spec'),
    entry('Stage', 'enum', 'aaaa-uuid'),
  ],
};
const matches = (filter: CustomFieldFilter) => matchesCustomFieldFilter(task, filter);

describe('custom field types', () => {
  it('have fixed, distinct ids that map back to them', () => {
    const ids = CUSTOM_FIELD_TYPES.map((type) => CUSTOM_FIELD_TYPE_IDS[type]);
    expect(new Set(ids).size).toBe(CUSTOM_FIELD_TYPES.length);
    for (const type of CUSTOM_FIELD_TYPES)
      expect(customFieldTypeOf(CUSTOM_FIELD_TYPE_IDS[type])).toBe(type);
    expect(customFieldTypeOf(99)).toBeUndefined();
  });

  it('offer only known conditions, and every type can ask whether a value is set', () => {
    for (const type of CUSTOM_FIELD_TYPES) {
      for (const condition of CONDITIONS_BY_TYPE[type])
        expect(CUSTOM_FIELD_CONDITIONS).toContain(condition);
      expect(CONDITIONS_BY_TYPE[type]).toEqual(expect.arrayContaining(['is_set', 'is_not_set']));
    }
  });
});

describe('matchesCustomFieldFilter', () => {
  it('compares texts and links ignoring case, whole or in part', () => {
    expect(
      matches({ name: 'Note', type: 'text', condition: 'is', value: 'call the printer' }),
    ).toBe(true);
    expect(matches({ name: 'Note', type: 'text', condition: 'is_not', value: 'Call' })).toBe(true);
    expect(matches({ name: 'Note', type: 'text', condition: 'contains', value: 'PRINT' })).toBe(
      true,
    );
    expect(matches({ name: 'Note', type: 'text', condition: 'not_contains', value: 'print' })).toBe(
      false,
    );
    expect(matches({ name: 'Spec', type: 'link', condition: 'contains', value: 'example' })).toBe(
      true,
    );
  });

  it('orders numbers, dates and date-times', () => {
    expect(matches({ name: 'Budget', type: 'number', condition: 'gt', value: 100 })).toBe(true);
    expect(matches({ name: 'Budget', type: 'number', condition: 'lt', value: '100' })).toBe(false);
    expect(matches({ name: 'Budget', type: 'number', condition: 'is', value: 250 })).toBe(true);
    expect(matches({ name: 'Launch', type: 'date', condition: 'lt', value: '2026-03-10' })).toBe(
      true,
    );
    expect(matches({ name: 'Launch', type: 'date', condition: 'gt', value: '2026-03-02' })).toBe(
      false,
    );
    // A date-time against a day counts on the day it carries; against a moment, as a moment.
    expect(matches({ name: 'Call', type: 'datetime', condition: 'is', value: '2026-03-02' })).toBe(
      true,
    );
    expect(
      matches({ name: 'Call', type: 'datetime', condition: 'gt', value: '2026-03-02T22:00:00Z' }),
    ).toBe(true);
  });

  it('compares booleans and enum choices exactly', () => {
    expect(matches({ name: 'Signed', type: 'bool', condition: 'is', value: false })).toBe(true);
    expect(matches({ name: 'Signed', type: 'bool', condition: 'is_not', value: true })).toBe(true);
    expect(matches({ name: 'Stage', type: 'enum', condition: 'is', value: 'aaaa-uuid' })).toBe(
      true,
    );
    expect(matches({ name: 'Stage', type: 'enum', condition: 'is', value: 'bbbb-uuid' })).toBe(
      false,
    );
  });

  it('treats a field without a value as not set', () => {
    const missing = { name: 'Owner', type: 'text' } as const;
    expect(matches({ ...missing, condition: 'is_not_set' })).toBe(true);
    expect(matches({ ...missing, condition: 'is_set' })).toBe(false);
    expect(matches({ ...missing, condition: 'is', value: 'x' })).toBe(false);
    expect(matches({ ...missing, condition: 'is_not', value: 'x' })).toBe(true);
    expect(matches({ ...missing, condition: 'not_contains', value: 'x' })).toBe(true);
    // A field of the same name but another type is another field.
    expect(matches({ name: 'Budget', type: 'text', condition: 'is_set' })).toBe(false);
    expect(matches({ name: 'Budget', type: 'number', condition: 'is_set' })).toBe(true);
  });

  it('lets every task through a filter that still lacks its value', () => {
    expect(matches({ name: 'Budget', type: 'number', condition: 'gt' })).toBe(true);
    expect(matches({ name: 'Owner', type: 'text', condition: 'is', value: '' })).toBe(true);
  });
});
