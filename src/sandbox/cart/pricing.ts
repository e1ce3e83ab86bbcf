/**
 * Prices a stored cart: lines, product and order promotions, gift with purchase, shipping per
 * shipment, tax per site, payment instruments and what is left to pay, plus the flashes the
 * stock asks for. Everything is integer cents of the cart's currency; the view (view.ts) turns
 * it into the answer.
 */
import type { FlashCode } from '../../../schemas/api/errors.ts';
import type { Site } from '../../lib/site/locales.ts';
import { siteForId, SITES } from '../../lib/site/locales.ts';
import type { StoredProduct, StoredVariant } from '../catalog/product.ts';
import type { Database } from '../db.ts';
import { isDigital, onlineStock, onlineStocks, resolveVariant, unitPrice, type ResolvedVariant, type UnitPrice } from './catalogue.ts';
import {
  MAIN_METHODS,
  REWARD_METHODS,
  TRANSITIONS,
  type ShippingCode,
  type StoredCart,
  type StoredInstrument,
  type StoredItem,
  type TransitionCode,
} from './model.ts';
import { AUTOMATIC, approaching, moneyFormatter, thresholds, type ApproachingPromotion, type Money, type PromotionLevel } from './promotions.ts';
import { DELIVERY_TIME, ratesFor, type SiteRates } from './rates.ts';
import type { Shopper } from './shopper.ts';
import { pickupStore, storeStock } from './stores.ts';
import { couponByCode, type CouponSpec } from './test-data.ts';

export interface Discount {
  promotionId: string;
  campaignId: string;
  couponCode?: string;
  name: string;
  level: PromotionLevel;
  amount: number;
}

export interface PricedLine {
  item: StoredItem;
  /** A gift with purchase the sandbox added: not stored, id `bonus-{promotionId}`. */
  bonus: boolean;
  product?: StoredProduct;
  variant?: StoredVariant;
  price?: UnitPrice;
  digital: boolean;
  customs: boolean;
  /** The method the line ships by (standard lines follow the own shipment: standard or pudo). */
  method: ShippingCode;
  available: ShippingCode[];
  /** Online stock, or the store's shelf for pickup lines. */
  stock: number;
  storeInventory?: { storeId: string; inventory: number };
  rowTotal: number;
  productDiscounts: Discount[];
  adjustment: number;
  afterItem: number;
  afterOrder: number;
  tax: number;
  error?: { errorId: 'ITEM_NOT_AVAILABLE' | 'NO_PRICE'; message: string };
}

export interface Flash {
  type: FlashCode;
  message: string;
  level: 'error' | 'info';
  itemId?: string;
  action?: Record<string, unknown>;
}

export interface Notice {
  id: string;
  type: 'info' | 'error';
  message: string;
  itemId?: string;
  errorId?: string;
}

export interface Shipment {
  shipmentId: string;
  shippingMethod: ShippingCode;
  storeId?: string;
  itemIds: string[];
  fee: number;
  discount: number;
}

export interface AppliedInstrument {
  instrument: StoredInstrument;
  amount: number;
  /** ATHLETES_PAYMENT: credit left after this order, and what it pays here. */
  athlete?: { remainingAmount: number; payableAmount: number };
}

export interface PricedCart {
  cart: StoredCart;
  site: Site;
  rates: SiteRates;
  money: Money;
  lines: PricedLine[];
  coupons: Array<{ id: string; code: string; spec?: CouponSpec; applied: boolean }>;
  orderDiscounts: Discount[];
  shippingDiscounts: Discount[];
  shipments: Shipment[];
  approaching: ApproachingPromotion[];
  flash: Flash[];
  notices: Notice[];
  instruments: AppliedInstrument[];
  totals: {
    itemSubTotal: number;
    itemTotal: number;
    productDiscount: number;
    orderDiscount: number;
    shipping: number;
    shippingBeforeDiscount: number;
    shippingDiscount: number;
    tax: number;
    total: number;
    totalDiscount: number;
    remainingToPay: number;
    appliedRewards: number;
    paidByPartials: number;
    totalUnits: number;
  };
}

export interface PricingOptions {
  shopper: Shopper;
  favoriteStoreId?: string;
  now?: Date;
}

export const LABELS: Record<ShippingCode, string> = {
  standard: 'Standard Shipping',
  pudo: 'Collection Point',
  pickup: 'Pick Up In Store',
  sts: 'Ship To Store',
  digital: 'Email Delivery',
  customs: 'Made To Order Shipping',
};

