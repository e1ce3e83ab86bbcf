/**
 * A whole guest order through the BFF, as the browser makes it: the storefront's same-origin
 * /api endpoints with the cookies the BFF sets (remembered after every answer, like a browser's
 * jar), same-origin JSON and the locale header. Each shopper runs orders back to back (closed
 * loop), each order with a new guest session:
 *
 *   session   GET  /api/session
 *   add       POST /api/gateway/cart/v1/cartWithItem                      one unit of an in-stock variant
 *   ship-to   POST /api/gateway/cart/v2/cart/{basketId}/shippingAddress
 *   method    POST /api/gateway/cart/v1/shippingMethod                     standard, shipment 'me'
 *   bill-to   POST /api/gateway/cart/v1/cart/{basketId}/billingAddress
 *   pay       POST /api/gateway/cart/v1/cart/{basketId}/paymentInstruments CREDIT_CARD 4111…1111
 *   prepare   POST /api/gateway/cart/v1/cart/prepareOrder
 *   place     PUT  /api/checkout/order                                      with an Idempotency-Key
 *
 * Every placed order takes a unit of stock: before the run the variants' stock is read and each
 * variant gets a budget (its stock less a reserve), and no order is started beyond the budgets,
 * so a run can never sell a variant out (and with --url, never empties someone's sandbox).
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { createAgent } from './load.ts';
import { round, summarize, type LatencySummary } from './stats.ts';

/** The always-in-stock test boot (docs/sandbox.md, Test data): 36 variants of 100,000 units. */
export const ORDER_PRODUCT = 'FWINSTOCK1';
const LOCALE = 'en-us';
/** Units left untouched on every variant, whatever the run does. */
const STOCK_RESERVE = 1_000;
/** A ceiling on one run's orders (warm-up included): the database grows by one order each. */
const MAX_ORDERS_PER_RUN = 20_000;
const MAX_ERROR_SAMPLES = 5;

export const ORDER_STEPS = ['session', 'add', 'ship-to', 'method', 'bill-to', 'pay', 'prepare', 'place'] as const;
export type OrderStep = (typeof ORDER_STEPS)[number];

/** A US address the sandbox verifies (tests/unit/sandbox/cart-helpers.ts US_ADDRESS). */
const ADDRESS = {
  firstName: 'Robin',
  lastName: 'Hiker',
  email: 'robin@example.test',
  phone: '3035550123',
  phoneCode: '+1',
  addressLine1: '1420 Pearl St',
  city: 'Boulder',
  province: 'CO',
  postalCode: '80302',
  country: 'US',
};
/** The success card of the sandbox's test data. */
const CARD = { cardNumber: '4111111111111111', holder: 'Robin Hiker', expirationMonth: 12, expirationYear: 2099 };

export interface OrderOptions {
  baseUrl: string;
  /** Concurrent shoppers, each placing one order after another. */
  shoppers: number;
  durationMs: number;
  warmupMs: number;
  /** A request slower than this is aborted: its order fails. */
  timeoutMs: number;
  /** Makes Idempotency-Keys unique across runs against a long-lived server. */
  runId: string;
}

export interface OrderResult {
  name: string;
  page: string;
  mode: string;
  shoppers: number;
  /** Wall time of the measured phase, until the last order in flight ended. */
  elapsedMs: number;
  /** Orders started in the measured phase: placed + failed. */
  orders: number;
  placed: number;
  failed: number;
  failedRate: number;
  /** Placed orders ÷ the measured phase's wall time. */
  ordersPerSecond: number;
  /** HTTP requests the measured phase sent (8 per placed order). */
  requests: number;
  /** A whole placed order: from the session call's start to the last byte of the placed order. */
  latencyMs: LatencySummary;
  /** Each step of the placed orders, time to the last byte of its answer. */
  steps: { step: OrderStep; latencyMs: LatencySummary }[];
  /** Failed orders by the step that failed and what it answered: "place HTTP 409 ORD430". */
  failures: Record<string, number>;
  errorSamples: string[];
  /** The variants ordered from, with their stock before the run and the budget the run allowed. */
  stock: { productId: string; before: number; budget: number; ordered: number }[];
  /** True when the budgets (or the per-run ceiling) stopped new orders before the time was up. */
  budgetExhausted: boolean;
  clientCpuPercent: number;
}

