/**
 * Shipping methods as the shopper chooses them (docs/requirements/cart.md#shipping-methods-and-delivery Shipping method, Cart item
 * shippingOptions): which a line may use, in which order, and which is chosen. Pure: the cart
 * island and checkout share it.
 */
import type { CartOnScreen as Cart } from '../../../schemas/api/cart.ts';
import { deliveryDays } from './days.ts';

export type CartItem = Cart['items'][number];
export type ShippingMethod = CartItem['shippingOptions']['shippingMethod'];
export type ShippingCode = ShippingMethod['code'];

/** docs/requirements/cart.md#shipping-methods-and-delivery: the shippingId of the shopper's own shipment. */
export const OWN_SHIPMENT_ID = 'me';

/** Methods that need a store (a pickup store, or the store a parcel is shipped to). */
export const STORE_METHODS: readonly ShippingCode[] = ['pickup', 'sts'];
/** Methods a line can't leave: what it is decides them (an e-gift card, a made-to-order item). */
export const FIXED_METHODS: readonly ShippingCode[] = ['digital', 'customs'];

export const needsStore = (code: ShippingCode): boolean => STORE_METHODS.includes(code);

/**
 * Fastest first (docs/requirements/catalogue.md#delivery-days day rank), then cheapest; equal methods keep their order, so the
 * server's order breaks the remaining ties.
 */
export function rankMethods<T extends Pick<ShippingMethod, 'deliveryTime' | 'price'>>(methods: readonly T[]): T[] {
  return methods
    .map((method, index) => ({ method, index, days: deliveryDays(method.deliveryTime) }))
    .sort((a, b) => a.days - b.days || a.method.price.amount - b.method.price.amount || a.index - b.index)
    .map((m) => m.method);
}

/** The fastest of some methods (null when there are none). */
export const fastestMethod = <T extends Pick<ShippingMethod, 'deliveryTime' | 'price'>>(methods: readonly T[]): T | null => rankMethods(methods)[0] ?? null;

/**
 * The codes a line offers the shopper, in rank order. A physical line can always ask for pickup,
 * even before it has a store (the server offers pickup only once a store is known): choosing it
 * is how the shopper picks one.
 */
export function choosableCodes(item: Pick<CartItem, 'shippingOptions' | 'isDigitalProduct' | 'isCustoms'>, details: readonly Pick<ShippingMethod, 'code' | 'deliveryTime' | 'price'>[] = []): ShippingCode[] {
  const { available, selected } = item.shippingOptions;
  const codes = new Set<ShippingCode>(available.length > 0 ? available : [selected]);
  codes.add(selected);
  const fixed = item.isDigitalProduct || item.isCustoms || [...codes].every((c) => FIXED_METHODS.includes(c));
  if (!fixed) codes.add('pickup');
  const known = details.filter((d) => codes.has(d.code));
  const ranked = rankMethods(known).map((d) => d.code);
  // Codes without details yet (pickup before a store is chosen) follow, in the server's order.
  return [...ranked, ...[...codes].filter((c) => !ranked.includes(c))];
}

/** The order-level choice (shipment 'me'): its methods, ranked, and the selected one. */
export function ownShipmentMethods(cart: Pick<Cart, 'shippingMethods'>): { methods: ShippingMethod[]; selected: ShippingMethod | null } {
  const own = cart.shippingMethods.find((s) => s.shippingId === OWN_SHIPMENT_ID);
  const methods = rankMethods(own?.applicableShippingMethods ?? []);
  return { methods, selected: methods.find((m) => m.selected) ?? null };
}

/**
 * The methods a line may use with price and delivery time: the cart lists them per line
 * (shippingMethods, shippingId = the line id) when the line has a choice.
 */
export function lineMethods(cart: Pick<Cart, 'shippingMethods'>, itemId: string): ShippingMethod[] {
  return cart.shippingMethods.find((s) => s.shippingId === itemId)?.applicableShippingMethods ?? [];
}

/** Whether the shopper has a real order-level choice to make (more than one method). */
export const offersOrderChoice = (cart: Pick<Cart, 'shippingMethods'>): boolean => ownShipmentMethods(cart).methods.length > 1;

/** The store a line is tied to (pickup or ship-to-store), if any. */
export function lineStoreId(item: Pick<CartItem, 'storeId' | 'shippingOptions'>): string | null {
  if (!needsStore(item.shippingOptions.selected)) return null;
  return item.storeId ?? item.shippingOptions.storeInfo?.id ?? null;
}
