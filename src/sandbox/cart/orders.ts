/**
 * Checkout (docs/requirements/checkout-and-payments.md#order-placement order placement): prepareOrder, place order and patch order after the
 * 3-D Secure challenge.
 *
 * Place order is one transaction (BEGIN IMMEDIATE): it replays an attempt key's first answer,
 * refuses a cart that is already an order, checks and takes the stock (online or the store's
 * shelf), debits gift cards, authorises the payment and writes the order. Two carts racing for
 * the last unit queue on the write lock: the second finds no stock. A decline is recorded under
 * the attempt key too, so a retried attempt can't pay twice or half.
 *
 * The programme ledgers (ledger.ts) move inside the same transaction: the points a loyalty
 * voucher pays and the athlete credit are taken when the order is written (the balance is read
 * again under the write lock, so the same points can't pay two orders); the points earned and the
 * employee and prosumer spend count once the order is created (after 3-D Secure for a challenged
 * card). A failed authentication gives back what was taken.
 */
import { randomBytes } from 'node:crypto';
import type { Order } from '../../../schemas/api/checkout.ts';
import { statement, transaction, type Database } from '../db.ts';
import { HttpError, type ErrorDetail } from '../http/exchange.ts';
import { CART_ERRORS } from './errors.ts';
import { reconcileDelivery } from './items.ts';
import { MAIN_METHODS, REWARD_METHODS, type Address, type PaymentMethodId, type StoredCart } from './model.ts';
import { pointsEarned, pointsFor, post, reverseOrder } from './ledger.ts';
import { addInstrument, creditGiftCard, debitGiftCard, rewardsAllowed, type InstrumentInput } from './payments.ts';
import { siteOfCart, type Flash, type PricedCart } from './pricing.ts';
import { loadCart, loadOpenCart, markOrdered, nextCounter, saveCart } from './repo.ts';
import { price, type CartCtx } from './service.ts';
import { withLiveBalances, type Shopper } from './shopper.ts';
import { setBillingAddress } from './shipping.ts';
import { pickupStore, storeStock, takeFromShelf } from './stores.ts';
import { FAILING_RECAPTCHA, KLARNA_TOKENS, THREE_DS_AUTHENTICATED, WALLET_TOKENS } from './test-data.ts';
import { cartView, type CartView } from './view.ts';

export type OrderStatus = 'created' | 'pending_authentication' | 'failed';

/** What an order took, so a failed authentication can give it back. */
interface Taken {
  stock: Array<{ variantId: string; qty: number; storeId?: string }>;
  giftCards: Array<{ number: string; cents: number }>;
}

/**
 * What the order moves in the programme ledgers: points taken (`redeem`) and athlete credit
 * (cents) when it is written; points earned and employee/prosumer spend (cents) once created.
 */
interface ProgrammeMoves {
  redeem: number;
  athlete: number;
  earn: number;
  employee: number;
  prosumer: number;
}

interface StoredOrder {
  orderNumber: string;
  cartId: string;
  owner: string | null;
  status: OrderStatus;
  st: string;
  paymentMethod: { code: PaymentMethodId; additionalData: Record<string, unknown> };
  /** The card's test outcome (card:challenge-success…), for the 3-D Secure patch. */
  token?: string;
  inStoreSalesInfo?: { storeId: string; storeEmployeeId: string };
  bin?: string;
  type?: string;
  snapshot: CartView;
  taken: Taken;
  /** Absent on orders written before the ledgers. */
  programmes?: ProgrammeMoves;
  flash: Flash[];
  createdAt: string;
  updatedAt: string;
}

/** Flashes that stop an order (docs/requirements/errors.md#flash-codes), besides the stock ones. */
function checkoutFlashes(priced: PricedCart): Flash[] {
  const flash: Flash[] = [];
  const { cart, lines } = priced;
  if (!lines.some((l) => !l.bonus)) flash.push({ type: 'ProductItemRequired', level: 'error', message: 'Your cart is empty: add an item to place an order' });
  const parcels = lines.some((l) => l.method === 'standard' || l.method === 'pudo' || l.method === 'customs');
  if (parcels && !cart.shippingAddress) flash.push({ type: 'InvalidShippingAddress', level: 'error', message: 'A shipping address is required' });
  else if (parcels && cart.ownShipmentMethod === 'pudo' && cart.shippingContext !== 'COLLECTION') {
    flash.push({ type: 'InvalidShippingAddress', level: 'error', message: 'Choose a collection point for collection-point delivery' });
  }
  return flash;
}

