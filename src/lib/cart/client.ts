/**
 * The browser's one way to change the cart (docs/requirements/cart.md#cart-recovery Cart recovery, docs/requirements/cart.md#cart-recovery "What the product does
 * with answers", docs/requirements/cart.md#saved-for-later). Every island (cart page, mini cart, quick-shop, saved-for-later,
 * shipping, gift option) goes through here, so the recovery rules live once:
 *
 * - CART_NOT_FOUND: a new cart is created with the lines the shopper had (the last cart we
 *   saw), and the call is retried once on it (line ids are mapped to the new lines, and a change
 *   queued meanwhile under an old id follows its line: currentLineId).
 * - INVALID_CUSTOMER: the stored cart is cleared, the message shown, and the page reloads after
 *   INVALID_CUSTOMER_RELOAD_MS.
 * - Adding is retried once after ADD_RETRY_DELAY_MS, except GWP_PRODUCT (never retried).
 * - Every failure is raised (src/lib/errors/report.ts) and shown as an error toast; every
 *   success updates $cart and $cartDetail and pushes its analytics event.
 *
 * Calls run one at a time: a quantity change made while a recovery is running must not start a
 * second cart.
 */
import type { CartOnScreen as Cart, ItemInput } from '../../../schemas/api/cart.ts';
import { DEFAULT_MAX_QTY, DEFAULT_QTY } from '../../../schemas/api/cart-rules.ts';
import { $cart, $cartDetail, EMPTY_CART, setCart, summaryOf, type CartLineSummary } from '../../stores/cart.ts';
import { loadSession } from '../session/load.ts';
import { showToast } from '../../stores/toasts.ts';
import { pushEvent } from '../analytics/data-layer.ts';
import { callBff, type BffFailure, type BffOutcome } from '../bff/browser.ts';
import { errorMessage } from '../errors/messages.ts';
import { pageLanguage, raiseError, type ShopperError } from '../errors/report.ts';

/** docs/requirements/cart.md#quantities-and-retries: add-to-cart retry once after 2000 ms. */
export const ADD_RETRY_DELAY_MS = 2000;
/** docs/requirements/cart.md#cart-recovery: invalid-customer reload after 4000 ms. */
export const INVALID_CUSTOMER_RELOAD_MS = 4000;

export const GATEWAY = '/api/gateway';

export type CartResult = { ok: true; cart: Cart } | { ok: false; error: ShopperError };

/**
 * One line to add: the contract's item body (schemas/api/cart.ts `itemInput`) without the cart id,
 * which this client adds, and with the product id the browser always knows.
 */
export type AddLine = Omit<ItemInput, 'cartId' | 'productId'> & Required<Pick<ItemInput, 'productId'>>;

export interface ItemChange {
  qty?: number;
  productId?: string;
  upc?: string;
  storeId?: string | null;
  giftOption?: { to: string; email: string; message: string } | null;
}

export interface MutateOptions {
  /** false: the caller shows the error itself (a coupon error at its field), no toast. */
  toast?: boolean;
}

/** Ids that mean "the cart is gone" and "the cart is someone else's" (the symbolic id, or its server code). */
const CART_NOT_FOUND = new Set(['CART_NOT_FOUND', 'BSK404']);
const INVALID_CUSTOMER = new Set(['INVALID_CUSTOMER', 'AUT498']);
const NEVER_RETRIED = new Set(['GWP_PRODUCT', ...INVALID_CUSTOMER, ...CART_NOT_FOUND]);

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** A failure of our own making, in the BFF's shape, so it is raised like any other. */
const failure = (status: number, errorId: string | null, message: string | null = null): BffFailure => ({ ok: false, status, errorId, message, appId: null });

function isCart(data: unknown): data is Cart {
  const c = data as Partial<Cart> | null;
  return !!c && typeof c === 'object' && typeof c.basketId === 'string' && Array.isArray(c.items);
}

/** A cart call answers a cart, or an object holding one (moving a line to saved-for-later). */
function cartIn(data: unknown): Cart | null {
  if (isCart(data)) return data;
  const inner = (data as { cart?: unknown } | null)?.cart;
  return isCart(inner) ? inner : null;
}

