/**
 * The device wallet's express rules (docs/requirements/checkout-and-payments.md#device-wallet,
 * docs/requirements/checkout-and-payments.md#wallet-validation): the constants, the contact validation with its exact message keys,
 * the wallet's shipping methods and the summary shown on errors. Pure and browser-safe: the
 * state machine (./machine.ts) and both adapters use it; tests/unit/payments/wallet-rules.test.ts
 * covers each rule.
 */
import type { CartOnScreen as Cart, CartAddress } from '../../../../schemas/api/cart.ts';
import { toCartAddress, emptyAddress } from '../../checkout/address.ts';
import { QUICK_SHOP_MAX_QTY, QUICK_SHOP_QTY } from '../../quick-shop/cart-line.ts';
import { WALLET_CITY_MAX, WALLET_TEXT } from './contact-rules.ts';

export { WALLET_CITY_MAX, WALLET_TEXT };

/** A payment-session request is retried (once) after 3000 ms (docs/requirements/checkout-and-payments.md#payment-session). */
export const PAYMENT_SESSION_RETRY_MS = 3000;
/** "Quick-shop and wallet adds use quantity 1 and maxQty 1": one rule, quick shop's constants. */
export const WALLET_QTY = QUICK_SHOP_QTY;
export const WALLET_MAX_QTY = QUICK_SHOP_MAX_QTY;
/** The wallet never offers these shipping methods (they need a store or a collection point). */
export const WALLET_EXCLUDED_METHODS: readonly string[] = ['pickup', 'pudo', 'sts'];
/** The confirmation's storeContext after a wallet purchase from a product page. */
export const PDP_STORE_CONTEXT = 'applePayPdp';
/** The payment method code of the device wallet (docs/requirements/checkout-and-payments.md#payment-kinds). */
export const WALLET_METHOD = 'DW_APPLE_PAY';
/** The shipping-address context of a wallet express order (docs/requirements/checkout-and-payments.md#checkout-calls). */
export const WALLET_CONTEXT = 'APPLE_PAY_EXPRESS';
/** A wallet coupon that fails is only logged, with these words. */
export const COUPON_NOT_APPLIED = 'Coupon could not be applied';
/** The summary total shown on errors (docs/requirements/checkout-and-payments.md#device-wallet). */
export const ERROR_TOTAL_AMOUNT = '1';


/** The wallet's contact, as Apple Pay JS hands it (ApplePayPaymentContact). */
export interface WalletContact {
  givenName?: string | undefined;
  familyName?: string | undefined;
  addressLines?: string[] | undefined;
  locality?: string | undefined;
  administrativeArea?: string | undefined;
  postalCode?: string | undefined;
  countryCode?: string | undefined;
  emailAddress?: string | undefined;
  phoneNumber?: string | undefined;
}

/** Apple Pay's contact fields (ApplePayErrorContactField) that our rules name. */
export type WalletContactField = 'name' | 'addressLines' | 'locality' | 'administrativeArea' | 'postalCode' | 'countryCode' | 'emailAddress' | 'phoneNumber';
/** Apple Pay's error codes (ApplePayErrorCode). */
export type WalletErrorCode = 'shippingContactInvalid' | 'billingContactInvalid' | 'addressUnserviceable' | 'unknown';
/** The message keys of docs/requirements/checkout-and-payments.md#wallet-validation (words in ./messages.ts). */
export type WalletMessageKey =
  | 'applePayCountryError'
  | 'applePayCityNameLength'
  | 'shippingContactInvalid'
  | 'billingContactInvalid'
  | 'addressUnserviceable'
  | 'applePayShippingMethodError'
  | 'applePayShippingMethodListError'
  | 'unknown';

export interface WalletError {
  code: WalletErrorCode;
  messageKey: WalletMessageKey;
  contactField?: WalletContactField | undefined;
  /** For shippingContactInvalid / billingContactInvalid: a blank required field, or a character the rule refuses. */
  reason?: 'required' | 'characters' | undefined;
  /** For unknown: the words of the failure (the error catalogue's), when there are any. */
  message?: string | undefined;
}

export type ContactKind = 'shipping' | 'billing';

const blank = (v: string | undefined): boolean => !v || !v.trim();

/**
 * The contact's problems, in field order. Shipping also checks the site's country
 * (applePayCountryError); both check the city length (applePayCityNameLength). The billing
 * country's place in the country list is checked by the machine (it needs the list).
 */
export function contactErrors(contact: WalletContact, kind: ContactKind, siteCountry: string): WalletError[] {
  const code: WalletErrorCode = kind === 'shipping' ? 'shippingContactInvalid' : 'billingContactInvalid';
  const invalid = (contactField: WalletContactField, reason: 'required' | 'characters'): WalletError => ({ code, messageKey: code, contactField, reason });
  const errors: WalletError[] = [];
  const lines = contact.addressLines ?? [];
  if (blank(contact.givenName) || blank(contact.familyName)) errors.push(invalid('name', 'required'));
  else if (!WALLET_TEXT.test(contact.givenName ?? '') || !WALLET_TEXT.test(contact.familyName ?? '')) errors.push(invalid('name', 'characters'));
  if (blank(lines[0])) errors.push(invalid('addressLines', 'required'));
  else if (lines.some((l) => !WALLET_TEXT.test(l))) errors.push(invalid('addressLines', 'characters'));
  errors.push(...localityErrors(contact, kind));
  if (contact.administrativeArea && !WALLET_TEXT.test(contact.administrativeArea)) errors.push(invalid('administrativeArea', 'characters'));
  if (blank(contact.postalCode)) errors.push(invalid('postalCode', 'required'));
  else if (!WALLET_TEXT.test(contact.postalCode ?? '')) errors.push(invalid('postalCode', 'characters'));
  if (kind === 'shipping') {
    const country = countryError(contact, siteCountry);
    if (country) errors.push(country);
  } else if (blank(contact.countryCode)) {
    errors.push(invalid('countryCode', 'required'));
  }
  return errors;
}