export const siteOfCart = (cart: Pick<StoredCart, 'siteId'>): Site => siteForId(cart.siteId) ?? (SITES[0] as Site);

/** Splits cents over weights so the parts add up exactly (largest remainder). */
export function prorate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (total <= 0 || sum <= 0) return weights.map(() => 0);
  const raw = weights.map((w) => (total * w) / sum);
  const parts = raw.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = raw.map((r, i) => [r - Math.floor(r), i] as const).sort((a, b) => b[0] - a[0]);
  for (const [, i] of order) {
    if (left <= 0) break;
    parts[i] = (parts[i] as number) + 1;
    left--;
  }
  return parts;
}

/** The shipping codes a physical line may use at this site, given the stores it could use. */
function availableFor(line: { digital: boolean; customs: boolean }, rates: SiteRates, store: ReturnType<typeof pickupStore>, site: Site): ShippingCode[] {
  if (line.digital) return ['digital'];
  if (line.customs) return ['customs'];
  const codes: ShippingCode[] = ['standard'];
  if (rates.pudo) codes.push('pudo');
  if (store && store.country === site.country) {
    codes.push('pickup');
    if (store.acceptsShipToStore) codes.push('sts');
  }
  return codes;
}

/** What a line is priced from: its variant (undefined when gone) and that variant's online stock. */
interface LineStock {
  resolved: ResolvedVariant | undefined;
  online: number;
}

/** A line's variant with its online stock: a digital product's (a gift card) is unbounded. */
const lineStock = (resolved: ResolvedVariant | undefined, quantity: number): LineStock => ({
  resolved,
  online: resolved ? (isDigital(resolved.product) ? Number.MAX_SAFE_INTEGER : quantity) : 0,
});

/**
 * The cart's lines' variants and their online stock, in one statement rather than one per line
 * (the stock of a 36-line cart is read on every change).
 */
function stockOfLines(db: Database, items: readonly StoredItem[]): LineStock[] {
  const resolved = items.map((item) => resolveVariant(db, item.productId, undefined));
  const stock = onlineStocks(db, resolved.flatMap((r) => (r && !isDigital(r.product) ? [r.variant.id] : [])));
  return resolved.map((r) => lineStock(r, r ? (stock.get(r.variant.id) ?? 0) : 0));
}

function lineOf(db: Database, cart: StoredCart, item: StoredItem, { resolved, online }: LineStock, site: Site, rates: SiteRates, options: PricingOptions, bonus = false): PricedLine {
  const price = resolved ? unitPrice(resolved.product, resolved.variant, cart.currency) : undefined;
  const digital = resolved ? isDigital(resolved.product) : false;
  const customs = Boolean(item.recipeId || item.precreatedCustomsCode);
  if (price && digital && item.customAmount !== undefined) price.original = price.current = item.customAmount;
  if (price && bonus) price.current = 0;
  const storeId = item.storeId ?? options.favoriteStoreId;
  const store = storeId ? pickupStore(storeId) : undefined;
  const shelf = store && resolved && !digital ? storeStock(db, store, resolved.variant.id, options.now, cart.id) : undefined;
  const method: ShippingCode = item.shippingMethod === 'standard' ? cart.ownShipmentMethod : item.shippingMethod;
  const rowTotal = price ? price.current * item.qty : 0;
  const line: PricedLine = {
    item,
    bonus,
    product: resolved?.product,
    variant: resolved?.variant,
    price,
    digital,
    customs,
    method,
    available: availableFor({ digital, customs }, rates, store, site),
    stock: method === 'pickup' ? (shelf ?? 0) : online,
    storeInventory: store && shelf !== undefined ? { storeId: store.id, inventory: shelf } : undefined,
    rowTotal,
    productDiscounts: [],
    adjustment: 0,
    afterItem: rowTotal,
    afterOrder: rowTotal,
    tax: 0,
  };
  if (!resolved) line.error = { errorId: 'ITEM_NOT_AVAILABLE', message: 'This item is no longer available' };
  else if (!price) line.error = { errorId: 'NO_PRICE', message: 'This item has no price' };
  else if (!digital && line.stock <= 0) line.error = { errorId: 'ITEM_NOT_AVAILABLE', message: 'This item is out of stock' };
  return line;
}

function percentOf(cents: number, percent: number): number {
  return Math.round((cents * percent) / 100);
}