// ---- Stores ------------------------------------------------------------------------------------

/** Puts a cart answer into the stores (for calls that answer a cart outside mutateCart). */
export function applyCartAnswer(cart: Cart): void {
  if (cart.state === 'ordered') {
    forgetCart();
    return;
  }
  // The same cart again (the cart page reads the cart its server render came from): the islands
  // showing it would re-render the whole cart at once for nothing (useSyncExternalStore updates
  // are never transitions). The answer is JSON, so its text compares it whole.
  if (!holdsSameCart(cart)) $cartDetail.set({ status: 'ready', cart, error: null });
  setCart(summaryOf(cart));
}

function holdsSameCart(cart: Cart): boolean {
  const held = $cartDetail.get();
  return held.status === 'ready' && held.error === null && held.cart !== null && JSON.stringify(held.cart) === JSON.stringify(cart);
}

function forgetCart(): void {
  $cartDetail.set({ status: 'ready', cart: null, error: null });
  setCart(EMPTY_CART);
}

async function currentBasketId(): Promise<string | undefined> {
  if ($cart.get().status === 'unknown') await loadSession();
  const state = $cart.get();
  return state.status === 'ready' ? state.basketId : undefined;
}

/** The lines to carry into a new cart: from the last full cart we saw, else the header's summary. Gifts with purchase come back on their own. */
function linesToRecover(): AddLine[] {
  const detail = $cartDetail.get().cart;
  if (detail) {
    return detail.items
      .filter((i) => !i.bonus)
      .map((i) => ({
        productId: i.productId,
        qty: i.qty,
        maxQty: i.maxQty,
        ...(i.storeId ? { storeId: i.storeId } : {}),
        ...(i.recipeId ? { recipeId: i.recipeId } : {}),
        ...(i.customAmount !== undefined ? { customAmount: i.customAmount } : {}),
        ...(i.giftOption ? { giftOption: i.giftOption } : {}),
        ...(i.pdpUrl ? { pdpUrl: i.pdpUrl } : {}),
      }));
  }
  const summary = $cart.get();
  return summary.status === 'ready' ? summary.items.map((i: CartLineSummary) => ({ productId: i.productId, qty: i.qty })) : [];
}

/** The line of a new cart that took over an old line (same variant and store). */
function successorOf(oldItemId: string, before: Cart | null, after: Cart): string | undefined {
  const old = before?.items.find((i) => i.itemId === oldItemId);
  const summary = $cart.get();
  const productId = old?.productId ?? (summary.status === 'ready' ? summary.items.find((i) => i.itemId === oldItemId)?.productId : undefined);
  if (!productId) return undefined;
  const storeId = old?.storeId;
  return (after.items.find((i) => i.productId === productId && !i.bonus && i.storeId === storeId) ?? after.items.find((i) => i.productId === productId && !i.bonus))?.itemId;
}

// ---- Lines that outlive their cart ------------------------------------------------------------
// A recovery gives every line a new id. A change the shopper made meanwhile still names the old
// one (it was queued behind the recovery), and the cart page keys its lines by id, so a quantity
// typed meanwhile would go with the old line's component. Both follow the line through here.

/** An old line id → the id of the line that took it over in the next cart. */
const takenOverBy = new Map<string, string>();
/** A line id → the id that line had first on this page (its lasting key). */
const firstIdOf = new Map<string, string>();

function noteTakeovers(before: Cart | null, after: Cart): void {
  const summary = $cart.get();
  const oldIds = before?.items.map((i) => i.itemId) ?? (summary.status === 'ready' ? summary.items.map((i) => i.itemId) : []);
  for (const oldId of oldIds) {
    const next = successorOf(oldId, before, after);
    if (!next || next === oldId) continue;
    takenOverBy.set(oldId, next);
    firstIdOf.set(next, firstIdOf.get(oldId) ?? oldId);
  }
}

/** The id a line has now, given any id it had on this page (a recovery renames lines). */
export function currentLineId(itemId: string): string {
  let id = itemId;
  // Bounded: each recovery adds one step, and a page sees few.
  for (let step = 0; step < 16 && takenOverBy.has(id); step++) id = takenOverBy.get(id) as string;
  return id;
}

