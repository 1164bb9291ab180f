import { describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_LIMIT,
  nextChunkFailureStep,
  recordChunkFailure,
  recordChunkLoaded,
} from './chunk-reload.ts';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    key: (index) => [...items.keys()][index] ?? null,
  };
}

describe('reloading after a page failed to load', () => {
  it('reloads up to the limit, then asks and starts over', () => {
    expect(CHUNK_RELOAD_LIMIT).toBe(3);
    expect(nextChunkFailureStep(0)).toEqual({ action: 'reload', reloads: 1 });
    expect(nextChunkFailureStep(2)).toEqual({ action: 'reload', reloads: 3 });
    expect(nextChunkFailureStep(3)).toEqual({ action: 'ask', reloads: 0 });
  });

  it('counts in the tab storage across reloads', () => {
    const storage = memoryStorage();
    const steps = Array.from({ length: 5 }, () => recordChunkFailure(() => storage, 'P').action);
    expect(steps).toEqual(['reload', 'reload', 'reload', 'ask', 'reload']);
  });

  it('forgets a page once it loads, but not another page', () => {
    const storage = memoryStorage();
    recordChunkFailure(() => storage, 'Page');
    recordChunkFailure(() => storage, 'Page');
    recordChunkLoaded(() => storage, 'Shell');
    expect(recordChunkFailure(() => storage, 'Page').reloads).toBe(3);
    recordChunkLoaded(() => storage, 'Page');
    expect(recordChunkFailure(() => storage, 'Page').reloads).toBe(1);
  });

  it('deletes and reports what is stored but is not a count', () => {
    const storage = memoryStorage();
    const report = vi.spyOn(console, 'error').mockImplementation(() => {});
    storage.setItem('tandem.chunkReloads', '{"P": 99}');
    expect(recordChunkFailure(() => storage, 'P').reloads).toBe(1);
    storage.setItem('tandem.chunkReloads', 'not json');
    expect(recordChunkFailure(() => storage, 'P').reloads).toBe(1);
    expect(report).toHaveBeenCalledTimes(2);
    report.mockRestore();
  });

  it('asks at once when the storage does not work, rather than reload forever', () => {
    const broken = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    expect(recordChunkFailure(broken, 'P')).toEqual({ action: 'ask', reloads: 0 });
  });
});