export function priceCart(db: Database, cart: StoredCart, options: PricingOptions): PricedCart {
  const site = siteOfCart(cart);
  const rates = ratesFor(site);
  const money = moneyFormatter(site.hreflang, cart.currency);
  const now = options.now ?? new Date();
  const stock = stockOfLines(db, cart.items);
  const lines = cart.items.map((item, i) => lineOf(db, cart, item, stock[i]!, site, rates, options));

  const coupons = cart.coupons.map((c) => ({ ...c, spec: couponByCode(c.code), applied: false }));
  const activeCoupon = (level: PromotionLevel) => coupons.filter((c) => c.spec && c.spec.level === level && couponLive(c.spec, now));

  // Product level: automatic headlamp offer, product coupons, then associate adjustments per line.
  for (const line of lines) {
    if (!line.price || line.bonus) continue;
    if (line.product?.id === AUTOMATIC.headlamp.productId) {
      line.productDiscounts.push({ ...AUTOMATIC.headlamp, name: `${AUTOMATIC.headlamp.percent}% off the Polaris Headlamp`, amount: percentOf(line.rowTotal, AUTOMATIC.headlamp.percent) });
    }
    for (const c of activeCoupon('PRODUCT')) {
      const spec = c.spec as CouponSpec;
      if (spec.department && line.product?.department !== spec.department) continue;
      const amount = spec.kind === 'percent' ? percentOf(line.rowTotal, spec.value) : Math.min(line.rowTotal, spec.value * 100 * line.item.qty);
      line.productDiscounts.push({ promotionId: spec.promotionId, campaignId: spec.campaignId, couponCode: spec.code, name: spec.name, level: 'PRODUCT', amount });
      c.applied = true;
    }
    const taken = line.productDiscounts.reduce((a, d) => a + d.amount, 0);
    let after = Math.max(0, line.rowTotal - taken);
    for (const adj of cart.priceAdjustments.filter((a) => a.itemId === line.item.id)) {
      const amount = Math.min(after, adj.type === 'percentage' ? percentOf(after, adj.value) : adj.value);
      line.adjustment += amount;
      after -= amount;
    }
    line.afterItem = after;
    line.afterOrder = after;
  }

  // Thresholds count merchandise after product discounts; gift cards don't qualify.
  const qualifying = () => lines.filter((l) => !l.digital && !l.bonus).reduce((a, l) => a + l.afterItem, 0);
  const merchandise = qualifying();

  // Gift with purchase: a bonus line while the threshold is met, unless the shopper removed it.
  const gwp = AUTOMATIC.giftWithPurchase;
  if (merchandise >= rates.giftWithPurchaseFrom && !cart.declinedBonus.includes(gwp.promotionId)) {
    const resolved = resolveVariant(db, gwp.productId, undefined);
    const online = resolved ? onlineStock(db, resolved.variant.id) : 0;
    if (resolved && online > 0) {
      const host = lines.find((l) => !l.digital && !l.customs && !l.bonus);
      const bonusItem: StoredItem = {
        id: `bonus-${gwp.promotionId}`,
        productId: resolved.variant.id,
        masterId: resolved.product.id,
        upc: resolved.variant.upc,
        qty: 1,
        maxQty: 1,
        shippingMethod: host?.item.shippingMethod ?? 'standard',
        ...(host?.item.storeId ? { storeId: host.item.storeId } : {}),
        shopperAppliedSM: false,
        addedAt: cart.updatedAt,
      };
      lines.push(lineOf(db, cart, bonusItem, lineStock(resolved, online), site, rates, options, true));
    }
  }

  // Order level: spend-and-save, order coupons, order adjustments, prorated over physical lines.
  const orderDiscounts: Discount[] = [];
  if (merchandise >= rates.spendAndSave.from) {
    orderDiscounts.push({ ...AUTOMATIC.spendAndSave, name: `Spend ${money(rates.spendAndSave.from)}, save ${money(rates.spendAndSave.off)}`, amount: rates.spendAndSave.off });
  }
  for (const c of activeCoupon('ORDER')) {
    const spec = c.spec as CouponSpec;
    if (spec.minimumSubtotal && merchandise < spec.minimumSubtotal * 100) continue;
    const amount = spec.kind === 'percent' ? percentOf(merchandise, spec.value) : spec.value * 100;
    orderDiscounts.push({ promotionId: spec.promotionId, campaignId: spec.campaignId, couponCode: spec.code, name: spec.name, level: 'ORDER', amount });
    c.applied = true;
  }
  for (const adj of cart.priceAdjustments.filter((a) => !a.itemId)) {
    const amount = adj.type === 'percentage' ? percentOf(merchandise, adj.value) : adj.value;
    orderDiscounts.push({ promotionId: `ADJUSTMENT-${adj.id}`, campaignId: 'PRICE-ADJUSTMENT', name: adj.reasonCode ?? 'Price adjustment', level: 'ORDER', amount });
  }
  // Never more than the merchandise: trim the last discounts first.
  let room = merchandise;
  for (const d of orderDiscounts) {
    d.amount = Math.min(d.amount, room);
    room -= d.amount;
  }
  const orderDiscount = merchandise - room;
  const physical = lines.filter((l) => !l.digital && !l.bonus);
  const shares = prorate(orderDiscount, physical.map((l) => l.afterItem));
  physical.forEach((l, i) => (l.afterOrder = l.afterItem - (shares[i] as number)));

  // Shipments: the own shipment ('me') for standard and pudo lines, one per store and method, digital, customs.
  const groups = new Map<string, Shipment>();
  for (const line of lines) {
    const id =
      line.method === 'standard' || line.method === 'pudo'
        ? 'me'
        : line.method === 'pickup' || line.method === 'sts'
          ? `${line.method}-${line.item.storeId ?? options.favoriteStoreId ?? 'unknown'}`
          : line.method;
    const group = groups.get(id) ?? { shipmentId: id, shippingMethod: line.method, itemIds: [], fee: 0, discount: 0, ...(line.method === 'pickup' || line.method === 'sts' ? { storeId: line.item.storeId } : {}) };
    group.itemIds.push(line.item.id);
    groups.set(id, group);
  }
  const shippingDiscounts: Discount[] = [];
  const own = groups.get('me');
  if (own) {
    own.fee = own.shippingMethod === 'pudo' ? rates.fees.pudo : rates.fees.standard;
    if (own.shippingMethod === 'standard') {
      const freeCoupon = activeCoupon('SHIPPING')[0];
      if (freeCoupon) {
        freeCoupon.applied = true;
        const spec = freeCoupon.spec as CouponSpec;
        shippingDiscounts.push({ promotionId: spec.promotionId, campaignId: spec.campaignId, couponCode: spec.code, name: spec.name, level: 'SHIPPING', amount: own.fee });
      } else if (merchandise >= rates.freeShippingFrom) {
        shippingDiscounts.push({ ...AUTOMATIC.freeShipping, name: `Free standard shipping on orders over ${money(rates.freeShippingFrom)}`, amount: own.fee });
      }
      own.discount = shippingDiscounts.reduce((a, d) => a + d.amount, 0);
    }
  }
  const shipments = [...groups.values()];
  const shippingBeforeDiscount = shipments.reduce((a, s) => a + s.fee, 0);
  const shippingDiscount = shipments.reduce((a, s) => a + s.discount, 0);
  const shipping = shippingBeforeDiscount - shippingDiscount;

  // Tax per line and on shipping: added on top in NORA, contained in the price in EMEA. Gift cards are not taxed.
  const taxOf = (cents: number) => Math.round(rates.taxIncluded ? (cents * rates.taxRate) / (1 + rates.taxRate) : cents * rates.taxRate);
  for (const line of lines) line.tax = line.digital ? 0 : taxOf(line.afterOrder);
  const tax = lines.reduce((a, l) => a + l.tax, 0) + taxOf(shipping);

  const itemSubTotal = lines.reduce((a, l) => a + l.rowTotal, 0);
  const itemTotal = lines.reduce((a, l) => a + l.afterOrder, 0);
  const productDiscount = lines.reduce((a, l) => a + l.productDiscounts.reduce((s, d) => s + d.amount, 0) + l.adjustment, 0);
  const total = itemTotal + shipping + (rates.taxIncluded ? 0 : tax);

  // Partial instruments pay first, in the order they were added; the main one pays what is left.
  const instruments: AppliedInstrument[] = [];
  let left = total;
  const partials = cart.instruments.filter((i) => !MAIN_METHODS.includes(i.method));
  const ordered = [...partials.filter((i) => i.method === 'ATHLETES_PAYMENT'), ...partials.filter((i) => i.method !== 'ATHLETES_PAYMENT')];
  for (const instrument of ordered) {
    let limit = instrument.limit ?? 0;
    let athlete: AppliedInstrument['athlete'];
    if (instrument.method === 'ATHLETES_PAYMENT') {
      const credit = options.shopper.athlete;
      limit = credit ? Math.max(0, credit.annualCredit - credit.currentSpend) : 0;
    }
    const amount = Math.min(limit, left);
    left -= amount;
    if (instrument.method === 'ATHLETES_PAYMENT') athlete = { remainingAmount: limit - amount, payableAmount: amount };
    instruments.push({ instrument, amount, ...(athlete ? { athlete } : {}) });
  }
  const paidByPartials = total - left;
  for (const instrument of cart.instruments.filter((i) => MAIN_METHODS.includes(i.method))) instruments.push({ instrument, amount: left });
  const appliedRewards = instruments.filter((a) => REWARD_METHODS.includes(a.instrument.method)).reduce((s, a) => s + a.amount, 0);

  const flash = stockFlashes(lines);
  const notices = noticesOf(cart, lines);
  for (const c of coupons) {
    if (c.spec && !c.applied) notices.push({ id: 'COUPON_NOT_APPLIED', type: 'info', message: `Coupon code ${c.code} is in your cart but its conditions are not met yet` });
  }

  const couponThresholds = coupons.filter((c) => c.spec?.minimumSubtotal).map((c) => c.spec as CouponSpec);
  return {
    cart,
    site,
    rates,
    money,
    lines,
    coupons,
    orderDiscounts: orderDiscounts.filter((d) => d.amount > 0),
    shippingDiscounts,
    shipments,
    approaching: thresholds(rates, couponThresholds).map((t) => approaching(t, merchandise, money)),
    flash,
    notices,
    instruments,
    totals: {
      itemSubTotal,
      itemTotal,
      productDiscount,
      orderDiscount,
      shipping,
      shippingBeforeDiscount,
      shippingDiscount,
      tax,
      total,
      totalDiscount: productDiscount + orderDiscount + shippingDiscount,
      remainingToPay: left,
      appliedRewards,
      paidByPartials,
      totalUnits: lines.reduce((a, l) => a + l.item.qty, 0),
    },
  };
}

