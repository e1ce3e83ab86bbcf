/**
 * Phone numbers: validation and normalisation to E.164 (docs/decisions.md#phones), on
 * libphonenumber-js with its `min` metadata (dialling codes, trunk prefixes, number lengths and
 * leading digits of every country; ~30 KB gzip). Only the forms that take a phone import this
 * module (sign-up, profile, checkout address, help forms), so the metadata never loads with the
 * header or the home page. The sandbox's country table reads its dialling codes here too.
 *
 * Our rules on top of the library's:
 * - On a NORA site a national number is ten digits, the first 2–9 (the '(XXX) XXX - XXXX' mask).
 * - A number with no country, no dialling code and no '+' is North American (+1) only on a NORA
 *   site; elsewhere it is read in the site's country, never as +1.
 * - The trunk 0 is dropped after the dialling code where the country dials it nationally only
 *   (07700 900123 → +447700900123; 06 12 34 56 78 → +33612345678); Italy keeps its 0.
 */
import { getCountryCallingCode, isSupportedCountry, parsePhoneNumberFromString, type CountryCode, type PhoneNumber } from 'libphonenumber-js/min';
import { MAX_PHONE_DIGITS, NORA_PHONE_PATTERN } from '../../../schemas/forms/validators.ts';

export type PhoneRegion = 'NORA' | 'EMEA';

/** Where a number is read: the region's rule, and the country or dialling code it belongs to. */
export interface PhoneContext {
  region: PhoneRegion;
  /** ISO 3166-1 alpha-2 of the number's country (the address's, the site's). */
  country?: string | undefined;
  /** The dialling code chosen beside the field: '+44', '44', or a select's '+44-GB'. */
  dialCode?: string | undefined;
}

export { MAX_PHONE_DIGITS, NORA_PHONE_PATTERN };
/** A NORA site's numbers, when nothing else names the country. */
const NORA_DEFAULT_COUNTRY: CountryCode = 'US';

const digitsOf = (value: string): string => value.replace(/\D/g, '');

/** The dialling code's digits and, for a select's '+1-CA', its country. */
function readDialCode(dialCode: string | undefined): { code: string; country: CountryCode | undefined } {
  const m = /^\s*\+?(\d{1,4})(?:-([A-Za-z]{2}))?\s*$/.exec(dialCode ?? '');
  if (!m) return { code: '', country: undefined };
  const iso = m[2]?.toUpperCase();
  return { code: m[1]!, country: iso && isSupportedCountry(iso) ? iso : undefined };
}

/** The dialling code of a country, with its plus ('DE' → '+49'); undefined for one we can't dial. */
export function dialCodeFor(country: string): string | undefined {
  const iso = country.toUpperCase();
  return isSupportedCountry(iso) ? `+${getCountryCallingCode(iso)}` : undefined;
}

/** Whether the number is written internationally ('+49…', '0049…'). */
const isInternational = (text: string): boolean => /^\s*(\+|00)/.test(text);

function parse(value: string, ctx: PhoneContext): PhoneNumber | undefined {
  const text = value.trim();
  const digits = digitsOf(text);
  if (!digits || digits.length > MAX_PHONE_DIGITS + 2) return undefined;
  if (isInternational(text)) return parsePhoneNumberFromString(`+${text.trimStart().startsWith('00') ? digits.slice(2) : digits}`);
  const dial = readDialCode(ctx.dialCode);
  const iso = ctx.country?.toUpperCase();
  const country = iso && isSupportedCountry(iso) ? iso : undefined;
  // The number's country wins when it has the chosen code; else the dialling code's own country.
  if (dial.code) {
    if (country && getCountryCallingCode(country) === dial.code) return parsePhoneNumberFromString(text, country);
    if (dial.country) return parsePhoneNumberFromString(text, dial.country);
    return parsePhoneNumberFromString(text, { defaultCallingCode: dial.code });
  }
  if (country) return parsePhoneNumberFromString(text, country);
  return ctx.region === 'NORA' ? parsePhoneNumberFromString(text, NORA_DEFAULT_COUNTRY) : undefined;
}

/**
 * Numbers set aside for fiction that libphonenumber (rightly) calls unassigned: Ofcom's drama
 * mobiles, 07700 900000–900999. Our test data and examples use them, as films do; the US's
 * 555-01XX is already a valid shape. E.164 digits after the '+'.
 */
const FICTION = /^447700900\d{3}$/;

/**
 * Whether the number is a valid phone number where it is read. North American (+1) numbers
 * follow our rule, ten digits the first 2–9; elsewhere the country's numbering plan (its lengths
 * and leading digits: German numbers of eleven or twelve digits pass, a French one missing a
 * digit doesn't).
 */
export function isValidPhone(value: string, ctx: PhoneContext): boolean {
  const number = parse(value, ctx);
  if (!number) return false;
  if (number.countryCallingCode === '1') return NORA_PHONE_PATTERN.test(number.nationalNumber);
  return number.isValid() || FICTION.test(number.number.slice(1));
}

/** The number in E.164 ('+33612345678'), or undefined when it is not a valid number. */
export function toE164(value: string, ctx: PhoneContext): string | undefined {
  return isValidPhone(value, ctx) ? parse(value, ctx)?.number : undefined;
}

/**
 * The national digits to show in a form for a stored international number ('+33612345678' →
 * '0612345678' in France, '3035550100' in the US), and its dialling code; the digits as they are
 * when it can't be read.
 */
export function nationalDigits(international: string): { digits: string; dialCode: string | undefined } {
  const number = parsePhoneNumberFromString(international.trim().startsWith('+') ? international : `+${digitsOf(international)}`);
  if (!number) return { digits: digitsOf(international), dialCode: undefined };
  return { digits: digitsOf(number.formatNational()), dialCode: `+${number.countryCallingCode}` };
}