/**
 * Gets the cart ready to order: moves lines whose store can't serve them (reporting the
 * transition), and answers the cart with every flash that would stop the order.
 */
export function prepareOrder(ctx: CartCtx, cartId: string): CartView {
  return transaction(ctx.db, () => {
    const cart = loadOpenCart(ctx.db, cartId, ctx.shopper);
    // Transitions made here stay on their lines, so the cart's customerNotifications report them.
    reconcileDelivery(ctx, cart);
    saveCart(ctx.db, cart, ctx.now);
    const priced = price(ctx, cart);
    return cartView(priced, 'open', null, { flash: checkoutFlashes(priced) });
  });
}

export interface PlaceInput {
  cartId: string;
  recaptcha_response?: string;
  billingAddress?: Address;
  paymentMethod: { code: PaymentMethodId; additionalData?: Record<string, unknown> };
  bin?: string;
  type?: string;
  inStoreSalesInfo?: { storeId?: string; storeEmployeeId?: string };
}

export type OrderView = Order;

export function orderView(order: StoredOrder): Order {
  const s = order.snapshot;
  return {
    orderNumber: order.orderNumber,
    st: order.st,
    status: order.status,
    cartId: order.cartId,
    currency: s.currency,
    shipments: s.shipments.map((sh) => ({
      shipmentId: sh.shipmentId,
      shippingMethod: sh.shippingMethod,
      ...(sh.storeId ? { storeId: sh.storeId } : {}),
      itemIds: sh.itemIds,
      ...(sh.shippingAddress ? { shippingAddress: sh.shippingAddress } : {}),
    })),
    items: s.items,
    totals: s.totals,
    paymentMethod: order.paymentMethod,
    payment_instruments: s.payment_instruments,
    ...(s.billingAddress ? { billingAddress: s.billingAddress } : {}),
    ...(s.shippingAddress ? { shippingAddress: s.shippingAddress } : {}),
    flash: order.flash,
    promoSummary: s.promoSummary,
    ...(order.inStoreSalesInfo ? { inStoreSalesInfo: order.inStoreSalesInfo } : {}),
    createdAt: order.createdAt,
  };
}

/** The consumer service's CancelOrder recorded a cancellation (src/sandbox/consumer/purchases.ts). */
function orderCancelled(db: Database, orderNumber: string): boolean {
  return statement(db, "SELECT 1 FROM order_aftercare WHERE order_number = ? AND kind = 'cancelled'").get(orderNumber) !== undefined;
}

function findOrder(db: Database, orderNumber: string): StoredOrder | undefined {
  const row = statement(db, 'SELECT body FROM orders WHERE order_number = ?').get(orderNumber) as { body: string } | undefined;
  return row ? (JSON.parse(row.body) as StoredOrder) : undefined;
}

function saveOrder(db: Database, order: StoredOrder, insert: boolean): void {
  if (insert) {
    statement(db, 'INSERT INTO orders (order_number, cart_id, owner, site_id, status, st, body, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)').run(
      order.orderNumber,
      order.cartId,
      order.owner,
      order.snapshot.currency,
      order.status,
      order.st,
      JSON.stringify(order),
      order.createdAt,
      order.updatedAt,
    );
  } else {
    statement(db, 'UPDATE orders SET status = ?, body = ?, updated_at = ? WHERE order_number = ?').run(order.status, JSON.stringify(order), order.updatedAt, order.orderNumber);
  }
}

interface Attempt {
  cart_id: string;
  status: number;
  response: string;
}

/** A recorded answer: an order (200) or a refusal, replayed with the caller's correlation id. */
type Recorded = { status: 200; order: OrderView } | { status: number; error: { errorId: string; message: string; more: ErrorDetail[] } };

function record(db: Database, owner: string, key: string | undefined, cartId: string, answer: Recorded, now: Date): void {
  if (!key) return;
  statement(db, 'INSERT INTO order_attempts (owner, attempt_key, cart_id, status, response, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
    owner,
    key,
    cartId,
    answer.status,
    JSON.stringify(answer),
    now.toISOString(),
  );
}

function errorOf(error: HttpError): Recorded {
  return { status: error.status, error: { errorId: error.errorId, message: error.message, more: [...error.more] } };
}

export type PlaceAnswer = { order: OrderView; replayed: boolean };

