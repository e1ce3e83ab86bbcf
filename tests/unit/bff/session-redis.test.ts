import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession, SessionUnavailable, signId } from '../../../src/lib/bff/session.ts';
import { redisSessionStore } from '../../../src/lib/bff/session-store.ts';

/**
 * The Redis store as two storefront instances use it (issue 14): a session written by one is read
 * by the other, and a refresh asked of both at once runs once. Needs Debian's redis-server, which
 * .ci/run installs; skipped (and said so) on a machine without it.
 */
const hasRedis = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).status === 0;
const PORT = 46_379 + (process.pid % 500);
const SECRET = 'a-test-secret-that-is-long-enough-1234';

describe.skipIf(!hasRedis)('sessions in Redis, shared by two instances', () => {
  let server: ChildProcess;
  const url = `redis://127.0.0.1:${PORT}`;

  beforeAll(async () => {
    server = spawn('redis-server', ['--port', String(PORT), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    const probe = redisSessionStore(url);
    for (let i = 0; i < 50; i++) {
      try {
        await probe.get('ping');
        return;
      } catch {
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    throw new Error('redis-server did not start');
  });

  afterAll(() => {
    server?.kill();
  });

  it('a session written through one instance is read through the other; a destroyed one is gone for both', async () => {
    const a = redisSessionStore(url);
    const b = redisSessionStore(url);
    const values = new Map<string, string>();
    const cookies = { get: (n: string) => (values.has(n) ? { value: values.get(n) as string } : undefined), set: (n: string, v: string) => void values.set(n, v), delete: (n: string) => void values.delete(n) };
    const onA = await openSession(cookies, true, a, SECRET);
    onA.jar.set('cairn_session', 'basket-1', { httpOnly: true, sameSite: 'lax', secure: true, path: '/' });
    await onA.save();
    const onB = await openSession(cookies, true, b, SECRET);
    expect(onB.jar.get('cairn_session')?.value).toBe('basket-1');
    onB.destroy();
    await onB.save();
    const after = { ...cookies, get: () => ({ value: [...values.values()][0] ?? '' }) };
    expect((await openSession(after, true, a, SECRET)).jar.get('cairn_session')).toBeUndefined();
  });

  it('a refresh asked of both instances at once runs once, and both get its answer', async () => {
    const a = redisSessionStore(url);
    const b = redisSessionStore(url);
    let runs = 0;
    const task = async () => {
      runs += 1;
      await new Promise((r) => setTimeout(r, 50));
      return 'rotated-token';
    };
    const key = `refresh:${Date.now()}`;
    const answers = await Promise.all([a.once(key, 5000, task), b.once(key, 5000, task), a.once(key, 5000, task)]);
    expect(answers).toEqual(['rotated-token', 'rotated-token', 'rotated-token']);
    expect(runs).toBe(1);
  });
});

describe('sessions in Redis while Redis is down', () => {
  it('a read fails within its deadline, as the session being unreadable, instead of waiting for the reconnection', async () => {
    // Port 9 (discard): nothing answers, and the client keeps trying to connect.
    const store = redisSessionStore('redis://127.0.0.1:9');
    const values = new Map([['cairn_sid', signId('a-session-id-the-store-holds', SECRET)]]);
    const cookies = { get: (n: string) => (values.has(n) ? { value: values.get(n) as string } : undefined), set: (n: string, v: string) => void values.set(n, v), delete: (n: string) => void values.delete(n) };
    const started = Date.now();
    await expect(openSession(cookies, false, store, SECRET)).rejects.toBeInstanceOf(SessionUnavailable);
    expect(Date.now() - started).toBeLessThan(4000);
    await expect(store.set('id', 'value', 60)).rejects.toThrow('Redis did not answer in time');
    expect([...values.keys()]).toEqual(['cairn_sid']);
  }, 10_000);
});
