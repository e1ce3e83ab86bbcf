import { describe, expect, it, vi } from 'vitest';
import { openSession, SessionUnavailable, SESSION_HINT_COOKIE, sessionCookieName, signId, verifiedId } from '../../../src/lib/bff/session.ts';
import { fileSessionStore, memorySessionStore, whenUnlocked, type SessionStore } from '../../../src/lib/bff/session-store.ts';

const SECRET = 'a-test-secret-that-is-long-enough-1234';

/** The browser's cookies for one origin: what the server set, sent back as a browser would. */
function browser() {
  const values = new Map<string, string>();
  return {
    values,
    get: (name: string) => (values.has(name) ? { value: values.get(name) as string } : undefined),
    set: (name: string, value: string) => void values.set(name, value),
    delete: (name: string) => void values.delete(name),
  };
}

const ENTRY = { httpOnly: true, sameSite: 'lax', secure: false, path: '/' } as const;

/** A browser whose session (in a memory store) holds `value` as its state entry. */
async function browserWithSession(value: string) {
  const store = memorySessionStore();
  const cookies = browser();
  const session = await openSession(cookies, false, store, SECRET);
  session.jar.set('cairn_session', value, ENTRY);
  await session.save();
  return { store, cookies };
}

/** The same store, with one of its calls failing as a Redis that does not answer. */
const refusing = (store: SessionStore, call: 'get' | 'set'): SessionStore => ({ ...store, [call]: () => Promise.reject(new Error('Redis did not answer in time')) });

/** The state entry the browser's session holds in `store`, read as the next request would. */
const entryFor = async (cookies: ReturnType<typeof browser>, store: SessionStore) => (await openSession(cookies, false, store, SECRET)).jar.get('cairn_session')?.value;

