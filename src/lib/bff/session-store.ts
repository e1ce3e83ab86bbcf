/**
 * Where the BFF keeps each shopper's session (docs/architecture.md#how-it-is-deployed): tokens, the usid,
 * the basket/list ids, the buy-in-store session and the last order. The browser holds only a
 * signed, opaque session id (./session.ts). With REDIS_URL every storefront instance shares one
 * store, so any instance serves any shopper; without it, the embedded default keeps sessions in a
 * SQLite file (SESSION_DB, .data/sessions.db), so a restart of `npm start` loses no shopper's cart.
 *
 * The store also coordinates work that must happen once across instances: `once(key)` runs a
 * task on one instance and lets the others read its answer (token refreshes, ./auth-session.ts).
 */
import { outsideRequest } from '../log/request-context.ts';
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { createClient } from 'redis';
import { log } from '../log/logger.ts';
import { processOnce, type Once } from './once.ts';

export interface SessionStore {
  get(id: string): Promise<string | undefined>;
  set(id: string, value: string, ttlSeconds: number): Promise<void>;
  delete(id: string): Promise<void>;
  /**
   * Runs `task` on one caller for `key` and shares its answer with every caller that asks for
   * the same key within `memoryMs` (on any instance with a shared store).
   */
  once: Once;
  readonly kind: 'memory' | 'file' | 'redis';
}

const KEY_PREFIX = 'cairn:sess:';
const ONCE_PREFIX = 'cairn:once:';
/** How long a shared task may run before another caller may try (a crashed instance must not block forever). */
const ONCE_LOCK_MS = 10_000;
const ONCE_POLL_MS = 40;
const REDIS_TIMEOUT_MS = 2000;

/** Sessions in this process's memory (unit tests, and a storefront that must keep no file). */
export function memorySessionStore(now: () => number = Date.now): SessionStore {
  const entries = new Map<string, { value: string; expiresAt: number }>();
  return {
    kind: 'memory',
    async get(id) {
      const e = entries.get(id);
      if (!e) return undefined;
      if (e.expiresAt <= now()) {
        entries.delete(id);
        return undefined;
      }
      return e.value;
    },
    async set(id, value, ttlSeconds) {
      entries.set(id, { value, expiresAt: now() + ttlSeconds * 1000 });
    },
    async delete(id) {
      entries.delete(id);
    },
    once: processOnce(),
  };
}

export const DEFAULT_SESSION_DB = '.data/sessions.db';
/** Expired sessions are swept at most this often. */
const SWEEP_EVERY_MS = 10 * 60_000;

/** How long a statement on the session file waits for another connection's lock. */
const FILE_BUSY_WAIT_MS = 2000;
/** SQLite's "database is locked" (SQLITE_BUSY), as node:sqlite reports it in `errcode`. */
const SQLITE_BUSY = 5;
const BUSY_RETRY_MS = 10;