/** A key for a line that stays the same through a recovery (the cart page's React key). */
export const lastingLineKey = (itemId: string): string => firstIdOf.get(itemId) ?? itemId;

function lineBody(line: AddLine, cartId?: string): Record<string, unknown> {
  return {
    ...(cartId ? { cartId } : {}),
    ...line,
    qty: Math.min(Math.max(line.qty ?? DEFAULT_QTY, 1), line.maxQty ?? DEFAULT_MAX_QTY),
    maxQty: line.maxQty ?? DEFAULT_MAX_QTY,
  };
}

/** A new cart holding `lines` (an empty one when there are none). */
function createCartWith(lines: readonly AddLine[]): Promise<BffOutcome<unknown>> {
  if (lines.length === 0) return callBff('POST', `${GATEWAY}/cart/v1/cart`, {});
  return callBff('POST', `${GATEWAY}/cart/v1/cartWithItem`, { items: lines.map((l) => lineBody(l)) });
}

// ---- Failures ----------------------------------------------------------------------------------

/** The max-quantity message names the maximum (the one the server named, else the line's), else the default words. */
export function maxQuantityMessage(serverMessage: string | null, maxQty: number | undefined, language = pageLanguage()): string {
  const named = serverMessage?.match(/\d+/)?.[0];
  const max = named ? Number(named) : maxQty !== undefined && maxQty < DEFAULT_MAX_QTY ? maxQty : undefined;
  return errorMessage('ADDED_MAX_QUANTITY', serverMessage, language, max === undefined ? undefined : { max });
}

function report(outcome: BffFailure, action: string, options: { toast?: boolean; maxQty?: number; message?: string } = {}): ShopperError {
  const raised = raiseError(outcome, action);
  const error: ShopperError =
    options.message !== undefined
      ? { ...raised, message: options.message }
      : outcome.errorId === 'ADDED_MAX_QUANTITY'
        ? { ...raised, message: maxQuantityMessage(outcome.message, options.maxQty) }
        : raised;
  if (options.toast !== false) showToast({ title: error.message, kind: 'error' });
  return error;
}

function invalidCustomer(outcome: BffFailure, action: string): ShopperError {
  forgetCart();
  const error = report(outcome, action);
  $cartDetail.set({ status: 'error', cart: null, error });
  setTimeout(() => location.reload(), INVALID_CUSTOMER_RELOAD_MS);
  return error;
}

// ---- The one runner ----------------------------------------------------------------------------

let queue: Promise<unknown> = Promise.resolve();

/** Runs cart calls one after another (see the module comment). */
function serial<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

interface Attempt {
  /** The call, given the basket and the line ids of a recovered cart. */
  call: (basketId: string, recovered: { before: Cart | null; after: Cart } | null) => Promise<BffOutcome<unknown>>;
  action: string;
  /** Without a basket: this call instead (adding creates the basket with its lines); else an empty basket is created first when `createWhenMissing`, or the call fails as CART_NOT_FOUND. */
  whenMissing?: () => Promise<BffOutcome<unknown>>;
  createWhenMissing?: boolean;
}

type Outcome = { ok: true; cart: Cart | null; data: unknown } | { ok: false; failure: BffFailure };

/** Recovery: a new cart with the shopper's lines, or the failure of that. */
async function recreate(): Promise<{ before: Cart | null; after: Cart } | BffFailure> {
  const before = $cartDetail.get().cart;
  const created = await createCartWith(linesToRecover());
  if (!created.ok) return created;
  const after = cartIn(created.data);
  if (!after) return failure(created.status, null);
  noteTakeovers(before, after);
  applyCartAnswer(after);
  return { before, after };
}