describe('the server-side session (issue 14)', () => {
  it('signs the id and refuses any other value', () => {
    const signed = signId('abcdefghijklmnopqrstuv', SECRET);
    expect(verifiedId(signed, SECRET)).toBe('abcdefghijklmnopqrstuv');
    expect(verifiedId(signed, 'another-secret-that-is-long-enough-000')).toBeNull();
    expect(verifiedId(`${signed.slice(0, -2)}xx`, SECRET)).toBeNull();
    expect(verifiedId('abcdefghijklmnopqrstuv', SECRET)).toBeNull();
    expect(verifiedId(undefined, SECRET)).toBeNull();
  });

  it('refuses a value once verified when the secret is another, and takes it again under its own', () => {
    const signed = signId('kept-verified-id-000001', SECRET);
    const other = 'another-secret-that-is-long-enough-111';
    for (let i = 0; i < 3; i++) expect(verifiedId(signed, SECRET)).toBe('kept-verified-id-000001');
    expect(verifiedId(signed, other)).toBeNull();
    expect(verifiedId(signId('kept-verified-id-000001', other), other)).toBe('kept-verified-id-000001');
    expect(verifiedId(signed, other)).toBeNull();
    expect(verifiedId(signed, SECRET)).toBe('kept-verified-id-000001');
    expect(verifiedId(`${signed}x`, SECRET)).toBeNull();
  });

  it('keeps entries on the server: the browser holds only the signed id', async () => {
    const store = memorySessionStore();
    const cookies = browser();
    const first = await openSession(cookies, false, store, SECRET);
    first.jar.set('cairn_session', 'state', { httpOnly: true, sameSite: 'lax', secure: false, path: '/' });
    await first.save();
    expect([...cookies.values.keys()]).toEqual([sessionCookieName(false), SESSION_HINT_COOKIE]);
    expect(cookies.get(SESSION_HINT_COOKIE)?.value).toBe('1');
    expect(cookies.get(sessionCookieName(false))?.value).not.toContain('state');
    const again = await openSession(cookies, false, store, SECRET);
    expect(again.jar.get('cairn_session')?.value).toBe('state');
  });

  it('a live session without its readable hint gets it back; an unknown id does not', async () => {
    const store = memorySessionStore();
    const cookies = browser();
    const first = await openSession(cookies, false, store, SECRET);
    first.jar.set('cairn_session', 'state', { httpOnly: true, sameSite: 'lax', secure: false, path: '/' });
    await first.save();
    cookies.delete(SESSION_HINT_COOKIE);
    await openSession(cookies, false, store, SECRET);
    expect(cookies.get(SESSION_HINT_COOKIE)?.value).toBe('1');

    const stranger = browser();
    stranger.set(sessionCookieName(false), signId('abcdefghijklmnopqrstuv', SECRET));
    await openSession(stranger, false, store, SECRET);
    expect(stranger.get(SESSION_HINT_COOKIE)).toBeUndefined();
  });

  it('says so when a browser with the hint sends an id the store does not know, and opens a new session', async () => {
    const written = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      const store = memorySessionStore();
      const lost = browser();
      lost.set(sessionCookieName(false), signId('abcdefghijklmnopqrstuv', SECRET));
      lost.set(SESSION_HINT_COOKIE, '1');
      const session = await openSession(lost, false, store, SECRET);
      session.jar.set('cairn_session', 'guest', ENTRY);
      await session.save();
      expect(verifiedId(lost.get(sessionCookieName(false))?.value, SECRET)).not.toBe('abcdefghijklmnopqrstuv');
      expect(written.mock.calls.map(([line]) => String(line)).filter((line) => line.includes('"session.unknown_id"'))).toHaveLength(1);
      // Without the hint (a session that expired with it, or a forged cookie): nothing to say.
      const stranger = browser();
      stranger.set(sessionCookieName(false), signId('abcdefghijklmnopqrstuw', SECRET));
      await openSession(stranger, false, store, SECRET);
      expect(written.mock.calls.map(([line]) => String(line)).filter((line) => line.includes('"session.unknown_id"'))).toHaveLength(1);
    } finally {
      written.mockRestore();
    }
  });

  it('an entry with a lifetime reads as absent once it is over', async () => {
    let now = 1_000_000;
    const store = memorySessionStore(() => now);
    const cookies = browser();
    const s = await openSession(cookies, false, store, SECRET, () => now);
    s.jar.set('cairn_at', 'token', { httpOnly: true, sameSite: 'lax', secure: false, path: '/', maxAge: 60 });
    expect(s.jar.get('cairn_at')?.value).toBe('token');
    now += 61_000;
    expect(s.jar.get('cairn_at')).toBeUndefined();
  });

  it('a forged or swapped cookie opens an empty session, never someone else’s', async () => {
    const store = memorySessionStore();
    const victim = browser();
    const v = await openSession(victim, true, store, SECRET);
    v.jar.set('cairn_session', 'EMPLOYEE', { httpOnly: true, sameSite: 'lax', secure: true, path: '/' });
    await v.save();
    const victimCookie = victim.get('__Host-cairn_sid')?.value as string;
    const id = victimCookie.split('.')[0] as string;

    // The id without its signature, or signed with a guessed secret: nothing.
    for (const forged of [id, signId(id, 'guessed-secret-guessed-secret-guessed'), `${id}.AAAA`]) {
      const attacker = browser();
      attacker.set('__Host-cairn_sid', forged);
      const s = await openSession(attacker, true, store, SECRET);
      expect(s.jar.get('cairn_session')).toBeUndefined();
    }
    // The old state cookie of the past is just an unknown cookie now.
    const old = browser();
    old.set('__Host-cairn_session', Buffer.from(JSON.stringify({ consumerType: 'EMPLOYEE' })).toString('base64url'));
    const s = await openSession(old, true, store, SECRET);
    expect(s.jar.get('cairn_session')).toBeUndefined();
  });

  it('rotation retires the old id (no fixation); destroy makes a replayed cookie open nothing', async () => {
    const store = memorySessionStore();
    const cookies = browser();
    const s = await openSession(cookies, false, store, SECRET);
    s.jar.set('cairn_session', 'guest', { httpOnly: true, sameSite: 'lax', secure: false, path: '/' });
    await s.save();
    const before = cookies.get('cairn_sid')?.value as string;

    const signingIn = await openSession(cookies, false, store, SECRET);
    signingIn.rotate();
    signingIn.jar.set('cairn_session', 'member', { httpOnly: true, sameSite: 'lax', secure: false, path: '/' });
    await signingIn.save();
    const after = cookies.get('cairn_sid')?.value as string;
    expect(after).not.toBe(before);
    const fixated = browser();
    fixated.set('cairn_sid', before);
    expect((await openSession(fixated, false, store, SECRET)).jar.get('cairn_session')).toBeUndefined();

    const signingOut = await openSession(cookies, false, store, SECRET);
    signingOut.destroy();
    await signingOut.save();
    const replay = browser();
    replay.set('cairn_sid', after);
    expect((await openSession(replay, false, store, SECRET)).jar.get('cairn_session')).toBeUndefined();
  });

  it('a store that cannot be read fails the opening and leaves the cookie alone: the shopper is still signed in next time', async () => {
    const { store, cookies } = await browserWithSession('MEMBER');
    const before = new Map(cookies.values);
    const failed = await openSession(cookies, false, refusing(store, 'get'), SECRET).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(SessionUnavailable);
    expect((failed as SessionUnavailable).step).toBe('read');
    expect((failed as Error).cause).toEqual(new Error('Redis did not answer in time'));
    expect(cookies.values).toEqual(before);
    expect(await entryFor(cookies, store)).toBe('MEMBER');
  });

  it('a save the store refuses fails the request, and a signing-in browser keeps the id it came with (and its guest cart)', async () => {
    const { store, cookies } = await browserWithSession('GUEST basket-1');
    const guestCookie = cookies.get(sessionCookieName(false))?.value;
    const signingIn = await openSession(cookies, false, refusing(store, 'set'), SECRET);
    signingIn.rotate();
    signingIn.jar.set('cairn_session', 'MEMBER basket-1', ENTRY);
    const failed = await signingIn.save().catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(SessionUnavailable);
    expect((failed as SessionUnavailable).step).toBe('save');
    expect(cookies.get(sessionCookieName(false))?.value).toBe(guestCookie);
    expect(await entryFor(cookies, store)).toBe('GUEST basket-1');
  });

  it('a sign-out whose new guest session cannot be saved still signs the browser out', async () => {
    const { store, cookies } = await browserWithSession('MEMBER');
    const memberCookie = cookies.get(sessionCookieName(false))?.value;
    const signingOut = await openSession(cookies, false, refusing(store, 'set'), SECRET);
    signingOut.destroy();
    signingOut.jar.set('cairn_session', 'GUEST', ENTRY);
    await expect(signingOut.save()).rejects.toBeInstanceOf(SessionUnavailable);
    expect(cookies.get(sessionCookieName(false))?.value).not.toBe(memberCookie);
    expect(await entryFor(cookies, store)).toBeUndefined();
  });

  it('the file store keeps sessions across a restart and forgets expired ones', async () => {
    const path = `/tmp/cairn-sessions-${process.pid}-${Date.now()}.db`;
    let now = 5_000_000;
    const first = fileSessionStore(path, () => now);
    await first.set('id-one', 'value', 60);
    const second = fileSessionStore(path, () => now);
    expect(await second.get('id-one')).toBe('value');
    now += 61_000;
    expect(await second.get('id-one')).toBeUndefined();
  });

  it('a refresh happens once for parallel requests (the store’s once)', async () => {
    const store = memorySessionStore();
    let runs = 0;
    const task = async () => {
      runs += 1;
      await new Promise((r) => setTimeout(r, 10));
      return 'answer';
    };
    const answers = await Promise.all([store.once('k', 1000, task), store.once('k', 1000, task), store.once('k', 1000, task)]);
    expect(answers).toEqual(['answer', 'answer', 'answer']);
    expect(runs).toBe(1);
  });
});

describe('the session file opened while another process holds its lock', () => {
  const busy = () => Object.assign(new Error('database is locked'), { code: 'ERR_SQLITE_ERROR', errcode: 5 });

  it('tries the statement again until the lock is let go', () => {
    const pauses: number[] = [];
    let calls = 0;
    const answer = whenUnlocked(
      () => {
        calls++;
        if (calls < 3) throw busy();
        return 'wal';
      },
      (ms) => pauses.push(ms),
    );
    expect(answer).toBe('wal');
    expect(calls).toBe(3);
    expect(pauses).toEqual([10, 10]);
  });

  it('fails at once on any other error, and after two seconds of locks', () => {
    const other = Object.assign(new Error('disk I/O error'), { errcode: 10 });
    let calls = 0;
    expect(() => whenUnlocked(() => { calls++; throw other; }, () => undefined)).toThrow('disk I/O error');
    expect(calls).toBe(1);
    let waited = 0;
    expect(() => whenUnlocked(() => { throw busy(); }, (ms) => (waited += ms))).toThrow('database is locked');
    expect(waited).toBe(2000);
  });
});
