/**
 * "Do this once, and let everyone who asks meanwhile have the answer" within one process: the
 * default for token refreshes (./auth-session.ts) and the local session stores' `once`
 * (./session-store.ts; Redis shares it across instances). A failure is not remembered.
 */
export type Once = (key: string, memoryMs: number, task: () => Promise<string>) => Promise<string>;

export function processOnce(): Once {
  const shared = new Map<string, Promise<string>>();
  return (key, memoryMs, task) => {
    let pending = shared.get(key);
    if (!pending) {
      pending = task();
      shared.set(key, pending);
      const forget = setTimeout(() => shared.delete(key), memoryMs);
      forget.unref?.();
      pending.catch(() => shared.delete(key));
    }
    return pending;
  };
}
