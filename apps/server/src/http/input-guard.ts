import type { FastifyInstance } from 'fastify';
import { LIMITS, MESSAGES } from '@tandem/contract';
import type { ValidationErrors } from '@tandem/contract';
import { validationFailed } from './app-error.ts';

/**
 * Characters no text of this product needs: the C0 controls but tab, line feed and carriage
 * return, and UTF-16 surrogates that are not part of a pair (which no UTF-8 text can hold).
 * PostgreSQL refuses NUL in text and lone surrogates in JSON, so they must never reach it.
 */
const FORBIDDEN =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The first problem found in an input, by the field's path as validation errors name it. */
function inspect(value: unknown, path: string, depth: number): ValidationErrors | null {
  const field = path || 'body';
  if (typeof value === 'string') {
    return FORBIDDEN.test(value) ? { [field]: [MESSAGES.textCharacters] } : null;
  }
  if (value === null || typeof value !== 'object') return null;
  if (depth > LIMITS.inputDepthMax) {
    return { [field]: [`The value can be nested at most ${LIMITS.inputDepthMax} levels deep.`] };
  }
  if (Array.isArray(value)) {
    if (value.length > LIMITS.inputListMax) {
      return { [field]: [`The list can hold at most ${LIMITS.inputListMax} items.`] };
    }
    for (let i = 0; i < value.length; i++) {
      const found = inspect(value[i], path ? `${path}.${i}` : String(i), depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key;
    if (FORBIDDEN.test(key)) return { [field]: [MESSAGES.textCharacters] };
    const found = inspect(child, childPath, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * One rule for every endpoint, on the request as it came (unknown fields included), after who is
 * asking is settled (an anonymous caller still gets 401 first) and before its schema runs: text without control characters or broken
 * surrogates, bodies nested at most LIMITS.inputDepthMax deep, lists of at most
 * LIMITS.inputListMax items. A request that breaks it is refused whole, naming the field.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const problem =
      inspect(request.query, '', 0) ??
      inspect(request.params, '', 0) ??
      inspect(request.body, '', 0);
    if (problem) throw validationFailed(problem);
  });
}