export function couponLive(spec: CouponSpec, now: Date): boolean {
  if (spec.expiresAt && now.toISOString() > spec.expiresAt) return false;
  if (spec.startsAt && now.toISOString() < spec.startsAt) return false;
  return true;
}

/** Flashes the stock asks for (docs/requirements/errors.md#flash-codes): partial, missing, all missing, above the line's maximum. */
export function stockFlashes(lines: readonly PricedLine[]): Flash[] {
  const flash: Flash[] = [];
  const buyable = lines.filter((l) => !l.bonus);
  for (const line of buyable) {
    if (line.digital) continue;
    if (line.stock <= 0) {
      flash.push({ type: 'ProductItemNotAvailable', level: 'error', itemId: line.item.id, message: `${line.product?.name ?? 'This item'} is no longer available` });
    } else if (line.stock < line.item.qty) {
      flash.push({
        type: 'ProductLineItemInventoryMissing',
        level: 'error',
        itemId: line.item.id,
        message: `Only ${line.stock} of ${line.product?.name ?? 'this item'} ${line.stock === 1 ? 'is' : 'are'} available`,
      });
    }
    if (line.item.qty > line.item.maxQty) {
      flash.push({ type: 'ProductItemMaxQuantity', level: 'error', itemId: line.item.id, message: `The maximum quantity for this item is ${line.item.maxQty}` });
    }
  }
  const physical = buyable.filter((l) => !l.digital);
  if (physical.length > 0 && physical.length === buyable.length && physical.every((l) => l.stock <= 0)) {
    flash.push({ type: 'ProductLineItemFullInventoryMissing', level: 'error', message: 'None of the items in your cart are available: the order cannot be completed' });
  }
  return flash;
}

function noticesOf(cart: StoredCart, lines: readonly PricedLine[]): Notice[] {
  const notices: Notice[] = [];
  const transitionNotice = (code: TransitionCode, itemId?: string): Notice => {
    const t = TRANSITIONS[code];
    return { id: code, type: t.level, message: t.message, ...(itemId ? { itemId } : {}), ...(t.errorId ? { errorId: t.errorId } : {}) };
  };
  for (const line of lines) if (line.item.transition) notices.push(transitionNotice(line.item.transition, line.item.id));
  if (cart.ownShipmentTransition) notices.push(transitionNotice(cart.ownShipmentTransition));
  return notices;
}

/** The delivery time's rank for sorting methods: same day is 0, else the lowest day of 'N-M' (docs/requirements/catalogue.md#delivery-days). */
export function deliveryRank(deliveryTime: string): number {
  if (/same\s*day/i.test(deliveryTime)) return 0;
  const m = /^(\d+)(?:-\d+)?$/.exec(deliveryTime.trim());
  return m ? Number(m[1]) : 1;
}

export const deliveryTimeOf = (code: ShippingCode): string => DELIVERY_TIME[code];