/** Blocks the thread for `ms`: only while the store opens, before it serves any request. */
const pauseSync = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Runs `statement`, again while SQLite answers "database is locked", for up to FILE_BUSY_WAIT_MS.
 * busy_timeout makes reads and writes wait for a lock, but not the switch to WAL when another
 * process is closing the same file: its last connection checkpoints and removes the log under an
 * exclusive lock, and SQLite answers busy at once. Processes that open the file together (the
 * storefront's instances, the unit tests' workers) meet it: about one opening in 240 when four
 * processes open, write and close the file over and over (docs/decisions.md "The session file
 * opened by several processes").
 */
export function whenUnlocked<T>(statement: () => T, pause: (ms: number) => void = pauseSync): T {
  for (let waited = 0; ; waited += BUSY_RETRY_MS) {
    try {
      return statement();
    } catch (error) {
      if ((error as { errcode?: number }).errcode !== SQLITE_BUSY || waited >= FILE_BUSY_WAIT_MS) throw error;
      pause(BUSY_RETRY_MS);
    }
  }
}

/** Sessions in a SQLite file (WAL): the embedded default, kept across restarts of one instance. */
export function fileSessionStore(path: string, now: () => number = Date.now): SessionStore {
  const file = resolve(path);
  mkdirSync(dirname(file), { recursive: true });
  const db = new DatabaseSync(file);
  db.exec(`PRAGMA busy_timeout = ${FILE_BUSY_WAIT_MS}`);
  whenUnlocked(() => db.exec('PRAGMA journal_mode = WAL'));
  db.exec('PRAGMA synchronous = NORMAL');
  whenUnlocked(() => db.exec('CREATE TABLE IF NOT EXISTS sessions (id TEXT PRIMARY KEY, value TEXT NOT NULL, expires_at INTEGER NOT NULL)'));
  const read = db.prepare('SELECT value FROM sessions WHERE id = ? AND expires_at > ?');
  const write = db.prepare('INSERT INTO sessions (id, value, expires_at) VALUES (?, ?, ?) ON CONFLICT(id) DO UPDATE SET value = excluded.value, expires_at = excluded.expires_at');
  const remove = db.prepare('DELETE FROM sessions WHERE id = ?');
  const sweep = db.prepare('DELETE FROM sessions WHERE expires_at <= ?');
  let swept = 0;
  return {
    kind: 'file',
    async get(id) {
      const row = read.get(id, now()) as { value: string } | undefined;
      return row?.value;
    },
    async set(id, value, ttlSeconds) {
      const t = now();
      write.run(id, value, t + ttlSeconds * 1000);
      if (t - swept > SWEEP_EVERY_MS) {
        swept = t;
        sweep.run(t);
      }
    },
    async delete(id) {
      remove.run(id);
    },
    once: processOnce(),
  };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Sessions in Redis: shared by every instance, expiring with Redis's own TTL. */
export function redisSessionStore(url: string): SessionStore {
  const client = createClient({ url, socket: { connectTimeout: REDIS_TIMEOUT_MS, reconnectStrategy: (retries) => Math.min(retries * 100, 2000) } });
  client.on('error', (error: unknown) => log('error', 'session.redis_error', { message: error instanceof Error ? error.message : String(error) }));
  let connecting: Promise<unknown> | null = null;
  const ready = async () => {
    // Opened outside the request that needed it first: the connection's later lines are no request's.
    if (!client.isOpen) connecting ??= outsideRequest(() => client.connect()).catch((error: unknown) => {
      connecting = null;
      throw error;
    });
    if (connecting) await connecting;
    return client;
  };
  const withDeadline = <T>(work: Promise<T>): Promise<T> =>
    Promise.race([work, sleep(REDIS_TIMEOUT_MS).then(() => Promise.reject(new Error('Redis did not answer in time')))]);
  return {
    kind: 'redis',
    // The deadline covers the connection too: while Redis is down the client keeps reconnecting,
    // and a command waiting for it would wait for ever.
    async get(id) {
      const value = await withDeadline(ready().then((redis) => redis.get(KEY_PREFIX + id)));
      return value ?? undefined;
    },
    async set(id, value, ttlSeconds) {
      await withDeadline(ready().then((redis) => redis.set(KEY_PREFIX + id, value, { EX: Math.max(1, Math.round(ttlSeconds)) })));
    },
    async delete(id) {
      await withDeadline(ready().then((redis) => redis.del(KEY_PREFIX + id)));
    },
    once: async (key, memoryMs, task) => {
      const redis = await withDeadline(ready());
      const answerKey = `${ONCE_PREFIX}${key}:answer`;
      const lockKey = `${ONCE_PREFIX}${key}:lock`;
      const deadline = Date.now() + ONCE_LOCK_MS;
      while (Date.now() < deadline) {
        const known = await withDeadline(redis.get(answerKey));
        if (known !== null) return known;
        const locked = await withDeadline(redis.set(lockKey, '1', { NX: true, PX: ONCE_LOCK_MS }));
        if (locked === 'OK') {
          try {
            const answer = await task();
            await withDeadline(redis.set(answerKey, answer, { PX: memoryMs }));
            return answer;
          } finally {
            await redis.del(lockKey).catch(() => undefined);
          }
        }
        await sleep(ONCE_POLL_MS);
      }
      // The instance holding the lock went quiet: do the work here rather than fail the shopper.
      return task();
    },
  };
}
