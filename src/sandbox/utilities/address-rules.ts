/**
 * Address rules per country (docs/requirements/account-and-loyalty.md#addresses): the defaults (addressLine1, addressLine2 and city at
 * most 30 characters, addressLine1 and city required; names required, 2–30; country, email,
 * phone and postal code required; province optional) and the server's overrides per country
 * (pattern, min/max length, exact length when min equals max, input masks with an upper-case
 * transform). GET /consumers-v3/utilities/addressRules serves the list the storefront applies
 * over its defaults; the consumer service checks address-book entries with the same list, so the
 * form and the server never disagree.
 *
 * Masks: X is a digit, A a letter, anything else is typed for the shopper.
 */
import { EMAIL_PATTERN, NAME_PATTERN } from '../../../schemas/forms/validators.ts';
import { countryEntry, internationalPhone, isListedCountry } from './countries.ts';

export const ADDRESS_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'addressLine1', 'addressLine2', 'addressLine3', 'city', 'province', 'postalCode', 'country'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

export interface FieldRule {
  field: AddressField;
  required: boolean;
  minLength?: number;
  maxLength?: number;
  /** A JavaScript regular expression source, tested against the whole (transformed) value. */
  pattern?: string;
  mask?: string;
  transform?: 'uppercase';
  /** Where the value must be one of a list (provinces). */
  options?: Array<{ code: string; name: string }>;
}

/** docs/requirements/account-and-loyalty.md#addresses. */
export const ADDRESS_TEXT_MAX = 30;
export const NAME_MIN = 2;
export const NAME_MAX = 30;
/** Postal codes are short everywhere; the default keeps nonsense out. */
const POSTAL_CODE_MAX = 10;

/** The NORA phone rule (docs/requirements/account-and-loyalty.md#phone-numbers): ten digits, the first 2–9. */
const NORA_PHONE = '^[2-9]\\d{9}$';

const US_STATES: Array<[string, string]> = [
  ['AL', 'Alabama'], ['AK', 'Alaska'], ['AZ', 'Arizona'], ['AR', 'Arkansas'], ['CA', 'California'], ['CO', 'Colorado'], ['CT', 'Connecticut'],
  ['DE', 'Delaware'], ['DC', 'District of Columbia'], ['FL', 'Florida'], ['GA', 'Georgia'], ['HI', 'Hawaii'], ['ID', 'Idaho'], ['IL', 'Illinois'],
  ['IN', 'Indiana'], ['IA', 'Iowa'], ['KS', 'Kansas'], ['KY', 'Kentucky'], ['LA', 'Louisiana'], ['ME', 'Maine'], ['MD', 'Maryland'],
  ['MA', 'Massachusetts'], ['MI', 'Michigan'], ['MN', 'Minnesota'], ['MS', 'Mississippi'], ['MO', 'Missouri'], ['MT', 'Montana'], ['NE', 'Nebraska'],
  ['NV', 'Nevada'], ['NH', 'New Hampshire'], ['NJ', 'New Jersey'], ['NM', 'New Mexico'], ['NY', 'New York'], ['NC', 'North Carolina'],
  ['ND', 'North Dakota'], ['OH', 'Ohio'], ['OK', 'Oklahoma'], ['OR', 'Oregon'], ['PA', 'Pennsylvania'], ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'], ['SD', 'South Dakota'], ['TN', 'Tennessee'], ['TX', 'Texas'], ['UT', 'Utah'], ['VT', 'Vermont'], ['VA', 'Virginia'],
  ['WA', 'Washington'], ['WV', 'West Virginia'], ['WI', 'Wisconsin'], ['WY', 'Wyoming'],
];

