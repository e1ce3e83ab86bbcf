/**
 * The card form's rules (docs/requirements/checkout-and-payments.md#cards "Credit card expiry must be valid", docs/requirements/errors.md#server-error-codes PYT402 and
 * CC_EXPIRY_DATE_INVALID): the brand from the number's first digits, the Luhn check, the MM/YY
 * expiry and the security code. Pure, so the form checks before anything is sent and tests can
 * prove each rule. Nothing here keeps, logs or returns a full card number except to the caller
 * that typed it.
 */

export const CARD_TYPES = ['visa', 'mastercard', 'amex'] as const;
export type CardType = (typeof CARD_TYPES)[number];

/** Card numbers are 12 to 19 digits (ISO/IEC 7812; the gateway's contract takes the same range). */
export const CARD_NUMBER_MIN_DIGITS = 12;
export const CARD_NUMBER_MAX_DIGITS = 19;
/** The number is shown in groups of this many digits as it is typed. */
export const CARD_GROUP_SIZE = 4;

/** Only the digits of what was typed (spaces, dashes and anything else dropped). */
export const digitsOf = (value: string): string => value.replace(/\D/g, '');

/** The brand from the number's prefix (IIN ranges), or null while it can't be told. */
export function cardTypeOf(number: string): CardType | null {
  const digits = digitsOf(number);
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return null;
}

/** The most digits a number of this brand has: 15 for American Express, 16 for Mastercard, 19 otherwise. */
export function maxDigitsOf(type: CardType | null): number {
  if (type === 'amex') return 15;
  if (type === 'mastercard') return 16;
  return CARD_NUMBER_MAX_DIGITS;
}

/** The Luhn (mod 10) check over 12 to 19 digits. */
export function luhnValid(number: string): boolean {
  const digits = digitsOf(number);
  if (digits.length < CARD_NUMBER_MIN_DIGITS || digits.length > CARD_NUMBER_MAX_DIGITS || digits !== number.replace(/[\s-]/g, '')) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** What the number field shows while typing: the digits (at most the brand's length) in groups of 4. */
export function formatCardNumber(value: string): string {
  const digits = digitsOf(value).slice(0, maxDigitsOf(cardTypeOf(value)));
  return digits.replace(new RegExp(`(\\d{${CARD_GROUP_SIZE}})(?=\\d)`, 'g'), '$1 ');
}

/** What the number field shows when it loses focus: all but the last 4 digits hidden. */
export function maskCardInput(value: string): string {
  const digits = digitsOf(value);
  if (digits.length <= 4) return digits;
  const hidden = '•'.repeat(digits.length - 4).replace(new RegExp(`(.{${CARD_GROUP_SIZE}})(?=.)`, 'g'), '$1 ');
  return `${hidden} ${digits.slice(-4)}`;
}

/**
 * What the expiry field shows while typing: MM/YY (the slash added after the month). A month
 * typed with one digit before the slash ("1/") gets its 0, and a 4-digit year (autofill's
 * "12/2030") becomes 2 digits.
 */
export function formatExpiry(value: string): string {
  const full = /^\s*(\d{1,2})\s*\/\s*(\d{4})\s*$/.exec(value);
  if (full) return `${full[1]!.padStart(2, '0')}/${full[2]!.slice(2)}`;
  const short = /^\s*(\d)\s*\/(.*)$/.exec(value);
  const digits = digitsOf(short ? `0${short[1]}${short[2]}` : value).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export interface Expiry {
  month: number;
  /** Four digits, as the gateway wants it. */
  year: number;
}

/** MM/YY (or MM/YYYY) to a month and a 4-digit year; null when it isn't one. */
export function parseExpiry(value: string): Expiry | null {
  const m = /^\s*(\d{2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!m) return null;
  const month = Number(m[1]);
  const year = m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/** A card is good through the last day of its expiry month (the gateway's rule, in UTC). */
export function expiryPassed({ month, year }: Expiry, now: Date): boolean {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth() + 1;
  return year < y || (year === y && month < m);
}

/** A security code is 3 or 4 digits. */
export const securityCodeValid = (value: string): boolean => /^\d{3,4}$/.test(value);

export interface CardInput {
  number: string;
  expiry: string;
  securityCode: string;
  holder: string;
}

export type CardField = keyof CardInput;

/**
 * What is wrong with a field: `required`, `numberInvalid` (Luhn, length), `typeUnsupported`
 * (a brand the cart's methods don't take), `expiryInvalid` (not MM/YY, or in the past: the
 * CC_EXPIRY_DATE_INVALID words), `securityCodeInvalid`.
 */
export type CardProblem = 'required' | 'numberInvalid' | 'typeUnsupported' | 'expiryInvalid' | 'securityCodeInvalid';

/** The form's fields in the order they are shown (focus goes to the first invalid one). */
export const CARD_FIELDS: readonly CardField[] = ['number', 'expiry', 'securityCode', 'holder'];

/**
 * Checks the card form before anything is sent. `accepted` lists the brands the payment methods
 * answer names (empty: any brand the gateway may take).
 */
export function cardProblems(input: CardInput, now: Date, accepted: readonly string[] = []): Partial<Record<CardField, CardProblem>> {
  const problems: Partial<Record<CardField, CardProblem>> = {};
  const type = cardTypeOf(input.number);
  if (!digitsOf(input.number)) problems.number = 'required';
  else if (!luhnValid(input.number)) problems.number = 'numberInvalid';
  else if (accepted.length > 0 && !(type && accepted.includes(type))) problems.number = 'typeUnsupported';
  if (!input.expiry.trim()) problems.expiry = 'required';
  else {
    const expiry = parseExpiry(input.expiry);
    if (!expiry || expiryPassed(expiry, now)) problems.expiry = 'expiryInvalid';
  }
  if (!input.securityCode.trim()) problems.securityCode = 'required';
  else if (!securityCodeValid(input.securityCode.trim())) problems.securityCode = 'securityCodeInvalid';
  if (!input.holder.trim()) problems.holder = 'required';
  return problems;
}

/** The POST …/paymentInstruments body for a checked card form (docs/requirements/checkout-and-payments.md#checkout-calls; schemas/api/payments.ts). */
export function paymentCardBody(input: CardInput): {
  payment_method_id: 'CREDIT_CARD';
  paymentCard: { cardNumber: string; holder: string; expirationMonth: number; expirationYear: number; cardType?: CardType; securityCode: string };
} {
  const expiry = parseExpiry(input.expiry);
  if (!expiry) throw new Error('paymentCardBody needs a checked form');
  const type = cardTypeOf(input.number);
  return {
    payment_method_id: 'CREDIT_CARD',
    paymentCard: {
      cardNumber: digitsOf(input.number),
      holder: input.holder.trim(),
      expirationMonth: expiry.month,
      expirationYear: expiry.year,
      ...(type ? { cardType: type } : {}),
      securityCode: input.securityCode.trim(),
    },
  };
}
