/**
 * The payment providers this storefront talks to (docs/architecture.md#checkout-and-payments): each is
 * either the offline SANDBOX adapter (the default: a sheet rendered by us that raises the events
 * the real API raises) or the real provider, chosen by a server setting read at RUNTIME, so real
 * services are a configuration switch away (no rebuild):
 *
 * | setting                 | provider                  | unset                 |
 * |-------------------------|---------------------------|-----------------------|
 * | `APPLE_PAY_MERCHANT_ID` | device wallet (Apple Pay) | the sandbox wallet    |
 * | `PAYPAL_CLIENT_ID`      | PayPal JS SDK             | the sandbox PayPal    |
 * | `KLARNA_CLIENT_ID`      | Klarna Payments JS SDK    | the sandbox Klarna    |
 *
 * This module is pure and browser-safe (no astro:env, no zod):
 * - the server reads the settings with `paymentProviders()` from `./providers-server.ts`
 *   (astro:env) and serves them at `GET /api/payments/providers` (src/pages/api/payments/providers.ts);
 * - the browser asks `loadPaymentProviders()` (once per page, on intent);
 * - the CSP gets a provider's origins only when its key is set: `providerCsp()`, applied per
 *   request by src/middleware.ts (nothing third-party with the sandbox adapters).
 */

export type WalletProvider = { kind: 'sandbox' } | { kind: 'apple-pay'; merchantId: string };
export type PayPalProvider = { kind: 'sandbox' } | { kind: 'sdk'; clientId: string };
export type KlarnaProvider = { kind: 'sandbox' } | { kind: 'sdk'; clientId: string };

export interface PaymentProviders {
  wallet: WalletProvider;
  paypal: PayPalProvider;
  klarna: KlarnaProvider;
}

/** The raw settings (astro:env on the server; a plain object in tests). */
export interface PaymentProviderSettings {
  APPLE_PAY_MERCHANT_ID?: string | undefined;
  PAYPAL_CLIENT_ID?: string | undefined;
  KLARNA_CLIENT_ID?: string | undefined;
}

export const SANDBOX_PROVIDERS: PaymentProviders = { wallet: { kind: 'sandbox' }, paypal: { kind: 'sandbox' }, klarna: { kind: 'sandbox' } };

/** Where the browser reads the configured providers (runtime, not build time). */
export const PROVIDERS_PATH = '/api/payments/providers';

const set = (value: string | undefined): string | null => {
  const v = value?.trim();
  return v ? v : null;
};

/** The providers the settings choose: a blank or missing key means the sandbox adapter. */
export function resolveProviders(settings: PaymentProviderSettings): PaymentProviders {
  const merchantId = set(settings.APPLE_PAY_MERCHANT_ID);
  const paypal = set(settings.PAYPAL_CLIENT_ID);
  const klarna = set(settings.KLARNA_CLIENT_ID);
  return {
    wallet: merchantId ? { kind: 'apple-pay', merchantId } : { kind: 'sandbox' },
    paypal: paypal ? { kind: 'sdk', clientId: paypal } : { kind: 'sandbox' },
    klarna: klarna ? { kind: 'sdk', clientId: klarna } : { kind: 'sandbox' },
  };
}

// ---- CSP -----------------------------------------------------------------------------------------

/** The PayPal JS SDK: the script and its assets, its button and checkout frames, its API calls. */
export const PAYPAL_SDK_URL = 'https://www.paypal.com/sdk/js';
const PAYPAL_ORIGINS = { script: ['https://www.paypal.com', 'https://*.paypal.com', 'https://*.paypalobjects.com'], frame: ['https://*.paypal.com'], connect: ['https://*.paypal.com', 'https://*.paypalobjects.com'], img: ['https://*.paypal.com', 'https://*.paypalobjects.com'] };
/** Klarna Payments: the library from Klarna's CDN, the widget frames and calls on klarna.com. */
export const KLARNA_SDK_URL = 'https://x.klarnacdn.net/kp/lib/v1/api.js';
const KLARNA_ORIGINS = { script: ['https://x.klarnacdn.net', 'https://*.klarna.com'], frame: ['https://*.klarna.com'], connect: ['https://*.klarna.com', 'https://*.klarnaservices.com'], img: ['https://x.klarnacdn.net', 'https://*.klarnacdn.net', 'https://*.klarna.com'] };

export type ProviderDirective = `${'connect-src' | 'frame-src' | 'img-src'} ${string}`;

export interface ProviderCsp {
  /** Extra script-src sources ('self' first: a script-src resource replaces Astro's default). */
  scriptSources: string[];
  /** Extra directives, each `name source…`, merged by Astro into the configured ones. */
  directives: ProviderDirective[];
}

/**
 * What the CSP needs for the configured providers: nothing for the sandbox adapters (they are
 * ours), the SDK's origins for a provider whose key is set. Apple Pay JS is a browser API: no origin.
 */
