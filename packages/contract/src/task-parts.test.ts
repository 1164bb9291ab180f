import { describe, expect, it } from 'vitest';
import {
  TASK_PART_DEFAULTS,
  TASK_PART_FIELDS,
  TASK_ROW_FIELDS,
  taskPartDefaults,
} from './task-parts.ts';
import { taskSchema } from './tasks.ts';

describe('the task shape’s owners', () => {
  it('give every field of the task exactly one owner: the row or one part', () => {
    const owners = new Map<string, string[]>();
    const own = (field: string, owner: string) =>
      owners.set(field, [...(owners.get(field) ?? []), owner]);
    for (const field of TASK_ROW_FIELDS) own(field, 'row');
    for (const [part, fields] of Object.entries(TASK_PART_DEFAULTS))
      for (const field of Object.keys(fields)) own(field, part);

    const schemaFields = Object.keys(taskSchema.shape).sort();
    expect([...owners.keys()].sort()).toEqual(schemaFields);
    const shared = [...owners].filter(([, by]) => by.length > 1);
    expect(shared).toEqual([]);
  });

  it('give each part field a default the schema accepts', () => {
    for (const field of TASK_PART_FIELDS) {
      const defaults = Object.assign({}, ...Object.values(TASK_PART_DEFAULTS)) as Record<
        string,
        unknown
      >;
      const schema = taskSchema.shape[field];
      expect(schema.safeParse(defaults[field]).success, field).toBe(true);
    }
  });
});

describe('taskPartDefaults', () => {
  it('answers every part’s empty values, in objects of its own each time', () => {
    const first = taskPartDefaults();
    const merged = Object.assign({}, ...Object.values(TASK_PART_DEFAULTS)) as object;
    expect(first).toEqual(merged);
    const second = taskPartDefaults();
    expect(second.labels).not.toBe(first.labels);
    expect(second.task_checks_summary).not.toBe(first.task_checks_summary);
  });
});
