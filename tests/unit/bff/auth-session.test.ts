import { describe, expect, it } from 'vitest';
import { createAuthBroker, OBJECT_MEMBERS, TOKEN_EXCHANGE_RETRY_MS } from '../../../src/lib/bff/auth-session.ts';
import { topLevelStrings } from '../../../src/lib/bff/top-level-json.ts';
import type { GatewayTransport } from '../../../src/lib/bff/gateway.ts';
import { tokenHash } from '../../../src/sandbox/auth/session.ts';
import { TEST_ACCOUNTS, TEST_PASSWORD } from '../../../src/sandbox/auth/test-data.ts';
import { useSandbox } from '../sandbox/sandbox-harness.ts';
import { bffRequestFor, MemoryJar, recordingTransport } from './bff-harness.ts';

const harness = useSandbox();
const quiet = () => {};

function setup(options: { sleeps?: number[]; logged?: string[] } = {}) {
  const { transport, sent } = recordingTransport(() => harness.sandbox.url);
  const log = options.logged ? (event: string) => void options.logged!.push(event) : quiet;
  const broker = createAuthBroker(transport, { log, sleep: async (ms) => void options.sleeps?.push(ms) });
  return { broker, sent };
}

/** Nothing a browser receives may hold a token or the access key. */
function expectNoSecrets(value: unknown): void {
  const text = JSON.stringify(value);
  expect(text).not.toMatch(/cairn_(at|rt|ac)_/);
  expect(text).not.toContain('sandbox-access-key');
  expect(text).not.toMatch(/accessToken|refreshToken/);
}

const tokenCalls = (sent: ReturnType<typeof setup>['sent'], type: string) =>
  sent.filter((s) => s.call.path === '/token/v2/auth/token' && (s.call.body as { type: string }).type === type);

describe('the guest session', () => {
  it('starts on the first call, in httpOnly SameSite=Lax cookies, and the answer holds no token', async () => {
    const { broker } = setup();
    const jar = new MemoryJar();
    const state = await broker.sessionState(bffRequestFor(jar));
    expect(state).toMatchObject({ signedIn: false, consumerType: 'GUEST' });
    expect(state.consumerNo).toMatch(/^G/);
    expectNoSecrets(state);
    expect([...jar.values.keys()].sort()).toEqual(['cairn_at', 'cairn_rt', 'cairn_session']);
    for (const options of jar.options.values()) expect(options).toMatchObject({ httpOnly: true, sameSite: 'lax', path: '/', secure: false });
    expect(jar.get('cairn_at')?.value).toMatch(/^cairn_at_/);
  });

  it('uses Secure __Host- cookies over https', async () => {
    const { broker } = setup();
    const jar = new MemoryJar();
    await broker.sessionState(bffRequestFor(jar, true));
    expect([...jar.values.keys()].sort()).toEqual(['__Host-cairn_at', '__Host-cairn_rt', '__Host-cairn_session']);
    for (const options of jar.options.values()) expect(options).toMatchObject({ httpOnly: true, secure: true, path: '/' });
  });

  it('is reused, not recreated, on the next call', async () => {
    const { broker, sent } = setup();
    const jar = new MemoryJar();
    const first = await broker.sessionState(bffRequestFor(jar));
    const second = await broker.sessionState(bffRequestFor(jar));
    expect(second.consumerNo).toBe(first.consumerNo);
    expect(tokenCalls(sent, 'Guest')).toHaveLength(1);
  });

  it('ignores a 403 on the guest token call: the call goes on without a token', async () => {
    const forwarded: Array<Record<string, string> | undefined> = [];
    const transport: GatewayTransport = async (call) => {
      if (call.path === '/token/v2/auth/token') {
        return new Response(JSON.stringify({ errorDetails: [{ errorId: 'API403', message: 'bot' }], appId: 'waf', correlationId: 'c' }), { status: 403, headers: { 'content-type': 'application/json' } });
      }
      forwarded.push(call.headers);
      return new Response('{"timestamp":1}', { status: 200, headers: { 'content-type': 'application/json' } });
    };
    const logged: string[] = [];
    const broker = createAuthBroker(transport, { log: (event) => void logged.push(event) });
    const jar = new MemoryJar();
    const res = await broker.forward(bffRequestFor(jar), { method: 'GET', path: '/fapi/server/time' });
    expect(res.status).toBe(200);
    expect(forwarded[0]?.authorization).toBeUndefined();
    expect(jar.values.size).toBe(0);
    expect(logged).not.toContain('bff.guest_token_failed');
  });
});

