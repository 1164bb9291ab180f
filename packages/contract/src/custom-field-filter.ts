// Custom field types, limits and the filter match, without zod: the board's filter bar imports
// these at run time through '@tandem/contract/browser'.
import type { Task } from './tasks.ts';

/** The types a custom field can have (document 2, section 3). */
export const CUSTOM_FIELD_TYPES = [
  'text',
  'number',
  'date',
  'datetime',
  'bool',
  'link',
  'enum',
] as const;
export type CustomFieldType = (typeof CUSTOM_FIELD_TYPES)[number];

/** Each type's fixed numeric id, as stored; the wire carries the type's name only. */
export const CUSTOM_FIELD_TYPE_IDS: Readonly<Record<CustomFieldType, number>> = {
  text: 1,
  number: 2,
  date: 3,
  datetime: 4,
  bool: 5,
  link: 6,
  enum: 7,
};

/** The type of a stored type id; undefined for an id that no type has. */
export function customFieldTypeOf(typeId: number): CustomFieldType | undefined {
  return CUSTOM_FIELD_TYPES.find((type) => CUSTOM_FIELD_TYPE_IDS[type] === typeId);
}

/** Bounds on custom fields and their values. */
export const CUSTOM_FIELD_LIMITS = {
  nameMax: 50,
  fieldsPerProject: 30,
  enumValuesPerField: 50,
  textMax: 1000,
  linkMax: 2000,
} as const;

/** What a custom field filter can ask of a task's value. */
export const CUSTOM_FIELD_CONDITIONS = [
  'is',
  'is_not',
  'contains',
  'not_contains',
  'gt',
  'lt',
  'is_set',
  'is_not_set',
] as const;
export type CustomFieldCondition = (typeof CUSTOM_FIELD_CONDITIONS)[number];

/** The conditions that make sense for each type. */
export const CONDITIONS_BY_TYPE: Readonly<
  Record<CustomFieldType, readonly CustomFieldCondition[]>
> = {
  text: ['is', 'is_not', 'contains', 'not_contains', 'is_set', 'is_not_set'],
  link: ['is', 'is_not', 'contains', 'not_contains', 'is_set', 'is_not_set'],
  number: ['is', 'is_not', 'gt', 'lt', 'is_set', 'is_not_set'],
  date: ['is', 'is_not', 'gt', 'lt', 'is_set', 'is_not_set'],
  datetime: ['is', 'is_not', 'gt', 'lt', 'is_set', 'is_not_set'],
  bool: ['is', 'is_not', 'is_set', 'is_not_set'],
  enum: ['is', 'is_not', 'is_set', 'is_not_set'],
};

/** Conditions that need no value to compare with. */
const VALUELESS: readonly CustomFieldCondition[] = ['is_set', 'is_not_set'];

/**
 * A custom field filter (document 2, section 3): the field by its name and type, a condition and
 * the value to compare with (none for is_set and is_not_set). An enum's value is the uuid of one
 * of its values; a date's is yyyy-MM-dd.
 */
export interface CustomFieldFilter {
  name: string;
  type: CustomFieldType;
  condition: CustomFieldCondition;
  value?: string | number | boolean | null;
}

type Comparable = string | number | boolean;

const order = (x: string, y: string) => (x === y ? 0 : x < y ? -1 : 1);

/** Orders two values of a type; NaN when they cannot be compared. */
function compare(type: CustomFieldType, a: Comparable, b: Comparable): number {
  const [x, y] = [String(a), String(b)];
  switch (type) {
    case 'number':
      return Number(a) - Number(b);
    case 'date':
      return order(x, y);
    case 'datetime':
      // Against a whole day, a date-time counts on the day it carries (in its own offset).
      return y.length === 10 ? order(x.slice(0, 10), y) : Date.parse(x) - Date.parse(y);
    case 'bool':
      return a === b || x === y ? 0 : NaN;
    default:
      return order(x.toLocaleLowerCase(), y.toLocaleLowerCase());
  }
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/**
 * Whether a task passes a custom field filter. A field the task has no value of is not set: it
 * passes is_not_set, is_not and not_contains, and nothing else. A filter missing the value its
 * condition needs lets every task pass, as a filter still being written should.
 */
export function matchesCustomFieldFilter(
  task: Pick<Task, 'custom_fields'>,
  filter: CustomFieldFilter,
): boolean {
  const entry = task.custom_fields.find(
    (field) => field.name === filter.name && field.type === filter.type,
  );
  const value = entry?.value;
  const set = !isEmpty(value);
  if (filter.condition === 'is_set') return set;
  if (filter.condition === 'is_not_set') return !set;
  if (!VALUELESS.includes(filter.condition) && isEmpty(filter.value)) return true;
  const wanted = filter.value as Comparable;
  if (!set) return ['is_not', 'not_contains'].includes(filter.condition);
  const actual = value;
  switch (filter.condition) {
    case 'is':
      return compare(filter.type, actual, wanted) === 0;
    case 'is_not':
      return compare(filter.type, actual, wanted) !== 0;
    case 'contains':
    case 'not_contains': {
      const found = String(actual).toLocaleLowerCase().includes(String(wanted).toLocaleLowerCase());
      return filter.condition === 'contains' ? found : !found;
    }
    case 'gt':
      return compare(filter.type, actual, wanted) > 0;
    case 'lt':
      return compare(filter.type, actual, wanted) < 0;
    default:
      return false;
  }
}
