/**
 * The shopper's orders as the account area sees them (purchase history, order detail, tracking,
 * cancellation, return labels, invoices, e-gift card mails). Two sources, one view:
 *
 * - web orders placed in the sandbox: the cart's `orders` table, read through
 *   src/sandbox/cart/orders.ts (readOrder) — failed ones are not purchases;
 * - archived orders: the seeded history and in-store purchases (order_history, archive.ts).
 *
 * The sandbox has no warehouse: a web order's fulfilment follows a clock from its creation
 * (FULFILMENT_HOURS): processing, then shipped, then delivered; pickup orders become ready for
 * pickup; e-gift cards are delivered at once. What shoppers do afterwards (cancel, return,
 * resend) is kept in order_aftercare for either source.
 */
import { createHash } from 'node:crypto';
import type { Order } from '../../../schemas/api/checkout.ts';
import type { PurchaseDetail } from '../../../schemas/api/consumer/orders.ts';
import { siteForId, SITES, type Site } from '../../lib/site/locales.ts';
import { productPath, slugify } from '../../lib/site/routes.ts';
import { accountByConsumerNo } from '../auth/accounts.ts';
import { giveBackCancelledOrder, readOrder } from '../cart/orders.ts';
import { statement, transaction, type Database } from '../db.ts';
import { apiFailure } from '../http/api-error.ts';
import { HttpError } from '../http/exchange.ts';
import type { ArchivedAddress, ArchivedOrder } from './archive.ts';
import { parseJson, round2 } from './common.ts';

export type OrderStatus = PurchaseDetail['status'];

/** The fulfilment clock of web orders placed in the sandbox. */
export const FULFILMENT_HOURS = { ship: 24, deliver: 72, readyForPickup: 2 } as const;
const HOUR = 3_600_000;

type Item = Omit<PurchaseDetail['items'][number], 'returnableQty' | 'returnedQty'>;
type Address = NonNullable<PurchaseDetail['shippingAddress']>;

export interface Purchase {
  source: 'checkout' | 'archive';
  orderNumber: string;
  owner: string | null;
  site: Site;
  currency: string;
  createdAt: string;
  status: OrderStatus;
  channel: 'ECOMM' | 'STORE';
  email: string | undefined;
  items: Item[];
  shipments: Array<{ shipmentId: string; shippingMethod: string; storeId?: string; itemIds: string[] }>;
  totals: PurchaseDetail['totals'];
  paymentMethod: PurchaseDetail['paymentMethod'];
  shippingAddress?: Address;
  billingAddress?: Address;
  inStoreSalesInfo?: { storeId: string; storeEmployeeId: string };
  tracking?: { carrier: string; trackingNumber: string; shippedAt: string; deliveredAt?: string };
  /** When a pickup order was ready. */
  readyAt?: string;
  cancelledAt?: string;
}

// ---- Carriers ------------------------------------------------------------------------------------

const CARRIERS: Record<string, { name: string; url: (n: string) => string }> = {
  US: { name: 'UPS', url: (n) => `https://www.ups.com/track?tracknum=${n}` },
  CA: { name: 'Canada Post', url: (n) => `https://www.canadapost-postescanada.ca/track-reperage/en#/details/${n}` },
  GB: { name: 'Royal Mail', url: (n) => `https://www.royalmail.com/track-your-item#/tracking-results/${n}` },
  FR: { name: 'Colissimo', url: (n) => `https://www.laposte.fr/outils/suivre-vos-envois?code=${n}` },
  DE: { name: 'DHL', url: (n) => `https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=${n}` },
  IT: { name: 'Poste Italiane', url: (n) => `https://www.poste.it/cerca/index.html#/risultati-spedizioni/${n}` },
};
const carrierByName = new Map(Object.values(CARRIERS).map((c) => [c.name, c]));

export function carrierFor(country: string): { name: string; url: (n: string) => string } {
  return CARRIERS[country] ?? (CARRIERS.US as { name: string; url: (n: string) => string });
}

export const trackingUrl = (carrier: string, trackingNumber: string): string => (carrierByName.get(carrier) ?? carrierFor('US')).url(trackingNumber);

/** A carrier-looking number, stable per order. */
export function trackingNumberFor(orderNumber: string, kind = 'ship'): string {
  const digest = createHash('sha256').update(`${kind}:${orderNumber}`).digest();
  let digits = '';
  for (const b of digest.subarray(0, 12)) digits += String(b % 10);
  return `1Z${digits.slice(0, 4).toUpperCase()}A${digits}`;
}

