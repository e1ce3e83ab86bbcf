/**
 * Shipping choices on a cart: the method per shipment ('me', the shopper's own) or per line, the
 * shipping address with its contexts (wallet express flows, collection points) and the billing
 * address.
 */
import type { Site } from '../../lib/site/locales.ts';
import { addressIssues, isPoBox, normalised, shipsTo, verifies, type AddressIssue } from './address.ts';
import { onlineStock } from './catalogue.ts';
import { CART_ERRORS } from './errors.ts';
import { OWN_SHIPMENT, type Address, type ShippingCode, type ShippingContext, type StoredCart } from './model.ts';
import type { PricedCart } from './pricing.ts';
import { ratesFor, STS_MAX_UNITS } from './rates.ts';
import type { CartCtx, Raised } from './service.ts';
import { pickupStore, storeStock } from './stores.ts';

export interface MethodChoice {
  code: ShippingCode;
  shippingId: string;
  shopperAppliedSM?: boolean;
  storeId?: string;
}

export function setShippingMethod(ctx: CartCtx, cart: StoredCart, priced: PricedCart, choice: MethodChoice): void {
  const applied = choice.shopperAppliedSM ?? true;
  if (choice.shippingId === OWN_SHIPMENT) {
    if (choice.code !== 'standard' && !(choice.code === 'pudo' && priced.rates.pudo)) throw CART_ERRORS.shippingMethodUnavailable(choice.code);
    cart.ownShipmentMethod = choice.code;
    cart.ownShipmentAppliedByShopper = applied;
    delete cart.ownShipmentTransition;
    return;
  }
  const line = cart.items.find((i) => i.id === choice.shippingId);
  const priceLine = priced.lines.find((l) => l.item.id === choice.shippingId);
  if (!line || !priceLine) throw CART_ERRORS.shipmentNotFound(choice.shippingId);
  if (line.shippingMethod === 'digital' || line.shippingMethod === 'customs') {
    if (choice.code !== line.shippingMethod) throw CART_ERRORS.shippingMethodUnavailable(choice.code);
    return;
  }
  if (choice.code === 'pickup' || choice.code === 'sts') {
    const storeId = choice.storeId ?? line.storeId ?? ctx.favoriteStoreId;
    const store = storeId ? pickupStore(storeId) : undefined;
    if (!store || store.country !== priced.site.country) throw CART_ERRORS.storeNotFound(storeId ?? '(none)');
    if (choice.code === 'sts' && (!store.acceptsShipToStore || onlineStock(ctx.db, line.productId) < line.qty || line.qty > STS_MAX_UNITS)) throw CART_ERRORS.shippingMethodUnavailable('sts');
    if (choice.code === 'pickup' && storeStock(ctx.db, store, line.productId, ctx.now) < line.qty) throw CART_ERRORS.shippingMethodUnavailable('pickup');
    line.storeId = store.id;
  } else if (choice.code === 'standard' || choice.code === 'pudo') {
    if (choice.code === 'pudo' && !priced.rates.pudo) throw CART_ERRORS.shippingMethodUnavailable('pudo');
    if (onlineStock(ctx.db, line.productId) < line.qty) throw CART_ERRORS.shippingMethodUnavailable(choice.code);
    delete line.storeId;
    // A line delivered by pudo joins the own shipment, which then goes to the collection point.
    if (choice.code === 'pudo') cart.ownShipmentMethod = 'pudo';
  } else throw CART_ERRORS.shippingMethodUnavailable(choice.code);
  line.shippingMethod = choice.code === 'pudo' ? 'standard' : choice.code;
  line.shopperAppliedSM = applied;
  delete line.transition;
}

/** The methods a shipment may use, with fee and delivery time (GET …/shippingMethod/{shippingId}). */
export function shipmentMethods(priced: PricedCart, shippingId: string, includeCustoms: boolean) {
  const view = (code: ShippingCode, selected: boolean) => ({ code, selected });
  if (shippingId === OWN_SHIPMENT) {
    const codes: ShippingCode[] = ['standard', ...(priced.rates.pudo ? (['pudo'] as const) : [])];
    if (includeCustoms && priced.lines.some((l) => l.customs)) codes.push('customs');
    return codes.map((c) => view(c, c === priced.cart.ownShipmentMethod));
  }
  const line = priced.lines.find((l) => l.item.id === shippingId);
  if (!line) throw CART_ERRORS.shipmentNotFound(shippingId);
  return line.available.filter((c) => includeCustoms || c !== 'customs' || line.customs).map((c) => view(c, c === line.method));
}