/** Canada's provinces and territories, in English and French (fr-ca). */
const CA_PROVINCES: Array<[string, string, string]> = [
  ['AB', 'Alberta', 'Alberta'], ['BC', 'British Columbia', 'Colombie-Britannique'], ['MB', 'Manitoba', 'Manitoba'],
  ['NB', 'New Brunswick', 'Nouveau-Brunswick'], ['NL', 'Newfoundland and Labrador', 'Terre-Neuve-et-Labrador'],
  ['NS', 'Nova Scotia', 'Nouvelle-Écosse'], ['NT', 'Northwest Territories', 'Territoires du Nord-Ouest'], ['NU', 'Nunavut', 'Nunavut'],
  ['ON', 'Ontario', 'Ontario'], ['PE', 'Prince Edward Island', 'Île-du-Prince-Édouard'], ['QC', 'Quebec', 'Québec'],
  ['SK', 'Saskatchewan', 'Saskatchewan'], ['YT', 'Yukon', 'Yukon'],
];

type Override = Partial<Record<AddressField, Partial<Omit<FieldRule, 'field'>>>>;

const fiveDigits = { required: true, minLength: 5, maxLength: 5, pattern: '^\\d{5}$', mask: 'XXXXX' };

/** Per-country overrides over the defaults; `language` localises province names. */
function overrides(country: string, language: string): Override {
  switch (country) {
    case 'US':
      return {
        postalCode: { required: true, minLength: 5, maxLength: 10, pattern: '^\\d{5}(-\\d{4})?$' },
        province: { required: true, transform: 'uppercase', options: US_STATES.map(([code, name]) => ({ code, name })) },
        phone: { pattern: NORA_PHONE, mask: '(XXX) XXX - XXXX' },
      };
    case 'CA':
      return {
        postalCode: { required: true, minLength: 6, maxLength: 7, pattern: '^[A-Z]\\d[A-Z] ?\\d[A-Z]\\d$', mask: 'AXA XAX', transform: 'uppercase' },
        province: { required: true, transform: 'uppercase', options: CA_PROVINCES.map(([code, en, fr]) => ({ code, name: language === 'fr' ? fr : en })) },
        phone: { pattern: NORA_PHONE, mask: '(XXX) XXX - XXXX' },
      };
    case 'GB':
      return { postalCode: { required: true, minLength: 5, maxLength: 8, pattern: '^[A-Z]{1,2}\\d[A-Z\\d]? ?\\d[A-Z]{2}$', transform: 'uppercase' } };
    case 'FR':
    case 'DE':
      return { postalCode: fiveDigits };
    case 'IT':
      return { postalCode: fiveDigits, province: { required: true, minLength: 2, maxLength: 2, pattern: '^[A-Z]{2}$', mask: 'AA', transform: 'uppercase' } };
    case 'AT':
      return { postalCode: { required: true, minLength: 4, maxLength: 4, pattern: '^\\d{4}$', mask: 'XXXX' } };
    case 'MC':
      return { postalCode: { ...fiveDigits, pattern: '^980\\d{2}$' } };
    case 'SM':
      return { postalCode: { ...fiveDigits, pattern: '^4789\\d$' } };
    case 'VA':
      return { postalCode: { ...fiveDigits, pattern: '^00120$' } };
    default:
      return {};
  }
}

function defaults(): FieldRule[] {
  return [
    { field: 'firstName', required: true, minLength: NAME_MIN, maxLength: NAME_MAX },
    { field: 'lastName', required: true, minLength: NAME_MIN, maxLength: NAME_MAX },
    { field: 'email', required: true, maxLength: 100 },
    { field: 'phone', required: true, maxLength: 20 },
    { field: 'addressLine1', required: true, maxLength: ADDRESS_TEXT_MAX },
    { field: 'addressLine2', required: false, maxLength: ADDRESS_TEXT_MAX },
    { field: 'addressLine3', required: false, maxLength: ADDRESS_TEXT_MAX },
    { field: 'city', required: true, maxLength: ADDRESS_TEXT_MAX },
    { field: 'province', required: false, maxLength: ADDRESS_TEXT_MAX },
    { field: 'postalCode', required: true, maxLength: POSTAL_CODE_MAX },
    { field: 'country', required: true, minLength: 2, maxLength: 2, pattern: '^[A-Z]{2}$', transform: 'uppercase' },
  ];
}