async function attempt({ call, whenMissing, createWhenMissing = false }: Attempt): Promise<Outcome> {
  let basketId = await currentBasketId();
  let recovered: { before: Cart | null; after: Cart } | null = null;
  if (!basketId && whenMissing) {
    const created = await whenMissing();
    return created.ok ? { ok: true, cart: cartIn(created.data), data: created.data } : { ok: false, failure: created };
  }
  if (!basketId) {
    if (!createWhenMissing) return { ok: false, failure: failure(404, 'CART_NOT_FOUND') };
    const made = await recreate();
    if ('ok' in made) return { ok: false, failure: made };
    basketId = made.after.basketId;
  }
  let outcome = await call(basketId, null);
  if (!outcome.ok && CART_NOT_FOUND.has(outcome.errorId ?? '')) {
    const made = await recreate();
    if ('ok' in made) return { ok: false, failure: made };
    recovered = made;
    outcome = await call(made.after.basketId, recovered);
  }
  if (!outcome.ok) return { ok: false, failure: outcome };
  return { ok: true, cart: cartIn(outcome.data) ?? recovered?.after ?? null, data: outcome.data };
}

async function run(step: Attempt, options: MutateOptions & { maxQty?: number; message?: string; retry?: boolean } = {}): Promise<CartResult> {
  let outcome = await attempt(step);
  if (!outcome.ok && options.retry && !NEVER_RETRIED.has(outcome.failure.errorId ?? '')) {
    await sleep(ADD_RETRY_DELAY_MS);
    outcome = await attempt(step);
  }
  if (!outcome.ok) {
    if (INVALID_CUSTOMER.has(outcome.failure.errorId ?? '')) return { ok: false, error: invalidCustomer(outcome.failure, step.action) };
    return { ok: false, error: report(outcome.failure, step.action, options) };
  }
  if (!outcome.cart) {
    // The call answered something else (not a cart): read the cart it changed.
    const basketId = await currentBasketId();
    const read = basketId ? await callBff('GET', `${GATEWAY}/cart/v1/cart/${encodeURIComponent(basketId)}`) : null;
    const cart = read?.ok ? cartIn(read.data) : null;
    if (!cart) return { ok: false, error: report(read && !read.ok ? read : failure(0, null), step.action, options) };
    applyCartAnswer(cart);
    return { ok: true, cart };
  }
  applyCartAnswer(outcome.cart);
  return { ok: true, cart: outcome.cart };
}

// ---- The API -------------------------------------------------------------------------------------

/**
 * Adds lines (POST /cart/v1/item; creates the basket with /cart/v1/cartWithItem when there is
 * none). Retried once after ADD_RETRY_DELAY_MS except GWP_PRODUCT; CART_NOT_FOUND recovery.
 */
export function addToCart(lines: AddLine[], options: { action?: string } = {}): Promise<CartResult> {
  const action = options.action ?? 'cart.add';
  const maxQty = lines.length === 1 ? lines[0]?.maxQty : undefined;
  return serial(async () => {
    const result = await run(
      {
        action,
        call: (basketId) => callBff('POST', `${GATEWAY}/cart/v1/item`, lines.map((l) => lineBody(l, basketId))),
        // No basket yet: one call creates it holding the lines.
        whenMissing: () => createCartWith(lines),
      },
      { retry: true, ...(maxQty !== undefined ? { maxQty } : {}) },
    );
    if (result.ok) for (const line of lines) pushEvent({ event: 'add_to_cart', productId: line.productId, qty: line.qty ?? DEFAULT_QTY });
    return result;
  });
}

/** Changes a line (quantity 0 removes it; size, colour, store, gift option). */
export function updateCartItem(givenId: string, change: ItemChange): Promise<CartResult> {
  return serial(async () => {
    const itemId = currentLineId(givenId);
    const line = $cartDetail.get().cart?.items.find((i) => i.itemId === itemId);
    const result = await run(
      {
        action: 'cart.update',
        call: (basketId, recovered) => {
          const id = recovered ? successorOf(itemId, recovered.before, recovered.after) : itemId;
          if (!id) return Promise.resolve(failure(404, 'ORD404'));
          return callBff('PUT', `${GATEWAY}/cart/v1/cart/${encodeURIComponent(basketId)}/item`, { cartId: basketId, itemId: id, ...change });
        },
      },
      line ? { maxQty: line.maxQty } : {},
    );
    if (result.ok && change.qty !== undefined) {
      const productId = change.productId ?? line?.productId ?? result.cart.items.find((i) => i.itemId === itemId)?.productId ?? '';
      pushEvent(change.qty === 0 ? { event: 'remove_from_cart', productId, qty: line?.qty ?? 0 } : { event: 'update_cart', productId, qty: change.qty });
    } else if (result.ok) {
      pushEvent({ event: 'update_cart', productId: change.productId ?? line?.productId ?? '', qty: line?.qty ?? DEFAULT_QTY });
    }
    return result;
  });
}