// ---- Reading the two sources -----------------------------------------------------------------------

function addressOf(a: { firstName: string; lastName: string } & Record<string, unknown> | undefined): Address | undefined {
  if (!a) return undefined;
  const keep = ['firstName', 'lastName', 'email', 'phone', 'phoneCode', 'recipientContactPhone', 'addressLine1', 'addressLine2', 'addressLine3', 'city', 'province', 'postalCode', 'country'];
  const out: Record<string, unknown> = {};
  for (const k of keep) if (typeof a[k] === 'string' && a[k] !== '') out[k] = a[k];
  if (typeof out.country === 'string') out.countryCode = out.country;
  return out as Address;
}

function siteOfCart(db: Database, cartId: string): Site {
  const row = statement(db, 'SELECT site_id FROM carts WHERE id = ?').get(cartId) as { site_id: string } | undefined;
  return (row && siteForId(row.site_id)) || (SITES[0] as Site);
}

function fromCheckout(db: Database, order: Order, owner: string | null, now: number): Purchase {
  const site = siteOfCart(db, order.cartId);
  const items: Item[] = order.items.map((i) => ({
    itemId: i.itemId,
    productId: i.productId,
    masterId: i.masterId,
    name: i.name,
    attributes: i.attributes,
    ...(i.image ? { image: i.image } : {}),
    ...(i.pdpUrl ? { pdpUrl: i.pdpUrl } : {}),
    qty: i.qty,
    price: { current: i.price.current, rowTotal: i.price.rowTotal },
    shippingMethod: i.shippingOptions.selected,
    ...(i.storeId ? { storeId: i.storeId } : {}),
    isDigitalProduct: i.isDigitalProduct,
    ...(i.giftOption ? { giftOption: i.giftOption } : {}),
  }));
  const card = order.payment_instruments.find((p) => p.card)?.card;
  const account = owner ? accountByConsumerNo(db, owner) : undefined;
  const created = Date.parse(order.createdAt);
  const physical = items.filter((i) => !i.isDigitalProduct);
  const pickupOnly = physical.length > 0 && physical.every((i) => i.shippingMethod === 'pickup');
  let status: OrderStatus;
  let tracking: Purchase['tracking'];
  let readyAt: string | undefined;
  if (order.status === 'pending_authentication') status = 'payment_pending';
  else if (physical.length === 0) status = 'delivered';
  else if (pickupOnly) {
    const ready = created + FULFILMENT_HOURS.readyForPickup * HOUR;
    status = now >= ready ? 'ready_for_pickup' : 'processing';
    if (now >= ready) readyAt = new Date(ready).toISOString();
  } else {
    const shipped = created + FULFILMENT_HOURS.ship * HOUR;
    const delivered = created + FULFILMENT_HOURS.deliver * HOUR;
    status = now >= delivered ? 'delivered' : now >= shipped ? 'shipped' : 'processing';
    if (now >= shipped) {
      tracking = {
        carrier: carrierFor(site.country).name,
        trackingNumber: trackingNumberFor(order.orderNumber),
        shippedAt: new Date(shipped).toISOString(),
        ...(now >= delivered ? { deliveredAt: new Date(delivered).toISOString() } : {}),
      };
    }
  }
  return {
    source: 'checkout',
    orderNumber: order.orderNumber,
    owner,
    site,
    currency: order.currency,
    createdAt: order.createdAt,
    status,
    channel: 'ECOMM',
    email: order.billingAddress?.email ?? order.shippingAddress?.email ?? account?.email,
    items,
    shipments: order.shipments.map((s) => ({ shipmentId: s.shipmentId, shippingMethod: s.shippingMethod, ...(s.storeId ? { storeId: s.storeId } : {}), itemIds: s.itemIds })),
    totals: {
      currency: order.totals.currency,
      itemTotal: order.totals.itemTotal,
      shipping: order.totals.shipping,
      tax: order.totals.tax,
      totalDiscount: order.totals.totalDiscount,
      total: order.totals.total,
      totalUnits: order.totals.totalUnits,
    },
    paymentMethod: {
      code: order.paymentMethod.code,
      ...(typeof order.paymentMethod.additionalData.cardType === 'string' ? { cardType: order.paymentMethod.additionalData.cardType } : card ? { cardType: card.cardType } : {}),
      ...(card ? { last4: card.last4 } : {}),
    },
    ...(order.shippingAddress ? { shippingAddress: addressOf(order.shippingAddress) } : {}),
    ...(order.billingAddress ? { billingAddress: addressOf(order.billingAddress) } : {}),
    ...(order.inStoreSalesInfo ? { inStoreSalesInfo: order.inStoreSalesInfo } : {}),
    ...(tracking ? { tracking } : {}),
    ...(readyAt ? { readyAt } : {}),
  };
}

