/**
 * The country list (docs/requirements/account-and-loyalty.md#phone-numbers Country list entry: name, dialCode, code, optional phone mask;
 * docs/requirements/account-and-loyalty.md#phone-numbers "about 240 entries with dialling codes and some masks"). Codes are ISO 3166-1 alpha-2 plus
 * Kosovo (XK, user-assigned but issued by every phone network); the six territories with no
 * telephone service of their own (AQ, BV, GS, HM, TF, UM) are left out, and so is Pitcairn (PN),
 * which has no numbering plan in the phone metadata. Dialling codes are the ITU-T E.164 country
 * codes, read from the storefront's phone metadata (src/lib/phone/phone.ts): the North American
 * Numbering Plan members all share +1, the area code being part of the national number. Names come from the runtime's CLDR data
 * (Intl.DisplayNames) in the caller's language, so they are never hand-translated.
 */
import { dialCodeFor, toE164 } from '../../lib/phone/phone.ts';

/** ISO 3166-1 alpha-2 codes of the listed countries. */
const LISTED: readonly string[] = [
  'AD', 'AE', 'AF', 'AG', 'AI', 'AL', 'AM', 'AO', 'AR', 'AS', 'AT', 'AU', 'AW', 'AX', 'AZ', 'BA', 'BB', 'BD', 'BE', 'BF',
  'BG', 'BH', 'BI', 'BJ', 'BL', 'BM', 'BN', 'BO', 'BQ', 'BR', 'BS', 'BT', 'BW', 'BY', 'BZ', 'CA', 'CC', 'CD', 'CF', 'CG',
  'CH', 'CI', 'CK', 'CL', 'CM', 'CN', 'CO', 'CR', 'CU', 'CV', 'CW', 'CX', 'CY', 'CZ', 'DE', 'DJ', 'DK', 'DM', 'DO', 'DZ',
  'EC', 'EE', 'EG', 'EH', 'ER', 'ES', 'ET', 'FI', 'FJ', 'FK', 'FM', 'FO', 'FR', 'GA', 'GB', 'GD', 'GE', 'GF', 'GG', 'GH',
  'GI', 'GL', 'GM', 'GN', 'GP', 'GQ', 'GR', 'GT', 'GU', 'GW', 'GY', 'HK', 'HN', 'HR', 'HT', 'HU', 'ID', 'IE', 'IL', 'IM',
  'IN', 'IO', 'IQ', 'IR', 'IS', 'IT', 'JE', 'JM', 'JO', 'JP', 'KE', 'KG', 'KH', 'KI', 'KM', 'KN', 'KP', 'KR', 'KW', 'KY',
  'KZ', 'LA', 'LB', 'LC', 'LI', 'LK', 'LR', 'LS', 'LT', 'LU', 'LV', 'LY', 'MA', 'MC', 'MD', 'ME', 'MF', 'MG', 'MH', 'MK',
  'ML', 'MM', 'MN', 'MO', 'MP', 'MQ', 'MR', 'MS', 'MT', 'MU', 'MV', 'MW', 'MX', 'MY', 'MZ', 'NA', 'NC', 'NE', 'NF', 'NG',
  'NI', 'NL', 'NO', 'NP', 'NR', 'NU', 'NZ', 'OM', 'PA', 'PE', 'PF', 'PG', 'PH', 'PK', 'PL', 'PM', 'PR', 'PS', 'PT',
  'PW', 'PY', 'QA', 'RE', 'RO', 'RS', 'RU', 'RW', 'SA', 'SB', 'SC', 'SD', 'SE', 'SG', 'SH', 'SI', 'SJ', 'SK', 'SL', 'SM',
  'SN', 'SO', 'SR', 'SS', 'ST', 'SV', 'SX', 'SY', 'SZ', 'TC', 'TD', 'TG', 'TH', 'TJ', 'TK', 'TL', 'TM', 'TN', 'TO', 'TR',
  'TT', 'TV', 'TW', 'TZ', 'UA', 'UG', 'US', 'UY', 'UZ', 'VA', 'VC', 'VE', 'VG', 'VI', 'VN', 'VU', 'WF', 'WS', 'XK', 'YE',
  'YT', 'ZA', 'ZM', 'ZW',
];

/**
 * ISO code → E.164 country code, without the plus: read from libphonenumber-js's metadata, the
 * storefront's phone rules' own source (src/lib/phone/phone.ts), so the two never disagree.
 */