function toAnswer(recorded: Recorded, replayed: boolean): PlaceAnswer {
  if ('error' in recorded) throw new HttpError(recorded.status, recorded.error.errorId, recorded.error.message, recorded.error.more);
  return { order: recorded.order, replayed };
}

const ORDER_NUMBER_START = 10_000_001;
export const formatOrderNumber = (n: number): string => `CRN${String(n).padStart(8, '0')}`;

/** The associate's in-store sale: only from a buy-in-store session, with its own ids (docs/requirements/checkout-and-payments.md#buy-in-store). */
function associateInfo(ctx: CartCtx, info: PlaceInput['inStoreSalesInfo']): StoredOrder['inStoreSalesInfo'] {
  if (!info || (!info.storeId && !info.storeEmployeeId)) return undefined;
  if (!info.storeId || !info.storeEmployeeId) throw CART_ERRORS.associateIncomplete();
  const session = ctx.shopper.store;
  if (!session || session.storeId !== info.storeId || session.storeEmployeeId !== info.storeEmployeeId) {
    throw CART_ERRORS.notTheAssociate();
  }
  return { storeId: info.storeId, storeEmployeeId: info.storeEmployeeId };
}

/** The refusals an order meets before any payment (stock, addresses, payment cover). */
function checkOrderable(priced: PricedCart): void {
  const { lines, cart, totals } = priced;
  if (!lines.some((l) => !l.bonus)) throw CART_ERRORS.emptyCart();
  for (const line of lines) if (line.error?.errorId === 'NO_PRICE') throw CART_ERRORS.noPrice(line.item.masterId);
  const gone = lines.find((l) => !l.bonus && (!l.product || (!l.digital && l.stock <= 0)));
  if (gone) throw CART_ERRORS.itemNoLongerAvailable(gone.product?.name ?? gone.item.productId);
  if (lines.some((l) => !l.bonus && !l.digital && l.stock < l.item.qty)) throw CART_ERRORS.someProductsNoInventory();
  const blocking = checkoutFlashes(priced).find((f) => f.type === 'InvalidShippingAddress');
  if (blocking) throw CART_ERRORS.addressNotFound('Shipping address');
  if (!cart.billingAddress) throw CART_ERRORS.addressNotFound('Billing address');
  const main = priced.instruments.find((a) => MAIN_METHODS.includes(a.instrument.method));
  if (totals.remainingToPay > 0 && !main) throw CART_ERRORS.paymentIncomplete();
  const hasRewards = priced.instruments.some((a) => REWARD_METHODS.includes(a.instrument.method) && a.amount > 0);
  if (hasRewards && !rewardsAllowed(priced)) throw CART_ERRORS.rewardWithAthlete();
}

/** What the order moves in the programme ledgers (see ledger.ts for the earn rule). */
function programmeMoves(priced: PricedCart, shopper: Shopper): ProgrammeMoves {
  const paid = (method: PaymentMethodId) => priced.instruments.filter((a) => a.instrument.method === method).reduce((sum, a) => sum + a.amount, 0);
  const loyalty = priced.instruments.find((a) => a.instrument.method === 'LOYALTY_POINTS' && a.amount > 0);
  const redeem = loyalty ? Math.min(loyalty.instrument.points ?? 0, pointsFor(loyalty.amount)) : 0;
  const merchandise = priced.lines.filter((l) => !l.digital && !l.bonus).reduce((sum, l) => sum + l.afterOrder, 0);
  const programmePaid = paid('LOYALTY_POINTS') + paid('REWARD_CODE') + paid('REWARD_CARD') + paid('ATHLETES_PAYMENT');
  return {
    redeem,
    athlete: shopper.athlete ? paid('ATHLETES_PAYMENT') : 0,
    earn: shopper.loyalty ? pointsEarned(merchandise, programmePaid) : 0,
    // A buy-in-store session sells for a customer: not the associate's own spend.
    employee: shopper.employee && !shopper.store ? merchandise : 0,
    prosumer: shopper.prosumer ? merchandise : 0,
  };
}

/** The same points can't pay twice: the balance is checked under the order's write lock. */
function checkBalances(moves: ProgrammeMoves, shopper: Shopper): void {
  if (moves.redeem > 0 && moves.redeem > (shopper.loyalty?.points ?? 0)) throw CART_ERRORS.rewardNotEligible('Not enough loyalty points');
  if (moves.athlete > 0 && shopper.athlete && moves.athlete > shopper.athlete.annualCredit - shopper.athlete.currentSpend) throw CART_ERRORS.rewardNotEligible('Not enough athlete credit');
}

