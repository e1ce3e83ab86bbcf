/**
 * The checkout's address form rules (docs/requirements/account-and-loyalty.md#addresses): the defaults, overridden per
 * country by the server's rules list (GET /consumers-v3/utilities/addressRules: required,
 * min/max and exact length, pattern, input mask, upper-case transform, the province list), with
 * the spec's words. The server checks the same list, so the form and the gateway agree; what the
 * form can't know (PO boxes, where the site ships, address verification) comes back from the
 * gateway and is shown at the field too.
 *
 * Pure and schema-free: it runs in the checkout island.
 */
import {
  EMAIL_PATTERN,
  NAME_PATTERN,
  defaultPhoneMask,
  isBlank,
  onlyDigits,
  type FieldResult,
  type Region,
} from '../../../schemas/forms/validators.ts';
import { internationalPhone, validatePhone } from '../phone/fields.ts';
import type { CartAddress } from '../../../schemas/api/cart.ts';

export const ADDRESS_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'addressLine1', 'addressLine2', 'city', 'province', 'postalCode', 'country'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressValues = Record<AddressField, string>;

export interface FieldRule {
  field: string;
  required: boolean;
  minLength?: number | undefined;
  maxLength?: number | undefined;
  pattern?: string | undefined;
  mask?: string | undefined;
  transform?: 'uppercase' | undefined;
  options?: Array<{ code: string; name: string }> | undefined;
}

/** docs/requirements/account-and-loyalty.md#addresses defaults, used until (or when) the country's list can't be read. */
export const DEFAULT_RULES: readonly FieldRule[] = [
  { field: 'firstName', required: true, minLength: 2, maxLength: 30 },
  { field: 'lastName', required: true, minLength: 2, maxLength: 30 },
  { field: 'email', required: true, maxLength: 100 },
  { field: 'phone', required: true, maxLength: 20 },
  { field: 'addressLine1', required: true, maxLength: 30 },
  { field: 'addressLine2', required: false, maxLength: 30 },
  { field: 'city', required: true, maxLength: 30 },
  { field: 'province', required: false, maxLength: 30 },
  { field: 'postalCode', required: true, maxLength: 10 },
  { field: 'country', required: true },
];

export const emptyAddress = (country: string): AddressValues => ({
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  province: '',
  postalCode: '',
  country,
});

export const ruleFor = (rules: readonly FieldRule[], field: AddressField): FieldRule | undefined => rules.find((r) => r.field === field);

/** Applies a mask as the shopper types: X a digit, A a letter, anything else typed for them. */
export function applyFieldMask(value: string, mask: string): string {
  const chars = value.replace(/[^\p{L}\p{N}]/gu, '').split('');
  let out = '';
  let next = 0;
  for (const m of mask) {
    if (next >= chars.length) break;
    if (m === 'X' || m === 'A') {
      // Skip what can't go in this slot rather than stopping: a stray letter in a digit slot is dropped.
      while (next < chars.length && !(m === 'X' ? /\d/.test(chars[next] as string) : /\p{L}/u.test(chars[next] as string))) next++;
      if (next >= chars.length) break;
      out += chars[next++];
    } else {
      out += m;
    }
  }
  return out;
}

/** What the field holds once the rule's transform and mask are applied (on input). */
export function shapeInput(field: AddressField, value: string, rule: FieldRule | undefined): string {
  let v = rule?.transform === 'uppercase' ? value.toUpperCase() : value;
  // Phone masks are applied to digits only; others (postal codes) by their mask.
  if (rule?.mask && field !== 'phone' && field !== 'province') v = applyFieldMask(v, rule.mask);
  return v;
}

interface CheckContext {
  region: Region;
  /** The address's country: its phone is read in that country's numbering plan. */
  country?: string | undefined;
}

/**
 * The first problem of one field, as a field message result (ids of schemas/forms/messages.ts),
 * or null. Names use the name rule, email the email rule, phone the country's rule or numbering plan.
 */
