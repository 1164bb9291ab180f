import { useSyncExternalStore } from 'react';

/**
 * A value that lives outside React (a global dialog's state), read by components through
 * `useSyncExternalStore`; setting the value it already holds notifies nobody.
 */
export function createExternalStore<T>(initial: T) {
  let value = initial;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  return {
    get: () => value,
    set(next: T) {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of listeners) listener();
    },
    use: (): T => useSyncExternalStore(subscribe, () => value),
  };
}
