import { LIMITS } from '@tandem/contract';
import type { Endpoint } from '@tandem/contract';
import type { JsonSchema } from './json-schema.ts';
import { inputJsonSchema } from './json-schema.ts';

/** The body limit of an endpoint whose body has no bound of its own (a long text, say). */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;
/** The smallest limit any endpoint gets: room for a small body however it is spaced. */
export const MIN_BODY_LIMIT = 16 * 1024;

/**
 * The longest text a pattern can match, when it has no open-ended repetition (`*`, `+`,
 * `{n,}`): its length times its largest repetition count, an overestimate. Null otherwise.
 */
function patternBound(pattern: string): number | null {
  if (/[*+]|\{\d+,\}/.test(pattern.replace(/\\./g, ''))) return null;
  const counts = [...pattern.matchAll(/\{(?:\d+,)?(\d+)\}/g)].map((m) => Number(m[1]));
  return pattern.length * Math.max(1, ...counts);
}

/** Formats whose values are short whatever is written in them. */
const SHORT_FORMATS = new Set(['date', 'date-time', 'time', 'email', 'uuid', 'uri', 'url']);
/** The longest form of one character in JSON: a `\uXXXX` escape. */
const BYTES_PER_CHAR = 6;

/** The most bytes a JSON value of the schema can take, written compactly; null when unbounded. */
export function maxJsonBytes(schema: JsonSchema): number | null {
  if (schema.const !== undefined) return JSON.stringify(schema.const).length;
  if (schema.enum) return Math.max(...schema.enum.map((v) => JSON.stringify(v).length));
  const alternatives = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (alternatives?.length) {
    const sizes = alternatives.map(maxJsonBytes);
    return sizes.some((s) => s === null) ? null : Math.max(...(sizes as number[]));
  }
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length === 0) return null;
  let largest = 0;
  for (const type of types) {
    let size: number | null;
    switch (type) {
      case 'null':
      case 'boolean':
        size = 5;
        break;
      case 'integer':
      case 'number':
        size = 32;
        break;
      case 'string':
        size =
          schema.maxLength !== undefined
            ? schema.maxLength * BYTES_PER_CHAR + 2
            : schema.format && SHORT_FORMATS.has(schema.format)
              ? 64 * BYTES_PER_CHAR
              : schema.pattern
                ? ((b) => (b === null ? null : b * BYTES_PER_CHAR + 2))(
                    patternBound(schema.pattern),
                  )
                : null;
        break;
      case 'array': {
        const items = schema.prefixItems ?? (schema.items ? [schema.items] : []);
        const item = items.length
          ? Math.max(...items.map((s) => maxJsonBytes(s) ?? Infinity))
          : Infinity;
        const count = schema.prefixItems?.length ?? schema.maxItems ?? LIMITS.inputListMax;
        size = Number.isFinite(item) ? count * (item + 1) + 2 : null;
        break;
      }
      case 'object': {
        if (typeof schema.additionalProperties === 'object') {
          size = null;
          break;
        }
        let total = 2;
        for (const [key, value] of Object.entries(schema.properties ?? {})) {
          const inner = maxJsonBytes(value);
          if (inner === null) {
            total = Infinity;
            break;
          }
          total += key.length * BYTES_PER_CHAR + 4 + inner;
        }
        size = Number.isFinite(total) ? total : null;
        break;
      }
      default:
        size = null;
    }
    if (size === null) return null;
    largest = Math.max(largest, size);
  }
  return largest;
}

/**
 * An endpoint's body limit: twice the most its body can take (room for spacing), between
 * MIN_BODY_LIMIT and DEFAULT_BODY_LIMIT; DEFAULT_BODY_LIMIT where the body has no bound, and the
 * minimum where the endpoint takes no body. A larger body is refused with 413 before it is parsed.
 */
export function bodyLimitFor(endpoint: Endpoint): number {
  if (!endpoint.body) return MIN_BODY_LIMIT;
  const bound = maxJsonBytes(inputJsonSchema(endpoint.body));
  if (bound === null) return DEFAULT_BODY_LIMIT;
  return Math.min(DEFAULT_BODY_LIMIT, Math.max(MIN_BODY_LIMIT, 2 * bound));
}