export interface AddressInput {
  address: Address[];
  context?: ShippingContext;
  bid?: string;
}

function firstIssue(issues: AddressIssue[], prefix: string): void {
  const issue = issues[0];
  if (issue) throw CART_ERRORS.addressInvalid(`${prefix}${issue.field}: ${issue.message}`);
}

/**
 * Sets the shipping address of the own shipment. Refuses what the site can't deliver to
 * (CANT_SHIP_THERE), PO boxes for parcels (SHIPPING_POBOX_UNAVAILABLE) and addresses that don't
 * verify (SHP410). Leaving collection-point delivery downgrades the shipment to standard.
 */
export function setShippingAddress(cart: StoredCart, priced: PricedCart, input: AddressInput, site: Site, raised: Raised): void {
  const chosen = input.address.find((a) => (a.shippingId ?? OWN_SHIPMENT) === OWN_SHIPMENT) ?? input.address[0];
  if (!chosen) throw CART_ERRORS.addressInvalid('address: at least one address is required');
  const address = normalised(chosen);
  const context = input.context;
  firstIssue(addressIssues(address, { kind: 'shipping', context, site }), 'address.');
  // Wallet express: the shipping country must be the site's own (docs/requirements/checkout-and-payments.md#wallet-validation).
  const wallet = context === 'APPLE_PAY_EXPRESS' || context === 'PAYPAL_EXPRESS';
  if (!shipsTo(site, address.country) || (wallet && address.country !== site.country)) throw CART_ERRORS.cantShipThere(address.country);
  if (!verifies(address)) throw CART_ERRORS.addressUnverifiable();
  const parcels = priced.lines.some((l) => l.method === 'standard' || l.method === 'customs');
  if (parcels && context !== 'COLLECTION' && isPoBox(address)) throw CART_ERRORS.poBox();
  if (context === 'COLLECTION') {
    if (!ratesFor(site).pudo) throw CART_ERRORS.shippingMethodUnavailable('pudo');
    cart.ownShipmentMethod = 'pudo';
    delete cart.ownShipmentTransition;
  } else if (cart.ownShipmentMethod === 'pudo') {
    // A home address can't be a collection point: the shipment falls back to standard (docs/requirements/cart.md#delivery-method-transitions downgrade).
    cart.ownShipmentMethod = 'standard';
    cart.ownShipmentTransition = 'SHIPPING_METHOD_DOWNGRADED';
    raised.notices.push({ id: 'SHIPPING_METHOD_DOWNGRADED', type: 'info', message: 'Collection-point delivery is not available for this address; your order will be delivered by standard shipping.' });
  }
  address.shippingId = OWN_SHIPMENT;
  address.approachType = 'S';
  if (input.bid && !address.addressId) address.addressId = input.bid;
  cart.shippingAddress = address;
  if (context) cart.shippingContext = context;
  else delete cart.shippingContext;
}

export function clearShippingAddress(cart: StoredCart): void {
  if (!cart.shippingAddress) throw CART_ERRORS.addressNotFound('Shipping address');
  delete cart.shippingAddress;
  delete cart.shippingContext;
}

/** Checks an address without saving it: every issue, and whether the site would deliver there. */
export function validateShippingAddress(address: Address, site: Site, context: ShippingContext | undefined) {
  const a = normalised(address);
  const issues: Array<{ field: string; message: string; errorId: string }> = addressIssues(a, { kind: 'shipping', context, site }).map((i) => ({ ...i, errorId: 'API400' }));
  if (!shipsTo(site, a.country)) issues.push({ field: 'country', message: `We can't ship to ${a.country} from this site`, errorId: 'CANT_SHIP_THERE' });
  if (isPoBox(a) && context !== 'COLLECTION') issues.push({ field: 'addressLine1', message: 'Shipping to a PO box is not available', errorId: 'SHIPPING_POBOX_UNAVAILABLE' });
  if (a.postalCode && !verifies(a)) issues.push({ field: 'postalCode', message: 'The address could not be verified', errorId: 'SHP410' });
  return { valid: issues.length === 0, issues, address: a };
}

export function setBillingAddress(cart: StoredCart, address: Address, site: Site): void {
  const a = normalised(address);
  firstIssue(addressIssues(a, { kind: 'billing', site }), '');
  a.approachType = 'B';
  cart.billingAddress = a;
}

export function clearBillingAddress(cart: StoredCart): void {
  if (!cart.billingAddress) throw CART_ERRORS.addressNotFound('Billing address');
  delete cart.billingAddress;
}