/** Totals of an archived order from its lines (EMEA prices include VAT, NORA adds it). */
function archivedTotals(o: ArchivedOrder): PurchaseDetail['totals'] {
  const itemTotal = round2(o.lines.reduce((sum, l) => sum + l.unit * l.qty, 0));
  // Gift cards are not taxed (they are money): only merchandise and shipping are.
  const taxable = o.lines.filter((l) => l.method !== 'digital').reduce((sum, l) => sum + l.unit * l.qty, 0) - o.discount + o.shipping;
  const tax = round2(o.taxIncluded ? (taxable * o.taxRate) / (1 + o.taxRate) : taxable * o.taxRate);
  return {
    currency: o.currency,
    itemTotal,
    shipping: o.shipping,
    tax,
    totalDiscount: o.discount,
    total: round2(itemTotal - o.discount + o.shipping + (o.taxIncluded ? 0 : tax)),
    totalUnits: o.lines.reduce((n, l) => n + l.qty, 0),
  };
}

const archivedAddress = (a: ArchivedAddress | undefined): Address | undefined => (a ? { ...a, countryCode: a.country } : undefined);

function fromArchive(o: ArchivedOrder): Purchase {
  const site = siteForId(o.siteId) ?? (SITES[0] as Site);
  const ratio = archivedTotals(o).itemTotal > 0 ? 1 - o.discount / archivedTotals(o).itemTotal : 1;
  const byMethod = new Map<string, string[]>();
  for (const l of o.lines) byMethod.set(`${l.method}/${l.storeId ?? ''}`, [...(byMethod.get(`${l.method}/${l.storeId ?? ''}`) ?? []), l.itemId]);
  return {
    source: 'archive',
    orderNumber: o.orderNumber,
    owner: o.owner,
    site,
    currency: o.currency,
    createdAt: o.createdAt,
    status: o.status,
    channel: o.channel,
    email: o.email,
    items: o.lines.map((l) => ({
      itemId: l.itemId,
      productId: l.productId,
      masterId: l.masterId,
      name: l.name,
      attributes: { color: l.color, size: l.size },
      image: `/media/products/${l.masterId}/${l.color}-1.svg`,
      pdpUrl: `${productPath(site.locale, { slug: slugify(l.name), id: l.masterId })}?color=${l.color}`,
      qty: l.qty,
      price: { current: l.unit, rowTotal: round2(l.unit * l.qty * ratio) },
      shippingMethod: l.method,
      ...(l.storeId ? { storeId: l.storeId } : {}),
      isDigitalProduct: l.method === 'digital',
      ...(l.giftOption ? { giftOption: l.giftOption } : {}),
    })),
    shipments: [...byMethod].map(([key, itemIds], i) => {
      const [method = 'standard', storeId] = key.split('/');
      return { shipmentId: `${o.orderNumber}-S${i + 1}`, shippingMethod: method, ...(storeId ? { storeId } : {}), itemIds };
    }),
    totals: archivedTotals(o),
    paymentMethod: o.payment,
    ...(o.shippingAddress ? { shippingAddress: archivedAddress(o.shippingAddress) } : {}),
    ...(o.billingAddress ? { billingAddress: archivedAddress(o.billingAddress) } : {}),
    ...(o.inStoreSalesInfo ? { inStoreSalesInfo: o.inStoreSalesInfo } : {}),
    ...(o.tracking ? { tracking: o.tracking } : {}),
    ...(o.cancelledAt ? { cancelledAt: o.cancelledAt } : {}),
  };
}

interface Aftercare {
  cancelled?: { at: string; reason: string };
  returns: Array<{ returnId: string; createdAt: string; trackingNumber: string; carrier: string; items: Array<{ itemId: string; qty: number; reason: string }> }>;
}