interface Answer {
  status: number;
  body: string;
  setCookie: string[];
}

class StepError extends Error {
  readonly step: OrderStep | 'stock';
  /** What failed, for grouping: "place HTTP 409 ORD430". */
  readonly key: string;
  constructor(step: OrderStep | 'stock', key: string, detail: string) {
    super(`${step}: ${detail}`);
    this.step = step;
    this.key = key;
  }
}

function send(agent: http.Agent, base: URL, method: string, path: string, headers: Record<string, string>, body: string | undefined, timeoutMs: number): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const all: Record<string, string | number> = { ...headers };
    if (body !== undefined) all['content-length'] = Buffer.byteLength(body);
    const req = http.request({ agent, hostname: base.hostname, port: base.port || 80, method, path, headers: all }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), setCookie: res.headers['set-cookie'] ?? [] }));
      res.on('error', reject);
      res.on('aborted', () => reject(new Error('response aborted')));
    });
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`timeout after ${timeoutMs} ms`)));
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

/** The first errorId of an error answer (the gateway's and the BFF's shape), for grouping failures. */
function errorIdOf(body: string): string {
  try {
    const parsed = JSON.parse(body) as { errorDetails?: { errorId?: string }[] };
    return parsed.errorDetails?.[0]?.errorId ?? '';
  } catch {
    return '';
  }
}

/** One browser: a cookie jar fed by every Set-Cookie (a Max-Age=0 or past Expires removes). */
class Shopper {
  private readonly jar = new Map<string, string>();
  readonly timings: Partial<Record<OrderStep | 'stock', number>> = {};
  private readonly agent: http.Agent;
  private readonly base: URL;
  private readonly timeoutMs: number;

  constructor(agent: http.Agent, base: URL, timeoutMs: number) {
    this.agent = agent;
    this.base = base;
    this.timeoutMs = timeoutMs;
  }

  private remember(lines: string[]): void {
    for (const line of lines) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      if (at <= 0) continue;
      const name = pair.slice(0, at).trim();
      const gone = attributes.some((a) => /^\s*max-age\s*=\s*(0|-\d+)\s*$/i.test(a) || (/^\s*expires\s*=/i.test(a) && Date.parse(a.split('=').slice(1).join('=')) < Date.now()));
      if (gone) this.jar.delete(name);
      else this.jar.set(name, pair.slice(at + 1).trim());
    }
  }

  /** Sends one step's request, times it, keeps its cookies; a non-2xx answer throws StepError. */
  async call<T>(step: OrderStep | 'stock', method: string, path: string, body?: unknown, extra: Record<string, string> = {}): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json', 'user-agent': 'cairn-bench', 'x-cairn-locale': LOCALE, ...extra };
    if (this.jar.size > 0) headers.cookie = [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    if (method !== 'GET') {
      headers.origin = this.base.origin;
      headers['content-type'] = 'application/json';
    }
    const started = performance.now();
    let answer: Answer;
    try {
      answer = await send(this.agent, this.base, method, path, headers, body === undefined ? undefined : JSON.stringify(body), this.timeoutMs);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      throw new StepError(step, `${step} ${/timeout/.test(message) ? 'timeout' : 'network'}`, message);
    }
    this.timings[step] = performance.now() - started;
    this.remember(answer.setCookie);
    if (answer.status < 200 || answer.status >= 300) {
      const id = errorIdOf(answer.body);
      throw new StepError(step, `${step} HTTP ${answer.status}${id ? ` ${id}` : ''}`, `${method} ${path} answered ${answer.status}: ${answer.body.slice(0, 200)}`);
    }
    try {
      return JSON.parse(answer.body) as T;
    } catch {
      throw new StepError(step, `${step} not JSON`, `${method} ${path} answered ${answer.status} with a body that is not JSON: ${answer.body.slice(0, 120)}`);
    }
  }
}