/** Takes what the order pays with programme balances (when it is written). */
function takeBalances(db: Database, order: StoredOrder, at: Date): void {
  const m = order.programmes;
  if (!m || !order.owner) return;
  post(db, { consumerNo: order.owner, programme: 'points', kind: 'redeem', amount: -m.redeem, orderNumber: order.orderNumber, at });
  post(db, { consumerNo: order.owner, programme: 'athlete', kind: 'spend', amount: m.athlete, orderNumber: order.orderNumber, at });
}

/** Credits what a created order earns and counts its spend. */
function creditCreated(db: Database, order: StoredOrder, at: Date): void {
  const m = order.programmes;
  if (!m || !order.owner) return;
  post(db, { consumerNo: order.owner, programme: 'points', kind: 'earn', amount: m.earn, orderNumber: order.orderNumber, at });
  post(db, { consumerNo: order.owner, programme: 'employee', kind: 'spend', amount: m.employee, orderNumber: order.orderNumber, at });
  post(db, { consumerNo: order.owner, programme: 'prosumer', kind: 'spend', amount: m.prosumer, orderNumber: order.orderNumber, at });
}

/** The payment provider's answer for the main instrument, from the test data. */
function authorise(priced: PricedCart): 'authorised' | 'challenge' | HttpError {
  const main = priced.instruments.find((a) => MAIN_METHODS.includes(a.instrument.method));
  if (!main || main.amount === 0) return 'authorised';
  const { method, token } = main.instrument;
  if (method === 'CREDIT_CARD') {
    switch (token) {
      case 'card:decline':
        return CART_ERRORS.paymentDeclined();
      case 'card:fraud':
        return CART_ERRORS.paymentFraud();
      case 'card:challenge-success':
      case 'card:challenge-failure':
        return 'challenge';
      default:
        return 'authorised';
    }
  }
  if (method === 'KLARNA' && token === KLARNA_TOKENS.decline) return CART_ERRORS.klarnaDeclined();
  if (method === 'DW_APPLE_PAY' && token === WALLET_TOKENS.failure) return CART_ERRORS.paymentDeclined();
  return 'authorised';
}

/** Takes the stock of every line (online, or the store's shelf for pickup) inside the transaction. */
function takeStock(ctx: CartCtx, priced: PricedCart): Taken['stock'] {
  const taken: Taken['stock'] = [];
  for (const line of priced.lines) {
    if (line.digital || !line.variant) continue;
    const qty = line.item.qty;
    if (line.method === 'pickup' && line.item.storeId) {
      const store = pickupStore(line.item.storeId);
      if (!store || storeStock(ctx.db, store, line.variant.id, ctx.now) < qty) throw CART_ERRORS.itemNoLongerAvailable(`${line.product?.name} at the store`);
      takeFromShelf(ctx.db, store.id, line.variant.id, qty);
      taken.push({ variantId: line.variant.id, qty, storeId: store.id });
      continue;
    }
    const changed = statement(ctx.db, 'UPDATE inventory SET quantity = quantity - ? WHERE variant_id = ? AND quantity >= ?').run(qty, line.variant.id, qty).changes;
    if (changed !== 1) throw CART_ERRORS.itemNoLongerAvailable(line.product?.name ?? line.variant.id);
    taken.push({ variantId: line.variant.id, qty });
  }
  return taken;
}

function giveBack(db: Database, taken: Taken): void {
  for (const s of taken.stock) {
    if (s.storeId) statement(db, 'UPDATE store_stock_used SET quantity = MAX(0, quantity - ?) WHERE store_id = ? AND variant_id = ?').run(s.qty, s.storeId, s.variantId);
    else statement(db, 'UPDATE inventory SET quantity = quantity + ? WHERE variant_id = ?').run(s.qty, s.variantId);
  }
  for (const g of taken.giftCards) creditGiftCard(db, g.number, g.cents);
}

/** The action the storefront's 3-D Secure dialog runs (docs/requirements/checkout-and-payments.md#3-d-secure): a simulated challenge. */
function challengeAction(orderNumber: string) {
  const token = Buffer.from(JSON.stringify({ orderNumber, acsTransID: randomBytes(8).toString('hex') })).toString('base64url');
  return { type: 'threeDS2', subtype: 'challenge', paymentMethodType: 'scheme', token, paymentData: randomBytes(16).toString('base64url') };
}

