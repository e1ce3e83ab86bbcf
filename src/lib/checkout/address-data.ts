/**
 * What the address forms read from the gateway, once per page: the country list (names and
 * dialling codes, in the site's language), each country's address rules, and a signed-in
 * shopper's address book. A failure falls back to the defaults (rules) or to typing (no book).
 */
import type { CartAddress } from '../../../schemas/api/cart.ts';
import { callBff } from '../bff/browser.ts';
import { DEFAULT_RULES, type FieldRule } from './address.ts';

export interface Country {
  code: string;
  name: string;
  dialCode: string;
  mask?: string | undefined;
}

export interface SavedAddress extends CartAddress {
  addressId: string;
  approachType: 'S' | 'B';
  main: boolean;
}

const UTILITIES = '/api/gateway/consumers-v3/utilities';
let countries: Promise<Country[]> | null = null;
const rules = new Map<string, Promise<readonly FieldRule[]>>();

export function loadCountries(locale: string): Promise<Country[]> {
  countries ??= callBff<{ countries: Country[] }>('GET', `${UTILITIES}/countryList?locale=${encodeURIComponent(locale)}`).then((answer) => {
    if (answer.ok && Array.isArray(answer.data?.countries)) return answer.data.countries;
    countries = null;
    return [];
  });
  return countries;
}

/** The country's rules (the defaults are in the answer too); the spec's defaults when they can't be read. */
export function loadAddressRules(country: string, locale: string): Promise<readonly FieldRule[]> {
  const key = `${country}:${locale}`;
  let pending = rules.get(key);
  if (!pending) {
    pending = callBff<{ rules: FieldRule[] }>('GET', `${UTILITIES}/addressRules?countryCode=${encodeURIComponent(country)}&locale=${encodeURIComponent(locale)}`).then((answer) => {
      if (answer.ok && Array.isArray(answer.data?.rules)) return answer.data.rules;
      rules.delete(key);
      return DEFAULT_RULES;
    });
    rules.set(key, pending);
  }
  return pending;
}

/** A signed-in shopper's saved addresses (the profile's address list), main ones first. */
export async function loadAddressBook(): Promise<SavedAddress[]> {
  const answer = await callBff<{ consumerProfile?: { consumerDetails?: { address?: SavedAddress[] } } }>('GET', '/api/gateway/consumers-v3/consumer');
  if (!answer.ok) return [];
  const list = answer.data?.consumerProfile?.consumerDetails?.address ?? [];
  return [...list].sort((a, b) => Number(b.main) - Number(a.main));
}

/** Saves an address to the shopper's book (approach type S shipping, B billing). Failure is reported, not fatal: the order goes on. */
export async function saveToAddressBook(address: CartAddress, approachType: 'S' | 'B'): Promise<boolean> {
  const { shippingId: _s, collectionPoint: _c, id: _i, addressId: _a, ...rest } = address;
  const answer = await callBff('POST', '/api/gateway/consumers-v3/consumer/address', { ...rest, approachType });
  return answer.ok;
}
