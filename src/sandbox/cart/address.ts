/**
 * Address rules for shipping and billing (docs/requirements/account-and-loyalty.md#addresses): the defaults, the express
 * wallet's looser contact rules, the collection-point rules, PO boxes and where a site ships.
 * Messages are the spec's.
 */
import { EMAIL_PATTERN, NAME_PATTERN } from '../../../schemas/forms/validators.ts';
import { accountSettingsFor } from '../../lib/site/account-settings.ts';
import type { Site } from '../../lib/site/locales.ts';
import type { Address, ShippingContext } from './model.ts';
import { ratesFor } from './rates.ts';
import { UNVERIFIABLE_POSTAL_CODE } from './test-data.ts';
import { WALLET_CITY_MAX, WALLET_TEXT } from '../../lib/payments/wallet/contact-rules.ts';

export { WALLET_CITY_MAX };

export interface AddressIssue {
  field: string;
  message: string;
}

const NAME = NAME_PATTERN;
const EMAIL = EMAIL_PATTERN;
const PHONE = /^\+?[\d\s().-]{6,20}$/;
/** PO boxes in the shop's languages. */
const PO_BOX = /\b(p\.?\s*o\.?\s*box|post\s+office\s+box|postfach|bo[iî]te\s+postale|casella\s+postale|apartado\s+postal)\b/i;

export const ADDRESS_LINE_MAX = 30;
export const NAME_MIN = 2;
export const NAME_MAX = 30;

const MESSAGES = {
  required: 'This field is required',
  name: 'Name is not valid.',
  email: 'Email is not valid',
  phone: 'A valid phone number is required',
  tooLong: (n: number) => `Value must not be longer than ${n} characters`,
  tooShort: (n: number) => `Value must contain at least ${n} characters`,
  walletText: 'Only letters, digits, spaces and common punctuation are allowed',
  walletCity: 'applePayCityNameLength',
  country: 'Country must be a two-letter country code',
};

/**
 * Whether a site asks collection-point contacts for an email and phone (docs/requirements/cart.md#shipping-methods-and-delivery, docs/requirements/account-and-loyalty.md#phone-numbers
 * "configured"): the site's `collectionPointContactRequired` in the one settings table
 * (src/lib/site/account-settings.ts, `accountSettings(siteId)`), which the checkout's form reads too.
 */
export const collectionContactRequired = (site: Site): boolean => accountSettingsFor(site).collectionPointContactRequired;

const blank = (v: string | undefined): boolean => !v || !v.trim();

const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
/** A real ISO 3166 country (the billing country must be in the country list). */
export const isCountry = (code: string): boolean => /^[A-Z]{2}$/.test(code) && regionNames.of(code) !== undefined;

export interface AddressRules {
  kind: 'shipping' | 'billing';
  context?: ShippingContext;
  site: Site;
}

export function addressIssues(a: Address, rules: AddressRules): AddressIssue[] {
  const issues: AddressIssue[] = [];
  const add = (field: string, message: string) => issues.push({ field, message });
  const wallet = rules.context === 'APPLE_PAY_EXPRESS' || rules.context === 'PAYPAL_EXPRESS';

  if (wallet) {
    // Wallet contacts: names, first line and postal code non-blank; no name length rule; city up to 50.
    for (const field of ['firstName', 'lastName', 'addressLine1', 'postalCode', 'city'] as const) if (blank(a[field])) add(field, MESSAGES.required);
    for (const field of ['firstName', 'lastName', 'addressLine1', 'addressLine2', 'addressLine3', 'city', 'province', 'postalCode'] as const) {
      const v = a[field];
      if (v && !WALLET_TEXT.test(v)) add(field, MESSAGES.walletText);
    }
    if (a.city && a.city.length > WALLET_CITY_MAX) add('city', MESSAGES.walletCity);
    if (a.email && !EMAIL.test(a.email)) add('email', MESSAGES.email);
  } else {
    for (const field of ['firstName', 'lastName'] as const) {
      const v = a[field]?.trim() ?? '';
      if (!v) add(field, MESSAGES.required);
      else if (v.length < NAME_MIN) add(field, MESSAGES.tooShort(NAME_MIN));
      else if (v.length > NAME_MAX) add(field, MESSAGES.tooLong(NAME_MAX));
      else if (!NAME.test(v)) add(field, MESSAGES.name);
    }
    if (blank(a.addressLine1)) add('addressLine1', MESSAGES.required);
    if (blank(a.city)) add('city', MESSAGES.required);
    if (blank(a.postalCode)) add('postalCode', MESSAGES.required);
    for (const field of ['addressLine1', 'addressLine2', 'addressLine3', 'city'] as const) {
      const v = a[field];
      if (v && v.length > ADDRESS_LINE_MAX) add(field, MESSAGES.tooLong(ADDRESS_LINE_MAX));
    }
    const contactOptional = rules.context === 'COLLECTION' && !collectionContactRequired(rules.site);
    if (!contactOptional) {
      if (blank(a.email)) add('email', MESSAGES.required);
      if (blank(a.phone)) add('phone', MESSAGES.phone);
    }
    if (a.email && !EMAIL.test(a.email)) add('email', MESSAGES.email);
    if (a.phone && !PHONE.test(a.phone)) add('phone', MESSAGES.phone);
    if (rules.context === 'COLLECTION' && blank(a.collectionPoint?.storeId)) add('collectionPoint.storeId', MESSAGES.required);
  }
  if (!isCountry(a.country)) add('country', MESSAGES.country);
  return issues;
}

export const isPoBox = (a: Address): boolean => [a.addressLine1, a.addressLine2, a.addressLine3].some((line) => line !== undefined && PO_BOX.test(line));

/** The site delivers there (docs/requirements/checkout-and-payments.md#wallet-validation wallet rule: shipping country equals the site's; EU sites add neighbours). */
export const shipsTo = (site: Site, country: string): boolean => ratesFor(site).shipsTo.includes(country);

/** The sandbox's address verification: UNVERIFIABLE_POSTAL_CODE never verifies. */
export const verifies = (a: Address): boolean => a.postalCode.trim() !== UNVERIFIABLE_POSTAL_CODE;

/** Trims every text field: what the shopper typed around a value is not part of it. */
export function normalised(a: Address): Address {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(a)) out[k] = typeof v === 'string' ? v.trim() : v;
  const address = out as unknown as Address;
  address.country = address.country.toUpperCase();
  return address;
}