/** Removes a line; any failure reads 'Unable to remove item from cart. Please try again later' (docs/requirements/errors.md#messages). */
export function removeCartItem(givenId: string): Promise<CartResult> {
  return serial(async () => {
    const itemId = currentLineId(givenId);
    const line = $cartDetail.get().cart?.items.find((i) => i.itemId === itemId);
    const result = await run(
      {
        action: 'cart.remove',
        call: (basketId, recovered) => {
          const id = recovered ? successorOf(itemId, recovered.before, recovered.after) : itemId;
          // The line did not survive the recovery: it is gone, which is what the shopper asked.
          if (!id && recovered) return Promise.resolve({ ok: true as const, status: 200, data: recovered.after });
          return callBff('DELETE', `${GATEWAY}/cart/v1/item`, { cartId: basketId, itemId: id ?? itemId });
        },
      },
      { message: errorMessage('ORD404', null, pageLanguage()) },
    );
    if (result.ok) pushEvent({ event: 'remove_from_cart', productId: line?.productId ?? '', qty: line?.qty ?? 0 });
    return result;
  });
}

/**
 * Any other cart call (shipping method, coupon, saved-for-later moves…): runs `call` with the
 * current basketId (creating an empty basket when there is none), applies CART_NOT_FOUND /
 * INVALID_CUSTOMER recovery, and when the answer is a cart (or has `cart`), applies it to the
 * stores. `action` names it for analytics ('cart.shipping').
 */
export function mutateCart(action: string, call: (basketId: string) => Promise<BffOutcome<unknown>>, options: MutateOptions = {}): Promise<CartResult> {
  return serial(() => run({ action, createWhenMissing: true, call: (basketId) => call(basketId) }, options));
}

/**
 * A new cart with the lines of the last cart we saw (docs/requirements/checkout-and-payments.md#3-d-secure: after a failed 3-D Secure
 * authentication the old cart is an order; the shopper carries on with the same lines).
 */
export function recreateCart(action = 'checkout.recreate'): Promise<CartResult> {
  return serial(async () => {
    const made = await recreate();
    if ('ok' in made) return { ok: false, error: report(made, action, { toast: false }) };
    return { ok: true, cart: made.after };
  });
}

/** Forgets the cart in the browser's stores (an order was placed: the gateway's basket is an order now). */
export const forgetPlacedCart = (): void => forgetCart();

/** Reads the cart into the stores; null when the shopper has no basket. */
export function loadCart(): Promise<CartResult | null> {
  return serial(async () => {
    const basketId = await currentBasketId();
    if (!basketId) {
      forgetCart();
      return null;
    }
    if (!$cartDetail.get().cart) $cartDetail.set({ ...$cartDetail.get(), status: 'loading', error: null });
    const read = await callBff('GET', `${GATEWAY}/cart/v1/cart/${encodeURIComponent(basketId)}`);
    if (read.ok) {
      const cart = cartIn(read.data);
      if (cart && cart.state !== 'ordered') {
        applyCartAnswer(cart);
        return { ok: true, cart };
      }
      forgetCart();
      return null;
    }
    if (CART_NOT_FOUND.has(read.errorId ?? '')) {
      // The basket is gone: carry the lines we know of into a new one, or start without.
      if (linesToRecover().length === 0) {
        forgetCart();
        return null;
      }
      const made = await recreate();
      if ('ok' in made) {
        const error = report(made, 'cart.load');
        $cartDetail.set({ status: 'error', cart: null, error });
        return { ok: false, error };
      }
      return { ok: true, cart: made.after };
    }
    if (INVALID_CUSTOMER.has(read.errorId ?? '')) return { ok: false, error: invalidCustomer(read, 'cart.load') };
    const error = report(read, 'cart.load');
    $cartDetail.set({ status: 'error', cart: $cartDetail.get().cart, error });
    return { ok: false, error };
  });
}