function localityErrors(contact: WalletContact, kind: ContactKind): WalletError[] {
  const code: WalletErrorCode = kind === 'shipping' ? 'shippingContactInvalid' : 'billingContactInvalid';
  const city = contact.locality ?? '';
  if (blank(city)) return [{ code, messageKey: code, contactField: 'locality', reason: 'required' }];
  if (city.trim().length > WALLET_CITY_MAX) return [{ code, messageKey: 'applePayCityNameLength', contactField: 'locality' }];
  if (!WALLET_TEXT.test(city)) return [{ code, messageKey: code, contactField: 'locality', reason: 'characters' }];
  return [];
}

function countryError(contact: WalletContact, siteCountry: string): WalletError | null {
  const country = (contact.countryCode ?? '').trim().toUpperCase();
  return country === siteCountry.toUpperCase() ? null : { code: 'shippingContactInvalid', messageKey: 'applePayCountryError', contactField: 'countryCode' };
}

/**
 * What the wallet shows before authorization (Apple Pay hands a partial, redacted address:
 * city, postal code, country): the site's country and the city's length are checked already.
 */
export function partialContactErrors(contact: WalletContact, siteCountry: string): WalletError[] {
  const errors: WalletError[] = [];
  const country = countryError(contact, siteCountry);
  if (country) errors.push(country);
  if ((contact.locality ?? '').trim().length > WALLET_CITY_MAX) errors.push({ code: 'shippingContactInvalid', messageKey: 'applePayCityNameLength', contactField: 'locality' });
  return errors;
}

/** The billing country must be in the country list (docs/requirements/checkout-and-payments.md#wallet-validation). */
export function billingCountryError(contact: WalletContact, countries: readonly string[]): WalletError | null {
  const country = (contact.countryCode ?? '').trim().toUpperCase();
  return countries.map((c) => c.toUpperCase()).includes(country) ? null : { code: 'billingContactInvalid', messageKey: 'billingContactInvalid', contactField: 'countryCode' };
}

/** The gateway's address of a wallet contact (the checkout's own conversion: trimmed, blanks left out). */
export function contactToAddress(contact: WalletContact, fallbackEmail?: string): CartAddress {
  const lines = contact.addressLines ?? [];
  const values = {
    ...emptyAddress((contact.countryCode ?? '').trim().toUpperCase()),
    firstName: contact.givenName ?? '',
    lastName: contact.familyName ?? '',
    addressLine1: lines[0] ?? '',
    addressLine2: lines.slice(1).join(' '),
    city: contact.locality ?? '',
    province: contact.administrativeArea ?? '',
    postalCode: contact.postalCode ?? '',
    email: contact.emailAddress ?? fallbackEmail ?? '',
  };
  // The wallet's phone is already international (+1 303…): kept as given, not re-dialled.
  const address = toCartAddress(values, undefined);
  const phone = contact.phoneNumber?.trim();
  return phone ? { ...address, phone } : address;
}

/** A gateway refusal of the wallet's shipping address, as the wallet's error (docs/requirements/checkout-and-payments.md#wallet-validation). */
export function shippingAddressError(errorId: string | null, gatewayMessage: string | null): WalletError {
  if (errorId === 'CANT_SHIP_THERE' || errorId === 'SHIPPING_POBOX_UNAVAILABLE' || errorId === 'SHP410') return { code: 'addressUnserviceable', messageKey: 'addressUnserviceable' };
  const field = fieldOfAddressMessage(gatewayMessage);
  if (errorId === 'API400' && field) return { code: 'shippingContactInvalid', messageKey: 'shippingContactInvalid', contactField: field, reason: 'characters' };
  return { code: 'unknown', messageKey: 'unknown' };
}

/** The gateway names a field as `address.city: …`: the wallet's field for it. */
export function fieldOfAddressMessage(message: string | null): WalletContactField | undefined {
  const named = (message?.split(':')[0] ?? '').split('.').pop() ?? '';
  const map: Record<string, WalletContactField> = {
    firstName: 'name',
    lastName: 'name',
    addressLine1: 'addressLines',
    addressLine2: 'addressLines',
    addressLine3: 'addressLines',
    city: 'locality',
    province: 'administrativeArea',
    postalCode: 'postalCode',
    country: 'countryCode',
    email: 'emailAddress',
    phone: 'phoneNumber',
  };
  return map[named];
}

export type ShippingMethod = Cart['shippingMethods'][number]['applicableShippingMethods'][number];

/** The methods the wallet offers: the cart's own shipment's, without pickup, pudo and sts (docs/requirements/checkout-and-payments.md#wallet-validation). */
export const walletShippingMethods = (methods: readonly ShippingMethod[]): ShippingMethod[] => methods.filter((m) => !WALLET_EXCLUDED_METHODS.includes(m.code));

/** Apple Pay's line item (ApplePayLineItem). */
export interface WalletLineItem {
  label: string;
  amount: string;
  type: 'final' | 'pending';
}

/** On errors the summary total is amount 1 and pending. */
export const errorTotal = (label: string): WalletLineItem => ({ label, amount: ERROR_TOTAL_AMOUNT, type: 'pending' });

/** An amount as Apple Pay wants it: a decimal string with two places. */
export const walletAmount = (amount: number): string => (Math.round(amount * 100) / 100).toFixed(2);
