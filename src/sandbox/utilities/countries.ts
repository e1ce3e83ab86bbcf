/**
 * The country list (seed 001 §3 Country list entry: name, dialCode, code, optional phone mask;
 * §9 "about 240 entries with dialling codes and some masks"). Codes are ISO 3166-1 alpha-2 plus
 * Kosovo (XK, user-assigned but issued by every phone network); the six territories with no
 * telephone service of their own (AQ, BV, GS, HM, TF, UM) are left out. Dialling codes are the
 * ITU-T E.164 country codes: the North American Numbering Plan members all share +1, the area
 * code being part of the national number. Names come from the runtime's CLDR data
 * (Intl.DisplayNames) in the caller's language, so they are never hand-translated.
 */

/** ISO code → E.164 country code, without the plus. */
const DIAL_CODES: Readonly<Record<string, string>> = {
  AD: '376', AE: '971', AF: '93', AG: '1', AI: '1', AL: '355', AM: '374', AO: '244', AR: '54', AS: '1', AT: '43', AU: '61', AW: '297', AX: '358', AZ: '994',
  BA: '387', BB: '1', BD: '880', BE: '32', BF: '226', BG: '359', BH: '973', BI: '257', BJ: '229', BL: '590', BM: '1', BN: '673', BO: '591', BQ: '599', BR: '55',
  BS: '1', BT: '975', BW: '267', BY: '375', BZ: '501',
  CA: '1', CC: '61', CD: '243', CF: '236', CG: '242', CH: '41', CI: '225', CK: '682', CL: '56', CM: '237', CN: '86', CO: '57', CR: '506', CU: '53', CV: '238',
  CW: '599', CX: '61', CY: '357', CZ: '420',
  DE: '49', DJ: '253', DK: '45', DM: '1', DO: '1', DZ: '213',
  EC: '593', EE: '372', EG: '20', EH: '212', ER: '291', ES: '34', ET: '251',
  FI: '358', FJ: '679', FK: '500', FM: '691', FO: '298', FR: '33',
  GA: '241', GB: '44', GD: '1', GE: '995', GF: '594', GG: '44', GH: '233', GI: '350', GL: '299', GM: '220', GN: '224', GP: '590', GQ: '240', GR: '30', GT: '502',
  GU: '1', GW: '245', GY: '592',
  HK: '852', HN: '504', HR: '385', HT: '509', HU: '36',
  ID: '62', IE: '353', IL: '972', IM: '44', IN: '91', IO: '246', IQ: '964', IR: '98', IS: '354', IT: '39',
  JE: '44', JM: '1', JO: '962', JP: '81',
  KE: '254', KG: '996', KH: '855', KI: '686', KM: '269', KN: '1', KP: '850', KR: '82', KW: '965', KY: '1', KZ: '7',
  LA: '856', LB: '961', LC: '1', LI: '423', LK: '94', LR: '231', LS: '266', LT: '370', LU: '352', LV: '371', LY: '218',
  MA: '212', MC: '377', MD: '373', ME: '382', MF: '590', MG: '261', MH: '692', MK: '389', ML: '223', MM: '95', MN: '976', MO: '853', MP: '1', MQ: '596', MR: '222',
  MS: '1', MT: '356', MU: '230', MV: '960', MW: '265', MX: '52', MY: '60', MZ: '258',
  NA: '264', NC: '687', NE: '227', NF: '672', NG: '234', NI: '505', NL: '31', NO: '47', NP: '977', NR: '674', NU: '683', NZ: '64',
  OM: '968',
  PA: '507', PE: '51', PF: '689', PG: '675', PH: '63', PK: '92', PL: '48', PM: '508', PN: '64', PR: '1', PS: '970', PT: '351', PW: '680', PY: '595',
  QA: '974',
  RE: '262', RO: '40', RS: '381', RU: '7', RW: '250',
  SA: '966', SB: '677', SC: '248', SD: '249', SE: '46', SG: '65', SH: '290', SI: '386', SJ: '47', SK: '421', SL: '232', SM: '378', SN: '221', SO: '252', SR: '597',
  SS: '211', ST: '239', SV: '503', SX: '1', SY: '963', SZ: '268',
  TC: '1', TD: '235', TG: '228', TH: '66', TJ: '992', TK: '690', TL: '670', TM: '993', TN: '216', TO: '676', TR: '90', TT: '1', TV: '688', TW: '886', TZ: '255',
  UA: '380', UG: '256', US: '1', UY: '598', UZ: '998',
  VA: '39', VC: '1', VE: '58', VG: '1', VI: '1', VN: '84', VU: '678',
  WF: '681', WS: '685',
  XK: '383',
  YE: '967', YT: '262',
  ZA: '27', ZM: '260', ZW: '263',
};

/** The NANP mask: ten digits, area code first (seed 001 §5 NORA default). */
const NANP_MASK = '(XXX) XXX - XXXX';

/**
 * Phone masks (X a digit) where a country's national numbers have one fixed length: the
 * national significant number plus the trunk 0 where people write it (07700 900123).
 * Countries without a mask use the region default (seed 001 §5).
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
   * The dial-code select's value (seed 001 §9): the dial code alone, or 'dial-country'
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
 * A phone number in international form (seed 001 §5): '+' and digits. With a dialling code the
 * national number follows it (a trunk 0 dropped after 44); without one, a number already in
 * international form is kept, and ten digits default to dialling code 1. undefined when
 * nothing usable remains.
 */
export function internationalPhone(phone: string, phoneCode?: string): string | undefined {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (!digits) return undefined;
  const code = (phoneCode ?? '').replace(/\D/g, '');
  if (code) {
    // A number typed with its own code ('+44 7700…' with phoneCode 44) is not prefixed twice.
    if (trimmed.startsWith('+') && digits.startsWith(code)) return `+${digits}`;
    return `+${code}${code === '44' ? digits.replace(/^0/, '') : digits}`;
  }
  if (trimmed.startsWith('+') || trimmed.startsWith('00')) return `+${trimmed.startsWith('00') ? digits.slice(2) : digits}`;
  return digits.length === 10 ? `+1${digits}` : undefined;
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