function aftercareOf(db: Database, orderNumber: string): Aftercare {
  const rows = statement(db, 'SELECT kind, body, created_at FROM order_aftercare WHERE order_number = ? ORDER BY id').all(orderNumber) as Array<{ kind: string; body: string; created_at: string }>;
  const out: Aftercare = { returns: [] };
  for (const r of rows) {
    const body = parseJson<Record<string, unknown>>(r.body, {});
    if (r.kind === 'cancelled') out.cancelled = { at: r.created_at, reason: String(body.reason ?? 'OTHER') };
    if (r.kind === 'return') out.returns.push(body as unknown as Aftercare['returns'][number]);
  }
  return out;
}

/** An order by number, whoever owns it, with its aftercare applied; undefined when none. */
export function findPurchase(db: Database, orderNumber: string, now = Date.now()): Purchase | undefined {
  let purchase: Purchase | undefined;
  const archived = statement(db, 'SELECT body FROM order_history WHERE order_number = ?').get(orderNumber) as { body: string } | undefined;
  if (archived) purchase = fromArchive(JSON.parse(archived.body) as ArchivedOrder);
  else {
    const row = statement(db, "SELECT owner FROM orders WHERE order_number = ? AND status != 'failed'").get(orderNumber) as { owner: string | null } | undefined;
    const order = row ? readOrder(db, orderNumber, row.owner as string) : undefined;
    if (row && order) purchase = fromCheckout(db, order, row.owner, now);
  }
  if (!purchase) return undefined;
  const after = aftercareOf(db, orderNumber);
  if (after.cancelled) {
    purchase.status = 'cancelled';
    purchase.cancelledAt = after.cancelled.at;
    delete purchase.tracking;
  }
  return purchase;
}

/** An order of the caller's; someone else's is "not found", so numbers can't be probed. */
export function ownPurchase(db: Database, owner: string, orderNumber: string, now = Date.now()): Purchase {
  const purchase = findPurchase(db, orderNumber, now);
  if (!purchase || purchase.owner !== owner) throw new HttpError(404, 'OHS4004', `Order ${orderNumber} not found`);
  return purchase;
}

export function purchasesOf(db: Database, owner: string, now = Date.now()): Purchase[] {
  const numbers = [
    ...(statement(db, "SELECT order_number FROM orders WHERE owner = ? AND status != 'failed'").all(owner) as Array<{ order_number: string }>),
    ...(statement(db, 'SELECT order_number FROM order_history WHERE owner = ?').all(owner) as Array<{ order_number: string }>),
  ].map((r) => r.order_number);
  return numbers
    .map((n) => findPurchase(db, n, now))
    .filter((p): p is Purchase => p !== undefined)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.orderNumber.localeCompare(a.orderNumber));
}

// ---- What can be done with an order ---------------------------------------------------------------

const CANCELLABLE: readonly OrderStatus[] = ['processing', 'payment_pending'];
const RETURNABLE: readonly OrderStatus[] = ['delivered', 'picked_up'];

export const canCancel = (p: Purchase): boolean => p.channel === 'ECOMM' && CANCELLABLE.includes(p.status);

function returnedQty(after: Aftercare, itemId: string): number {
  return after.returns.reduce((n, r) => n + r.items.filter((i) => i.itemId === itemId).reduce((m, i) => m + i.qty, 0), 0);
}

export function detailOf(db: Database, p: Purchase): PurchaseDetail {
  const after = aftercareOf(db, p.orderNumber);
  const returnable = p.channel === 'ECOMM' && RETURNABLE.includes(p.status);
  const items = p.items.map((i) => {
    const returned = returnedQty(after, i.itemId);
    return { ...i, returnedQty: returned, returnableQty: returnable && !i.isDigitalProduct ? Math.max(0, i.qty - returned) : 0 };
  });
  const tracking = p.tracking ? { carrier: p.tracking.carrier, trackingNumber: p.tracking.trackingNumber, trackingUrl: trackingUrl(p.tracking.carrier, p.tracking.trackingNumber) } : undefined;
  return {
    orderNumber: p.orderNumber,
    createdAt: p.createdAt,
    status: p.status,
    channel: p.channel,
    siteId: p.site.siteId,
    currency: p.currency,
    items,
    shipments: p.shipments.map((s) => ({
      ...s,
      ...(tracking && ['standard', 'pudo', 'sts', 'customs'].includes(s.shippingMethod) ? { tracking } : {}),
    })),
    totals: p.totals,
    paymentMethod: p.paymentMethod,
    ...(p.shippingAddress ? { shippingAddress: p.shippingAddress } : {}),
    ...(p.billingAddress ? { billingAddress: p.billingAddress } : {}),
    ...(p.inStoreSalesInfo ? { inStoreSalesInfo: p.inStoreSalesInfo } : {}),
    canCancel: canCancel(p),
    canReturn: items.some((i) => i.returnableQty > 0),
    returns: after.returns.map((r) => ({ returnId: r.returnId, createdAt: r.createdAt, trackingNumber: r.trackingNumber, items: r.items.map((i) => ({ itemId: i.itemId, qty: i.qty })) })),
    ...(p.cancelledAt ? { cancelledAt: p.cancelledAt } : {}),
  };
}