describe('sign-in through the BFF', () => {
  it('runs PKCE S256 on the server, sends the guest token with the exchange, and keeps tokens in cookies', async () => {
    const { broker, sent } = setup();
    const jar = new MemoryJar();
    const guest = await broker.sessionState(bffRequestFor(jar));
    const guestToken = jar.get('cairn_at')?.value;
    const outcome = await broker.signIn(bffRequestFor(jar), { email: TEST_ACCOUNTS.loyalty.email, password: TEST_PASSWORD, guestObjects: { basketId: 'basket-1' } });
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.data.session).toMatchObject({ signedIn: true, consumerType: 'REGISTERED', memberId: 'LM00000002', isLoyaltyMember: true, profile: { email: TEST_ACCOUNTS.loyalty.email } });
    expectNoSecrets(outcome.data);
    const signInCall = sent.find((s) => s.call.path === '/consumers-v3/auth/signin')!;
    const body = signInCall.call.body as { codeChallenge: string; codeChallengeMethod: string };
    expect(body.codeChallengeMethod).toBe('S256');
    expect(body.codeChallenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const exchange = tokenCalls(sent, 'Registered')[0]!;
    expect((exchange.call.body as { codeVerifier: string }).codeVerifier).toHaveLength(43);
    expect((exchange.call.body as { guestObjects: unknown }).guestObjects).toEqual({ basketId: 'basket-1' });
    expect(exchange.headers.authorization).toBe(`Bearer ${guestToken}`);
    expect(jar.get('cairn_at')?.value).not.toBe(guestToken);
    const after = await broker.sessionState(bffRequestFor(jar));
    expect(after).toMatchObject({ signedIn: true, consumerNo: TEST_ACCOUNTS.loyalty.consumerNo });
    expect(after.consumerNo).not.toBe(guest.consumerNo);
  });

  it('answers the gateway error as is: AUT401 for wrong credentials', async () => {
    const { broker } = setup();
    const jar = new MemoryJar();
    const outcome = await broker.signIn(bffRequestFor(jar), { email: 'nobody-here@example.test', password: 'Wrong-Pass-1' });
    expect(outcome).toMatchObject({ ok: false, status: 401 });
    if (!outcome.ok) expect(outcome.error.errorDetails[0]?.errorId).toBe('AUT401');
    expect((await broker.sessionState(bffRequestFor(jar))).signedIn).toBe(false);
  });

  it(`retries the exchange once after ${TOKEN_EXCHANGE_RETRY_MS} ms on 409 DUPLICATED_TOKEN`, async () => {
    const sleeps: number[] = [];
    const { broker, sent } = setup({ sleeps });
    const jar = new MemoryJar();
    const outcome = await broker.signIn(bffRequestFor(jar), { email: TEST_ACCOUNTS.tokenConflict.email, password: TEST_PASSWORD });
    expect(outcome.ok).toBe(true);
    expect(sleeps).toEqual([2000]);
    expect(tokenCalls(sent, 'Registered').map((s) => s.status)).toEqual([409, 200]);
  });

  it('treats a 403 on the login token call as a failed sign-in, not a bot-protection answer', async () => {
    const { transport } = recordingTransport(() => harness.sandbox.url);
    const forbidding: GatewayTransport = (call) =>
      call.path === '/token/v2/auth/token' && (call.body as { type?: string } | undefined)?.type === 'Registered'
        ? Promise.resolve(new Response(JSON.stringify({ errorDetails: [{ errorId: 'API403', message: 'no' }], appId: 'waf', correlationId: 'c' }), { status: 403, headers: { 'content-type': 'application/json' } }))
        : transport(call);
    const broker = createAuthBroker(forbidding, { log: quiet });
    const outcome = await broker.signIn(bffRequestFor(new MemoryJar()), { email: TEST_ACCOUNTS.member.email, password: TEST_PASSWORD });
    expect(outcome).toMatchObject({ ok: false, status: 401 });
  });

  it('signs an associate in at a store', async () => {
    const { broker } = setup();
    const outcome = await broker.agentLogin(bffRequestFor(new MemoryJar()), { storeId: '1002', storeEmployeeId: 'E1002', password: TEST_PASSWORD });
    expect(outcome.ok && outcome.data.session).toMatchObject({ consumerType: 'EMPLOYEE', isEmployeeDiscountTCAccepted: false, buyInStore: { storeId: '1002', storeEmployeeId: 'E1002' } });
  });

  it('signs up, then signs in automatically', async () => {
    const { broker } = setup();
    const email = `bff-signup-${Date.now()}@example.test`;
    const outcome = await broker.signUp(bffRequestFor(new MemoryJar()), { firstName: 'Sam', lastName: 'Trail', email, password: 'Trail-Mix-42', isTermsConfirmed: true });
    expect(outcome.ok && outcome.data.session).toMatchObject({ signedIn: true, consumerType: 'REGISTERED', profile: { email } });
  });
});

