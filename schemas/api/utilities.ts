/**
 * Utilities contracts (docs/requirements/account-and-loyalty.md#phone-numbers Utilities): the country list (docs/requirements/account-and-loyalty.md#phone-numbers Country list entry), the
 * address rules per country (the spec shows no path: ours is /consumers-v3/utilities/addressRules),
 * the stores and a store's employees. Both lists are fetched by locale: `locale` in the query
 * (en_US or en-us) wins over the x-locale / x-site-id headers.
 */
import { z } from 'zod';
import { defineContract } from './contract.ts';

const localeQuery = z
  .string()
  .regex(/^[a-z]{2}[-_][A-Za-z]{2}$/, 'a locale such as en_US or fr-ca')
  .optional();
const countryCode = z
  .string()
  .regex(/^[A-Za-z]{2}$/, 'a two-letter country code')
  .transform((c) => c.toUpperCase());

export const countryListEntry = z.object({
  name: z.string(),
  /** E.164 country code with its plus: '+44'. */
  dialCode: z.string().regex(/^\+\d{1,4}$/),
  /** ISO 3166-1 alpha-2. */
  code: z.string().length(2),
  /** Phone mask, X marks a digit. */
  mask: z.string().optional(),
  /** The dial-code select's value: the dial code, or 'dial-country' (+44-GB) when it is shared (docs/requirements/account-and-loyalty.md#phone-numbers). */
  value: z.string(),
});
export type CountryListEntry = z.infer<typeof countryListEntry>;

export const getCountryList = defineContract({
  id: 'utilities.countryList',
  method: 'GET',
  path: '/consumers-v3/utilities/countryList',
  auth: 'public',
  summary: 'Every country with its dialling code (and a phone mask where numbers have one length), named and sorted in the locale’s language',
  request: { query: z.object({ locale: localeQuery }) },
  response: { 200: z.object({ locale: z.string(), countries: z.array(countryListEntry) }) },
});

export const getCountry = defineContract({
  id: 'utilities.country',
  method: 'GET',
  path: '/consumers-v3/utilities/countryList/{countryCode}',
  auth: 'public',
  summary: 'One country of the list',
  description: 'docs/requirements/account-and-loyalty.md#consumer-calls names a "{token}{countryCode}" form next to the list; this is our reading of it: the entry of one country.',
  request: { params: z.object({ countryCode }), query: z.object({ locale: localeQuery }) },
  response: { 200: countryListEntry },
  errors: [{ status: 404, errorIds: ['API404'], when: 'a code that is not in the list (ZZ)' }],
});

export const ADDRESS_RULE_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'addressLine1', 'addressLine2', 'addressLine3', 'city', 'province', 'postalCode', 'country'] as const;

export const addressFieldRule = z.object({
  field: z.enum(ADDRESS_RULE_FIELDS),
  required: z.boolean(),
  minLength: z.number().int().nonnegative().optional(),
  /** minLength equal to maxLength means "exactly n characters". */
  maxLength: z.number().int().positive().optional(),
  /** A JavaScript regular expression source, tested against the whole value (after transform). */
  pattern: z.string().optional(),
  /** X a digit, A a letter, anything else typed for the shopper. */
  mask: z.string().optional(),
  transform: z.literal('uppercase').optional(),
  options: z.array(z.object({ code: z.string(), name: z.string() })).optional(),
});
export type AddressFieldRule = z.infer<typeof addressFieldRule>;

export const getAddressRules = defineContract({
  id: 'utilities.addressRules',
  method: 'GET',
  path: '/consumers-v3/utilities/addressRules',
  auth: 'public',
  summary: "A country's address rules, which override the storefront's defaults (docs/requirements/account-and-loyalty.md#addresses)",
  description:
    'The defaults are in the answer too (every field has a rule), so a client can apply the list as is. countryCode defaults to the site’s country; locale localises province names (fr-ca: Québec).',
  request: { query: z.object({ countryCode: countryCode.optional(), locale: localeQuery }) },
  response: { 200: z.object({ countryCode: z.string(), locale: z.string(), rules: z.array(addressFieldRule) }) },
  errors: [{ status: 404, errorIds: ['API404'], when: 'a country that is not in the list' }],
});

export const openingHours = z.object({ day: z.number().int().min(1).max(7), open: z.string(), close: z.string() });

export const STORE_SERVICES = ['pickup', 'shipToStore', 'returns', 'buyInStore'] as const;

export const store = z.object({
  storeId: z.string(),
  storeName: z.string(),
  address: z.object({ addressLine1: z.string(), city: z.string(), province: z.string().optional(), postalCode: z.string(), country: z.string() }),
  latitude: z.number(),
  longitude: z.number(),
  phone: z.string(),
  email: z.string(),
  timezone: z.string(),
  openingHours: z.array(openingHours),
  services: z.array(z.enum(STORE_SERVICES)),
});
export type Store = z.infer<typeof store>;

export const getStores = defineContract({
  id: 'utilities.stores',
  method: 'GET',
  path: '/consumers-v3/utilities/stores',
  auth: 'public',
  summary: 'The stores, optionally of one country',
  request: { query: z.object({ country: countryCode.optional() }) },
  response: { 200: z.object({ stores: z.array(store) }) },
});

export const getStoreEmployees = defineContract({
  id: 'utilities.storeEmployees',
  method: 'GET',
  path: '/consumers-v3/utilities/stores/{storeId}/employees',
  auth: 'session',
  summary: "The associates of a store, for the associate login's picker (buy-in-store mode)",
  request: { params: z.object({ storeId: z.string().trim().min(1).max(40) }) },
  response: {
    200: z.object({
      storeId: z.string(),
      storeName: z.string(),
      employees: z.array(z.object({ storeEmployeeId: z.string(), firstName: z.string(), lastName: z.string(), role: z.string() })),
    }),
  },
  errors: [{ status: 404, errorIds: ['STR404'], when: 'no store has that id (9999)' }],
});

export const utilitiesContracts = [getCountryList, getCountry, getAddressRules, getStores, getStoreEmployees] as const;