interface CartAnswer {
  id?: string;
  basketId?: string;
  flash?: { type: string; level: string }[];
}

/** One whole guest order. Resolves with its step timings; throws StepError at the first failure. */
async function placeOneOrder(shopper: Shopper, productId: string, attemptKey: string): Promise<void> {
  await shopper.call('session', 'GET', '/api/session');
  const cart = await shopper.call<CartAnswer>('add', 'POST', '/api/gateway/cart/v1/cartWithItem', { productId, qty: 1 });
  const basketId = cart.basketId ?? cart.id;
  if (!basketId) throw new StepError('add', 'add no basketId', 'cartWithItem answered no basketId');
  const basket = encodeURIComponent(basketId);
  await shopper.call('ship-to', 'POST', `/api/gateway/cart/v2/cart/${basket}/shippingAddress`, { address: [ADDRESS] });
  await shopper.call('method', 'POST', '/api/gateway/cart/v1/shippingMethod', { cartId: basketId, code: 'standard', shippingId: 'me' });
  await shopper.call('bill-to', 'POST', `/api/gateway/cart/v1/cart/${basket}/billingAddress`, ADDRESS);
  await shopper.call('pay', 'POST', `/api/gateway/cart/v1/cart/${basket}/paymentInstruments`, { payment_method_id: 'CREDIT_CARD', paymentCard: CARD });
  const prepared = await shopper.call<CartAnswer>('prepare', 'POST', '/api/gateway/cart/v1/cart/prepareOrder', { basketId });
  const blocking = (prepared.flash ?? []).filter((f) => f.level === 'error').map((f) => f.type);
  if (blocking.length > 0) throw new StepError('prepare', `prepare flash ${blocking[0]}`, `prepareOrder flagged ${blocking.join(', ')}`);
  const order = await shopper.call<{ orderNumber?: string; status?: string }>('place', 'PUT', '/api/checkout/order', { cartId: basketId, paymentMethod: { code: 'CREDIT_CARD' } }, { 'idempotency-key': attemptKey });
  if (typeof order.orderNumber !== 'string' || order.status !== 'created') throw new StepError('place', `place status ${order.status ?? '?'}`, `the order answered status ${order.status ?? '?'} (orderNumber ${order.orderNumber ?? '?'})`);
}

/** Variant budgets, handed out round-robin so every order takes from a different variant in turn. */
class StockBudget {
  private next = 0;
  private total = 0;
  readonly variants: { productId: string; before: number; budget: number; ordered: number }[];
  constructor(variants: { productId: string; before: number; budget: number; ordered: number }[]) {
    this.variants = variants;
  }

  take(): string | null {
    if (this.total >= MAX_ORDERS_PER_RUN) return null;
    for (let tried = 0; tried < this.variants.length; tried++) {
      const v = this.variants[this.next++ % this.variants.length]!;
      if (v.ordered < v.budget) {
        v.ordered++;
        this.total++;
        return v.productId;
      }
    }
    return null;
  }
}

/** The variants of ORDER_PRODUCT in stock, read through the BFF (a new guest), with their budgets. */
async function readStock(agent: http.Agent, base: URL, options: OrderOptions): Promise<StockBudget> {
  const shopper = new Shopper(agent, base, options.timeoutMs);
  await shopper.call('session', 'GET', '/api/session');
  const inventory = await shopper.call<{ variants?: { id: string; quantity: number }[] }>('stock', 'GET', `/api/gateway/products/v2/products/${ORDER_PRODUCT}/inventory`);
  const variants = (inventory.variants ?? []).map((v) => ({ productId: v.id, before: v.quantity, budget: Math.max(0, v.quantity - STOCK_RESERVE), ordered: 0 })).filter((v) => v.budget > 0);
  if (variants.length === 0) throw new Error(`no variant of ${ORDER_PRODUCT} has more than ${STOCK_RESERVE} units in stock: reseed the sandbox (the bench's own database is fresh unless --keep-data)`);
  return new StockBudget(variants);
}

