/**
 * The page's one session reader (src/lib/session/load.ts): GET /api/session fills $auth, $cart and
 * $buyInStore, forms read the profile from the same answer, and a page asks once however many
 * callers want it.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const SIGNED_IN = {
  signedIn: true,
  consumerNo: 'C000000003',
  consumerType: 'EMPLOYEE',
  firstName: 'Eli',
  isEmployeeDiscountTCAccepted: true,
  identityTypes: ['WRANX', 'NOPE'],
  buyInStore: { storeId: '1001', storeName: 'Boulder', storeEmployeeId: 'E1001', storeEmployeeName: 'Eli' },
  profile: { email: 'employee@cairn.test', firstName: 'Eli', subscriptions: [{ type: 'Newsletter', optin: true }, { bad: 1 }] },
  cart: { basketId: 'B1', currency: 'USD', totalItems: 3, items: [{ itemId: 'i1', productId: 'P1', qty: 3 }] },
};

function browser(answer: unknown, status = 200) {
  const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetch);
  vi.stubGlobal('location', { pathname: '/en-us/', search: '' });
  vi.stubGlobal('document', { addEventListener: () => undefined, visibilityState: 'visible', cookie: '' });
  vi.stubGlobal('window', globalThis);
  return fetch;
}

describe('the session reader', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.unstubAllGlobals());

  it('fills the auth, cart and buy-in-store stores from one answer', async () => {
    browser(SIGNED_IN);
    const { loadSession } = await import('../../src/lib/session/load.ts');
    const { $auth } = await import('../../src/stores/auth.ts');
    const { $cart } = await import('../../src/stores/cart.ts');
    const { $buyInStore, $associateConnected } = await import('../../src/stores/buy-in-store.ts');
    await loadSession();
    expect($auth.get()).toMatchObject({ status: 'signed-in', consumerNo: 'C000000003', consumerType: 'EMPLOYEE', firstName: 'Eli', identityTypes: ['WRANX'] });
    expect($cart.get()).toMatchObject({ status: 'ready', basketId: 'B1', totalItems: 3 });
    expect($buyInStore.get()).toEqual({ storeId: '1001', storeName: 'Boulder', storeEmployeeId: 'E1001', storeEmployeeName: 'Eli' });
    expect($associateConnected.get()).toBe(true);
  });

  it('asks once per page: the header, the stores and the forms share the request', async () => {
    const fetch = browser(SIGNED_IN);
    const { currentSession, ensureSession, loadSession } = await import('../../src/lib/session/load.ts');
    const [a, b] = await Promise.all([currentSession(), currentSession(), loadSession()]);
    ensureSession();
    const c = await currentSession();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/session');
    expect(a).toEqual({ signedIn: true, profile: { email: 'employee@cairn.test', firstName: 'Eli', lastName: '', gender: '', phone: '', subscriptions: [{ type: 'Newsletter', optin: true }] } });
    expect(b).toBe(a);
    expect(c).toBe(a);
  });

  it('reads a failure, or a half buy-in-store session, as a guest with no store', async () => {
    browser({ errorDetails: [{ errorId: 'GEN500', message: 'down' }] }, 503);
    const { currentSession } = await import('../../src/lib/session/load.ts');
    const { $auth } = await import('../../src/stores/auth.ts');
    const { $buyInStore } = await import('../../src/stores/buy-in-store.ts');
    expect(await currentSession()).toEqual({ signedIn: false });
    expect($auth.get()).toEqual({ status: 'guest' });
    expect($buyInStore.get()).toBeNull();

    const { parseSessionSummary } = await import('../../src/lib/session/load.ts');
    expect(parseSessionSummary({ ...SIGNED_IN, buyInStore: { storeId: '1001', storeName: 'Boulder' } }).buyInStore).toBeNull();
  });
});
