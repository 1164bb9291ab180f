/** Document 1, section 9: reloads tried after a page's code fails to load, before asking. */
export const CHUNK_RELOAD_LIMIT = 3;

const STORAGE_KEY = 'tandem.chunkReloads';

/** Reloads tried so far, by page: a page that loads must not reset the count of one that fails. */
type ReloadCounts = Record<string, number>;

export type ChunkFailureStep =
  { action: 'reload'; reloads: number } | { action: 'ask'; reloads: 0 };

/**
 * What to do when a page's code fails to load, given how many reloads were already tried for it:
 * a reload fetches the new version's pages after a deploy replaced the old ones, so it is tried up
 * to the limit; then the user is asked (the reload-page modal) and counting starts over.
 */
export function nextChunkFailureStep(reloads: number): ChunkFailureStep {
  return reloads < CHUNK_RELOAD_LIMIT
    ? { action: 'reload', reloads: reloads + 1 }
    : { action: 'ask', reloads: 0 };
}

function isReloadCounts(value: unknown): value is ReloadCounts {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every(
      (n) => Number.isInteger(n) && (n as number) > 0 && (n as number) <= CHUNK_RELOAD_LIMIT,
    )
  );
}

/** The counts of this tab; what is stored there but is not such counts is deleted and reported. */
function readCounts(storage: Storage): ReloadCounts {
  const raw = storage.getItem(STORAGE_KEY);
  if (raw === null) return {};
  try {
    const counts: unknown = JSON.parse(raw);
    if (isReloadCounts(counts)) return counts;
  } catch {
    // Reported and deleted below, as any other invalid value.
  }
  console.error('Deleted an invalid stored count of page reloads', raw);
  storage.removeItem(STORAGE_KEY);
  return {};
}

function writeCounts(storage: Storage, counts: ReloadCounts): void {
  if (Object.keys(counts).length === 0) storage.removeItem(STORAGE_KEY);
  else storage.setItem(STORAGE_KEY, JSON.stringify(counts));
}

/**
 * Counts one more failure of a page in the tab's session storage and says what to do. Without a
 * working storage (reading it can throw too) the count could not grow, so it asks at once rather
 * than reload forever.
 */
export function recordChunkFailure(tabStorage: () => Storage, page: string): ChunkFailureStep {
  try {
    const storage = tabStorage();
    const counts = readCounts(storage);
    const step = nextChunkFailureStep(counts[page] ?? 0);
    if (step.reloads === 0) delete counts[page];
    else counts[page] = step.reloads;
    writeCounts(storage, counts);
    return step;
  } catch {
    return { action: 'ask', reloads: 0 };
  }
}

/** Forgets the failures of a page once its code loaded. */
export function recordChunkLoaded(tabStorage: () => Storage, page: string): void {
  try {
    const storage = tabStorage();
    const counts = readCounts(storage);
    if (!(page in counts)) return;
    delete counts[page];
    writeCounts(storage, counts);
  } catch {
    // Nothing to forget without a storage.
  }
}