export function summaryOf(p: Purchase) {
  return {
    orderNumber: p.orderNumber,
    createdAt: p.createdAt,
    status: p.status,
    channel: p.channel,
    currency: p.currency,
    total: p.totals.total,
    totalUnits: p.totals.totalUnits,
    images: p.items.flatMap((i) => (i.image ? [i.image] : [])).slice(0, 3),
    ...(p.inStoreSalesInfo ? { storeId: p.inStoreSalesInfo.storeId } : {}),
  };
}

/** The order's email matches (case aside): how guests prove an order is theirs. */
export const emailMatches = (p: Purchase, email: string): boolean => p.email !== undefined && p.email.toLowerCase() === email.trim().toLowerCase();

// ---- Tracking --------------------------------------------------------------------------------------

export function trackingOf(p: Purchase) {
  const events: Array<{ status: OrderStatus; description: string; at: string; location?: string }> = [
    { status: p.status === 'payment_pending' ? 'payment_pending' : 'processing', description: 'Order placed', at: p.createdAt },
  ];
  if (p.tracking) {
    events.push({ status: 'shipped', description: `Handed to ${p.tracking.carrier}`, at: p.tracking.shippedAt });
    if (p.tracking.deliveredAt) events.push({ status: 'delivered', description: 'Delivered', at: p.tracking.deliveredAt, ...(p.shippingAddress?.city ? { location: p.shippingAddress.city } : {}) });
  }
  if (p.readyAt) events.push({ status: 'ready_for_pickup', description: 'Ready for pickup at the store', at: p.readyAt });
  if (p.status === 'picked_up') events.push({ status: 'picked_up', description: 'Picked up at the store', at: new Date(Date.parse(p.createdAt) + 24 * HOUR).toISOString() });
  if (p.status === 'completed') events.push({ status: 'completed', description: 'Bought in store', at: p.createdAt });
  if (p.status === 'delivered' && !p.tracking) events.push({ status: 'delivered', description: 'Sent by email', at: p.createdAt });
  if (p.cancelledAt) events.push({ status: 'cancelled', description: 'Cancelled', at: p.cancelledAt });
  const estimated = p.status === 'processing' || p.status === 'shipped' ? new Date(Date.parse(p.createdAt) + FULFILMENT_HOURS.deliver * HOUR).toISOString() : undefined;
  return {
    orderNumber: p.orderNumber,
    status: p.status,
    ...(p.tracking ? { carrier: p.tracking.carrier, trackingNumber: p.tracking.trackingNumber, trackingUrl: trackingUrl(p.tracking.carrier, p.tracking.trackingNumber) } : {}),
    ...(estimated ? { estimatedDelivery: estimated } : {}),
    events: events.sort((a, b) => a.at.localeCompare(b.at)),
  };
}

// ---- Cancel ------------------------------------------------------------------------------------------

/**
 * Cancels an order that hasn't left: recorded once (a unique index), and a web order gives back
 * everything it took (src/sandbox/cart/orders.ts giveBackCancelledOrder): its stock (online, or
 * the store's shelf for pickup lines), the gift card amounts it debited, and its programme ledger
 * moves (src/sandbox/cart/ledger.ts: points taken and earned, athlete credit, employee and
 * prosumer spend). Archived orders are a snapshot: they moved nothing in the sandbox to give back.
 */
export function cancelPurchase(db: Database, orderNumber: string, reason: string, comment: string | undefined, check: (p: Purchase) => void, now = new Date()): Purchase {
  return transaction(db, () => {
    const p = findPurchase(db, orderNumber, now.getTime());
    if (!p) throw new HttpError(404, 'OHS4004', `Order ${orderNumber} not found`);
    check(p);
    if (!canCancel(p)) throw new HttpError(409, 'ORD409', p.status === 'cancelled' ? 'This order is already cancelled' : `This order can't be cancelled any more (${p.status.replaceAll('_', ' ')})`);
    statement(db, "INSERT INTO order_aftercare (order_number, kind, body, created_at) VALUES (?, 'cancelled', ?, ?)").run(orderNumber, JSON.stringify({ reason, ...(comment ? { comment } : {}) }), now.toISOString());
    if (p.source === 'checkout') giveBackCancelledOrder(db, orderNumber, now);
    return findPurchase(db, orderNumber, now.getTime()) as Purchase;
  });
}