export function addressFieldProblem(field: AddressField, raw: string, rule: FieldRule | undefined, ctx: CheckContext): FieldResult {
  const value = raw.trim();
  const required = rule?.required ?? false;
  if (field === 'phone') {
    // The country's rule pattern (NORA's ten digits) when it has one, else its numbering plan.
    return validatePhone(value, { region: ctx.region, required, mask: rule?.mask ?? defaultPhoneMask(ctx.region), country: ctx.country, ...(rule?.pattern ? { pattern: new RegExp(rule.pattern) } : {}) });
  }
  if (isBlank(value)) return required ? 'required' : null;
  const min = rule?.minLength;
  const max = rule?.maxLength;
  if (min !== undefined && max !== undefined && min === max && value.length !== min) return { id: 'lengthExact', values: { n: min } };
  if (min !== undefined && value.length < min) return { id: 'lengthMin', values: { n: min } };
  if (max !== undefined && value.length > max) return { id: 'lengthMax', values: { n: max } };
  if ((field === 'firstName' || field === 'lastName') && !NAME_PATTERN.test(value)) return 'nameInvalid';
  if (field === 'email' && !EMAIL_PATTERN.test(value)) return 'emailInvalid';
  if (rule?.options?.length && !rule.options.some((o) => o.code === value)) return 'required';
  if (rule?.pattern && !new RegExp(rule.pattern).test(value)) return { id: 'pattern', values: { pattern: rule.mask ?? example(field) } };
  return null;
}

/** What the pattern message shows when a rule has no mask to show. */
const example = (field: AddressField): string => (field === 'postalCode' ? 'postal code' : field);

/** Every field's problem (only fields that have one). `skip` leaves fields out (email when the form doesn't ask it). */
export function addressProblems(values: AddressValues, rules: readonly FieldRule[], ctx: CheckContext, skip: readonly AddressField[] = []): Partial<Record<AddressField, FieldResult>> {
  const out: Partial<Record<AddressField, FieldResult>> = {};
  for (const field of ADDRESS_FIELDS) {
    if (skip.includes(field)) continue;
    const problem = addressFieldProblem(field, values[field], ruleFor(rules, field), { country: values.country, ...ctx });
    if (problem) out[field] = problem;
  }
  return out;
}

/** The gateway's address from the form: trimmed, blanks left out, the phone in international form with its dial code. */
export function toCartAddress(values: AddressValues, dialCode: string | undefined, extra: Partial<CartAddress> = {}): CartAddress {
  const text = (v: string) => v.trim();
  // The address's country reads the number; its region only matters for a country we can't dial.
  const phone = values.phone.trim() ? internationalPhone(values.phone, dialCode, { region: values.country === 'US' || values.country === 'CA' ? 'NORA' : 'EMEA', country: values.country }) : undefined;
  return {
    firstName: text(values.firstName),
    lastName: text(values.lastName),
    addressLine1: text(values.addressLine1),
    ...(text(values.addressLine2) ? { addressLine2: text(values.addressLine2) } : {}),
    city: text(values.city),
    ...(text(values.province) ? { province: text(values.province) } : {}),
    postalCode: text(values.postalCode),
    country: values.country.toUpperCase(),
    ...(text(values.email) ? { email: text(values.email) } : {}),
    ...(phone ? { phone } : {}),
    ...(dialCode ? { phoneCode: dialCode } : {}),
    ...extra,
  };
}

/** The form's values from a saved or cart address (the phone shown without its dial code). */
export function fromCartAddress(a: Partial<CartAddress>, fallbackCountry: string): AddressValues {
  const code = onlyDigits(a.phoneCode ?? '');
  const digits = onlyDigits(a.phone ?? '');
  const national = code && digits.startsWith(code) ? digits.slice(code.length) : digits;
  return {
    firstName: a.firstName ?? '',
    lastName: a.lastName ?? '',
    email: a.email ?? '',
    phone: national,
    addressLine1: a.addressLine1 ?? '',
    addressLine2: a.addressLine2 ?? '',
    city: a.city ?? '',
    province: a.province ?? '',
    postalCode: a.postalCode ?? '',
    country: a.country ?? fallbackCountry,
  };
}

/** The gateway names a field as `address.postalCode`, `billingAddress.city` or `postalCode`. */
export function fieldOfGatewayMessage(field: string | undefined, message: string | null): AddressField | null {
  const named = (field ?? message?.split(':')[0] ?? '').split('.').pop() ?? '';
  return (ADDRESS_FIELDS as readonly string[]).includes(named) ? (named as AddressField) : null;
}

/** One line for showing an address back to the shopper. */
export const addressLine = (a: Partial<CartAddress>): string =>
  [a.addressLine1, a.addressLine2, [a.postalCode, a.city].filter(Boolean).join(' '), a.province, a.country].filter(Boolean).join(', ');
