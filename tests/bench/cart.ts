/**
 * Cart load scenarios: add-to-cart (POST /cart/v1/item) and get-cart (GET /cart/v1/cart/{id}),
 * through the BFF (/api/gateway/…, with the shopper's cookies, same-origin JSON) and direct to the
 * commerce gateway (the sandbox, with a bearer token). Each request uses one of a pool of guest
 * carts in turn and a variant that rotates per round, so carts grow to realistic sizes (at most
 * 36 lines) instead of one basket taking every write.
 */
import type { Scenario } from './load.ts';

/** Variants with 100,000 units each (the always-in-stock test boot): no run can sell them out. */
const VARIANTS = ['moss', 'black', 'ember'].flatMap((color) => Array.from({ length: 12 }, (_, i) => `FWINSTOCK1-${color}-${String(i + 1).padStart(2, '0')}`));
const SETUP_TIMEOUT_MS = 15_000;

export interface PooledCart {
  cartId: string;
  headers: Record<string, string>;
}

async function call(url: string, init: RequestInit): Promise<Response> {
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(SETUP_TIMEOUT_MS) });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  return res;
}

/** Guest carts on the gateway itself: a guest token each. */
export async function directPool(sandboxUrl: string, size: number): Promise<PooledCart[]> {
  const pool: PooledCart[] = [];
  for (let i = 0; i < size; i++) {
    const token = (await (await call(`${sandboxUrl}/token/v2/auth/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ type: 'Guest' }) })).json()) as { accessToken: string };
    const headers = { authorization: `Bearer ${token.accessToken}`, 'content-type': 'application/json', 'x-site-id': 'CAIRN_EN_US' };
    const cart = (await (await call(`${sandboxUrl}/cart/v1/cart`, { method: 'POST', headers, body: '{}' })).json()) as { id: string };
    pool.push({ cartId: cart.id, headers });
  }
  return pool;
}

/** A cookie jar of one browser: what Set-Cookie gave, sent back as Cookie. */
function remember(jar: Map<string, string>, res: Response): void {
  for (const line of res.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const at = pair.indexOf('=');
    if (at > 0) jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
  }
}

const cookieHeader = (jar: Map<string, string>): string => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');

/** Guest carts through the storefront: a guest session (cookies) each, as a browser would. */
export async function bffPool(baseUrl: string, size: number): Promise<PooledCart[]> {
  const pool: PooledCart[] = [];
  for (let i = 0; i < size; i++) {
    const jar = new Map<string, string>();
    remember(jar, await call(`${baseUrl}/api/session`, { headers: { accept: 'application/json' } }));
    const headers = { cookie: cookieHeader(jar), origin: baseUrl, 'content-type': 'application/json', accept: 'application/json' };
    const res = await call(`${baseUrl}/api/gateway/cart/v1/cart`, { method: 'POST', headers, body: '{}' });
    remember(jar, res);
    const cart = (await res.json()) as { id: string };
    pool.push({ cartId: cart.id, headers: { ...headers, cookie: cookieHeader(jar) } });
  }
  return pool;
}

/** A new guest (through the storefront) whose cart holds one unit of `productId`: the cookies to send as that browser. */
export async function guestWithCartLine(baseUrl: string, productId: string = VARIANTS[0]!): Promise<{ basketId: string; cookies: Map<string, string> }> {
  const jar = new Map<string, string>();
  const locale = { 'x-cairn-locale': 'en-us' };
  remember(jar, await call(`${baseUrl}/api/session`, { headers: { accept: 'application/json', ...locale } }));
  const res = await call(`${baseUrl}/api/gateway/cart/v1/cartWithItem`, {
    method: 'POST',
    headers: { cookie: cookieHeader(jar), origin: baseUrl, 'content-type': 'application/json', accept: 'application/json', ...locale },
    body: JSON.stringify({ productId, qty: 1 }),
  });
  remember(jar, res);
  const cart = (await res.json()) as { id: string; basketId?: string };
  return { basketId: cart.basketId ?? cart.id, cookies: jar };
}

/** A registered shopper signed in through the BFF (POST /api/auth/signin), for weighing the account pages. */
export async function signedInMember(baseUrl: string, email: string, password: string): Promise<Map<string, string>> {
  const jar = new Map<string, string>();
  const locale = { 'x-cairn-locale': 'en-us' };
  remember(jar, await call(`${baseUrl}/api/session`, { headers: { accept: 'application/json', ...locale } }));
  const res = await call(`${baseUrl}/api/auth/signin`, {
    method: 'POST',
    headers: { cookie: cookieHeader(jar), origin: baseUrl, 'content-type': 'application/json', accept: 'application/json', ...locale },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}`);
  remember(jar, res);
  return jar;
}

export { cookieHeader };

/** `acceptEncoding`: sent as a browser's would be (the answer compressed); unset, none is sent. */
export function addToCart(name: string, mode: string, pool: readonly PooledCart[], prefix: string, acceptEncoding?: string): Scenario {
  return {
    name,
    page: 'cart',
    mode,
    request: (i) => {
      const cart = pool[i % pool.length] as PooledCart;
      const productId = VARIANTS[Math.floor(i / pool.length) % VARIANTS.length] as string;
      const headers = acceptEncoding ? { ...cart.headers, 'accept-encoding': acceptEncoding } : cart.headers;
      return { method: 'POST', path: `${prefix}/cart/v1/item`, headers, body: JSON.stringify({ cartId: cart.cartId, productId, qty: 1 }) };
    },
  };
}

export function getCart(name: string, mode: string, pool: readonly PooledCart[], prefix: string): Scenario {
  return {
    name,
    page: 'cart',
    mode,
    request: (i) => {
      const cart = pool[i % pool.length] as PooledCart;
      const { 'content-type': _json, ...headers } = cart.headers;
      return { method: 'GET', path: `${prefix}/cart/v1/cart/${encodeURIComponent(cart.cartId)}`, headers };
    },
  };
}

/**
 * The cart page itself for the pool's shoppers, rendered on the server from their session
 * (private, never from the route cache): the session, the cart read through the gateway, and
 * React's render of the lines (at most 36 after the adds).
 */
export function cartPage(name: string, pool: readonly PooledCart[]): Scenario {
  return {
    name,
    page: 'cart',
    mode: 'ssr-private',
    request: (i) => {
      const cart = pool[i % pool.length] as PooledCart;
      return { method: 'GET', path: '/en-us/cart', headers: { cookie: cart.headers.cookie ?? '', accept: 'text/html' } };
    },
  };
}