/**
 * Places the order of a cart. `key` is the attempt key (Idempotency-Key): the same key answers
 * the same order, or the same refusal, however many times and however concurrently it comes.
 */
export function placeOrder(ctx: CartCtx, input: PlaceInput, key: string | undefined): PlaceAnswer {
  if (input.recaptcha_response === FAILING_RECAPTCHA) throw CART_ERRORS.captchaFailed();
  const { db } = ctx;
  const now = ctx.now ?? new Date();
  return transaction(db, () => {
    // Balances read under the write lock: another order can't spend them before this one is written.
    const shopper = withLiveBalances(db, ctx.shopper);
    const live: CartCtx = { ...ctx, shopper };
    if (key) {
      const prior = statement(db, 'SELECT cart_id, status, response FROM order_attempts WHERE owner = ? AND attempt_key = ?').get(shopper.id, key) as Attempt | undefined;
      if (prior) {
        if (prior.cart_id !== input.cartId) throw CART_ERRORS.attemptKeyReused();
        return toAnswer(JSON.parse(prior.response) as Recorded, true);
      }
    }
    const row = loadCart(db, input.cartId, shopper);
    if (row.state !== 'open') throw CART_ERRORS.cartOrdered(input.cartId);
    const cart: StoredCart = row.cart;
    const associate = associateInfo(live, input.inStoreSalesInfo);
    if (!cart.items.length) throw CART_ERRORS.emptyCart();
    if (input.billingAddress) setBillingAddress(cart, input.billingAddress, siteOfCart(cart));
    ensureInstrument(live, cart, input, now);
    // The cart's own reservation held shelf stock for it: release it, its pickup takes the shelf now.
    statement(db, 'DELETE FROM reservations WHERE cart_id = ?').run(cart.id);
    const priced = price(live, cart);
    checkOrderable(priced);
    const moves = programmeMoves(priced, shopper);
    checkBalances(moves, shopper);

    const outcome = authorise(priced);
    if (outcome instanceof HttpError) {
      // A refusal is an answer too: recorded under the key, with the cart left open to pay otherwise.
      saveCart(db, cart, now);
      const recorded = errorOf(outcome);
      record(db, shopper.id, key, cart.id, recorded, now);
      return toAnswer(recorded, false);
    }

    const taken: Taken = { stock: takeStock(live, priced), giftCards: [] };
    for (const a of priced.instruments) {
      if (!a.instrument.giftCard || a.amount === 0) continue;
      if (!debitGiftCard(db, a.instrument.giftCard.number, a.amount)) throw CART_ERRORS.giftCardEmpty();
      taken.giftCards.push({ number: a.instrument.giftCard.number, cents: a.amount });
    }

    const orderNumber = formatOrderNumber(nextCounter(db, 'order', ORDER_NUMBER_START));
    const main = priced.instruments.find((a) => MAIN_METHODS.includes(a.instrument.method))?.instrument;
    const challenge = outcome === 'challenge';
    const snapshot = cartView(priced, 'ordered', orderNumber);
    const order: StoredOrder = {
      orderNumber,
      cartId: cart.id,
      owner: shopper.id,
      status: challenge ? 'pending_authentication' : 'created',
      st: randomBytes(18).toString('base64url'),
      paymentMethod: { code: input.paymentMethod.code, additionalData: { ...(main ? { paymentInstrumentId: main.id } : {}), ...(main?.card ? { cardType: main.card.brand } : {}) } },
      ...(main?.token ? { token: main.token } : {}),
      ...(associate ? { inStoreSalesInfo: associate } : {}),
      ...(input.bin ? { bin: input.bin } : {}),
      ...(input.type ? { type: input.type } : {}),
      snapshot,
      taken,
      programmes: moves,
      flash: challenge
        ? [{ type: 'PaymentNotAuthorized', level: 'error', message: 'The card issuer asks you to confirm this payment (3-D Secure)', action: challengeAction(orderNumber) }]
        : [],
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
    };
    saveOrder(db, order, true);
    takeBalances(db, order, now);
    if (order.status === 'created') creditCreated(db, order, now);
    saveCart(db, cart, now);
    markOrdered(db, cart.id, orderNumber);
    const recorded: Recorded = { status: 200, order: orderView(order) };
    record(db, shopper.id, key, cart.id, recorded, now);
    return toAnswer(recorded, false);
  });
}