// ---- Returns ---------------------------------------------------------------------------------------

export interface ReturnRequest {
  itemId: string;
  qty: number;
  reason: string;
}

export interface CreatedReturn {
  returnId: string;
  createdAt: string;
  trackingNumber: string;
  carrier: string;
  items: ReturnRequest[];
}

export function createReturn(db: Database, owner: string, orderNumber: string, requests: readonly ReturnRequest[], returnId: string, now = new Date()): { purchase: Purchase; created: CreatedReturn } {
  return transaction(db, () => {
    const p = ownPurchase(db, owner, orderNumber, now.getTime());
    if (p.channel === 'STORE') throw new HttpError(409, 'RTN500', 'Purchases made in a store are returned in a store');
    if (!RETURNABLE.includes(p.status)) throw new HttpError(409, 'RTN500', `This order can't be returned yet (${p.status.replaceAll('_', ' ')})`);
    const detail = detailOf(db, p);
    if (!detail.items.some((i) => i.returnableQty > 0)) throw new HttpError(409, 'RTN500', 'Nothing in this order can be returned (e-gift cards, or already returned)');
    const merged = new Map<string, ReturnRequest>();
    for (const r of requests) {
      const prior = merged.get(r.itemId);
      merged.set(r.itemId, prior ? { ...prior, qty: prior.qty + r.qty } : { ...r });
    }
    for (const r of merged.values()) {
      const item = detail.items.find((i) => i.itemId === r.itemId);
      if (!item) throw new HttpError(400, 'API400', `items: ${r.itemId} is not an item of order ${orderNumber}`);
      if (item.isDigitalProduct) throw new HttpError(409, 'RTN500', `${item.name} is an e-gift card: it can't be returned`);
      if (r.qty > item.returnableQty) throw new HttpError(400, 'API400', `items: at most ${item.returnableQty} of ${item.name} can be returned`);
    }
    const created: CreatedReturn = {
      returnId,
      createdAt: now.toISOString(),
      carrier: carrierFor(p.site.country).name,
      trackingNumber: trackingNumberFor(`${orderNumber}/${returnId}`, 'return'),
      items: [...merged.values()],
    };
    statement(db, "INSERT INTO order_aftercare (order_number, kind, body, created_at) VALUES (?, 'return', ?, ?)").run(orderNumber, JSON.stringify(created), created.createdAt);
    return { purchase: p, created };
  });
}

// ---- E-gift card mails -------------------------------------------------------------------------------

export function giftCardLines(p: Purchase, itemId: string | undefined): Item[] {
  const lines = p.items.filter((i) => i.isDigitalProduct && (!itemId || i.itemId === itemId));
  if (!lines.length) throw new HttpError(404, 'GFO404', itemId ? `Item ${itemId} is not an e-gift card of order ${p.orderNumber}` : `Order ${p.orderNumber} holds no e-gift card`);
  if (p.status === 'cancelled' || p.status === 'payment_pending') throw new HttpError(409, 'GFO405', `The e-gift card of order ${p.orderNumber} was never issued (${p.status.replaceAll('_', ' ')})`);
  return lines;
}

export function recordGiftCardResend(db: Database, orderNumber: string, sent: ReadonlyArray<{ itemId: string; recipient: string }>, now: Date): void {
  statement(db, "INSERT INTO order_aftercare (order_number, kind, body, created_at) VALUES (?, 'giftcard_resent', ?, ?)").run(orderNumber, JSON.stringify({ sent }), now.toISOString());
}

/** The caller may act on the order: its owner, or anyone with its email (guests). 400 ORD400 otherwise. */
export function requireOwnerOrEmail(p: Purchase, caller: string, email: string | undefined): void {
  if (p.owner === caller) return;
  if (!email) throw apiFailure(400, 'ORD400', 'The email the order was placed with is needed');
  if (!emailMatches(p, email)) throw apiFailure(400, 'ORD400', 'This email does not match the order');
}
