/**
 * The errors cart, checkout and payments answer, by meaning. Ids come from the spec's catalogue
 * (schemas/api/errors.ts); where the spec gives a code no meaning (PRM…, REW…, SHP…, PYT…), the
 * meaning chosen here is the one docs/sandbox.md lists.
 */
import type { ErrorId } from '../../../schemas/api/errors.ts';
import { apiFailure } from '../http/api-error.ts';
import type { HttpError } from '../http/exchange.ts';

/** A client-handled id with a server code of its own answers both (CART_NOT_FOUND, BSK404). */
export const fail = (status: number, errorId: ErrorId, message: string): HttpError => apiFailure(status, errorId, message);

export const CART_ERRORS = {
  cartNotFound: (id: string) => fail(404, 'CART_NOT_FOUND', `Cart ${id} not found`),
  invalidCustomer: () => fail(403, 'INVALID_CUSTOMER', 'This cart belongs to another customer'),
  cartOrdered: (id: string) => fail(409, 'ORD409', `Cart ${id} has already been ordered`),
  itemNotFound: () => fail(404, 'ORD404', 'Unable to remove item from cart. Please try again later'),
  itemMissing: (id: string) => fail(404, 'ORD404', `Item ${id} is not in the cart`),
  itemNotAvailable: (id: string) => fail(409, 'ITEM_NOT_AVAILABLE', `Item ${id} is not available`),
  unknownProduct: (id: string) => fail(404, 'ITEM_NOT_AVAILABLE', `Product ${id} is not available`),
  noPrice: (id: string) => fail(409, 'NO_PRICE', `Item ${id} has no price and cannot be bought`),
  invalidPrice: (message: string) => fail(400, 'INVALID_PRICE', message),
  maxQuantity: (max: number) => fail(409, 'ADDED_MAX_QUANTITY', `The maximum quantity for this item is ${max}.`),
  giftWithPurchase: () => fail(409, 'GWP_PRODUCT', 'This gift with purchase is added automatically, once per order: the maximum quantity is 1.'),
  itemOutOfStock: () => fail(409, 'ITEM_OOS', 'this item could not be moved to cart'),
  itemsOutOfStock: () => fail(409, 'ITEMS_OOS', 'These items are out of stock and could not be added to the cart'),
  someProductsNoInventory: () => fail(409, 'SOME_PRODUCTS_NO_INVENTORY', 'Some products in your cart are no longer available in the quantity you chose'),
  itemNoLongerAvailable: (what: string) => fail(409, 'ITEM_NO_LONGER_AVAILABLE', `${what} is no longer available`),
  emptyCart: () => fail(409, 'ORD415', 'The cart has no items'),
  // Coupons (PRM…): meanings chosen by the sandbox.
  couponInvalid: (code: string) => fail(400, 'PRM130', `Coupon code ${code} is not valid`),
  couponExpired: (code: string) => fail(400, 'PRM135', `Coupon code ${code} has expired`),
  couponApplied: (code: string) => fail(409, 'PRM140', `Coupon code ${code} is already applied`),
  couponNotStarted: (code: string) => fail(400, 'PRM160', `Coupon code ${code} is not active yet`),
  couponNotInCart: (code: string) => fail(404, 'PRM416', `Coupon code ${code} is not in the cart`),
  // Shipping and addresses.
  shippingMethodUnavailable: (code: string) => fail(400, 'SHP404', `Shipping method ${code} is not available for this shipment`),
  shipmentNotFound: (id: string) => fail(404, 'SHP404', `Shipment ${id} not found`),
  addressUnverifiable: () => fail(400, 'SHP410', 'The shipping address could not be verified'),
  cantShipThere: (country: string) => fail(400, 'CANT_SHIP_THERE', `We can't ship to ${country} from this site`),
  poBox: () => fail(400, 'SHIPPING_POBOX_UNAVAILABLE', 'Shipping to a PO box is not available for this order'),
  addressNotFound: (what: string) => fail(404, 'ADDRESS_NOT_FOUND', `${what} not found`),
  addressInvalid: (message: string) => fail(400, 'API400', message),
  storeNotFound: (id: string) => fail(404, 'STR404', `Store ${id} not found`),
  // Payments.
  instrumentNotFound: (id: string) => fail(404, 'PAYMENT_INSTRUMENT_NOT_FOUND', `Payment instrument ${id} not found`),
  methodNotApplicable: (method: string) => fail(400, 'PYT400', `Payment method ${method} is not available for this cart`),
  cardInvalid: () => fail(400, 'PYT402', 'The card number is not valid'),
  cardExpired: () => fail(400, 'CC_EXPIRY_DATE_INVALID', 'The card has expired or its expiry date is not valid'),
  paymentDeclined: () => fail(402, 'PAYMENT_ERROR', 'The payment was declined. Please use another payment method'),
  paymentFraud: () => fail(402, 'PAYMENT_FRAUD_VERIFICATION_EXCEPTION', 'The payment could not be verified'),
  paypalCancelled: () => fail(402, 'PAYMENT_ERROR', 'The PayPal payment was cancelled'),
  klarnaDeclined: () => fail(402, 'PAY400', 'Klarna did not approve the payment'),
  authenticationFailed: () => fail(402, 'PAY401', 'The card could not be authenticated (3-D Secure)'),
  paymentIncomplete: () => fail(409, 'PYT404', 'The payment does not cover the order total'),
  giftCardInvalid: () => fail(400, 'GC_INVALID2', 'The gift card number or PIN is not valid'),
  giftCardEmpty: () => fail(400, 'GC_ZERO_BALANCE', 'This gift card has no balance left'),
  giftCardApplied: () => fail(409, 'GC_ALREADY_APPLIED', 'This gift card is already applied to the cart'),
  giftCardNotAllowed: (why: string) => fail(400, 'GC_NOT_ALLOWED', why),
  rewardInvalid: () => fail(400, 'REW130', 'The reward is not valid'),
  rewardRedeemed: () => fail(409, 'REW135', 'The reward has already been redeemed'),
  rewardWithAthlete: () => fail(409, 'REW140', 'Rewards can be used only once the athlete credit is spent'),
  rewardNotEligible: (why: string) => fail(403, 'REW401', why),
  // Orders.
  orderNotFound: (n: string) => fail(404, 'OHS4004', `Order ${n} not found`),
  orderNotPending: (n: string) => fail(409, 'ORD409', `Order ${n} is not waiting for authentication`),
  attemptKeyReused: () => fail(422, 'API400', 'This Idempotency-Key was used for another cart'),
  captchaFailed: () => fail(403, 'AUT403', 'The bot check failed'),
  associateIncomplete: () => fail(400, 'API400', 'inStoreSalesInfo needs both storeId and storeEmployeeId'),
  notTheAssociate: () => fail(403, 'API403', 'inStoreSalesInfo must name the signed-in associate and their store'),
  notAnAssociate: () => fail(403, 'API403', 'Price adjustments are for store associates and employees'),
  adjustmentNotFound: (id: string) => fail(404, 'API404', `Price adjustment ${id} not found`),
  saveForLaterNotFound: (id: string) => fail(404, 'API404', `Saved-for-later list ${id} not found`),
  savedItemNotFound: (id: string) => fail(404, 'API404', `Saved item ${id} not found`),
} as const;
