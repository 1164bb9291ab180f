import fc from 'fast-check';
import type { JsonSchema } from '../../http/json-schema.ts';

/** Ids the caller owns, offered where a field looks like an id so that requests reach the rules. */
export interface Hints {
  ids: readonly number[];
}

const ID_KEY = /(^|_)(id|ids)$|Id$|^(pid|tid|tlid|wid|uid|cid|lid|rid|tcid|fid)$/;
/** Strings stay short: the point is their characters, the hostile mutations bring the length. */
const MAX_STRING = 24;
const MAX_ITEMS = 4;

const dateString = fc
  .date({ min: new Date('2000-01-01'), max: new Date('2040-12-31'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const dateTimeString = fc
  .date({ min: new Date('2000-01-01'), max: new Date('2040-12-31'), noInvalidDate: true })
  .map((d) => d.toISOString());

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'email':
      return fc.emailAddress();
    case 'date':
      return dateString;
    case 'date-time':
      return dateTimeString;
    case 'uuid':
      return fc.uuid();
    case 'uri':
    case 'url':
      return fc.webUrl();
  }
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= 200);
    } catch {
      // A pattern fast-check cannot read: plain strings then.
    }
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? MAX_STRING, MAX_STRING));
  return fc.string({ minLength, maxLength, unit: 'grapheme' });
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const low =
    schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1000);
  const high =
    schema.maximum ??
    (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1_000_000);
  const min = Math.max(low, -1e9);
  const max = Math.min(high, 1e9);
  if (min > max) return fc.constant(min);
  return integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** Values that the schema accepts (mostly: refinements the schema cannot say are left to luck). */
export function arbitraryFor(
  schema: JsonSchema,
  hints: Hints,
  key = '',
  /** Objects with their required fields only: the likeliest to be accepted as they are. */
  minimal = false,
): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length)
    return fc.oneof(...alternatives.map((s) => arbitraryFor(s, hints, key, minimal)));
  if (schema.allOf?.length) return arbitraryFor(schema.allOf[0]!, hints, key, minimal);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const idLike = ID_KEY.test(key) && hints.ids.length > 0;
  // Versions of fresh objects are small: guessing them reaches the update rules.
  if (key === 'version' && (type === 'integer' || type === 'number')) {
    return fc.integer({ min: 1, max: 3 });
  }
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
    case 'number':
      if (idLike)
        return fc.oneof(
          { weight: 4, arbitrary: fc.constantFrom(...hints.ids) },
          numberArbitrary(schema, true),
        );
      return numberArbitrary(schema, type === 'integer');
    case 'string':
      if (idLike) return fc.constantFrom(...hints.ids.map(String));
      return stringArbitrary(schema);
    case 'array': {
      if (schema.prefixItems)
        return fc.tuple(...schema.prefixItems.map((s) => arbitraryFor(s, hints, key, minimal)));
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? MAX_ITEMS, MAX_ITEMS));
      return fc.array(arbitraryFor(schema.items ?? {}, hints, key, minimal), {
        minLength,
        maxLength,
      });
    }
    case 'object': {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const record = Object.fromEntries(
        Object.entries(properties)
          .filter(([name]) => !minimal || required.has(name))
          .map(([name, s]) => [name, arbitraryFor(s, hints, name, minimal)]),
      );
      if (Object.keys(record).length === 0) {
        return typeof schema.additionalProperties === 'object'
          ? fc.dictionary(
              fc.string({ maxLength: 8 }),
              arbitraryFor(schema.additionalProperties, hints),
              { maxKeys: 3 },
            )
          : fc.constant({});
      }
      return fc.record(record, {
        requiredKeys: Object.keys(record).filter((name) => required.has(name)),
      });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}
