/**
 * The phone field's rules for the forms (docs/decisions.md#phones), on src/lib/phone/phone.ts.
 * Apart from schemas/forms/validators.ts on purpose: the validators are in the header's and every
 * form's bundle, and importing the phone rules there put libphonenumber's metadata (~30 KB gzip)
 * into all of them. Only the forms that take a phone import this module.
 */
import { EMEA_PHONE_MASK, isBlank, maskLength, NORA_PHONE_MASK, onlyDigits, type FieldMessageId, type Region } from '../../../schemas/forms/validators.ts';
import { isValidPhone, MAX_PHONE_DIGITS, toE164, type PhoneContext } from './phone.ts';

/** Where a phone number is read: its country (the address's, the site's) or the dialling code chosen beside it. */
export interface PhoneWhere {
  country?: string | undefined;
  /** '+44', or a select's '+44-GB'. */
  dialCode?: string | undefined;
}

/** The dialling code a NORA mask implies when nothing else says where the number is. */
const phoneContext = (region: Region, where: PhoneWhere & { mask?: string | undefined }): PhoneContext => ({
  region,
  country: where.country,
  dialCode: where.dialCode || (!where.country && where.mask === NORA_PHONE_MASK ? '+1' : undefined),
});

/**
 * A phone number: required when asked; a supplied pattern (a country's address rule) tests its
 * digits; otherwise it must be a valid number where it is read (phone.ts): NORA's ten digits, the
 * first 2–9, for +1, the country's own numbering plan elsewhere. A NORA mask with no country or
 * code reads the number as +1.
 */
export function validatePhone(value: string | null | undefined, options: { region: Region; mask?: string; pattern?: RegExp; required?: boolean } & PhoneWhere): FieldMessageId | null {
  if (isBlank(value)) return options.required ? 'phoneInvalid' : null;
  if (options.pattern) return options.pattern.test(onlyDigits(value as string)) ? null : 'phoneInvalid';
  const ctx = phoneContext(options.region, options);
  // Nothing says which country outside NORA (an older caller): at least the mask's digits, at most E.164's.
  if (!ctx.country && !ctx.dialCode && ctx.region === 'EMEA' && !/^\s*(\+|00)/.test(value as string)) {
    const n = onlyDigits(value as string).length;
    return n >= maskLength(options.mask ?? EMEA_PHONE_MASK) && n <= MAX_PHONE_DIGITS ? null : 'phoneInvalid';
  }
  return isValidPhone(value as string, ctx) ? null : 'phoneInvalid';
}

/**
 * A phone number in E.164: '+', the dialling code, the national number without its trunk 0 where
 * the country drops it (always after +44). Read with the chosen dialling code, else the number's
 * country; a number already international is kept; ten digits with neither default to +1 only on
 * a NORA site (no region given: NORA). undefined when it is not a valid number.
 */
export function internationalPhone(phone: string, dialCode?: string, where?: { region: Region; country?: string | undefined }): string | undefined {
  return toE164(phone, { region: where?.region ?? 'NORA', country: where?.country, dialCode });
}