/** The instrument place order pays with: the cart's, or a card sent along (additionalData.paymentCard). */
function ensureInstrument(ctx: CartCtx, cart: StoredCart, input: PlaceInput, now: Date): void {
  const code = input.paymentMethod.code;
  const wanted = input.paymentMethod.additionalData?.paymentInstrumentId;
  const has = cart.instruments.find((i) => i.method === code && (wanted === undefined || i.id === wanted));
  if (has) return;
  const card = input.paymentMethod.additionalData?.paymentCard as InstrumentInput['paymentCard'] | undefined;
  if (code === 'CREDIT_CARD' && card && wanted === undefined) {
    const priced = price(ctx, cart);
    addInstrument(ctx.db, cart, priced, ctx.shopper, { payment_method_id: 'CREDIT_CARD', paymentCard: card }, priced.site, now);
    return;
  }
  // Paying with partial instruments only (a gift card covering everything) names one of them.
  if (!MAIN_METHODS.includes(code) && cart.instruments.some((i) => i.method === code)) return;
  throw CART_ERRORS.instrumentNotFound(typeof wanted === 'string' ? wanted : code);
}

export interface PatchInput {
  paymentMethod: { code: PaymentMethodId; additionalData?: { cardType?: string; paymentInstrumentId?: string; sessionID?: string; threeDS2Result?: string } };
}

/**
 * Completes the 3-D Secure challenge. Authenticated: the order is placed. Rejected (or the card
 * that always fails): the order fails, its stock, gift card amounts, points and athlete credit go
 * back, PAY401. An order cancelled while it waited can't be authenticated any more (ORD409).
 */
export function patchOrder(ctx: CartCtx, orderNumber: string, input: PatchInput): OrderView {
  const { db, shopper } = ctx;
  const now = ctx.now ?? new Date();
  const result = transaction(db, (): { view: OrderView } | { error: HttpError } => {
    const order = findOrder(db, orderNumber);
    if (!order || (order.owner !== null && order.owner !== shopper.id)) throw CART_ERRORS.orderNotFound(orderNumber);
    if (order.status === 'created') return { view: orderView(order) };
    if (order.status !== 'pending_authentication' || orderCancelled(db, orderNumber)) throw CART_ERRORS.orderNotPending(orderNumber);
    const data = input.paymentMethod.additionalData ?? {};
    if (!data.threeDS2Result) throw new HttpError(400, 'API400', 'paymentMethod.additionalData.threeDS2Result is required');
    const instrumentId = order.paymentMethod.additionalData.paymentInstrumentId;
    if (data.paymentInstrumentId && data.paymentInstrumentId !== instrumentId) throw CART_ERRORS.instrumentNotFound(data.paymentInstrumentId);
    order.updatedAt = now.toISOString();
    if (order.token === 'card:challenge-success' && data.threeDS2Result === THREE_DS_AUTHENTICATED) {
      order.status = 'created';
      order.flash = [];
      saveOrder(db, order, false);
      creditCreated(db, order, now);
      return { view: orderView(order) };
    }
    giveBack(db, order.taken);
    reverseOrder(db, orderNumber, now);
    order.status = 'failed';
    order.flash = [];
    saveOrder(db, order, false);
    return { error: CART_ERRORS.authenticationFailed() };
  });
  if ('error' in result) throw result.error;
  return result.view;
}

/**
 * Gives back everything a placed order took, when it is cancelled (CancelOrder,
 * src/sandbox/consumer/purchases.ts): its stock (online, or the store's shelf), the gift card
 * amounts it debited, and its programme ledger moves (points taken and earned, athlete credit,
 * employee and prosumer spend). Runs inside the cancellation's transaction, which records the
 * cancellation once, so nothing is given back twice. False when no such order was placed here.
 */
export function giveBackCancelledOrder(db: Database, orderNumber: string, at: Date): boolean {
  const order = findOrder(db, orderNumber);
  if (!order || order.status === 'failed') return false;
  giveBack(db, order.taken);
  reverseOrder(db, orderNumber, at);
  return true;
}

/** An order of the caller's (for tests and the account area). */
export function readOrder(db: Database, orderNumber: string, owner: string): OrderView | undefined {
  const order = findOrder(db, orderNumber);
  return order && order.owner === owner ? orderView(order) : undefined;
}