describe('transparent refresh', () => {
  it('refreshes when the access cookie has expired, rotating the cookies', async () => {
    const { broker, sent } = setup();
    const jar = new MemoryJar();
    await broker.signIn(bffRequestFor(jar), { email: TEST_ACCOUNTS.member.email, password: TEST_PASSWORD });
    const oldRefresh = jar.get('cairn_rt')?.value;
    jar.values.delete('cairn_at');
    const res = await broker.forward(bffRequestFor(jar), { method: 'GET', path: '/fapi/server/time' });
    expect(res.status).toBe(200);
    expect(tokenCalls(sent, 'Refresh')).toHaveLength(1);
    expect(jar.get('cairn_rt')?.value).not.toBe(oldRefresh);
    expect((await broker.sessionState(bffRequestFor(jar))).consumerNo).toBe(TEST_ACCOUNTS.member.consumerNo);
  });

  it('on a 401 from the gateway, refreshes once and retries once', async () => {
    const { broker, sent } = setup();
    const jar = new MemoryJar();
    await broker.sessionState(bffRequestFor(jar));
    // The gateway forgets the access token (as after its expiry): the next call answers 401.
    harness.sandbox.db.prepare('DELETE FROM access_tokens WHERE token_hash = ?').run(tokenHash(jar.get('cairn_at')!.value));
    const res = await broker.forward(bffRequestFor(jar), { method: 'POST', path: '/consumers-v3/consumer/resetpassword', body: { email: 'someone@example.test' } });
    expect(res.status).toBe(202);
    expect(sent.filter((s) => s.call.path === '/consumers-v3/consumer/resetpassword').map((s) => s.status)).toEqual([401, 202]);
    expect(tokenCalls(sent, 'Refresh')).toHaveLength(1);
  });

  it('coalesces parallel refreshes of one cookie, so reuse detection does not end the session', async () => {
    const { broker, sent } = setup();
    const jar = new MemoryJar();
    await broker.signIn(bffRequestFor(jar), { email: TEST_ACCOUNTS.athlete.email, password: TEST_PASSWORD });
    jar.values.delete('cairn_at');
    const tabs = [jar.copy(), jar.copy(), jar.copy()];
    const answers = await Promise.all(tabs.map((tab) => broker.forward(bffRequestFor(tab), { method: 'GET', path: '/fapi/server/time' })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(tokenCalls(sent, 'Refresh')).toHaveLength(1);
    expect(new Set(tabs.map((t) => t.get('cairn_rt')?.value)).size).toBe(1);
    // A tab still holding the old cookie later gets the remembered answer, not a family revocation.
    const late = jar.copy();
    expect((await broker.forward(bffRequestFor(late), { method: 'GET', path: '/fapi/server/time' })).status).toBe(200);
    expect((await broker.sessionState(bffRequestFor(tabs[0]!))).signedIn).toBe(true);
  });

  it('when the refresh is refused, the shopper continues as a new guest, the 401 is answered, and the refusal is logged', async () => {
    const logged: string[] = [];
    const { broker } = setup({ logged });
    const jar = new MemoryJar();
    await broker.signIn(bffRequestFor(jar), { email: TEST_ACCOUNTS.wranx.email, password: TEST_PASSWORD });
    harness.sandbox.db.prepare("UPDATE token_families SET revoked_at = 1 WHERE consumer_no = ?").run(TEST_ACCOUNTS.wranx.consumerNo);
    const res = await broker.forward(bffRequestFor(jar), { method: 'POST', path: '/consumers-v3/consumer/changepassword', body: { currentPassword: 'x', newPassword: 'y' } });
    expect(res.status).toBe(401);
    expect((await broker.sessionState(bffRequestFor(jar))).consumerType).toBe('GUEST');
    expect(logged).toEqual(['bff.refresh_refused']);
  });
});

describe('sign-out', () => {
  it('revokes the tokens at the gateway and re-issues a guest session', async () => {
    const { broker, sent } = setup();
    const jar = new MemoryJar();
    await broker.signIn(bffRequestFor(jar), { email: TEST_ACCOUNTS.ipa.email, password: TEST_PASSWORD });
    const refreshToken = jar.get('cairn_rt')!.value;
    const state = await broker.signOut(bffRequestFor(jar));
    expect(state).toMatchObject({ signedIn: false, consumerType: 'GUEST' });
    expect(sent.some((s) => s.call.path === '/consumers-v3/consumer/auth/signout' && s.status === 200)).toBe(true);
    expect(jar.get('cairn_rt')?.value).not.toBe(refreshToken);
    const reuse = await recordingTransport(() => harness.sandbox.url).transport({ site: bffRequestFor(jar).site, method: 'POST', path: '/token/v2/auth/token', body: { type: 'Refresh', refreshToken } });
    expect(reuse.status).toBe(401);
  });
});

describe('gateway headers', () => {
  it('sends every spec header, the usid once known, and channel MAPP when asked', async () => {
    const { broker, sent } = setup();
    const jar = new MemoryJar();
    await broker.forward({ ...bffRequestFor(jar), channel: 'MAPP' }, { method: 'GET', path: '/fapi/server/time' });
    const guestCall = sent[0]!;
    expect(guestCall.headers['x-usid']).toBeUndefined();
    const forwarded = sent.at(-1)!;
    for (const name of ['x-site-id', 'x-channel', 'x-brand', 'x-region', 'x-source', 'x-client-app', 'x-transaction-id', 'x-correlation-id', 'x-locale', 'x-api-key', 'x-usid', 'authorization']) {
      expect(forwarded.headers[name], name).toBeTruthy();
    }
    expect(forwarded.headers['x-channel']).toBe('MAPP');
  });
});

describe('the shopper’s basket and lists', () => {
  /** The real sandbox for auth; a scripted cart service for /cart paths. */
  function withCart(answer: (path: string) => { status: number; body: unknown }) {
    const { transport, sent } = recordingTransport(() => harness.sandbox.url);
    const mixed: GatewayTransport = (call) => {
      if (!call.path.startsWith('/cart/')) return transport(call);
      const { status, body } = answer(call.path);
      sent.push({ call, headers: call.headers ?? {}, status });
      return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
    };
    return { broker: createAuthBroker(mixed, { log: quiet }), sent };
  }
  const basket = (basketId: string, state = 'open') => ({ basketId, id: basketId, state, currency: 'USD', totalItems: 3, items: [{ id: 'i1', itemId: 'i1', productId: 'FWINSTOCK1-moss-01', qty: 3 }] });
  // What the gateway route hands rememberObjects: the answer's top-level strings.
  const basketAnswer = (basketId: string, state = 'open') => topLevelStrings(JSON.stringify(basket(basketId, state)), OBJECT_MEMBERS);

  it('remembers the ids the gateway answered and carries them over at sign-in', async () => {
    const { broker, sent } = withCart(() => ({ status: 200, body: basket('guest-basket') }));
    const jar = new MemoryJar();
    await broker.sessionState(bffRequestFor(jar));
    broker.rememberObjects(bffRequestFor(jar), basketAnswer('guest-basket'));
    broker.rememberObjects(bffRequestFor(jar), { saveForLaterId: 'sfl-9' });
    const guestView = await broker.sessionState(bffRequestFor(jar));
    expect(guestView.cart).toEqual({ basketId: 'guest-basket', currency: 'USD', totalItems: 3, items: [{ itemId: 'i1', productId: 'FWINSTOCK1-moss-01', qty: 3 }] });
    const outcome = await broker.signIn(bffRequestFor(jar), { email: TEST_ACCOUNTS.member.email, password: TEST_PASSWORD });
    expect(outcome.ok).toBe(true);
    const exchange = tokenCalls(sent, 'Registered')[0]!;
    expect((exchange.call.body as { guestObjects: unknown }).guestObjects).toEqual({ basketId: 'guest-basket', saveForLaterId: 'sfl-9' });
  });

  it('forgets a basket that is gone or ordered', async () => {
    let status = 200;
    const { broker } = withCart(() => ({ status, body: status === 200 ? basket('b-2') : { errorDetails: [{ errorId: 'CART_NOT_FOUND', message: 'x' }], appId: 'a', correlationId: 'c' } }));
    const jar = new MemoryJar();
    await broker.sessionState(bffRequestFor(jar));
    broker.rememberObjects(bffRequestFor(jar), basketAnswer('b-2'));
    expect((await broker.sessionState(bffRequestFor(jar))).cart?.basketId).toBe('b-2');
    status = 404;
    expect((await broker.sessionState(bffRequestFor(jar))).cart).toBeUndefined();
    expect(broker.read(bffRequestFor(jar)).state?.objects?.basketId).toBeUndefined();
    broker.rememberObjects(bffRequestFor(jar), basketAnswer('b-3'));
    broker.rememberObjects(bffRequestFor(jar), basketAnswer('b-3', 'ordered'));
    expect(broker.read(bffRequestFor(jar)).state?.objects?.basketId).toBeUndefined();
  });
});

describe('a basket that is another shopper’s', () => {
  it('is forgotten when the gateway answers 403 INVALID_CUSTOMER', async () => {
    const { transport } = recordingTransport(() => harness.sandbox.url);
    let status = 200;
    const mixed: GatewayTransport = (call) =>
      call.path.startsWith('/cart/')
        ? Promise.resolve(
            new Response(JSON.stringify(status === 200 ? { basketId: 'b-9', state: 'open', currency: 'USD', totalItems: 0, items: [] } : { errorDetails: [{ errorId: 'INVALID_CUSTOMER', message: 'x' }], appId: 'a', correlationId: 'c' }), {
              status,
              headers: { 'content-type': 'application/json' },
            }),
          )
        : transport(call);
    const broker = createAuthBroker(mixed, { log: quiet });
    const jar = new MemoryJar();
    await broker.sessionState(bffRequestFor(jar));
    broker.rememberObjects(bffRequestFor(jar), { basketId: 'b-9', state: 'open' });
    status = 403;
    expect((await broker.sessionState(bffRequestFor(jar))).cart).toBeUndefined();
    expect(broker.read(bffRequestFor(jar)).state?.objects?.basketId).toBeUndefined();
  });
});

describe('the session cookie follows profile answers', () => {
  it('marks the employee terms accepted, so /api/session stops asking', async () => {
    const { broker } = setup();
    const jar = new MemoryJar();
    const outcome = await broker.signIn(bffRequestFor(jar), { email: TEST_ACCOUNTS.employeeNoTerms.email, password: TEST_PASSWORD });
    expect(outcome.ok && outcome.data.session.isEmployeeDiscountTCAccepted).toBe(false);
    broker.rememberProfile(bffRequestFor(jar), { consumerProfile: { consumerDetails: { firstName: 'Noa', employee: { isEmployeeDiscountTCAccepted: true } } } });
    expect(await broker.sessionState(bffRequestFor(jar))).toMatchObject({ isEmployeeDiscountTCAccepted: true, firstName: 'Noa' });
  });

  it('ignores answers that are not a profile, and guests', async () => {
    const { broker } = setup();
    const jar = new MemoryJar();
    const before = await broker.sessionState(bffRequestFor(jar));
    broker.rememberProfile(bffRequestFor(jar), { consumerProfile: { consumerDetails: { firstName: 'Mallory' } } });
    broker.rememberProfile(bffRequestFor(jar), 'not json');
    expect((await broker.sessionState(bffRequestFor(jar))).firstName).toBe(before.firstName);
  });
});

describe('callForShopper', () => {
  it('calls by contract with the shopper’s session and parses the answer', async () => {
    const { serverTime } = await import('../../../schemas/api/platform.ts');
    const { changePassword } = await import('../../../schemas/api/auth.ts');
    const { broker, sent } = setup();
    const jar = new MemoryJar();
    const time = await broker.callForShopper(bffRequestFor(jar), serverTime, {});
    expect(time.ok && typeof time.data.timestamp).toBe('number');
    expect(sent.at(-1)?.headers.authorization).toMatch(/^Bearer cairn_at_/);
    // A guest may not change a password: the gateway's 403 comes back in the spec's shape.
    const refused = await broker.callForShopper(bffRequestFor(jar), changePassword, { body: { currentPassword: 'a', newPassword: 'b' } });
    expect(refused).toMatchObject({ ok: false, status: 403, error: { errorDetails: [{ errorId: 'AUT404' }] } });
  });
});
