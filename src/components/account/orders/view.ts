/**
 * What the account's order page shows of an order (schemas/api/consumer/orders.ts `purchaseDetail`), as
 * pure functions: lines with their size and colour, shipments with their store, address and
 * tracking, the addresses, the payment (never more than a card's last four digits), and totals
 * that add up. The order page's actions (invoice, return label, cancel…) are an island's.
 */
import type { PurchaseDetail } from '../../../../schemas/api/consumer/orders.ts';
import { siteForId } from '../../../lib/site/locales.ts';
import type { ConfirmationMessages } from '../../order-confirmation/messages.ts';
import { cardBrandName } from '../../order-confirmation/view.ts';
import type { OrderPageMessages } from './messages.ts';

type Address = NonNullable<PurchaseDetail['shippingAddress']>;
type Item = PurchaseDetail['items'][number];

/** The methods a parcel goes by (its tracking applies), as opposed to a store or an email. */
const PARCEL_METHODS = new Set(['standard', 'pudo', 'customs', 'sts']);

/** An item's colour and size (or any other attribute), as "Colour: moss · Size: 10". */
export function attributesLine(item: Pick<Item, 'attributes'>, t: Pick<ConfirmationMessages, 'attribute'>): string {
  return Object.entries(item.attributes)
    .filter(([, value]) => value)
    .map(([name, value]) => `${t.attribute(name)}: ${value}`)
    .join(' · ');
}

/** An address as the lines of a label: name, street, town, country. */
export function addressLines(a: Address | undefined): string[] {
  if (!a) return [];
  return [
    [a.firstName, a.lastName].filter(Boolean).join(' '),
    a.addressLine1,
    a.addressLine2,
    a.addressLine3,
    [a.postalCode, a.city].filter(Boolean).join(' '),
    a.province,
    a.country ?? a.countryCode,
  ].filter((line): line is string => typeof line === 'string' && line.trim() !== '');
}

/** The method's name ('store' is a purchase made in a store). */
export function methodName(code: string, t: Pick<ConfirmationMessages, 'methods'>, w: Pick<OrderPageMessages, 'inStore'>): string {
  if (code === 'store') return w.inStore;
  return (t.methods as Record<string, string>)[code] ?? code;
}

export interface ShipmentView {
  id: string;
  method: string;
  store?: string;
  destination?: string[];
  items: string[];
  tracking?: { carrier: string; trackingNumber: string; trackingUrl?: string };
}

export function shipmentViews(order: PurchaseDetail, t: ConfirmationMessages, w: OrderPageMessages, storeNames: ReadonlyMap<string, string>): ShipmentView[] {
  const names = new Map(order.items.map((i) => [i.itemId, i.name]));
  return order.shipments
    .filter((s) => s.itemIds.length > 0)
    .map((s) => {
      const view: ShipmentView = { id: s.shipmentId, method: methodName(s.shippingMethod, t, w), items: s.itemIds.map((id) => names.get(id) ?? id) };
      if (s.storeId) view.store = storeNames.get(s.storeId) ?? t.storeById(s.storeId);
      if (!s.storeId && PARCEL_METHODS.has(s.shippingMethod) && order.shippingAddress) view.destination = addressLines(order.shippingAddress);
      if (s.tracking) {
        // Only the carrier's https page is linked.
        const url = /^https:\/\/\S+$/i.test(s.tracking.trackingUrl) ? s.tracking.trackingUrl : undefined;
        view.tracking = { carrier: s.tracking.carrier, trackingNumber: s.tracking.trackingNumber, ...(url ? { trackingUrl: url } : {}) };
      }
      return view;
    });
}

/** The store ids an order names (its shipments, the store it was bought in). */
export const storeIdsOf = (order: PurchaseDetail): string[] =>
  [...new Set([...order.shipments.map((s) => s.storeId), order.inStoreSalesInfo?.storeId].filter((id): id is string => !!id))];

/** How the order was paid: the method, with a card's brand and last four digits only. */
export function paymentLabel(order: PurchaseDetail, t: ConfirmationMessages): string {
  const { code, cardType, last4 } = order.paymentMethod;
  const name = (t.paymentMethods as Record<string, string>)[code] ?? code;
  if (code === 'CREDIT_CARD' && last4) return t.cardEnding(cardBrandName(cardType ?? name), last4.replace(/\D/g, '').slice(-4));
  return name;
}

export interface TotalRow {
  label: string;
  value: string;
  kind?: 'discount' | 'total' | 'note';
}

/**
 * Items, discounts, shipping, tax when added on top, then the total. The order answer gives the
 * items after their own markdowns and the total after everything; the discount row is what lies
 * between them, so the rows always add up to the total, whatever the gateway counts in
 * `totalDiscount`. Where prices include VAT (the order's site is EMEA) the tax is a note.
 */
export function totalRows(order: PurchaseDetail, t: ConfirmationMessages, money: (amount: number) => string): TotalRow[] {
  const { itemTotal, shipping, tax, total } = order.totals;
  const taxIncluded = siteForId(order.siteId)?.region === 'EMEA';
  const discount = Math.round((itemTotal + shipping + (taxIncluded ? 0 : tax) - total) * 100) / 100;
  const rows: TotalRow[] = [{ label: t.items, value: money(itemTotal) }];
  if (discount > 0) rows.push({ label: t.discounts, value: `−${money(discount)}`, kind: 'discount' });
  rows.push({ label: t.shipping, value: shipping === 0 ? t.free : money(shipping) });
  if (!taxIncluded) rows.push({ label: t.tax, value: money(tax) });
  rows.push({ label: t.total, value: money(total), kind: 'total' });
  if (taxIncluded && tax > 0) rows.push({ label: '', value: t.taxIncluded(money(tax)), kind: 'note' });
  return rows;
}
