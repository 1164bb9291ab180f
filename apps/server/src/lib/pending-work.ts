/**
 * Work under way that a shutdown must wait for: promises are followed until they settle, and
 * `settled` waits for those still running, up to a bound.
 */
export function pendingWork() {
  const running = new Set<Promise<unknown>>();
  return {
    track<T>(work: Promise<T>): Promise<T> {
      running.add(work);
      const done = () => running.delete(work);
      work.then(done, done);
      return work;
    },
    /** Waits up to `timeoutMs` for the work under way; answers how much was still running. */
    async settled(timeoutMs: number): Promise<number> {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)));
      await Promise.race([Promise.allSettled([...running]), late]);
      clearTimeout(timer);
      return running.size;
    },
  };
}