const DIAL_CODES: Readonly<Record<string, string>> = Object.fromEntries(
  LISTED.flatMap((code) => {
    const dial = dialCodeFor(code);
    return dial ? [[code, dial.slice(1)]] : [];
  }),
);

/** The NANP mask: ten digits, area code first (docs/requirements/account-and-loyalty.md#phone-numbers NORA default). */
const NANP_MASK = '(XXX) XXX - XXXX';

/**
 * Phone masks (X a digit) where a country's national numbers have one fixed length: the
 * national significant number plus the trunk 0 where people write it (07700 900123).
 * Countries without a mask use the region default (docs/requirements/account-and-loyalty.md#phone-numbers).
 */
const MASKS: Readonly<Record<string, string>> = {
  GB: 'XXXXX XXXXXX',
  FR: 'XX XX XX XX XX',
  IT: 'XXX XXX XXXX',
  ES: 'XXX XX XX XX',
  PT: 'XXX XXX XXX',
  NL: 'XX XXXX XXXX',
  BE: 'XXXX XX XX XX',
  CH: 'XXX XXX XX XX',
  AU: 'XXXX XXX XXX',
  MX: 'XX XXXX XXXX',
};

export interface CountryEntry {
  /** The country's name in the caller's language. */
  name: string;
  /** E.164 country code with its plus: '+44'. */
  dialCode: string;
  /** ISO 3166-1 alpha-2. */
  code: string;
  mask?: string;
  /**
   * The dial-code select's value (docs/requirements/account-and-loyalty.md#phone-numbers): the dial code alone, or 'dial-country'
   * ('+44-GB') when other countries share the code, so each option stays unique.
   */
  value: string;
}

export const COUNTRY_CODES: readonly string[] = Object.keys(DIAL_CODES);

const sharers = new Map<string, number>();
for (const dial of Object.values(DIAL_CODES)) sharers.set(dial, (sharers.get(dial) ?? 0) + 1);

export const dialCodeOf = (code: string): string | undefined => {
  const dial = DIAL_CODES[code.toUpperCase()];
  return dial === undefined ? undefined : `+${dial}`;
};

export const isListedCountry = (code: string): boolean => DIAL_CODES[code.toUpperCase()] !== undefined;

function entry(code: string, names: Intl.DisplayNames): CountryEntry {
  const dial = DIAL_CODES[code] as string;
  const dialCode = `+${dial}`;
  const mask = dial === '1' ? NANP_MASK : MASKS[code];
  return {
    name: names.of(code) ?? code,
    dialCode,
    code,
    ...(mask ? { mask } : {}),
    value: (sharers.get(dial) ?? 0) > 1 ? `${dialCode}-${code}` : dialCode,
  };
}

const cache = new Map<string, CountryEntry[]>();

/** Every country, named in `language` (BCP 47: en, fr-CA…) and sorted the way that language sorts. */
export function countryList(language: string): CountryEntry[] {
  const cached = cache.get(language);
  if (cached) return cached;
  const names = new Intl.DisplayNames([language, 'en'], { type: 'region' });
  const collator = new Intl.Collator(language);
  const list = COUNTRY_CODES.map((code) => entry(code, names)).sort((a, b) => collator.compare(a.name, b.name));
  cache.set(language, list);
  return list;
}

export function countryEntry(code: string, language: string): CountryEntry | undefined {
  const upper = code.toUpperCase();
  return isListedCountry(upper) ? entry(upper, new Intl.DisplayNames([language, 'en'], { type: 'region' })) : undefined;
}

/**
 * A phone number in E.164, or undefined when it is not a valid number (the storefront's rules,
 * src/lib/phone/phone.ts): read with its dialling code (the trunk 0 dropped where the country
 * drops it, always after 44); without one, a number already international is kept, and ten
 * digits are North American (+1).
 */
export function internationalPhone(phone: string, phoneCode?: string): string | undefined {
  const code = (phoneCode ?? '').replace(/\D/g, '');
  return toE164(phone, { region: !code || code === '1' ? 'NORA' : 'EMEA', dialCode: code || undefined });
}

/** The dialling code an international number starts with (the longest that matches). */
export function dialCodeOfNumber(international: string): string | undefined {
  const digits = international.replace(/\D/g, '');
  for (let length = 4; length >= 1; length--) {
    const prefix = digits.slice(0, length);
    if (sharers.has(prefix)) return `+${prefix}`;
  }
  return undefined;
}
