import type { TaskFilter } from '@tandem/contract';

/**
 * The filter a page address carries in `f` (JSON); one that is not an object filters nothing.
 * The server checks its parts and the page shows what it refuses.
 */
export function filterFromParam(raw: string | null): TaskFilter | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** The filter without its empty parts: what is sent, saved and put in the address. */
export function compactFilter(filter: TaskFilter): TaskFilter {
  const entries = Object.entries(filter).filter(([, value]) => {
    if (value === undefined || value === null || value === false) return false;
    if (Array.isArray(value)) return value.length > 0;
    if (typeof value === 'object') return Object.values(value).some((v) => v);
    return true;
  });
  return Object.fromEntries(entries);
}

/** How many parts of the filter narrow the tasks. */
export const activeParts = (filter: TaskFilter): number =>
  Object.keys(compactFilter(filter)).length;