interface Done {
  ms: number;
  steps: Partial<Record<OrderStep | 'stock', number>>;
  failure?: StepError;
}

async function phase(agent: http.Agent, base: URL, options: OrderOptions, budget: StockBudget, seq: { n: number }, ms: number) {
  const done: Done[] = [];
  let exhausted = false;
  const started = performance.now();
  const deadline = started + ms;
  const worker = async () => {
    while (performance.now() < deadline) {
      const productId = budget.take();
      if (!productId) {
        exhausted = true;
        return;
      }
      const shopper = new Shopper(agent, base, options.timeoutMs);
      const t0 = performance.now();
      try {
        await placeOneOrder(shopper, productId, `bench-${options.runId}-${seq.n++}`);
        done.push({ ms: performance.now() - t0, steps: shopper.timings });
      } catch (error) {
        const failure = error instanceof StepError ? error : new StepError('session', 'harness', error instanceof Error ? error.message : String(error));
        done.push({ ms: performance.now() - t0, steps: shopper.timings, failure });
      }
    }
  };
  await Promise.all(Array.from({ length: options.shoppers }, worker));
  return { done, elapsedMs: performance.now() - started, exhausted };
}

const rounded = (s: LatencySummary): LatencySummary => ({ count: s.count, min: round(s.min), mean: round(s.mean), p50: round(s.p50), p90: round(s.p90), p99: round(s.p99), max: round(s.max) });

/**
 * One order first, untimed: a flow that cannot work (an endpoint missing from the build, a
 * contract change) fails here with its answer instead of after a whole run of failures.
 */
export async function runOrders(name: string, options: OrderOptions): Promise<OrderResult> {
  const base = new URL(options.baseUrl);
  const agent = createAgent(options.shoppers);
  try {
    const budget = await readStock(agent, base, options);
    const seq = { n: 0 };
    const first = budget.take();
    if (!first) throw new Error('no stock budget for even one order');
    await placeOneOrder(new Shopper(agent, base, options.timeoutMs), first, `bench-${options.runId}-probe`).catch((error: unknown) => {
      throw new Error(`the first order failed at ${error instanceof Error ? error.message : String(error)}`);
    });
    if (options.warmupMs > 0) await phase(agent, base, options, budget, seq, options.warmupMs);
    const cpuBefore = process.cpuUsage();
    const { done, elapsedMs, exhausted } = await phase(agent, base, options, budget, seq, options.durationMs);
    const cpu = process.cpuUsage(cpuBefore);

    const placed = done.filter((d) => !d.failure);
    const failures: Record<string, number> = {};
    const errorSamples: string[] = [];
    for (const d of done) {
      if (!d.failure) continue;
      failures[d.failure.key] = (failures[d.failure.key] ?? 0) + 1;
      if (errorSamples.length < MAX_ERROR_SAMPLES && !errorSamples.some((s) => s.startsWith(d.failure!.key))) errorSamples.push(`${d.failure.key}: ${d.failure.message}`);
    }
    return {
      name,
      page: 'checkout',
      mode: 'flow',
      shoppers: options.shoppers,
      elapsedMs: round(elapsedMs, 0),
      orders: done.length,
      placed: placed.length,
      failed: done.length - placed.length,
      failedRate: done.length === 0 ? 0 : round((done.length - placed.length) / done.length, 5),
      ordersPerSecond: round(placed.length / (elapsedMs / 1000), 2),
      requests: done.reduce((sum, d) => sum + Object.keys(d.steps).length, 0),
      latencyMs: rounded(summarize(placed.map((d) => d.ms))),
      steps: ORDER_STEPS.map((step) => ({ step, latencyMs: rounded(summarize(placed.map((d) => d.steps[step] ?? Number.NaN))) })),
      failures,
      errorSamples,
      stock: budget.variants.filter((v) => v.ordered > 0),
      budgetExhausted: exhausted,
      clientCpuPercent: round(((cpu.user + cpu.system) / 1000 / elapsedMs) * 100, 1),
    };
  } finally {
    agent.destroy();
  }
}
