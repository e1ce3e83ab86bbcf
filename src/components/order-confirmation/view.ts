/**
 * What the order confirmation page shows of an order (schemas/api/checkout.ts `order`), as pure
 * functions: payment lines masked (docs/architecture.md#checkout-and-payments: card numbers are masked everywhere after entry;
 * gift and reward cards XXX + last 4, docs/requirements/checkout-and-payments.md#gift-cards), totals that add up, the shipments with their
 * store, and the analytics `purchase` event (items, value, currency, transaction id; never an
 * address or a card).
 */
import type { Order } from '../../../schemas/api/checkout.ts';
import { maskedCardLabel } from '../../../schemas/api/cart-rules.ts';
import type { AnalyticsEvent } from '../../lib/analytics/data-layer.ts';
import type { ConfirmationMessages } from './messages.ts';

export type ShippingCode = Order['shipments'][number]['shippingMethod'];
export type PaymentMethodId = Order['paymentMethod']['code'];
type Instrument = Order['payment_instruments'][number];
type OrderAddress = NonNullable<Order['shippingAddress']>;

const CARD_BRANDS: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  master: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  maestro: 'Maestro',
};

export const cardBrandName = (cardType: string): string => CARD_BRANDS[cardType.toLowerCase()] ?? cardType;

/** An instrument as the shopper sees it: never more than the last four digits of any card. */
export function paymentLabel(i: Instrument, t: ConfirmationMessages): string {
  const name = t.paymentMethods[i.payment_method_id];
  switch (i.payment_method_id) {
    case 'CREDIT_CARD':
      return i.card ? t.cardEnding(cardBrandName(i.card.cardType), i.card.last4.replace(/\D/g, '').slice(-4)) : name;
    case 'GIFT_CARD': {
      const digits = i.c_gcCardNumber ?? i.maskedNumber;
      return digits ? `${name} ${maskedCardLabel(digits)}` : name;
    }
    case 'REWARD_CARD':
      return i.rewardCard ? `${name} ${maskedCardLabel(i.rewardCard)}` : name;
    case 'LOYALTY_POINTS':
      return i.points ? `${name} (${t.points(i.points)})` : name;
    default:
      return name;
  }
}

export const paymentLines = (order: Order, t: ConfirmationMessages): Array<{ id: string; label: string; amount: number }> =>
  order.payment_instruments.filter((i) => i.amount > 0).map((i) => ({ id: i.payment_instrument_id, label: paymentLabel(i, t), amount: i.amount }));

export interface TotalRow {
  label: string;
  value: string;
  kind?: 'discount' | 'total' | 'note';
}

/**
 * Items before discounts, the item and order discounts, shipping after its own discount, tax when
 * added on top, then the total: the rows add up to the total. Where prices include VAT (EMEA)
 * the tax is a note under the total.
 */
export function totalRows(order: Order, t: ConfirmationMessages, money: (amount: number) => string): TotalRow[] {
  const totals = order.totals;
  const discounts = Math.round((totals.itemSubTotal - totals.itemTotal) * 100) / 100;
  const rows: TotalRow[] = [{ label: t.items, value: money(totals.itemSubTotal) }];
  if (discounts > 0) rows.push({ label: t.discounts, value: `−${money(discounts)}`, kind: 'discount' });
  rows.push({ label: t.shipping, value: totals.shipping === 0 ? t.free : money(totals.shipping) });
  if (!totals.taxation.included) rows.push({ label: t.tax, value: money(totals.tax) });
  rows.push({ label: t.total, value: money(totals.total), kind: 'total' });
  if (totals.taxation.included && totals.tax > 0) rows.push({ label: '', value: t.taxIncluded(money(totals.tax)), kind: 'note' });
  return rows;
}

export interface ShipmentView {
  id: string;
  method: string;
  code: ShippingCode;
  /** Pickup and ship-to-store: the store's name, else its id. */
  store?: string;
  /** Home and collection-point deliveries: where it goes, on one line. */
  destination?: string;
  items: string[];
}

const addressLine = (a: OrderAddress): string =>
  [a.collectionPoint?.storeName, [a.firstName, a.lastName].filter(Boolean).join(' '), a.addressLine1, a.addressLine2, [a.postalCode, a.city].filter(Boolean).join(' '), a.country]
    .filter((part): part is string => !!part && part.trim() !== '')
    .join(', ');

export function shipmentViews(order: Order, t: ConfirmationMessages, storeNames: ReadonlyMap<string, string>): ShipmentView[] {
  const names = new Map(order.items.map((i) => [i.itemId, i.name]));
  return order.shipments
    .filter((s) => s.itemIds.length > 0)
    .map((s) => {
      const view: ShipmentView = { id: s.shipmentId, code: s.shippingMethod, method: t.methods[s.shippingMethod], items: s.itemIds.map((id) => names.get(id) ?? id) };
      if (s.storeId) view.store = storeNames.get(s.storeId) ?? t.storeById(s.storeId);
      const address = s.shippingAddress ?? (s.shipmentId === 'me' ? order.shippingAddress : undefined);
      if (!s.storeId && address && (s.shippingMethod === 'standard' || s.shippingMethod === 'pudo' || s.shippingMethod === 'customs')) view.destination = addressLine(address);
      return view;
    });
}

/** The store ids an order names (its pickup and ship-to-store shipments, the associate's store). */
export const storeIdsOf = (order: Order): string[] =>
  [...new Set([...order.shipments.map((s) => s.storeId), order.inStoreSalesInfo?.storeId].filter((id): id is string => !!id))];

/** Who to tell: the billing email, else the shipping one. */
export const confirmationEmail = (order: Order): string | undefined => order.billingAddress?.email || order.shippingAddress?.email || undefined;

/** GA4's purchase event (docs/requirements/checkout-and-payments.md#order-confirmation tag-manager pushes): items, value, currency, transaction id. */
export function purchaseEvent(order: Order): Extract<AnalyticsEvent, { event: 'purchase' }> {
  return {
    event: 'purchase',
    ecommerce: {
      transaction_id: order.orderNumber,
      currency: order.currency,
      value: order.totals.total,
      tax: order.totals.tax,
      shipping: order.totals.shipping,
      items: order.items.map((i) => ({ item_id: i.productId, item_name: i.name, quantity: i.qty, price: i.price.current })),
    },
  };
}