export function providerCsp(providers: PaymentProviders): ProviderCsp {
  const parts = [providers.paypal.kind === 'sdk' ? PAYPAL_ORIGINS : null, providers.klarna.kind === 'sdk' ? KLARNA_ORIGINS : null].filter((p) => p !== null);
  const all = (key: keyof typeof PAYPAL_ORIGINS) => [...new Set(parts.flatMap((p) => p[key]))];
  if (parts.length === 0) return { scriptSources: [], directives: [] };
  return {
    scriptSources: ["'self'", ...all('script')],
    // frame-src is new (default-src covered frames): it keeps 'self' explicitly.
    directives: [`connect-src 'self' ${all('connect').join(' ')}`, `frame-src 'self' ${all('frame').join(' ')}`, `img-src 'self' ${all('img').join(' ')}`],
  };
}

/**
 * The response's CSP with the configured providers' origins merged in (src/middleware.ts, after
 * the page rendered: Astro's own CSP is built at build time and its per-request API is only there
 * while a page renders). Sources join their directive (script-src keeps its hashes); a directive
 * the policy lacks is added. Without keys the policy comes back unchanged.
 */
export function addProviderOrigins(policy: string, providers: PaymentProviders): string {
  const { scriptSources, directives } = providerCsp(providers);
  if (scriptSources.length === 0) return policy;
  const parts = policy
    .split(';')
    .map((d) => d.trim())
    .filter(Boolean)
    .map((d) => d.split(/\s+/));
  const merge = (name: string, sources: string[]) => {
    const found = parts.find((d) => d[0]?.toLowerCase() === name);
    if (!found) {
      parts.push([name, ...sources]);
      return;
    }
    for (const source of sources) if (!found.includes(source)) found.push(source);
  };
  merge('script-src', scriptSources);
  for (const directive of directives) {
    const [name, ...sources] = directive.split(' ');
    merge(name!, sources);
  }
  return parts.map((d) => d.join(' ')).join('; ');
}

// ---- The browser ----------------------------------------------------------------------------------

let pending: Promise<PaymentProviders> | null = null;

const isProviders = (value: unknown): value is PaymentProviders => {
  const v = value as Partial<PaymentProviders> | null;
  return !!v && typeof v === 'object' && !!v.wallet?.kind && !!v.paypal?.kind && !!v.klarna?.kind;
};

/**
 * The configured providers, asked once per page. Unreadable (offline, an error): the sandbox
 * adapters are NOT assumed in production; the caller gets the failure and shows its error state.
 */
export function loadPaymentProviders(): Promise<PaymentProviders> {
  pending ??= fetch(PROVIDERS_PATH, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(8000) })
    .then(async (res) => {
      if (!res.ok) throw new Error(`providers ${res.status}`);
      const body: unknown = await res.json();
      if (!isProviders(body)) throw new Error('providers: unexpected answer');
      return body;
    })
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}

// ---- The payment session (docs/requirements/checkout-and-payments.md#payment-session GET /cart/v1/paymentSession, docs/requirements/checkout-and-payments.md#payment-session) ---------------------------

/** docs/requirements/checkout-and-payments.md#payment-session: a payment-session request is retried after 3000 ms. */
export const PAYMENT_SESSION_RETRY_MS = 3000;

export interface PaymentSession {
  success: boolean;
  /** 'paypal', 'klarna', 'applepay', 'adyen'. */
  provider: string;
  /** What the provider's client library needs (Klarna's client_token, PayPal's intent and currency…). */
  meta: Record<string, unknown>;
  locale: string;
}

export type SessionOutcome = { ok: true; session: PaymentSession } | { ok: false; status: number; errorId: string | null; message: string | null; appId: string | null };
type SessionCall = (path: string) => Promise<{ ok: true; status: number; data: PaymentSession } | { ok: false; status: number; errorId: string | null; message: string | null; appId: string | null }>;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
/** Refusals a second try can't change: the site has no such method (PYT400), bad input, no session. */
const DEFINITE = new Set([400, 401, 403, 404]);

/**
 * `GET /cart/v1/paymentSession?paymentMethod=paypal|klarna`, retried once after
 * PAYMENT_SESSION_RETRY_MS when there was no answer or the gateway failed (or said success: false).
 */
export async function requestPaymentSession(method: 'paypal' | 'klarna', call: SessionCall, wait: (ms: number) => Promise<void> = sleep): Promise<SessionOutcome> {
  const path = `/api/gateway/cart/v1/paymentSession?paymentMethod=${method}&referer=${encodeURIComponent(typeof location === 'undefined' ? '' : location.href)}`;
  let answer = await call(path);
  const usable = (a: typeof answer) => a.ok && a.data.success;
  if (!usable(answer) && !(!answer.ok && DEFINITE.has(answer.status))) {
    await wait(PAYMENT_SESSION_RETRY_MS);
    answer = await call(path);
  }
  if (answer.ok && answer.data.success) return { ok: true, session: answer.data };
  return answer.ok ? { ok: false, status: 502, errorId: null, message: null, appId: null } : answer;
}