/** The rules for an address in `country`, for a shopper reading `language`. */
export function addressRules(country: string, language: string): FieldRule[] {
  const extra = overrides(country.toUpperCase(), language);
  return defaults().map((rule) => ({ ...rule, ...extra[rule.field] }));
}

/** docs/requirements/account-and-loyalty.md#addresses messages. */
export const RULE_MESSAGES = {
  required: 'This field is required',
  exactly: (n: number) => `Value must contain exactly ${n} characters`,
  atLeast: (n: number) => `Value must contain at least ${n} characters`,
  atMost: (n: number) => `Value must not be longer than ${n} characters`,
  pattern: (pattern: string) => `Value should match ${pattern}`,
  name: 'Name is not valid.',
  email: 'Email is not valid',
  phone: 'A valid phone number is required',
  country: 'Choose a country from the list',
  option: 'Choose a value from the list',
} as const;

export interface RuleIssue {
  field: AddressField;
  message: string;
}

export type AddressValues = Partial<Record<AddressField, string | undefined>> & { phoneCode?: string | undefined };

const blank = (v: string | undefined): boolean => v === undefined || v.trim() === '';

/** Applies a rule's transform: what the mask shows is what is stored. */
export function transformed(rule: FieldRule, value: string): string {
  const trimmed = value.trim();
  return rule.transform === 'uppercase' ? trimmed.toUpperCase() : trimmed;
}

/**
 * Checks an address against its country's rules: one issue per failing field, the first rule it
 * breaks. Phones are checked as national numbers against the country's pattern when it has one,
 * else as any number that makes a valid international form.
 */
export function checkAddress(values: AddressValues, language: string): RuleIssue[] {
  const country = (values.country ?? '').trim().toUpperCase();
  const issues: RuleIssue[] = [];
  for (const rule of addressRules(country, language)) {
    const raw = values[rule.field];
    if (blank(raw)) {
      if (rule.required) issues.push({ field: rule.field, message: rule.field === 'phone' ? RULE_MESSAGES.phone : RULE_MESSAGES.required });
      continue;
    }
    const value = transformed(rule, raw as string);
    const issue = fieldIssue(rule, value, values.phoneCode);
    if (issue) issues.push({ field: rule.field, message: issue });
  }
  return issues;
}

function fieldIssue(rule: FieldRule, value: string, phoneCode: string | undefined): string | undefined {
  if (rule.field === 'phone') {
    const digits = value.replace(/[\s().-]/g, '');
    if (rule.pattern) {
      const national = digits.replace(/^\+?1(?=\d{10}$)/, '');
      return new RegExp(rule.pattern).test(national) ? undefined : RULE_MESSAGES.phone;
    }
    return /^\+?\d{6,15}$/.test(digits) && internationalPhone(value, phoneCode) ? undefined : RULE_MESSAGES.phone;
  }
  const { minLength: min, maxLength: max } = rule;
  if (min !== undefined && max !== undefined && min === max && value.length !== min) return RULE_MESSAGES.exactly(min);
  if (min !== undefined && value.length < min) return RULE_MESSAGES.atLeast(min);
  if (max !== undefined && value.length > max) return RULE_MESSAGES.atMost(max);
  if (rule.field === 'firstName' || rule.field === 'lastName') return NAME_PATTERN.test(value) ? undefined : RULE_MESSAGES.name;
  if (rule.field === 'email') return EMAIL_PATTERN.test(value) ? undefined : RULE_MESSAGES.email;
  if (rule.field === 'country' && !isListedCountry(value)) return RULE_MESSAGES.country;
  if (rule.options && !rule.options.some((o) => o.code === value)) return RULE_MESSAGES.option;
  if (rule.pattern && !new RegExp(rule.pattern).test(value)) return RULE_MESSAGES.pattern(rule.pattern);
  return undefined;
}

/** The country's name, for messages. */
export const countryName = (code: string, language: string): string => countryEntry(code, language)?.name ?? code;
