/**
 * Numbers written from a site's pattern instead of `Intl.NumberFormat` (./site-number-patterns.ts:
 * money, src/lib/catalogue/price.ts formatMoney, and whole numbers such as loyalty points).
 *
 * Why: a page's first use of `Intl` pays for the engine's locale data, 20–40 ms of one task on a
 * fast machine (four times that on a mid-range phone). The cart's and the checkout's first use was
 * in their hydration, their longest task, and a first quick-shop open paid it for the price. The
 * sites' patterns are derived from `Intl` (`patternOf`) and checked against it by a unit test, so
 * the server and the browser write the same text as `Intl` would, without it.
 */

export interface NumberPattern {
  /** What stands before and after the number of a positive amount ('$', '') and of a negative one ('-$', ''); ('', '') and ('-', '') for a plain number. */
  positive: readonly [string, string];
  negative: readonly [string, string];
  /** Between groups of three digits, and before the fraction. */
  group: string;
  decimal: string;
  fractionDigits: number;
  /** How many digits the integer part has beyond three before it is grouped: 1 writes 1,234; 2 writes 1234 but 12.345 (Italian). */
  minimumGrouping: 1 | 2;
}

/** Adds one to a string of decimal digits ('099' → '100', '99' → '100'). */
function increment(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}

/**
 * The integer and fraction digits of a non-negative amount rounded as `Intl` rounds: the shortest
 * decimal that reads back as the same number (2.675, not the 2.67499… the binary holds), half
 * away from zero. Null for what has no plain decimal form here (1e21 and up, below 1e-6).
 */
function roundedDigits(amount: number, fractionDigits: number): [string, string] | null {
  const text = String(amount);
  if (text.includes('e')) return null;
  const [int = '0', fraction = ''] = text.split('.');
  if (fraction.length <= fractionDigits) return [int, fraction.padEnd(fractionDigits, '0')];
  let kept = int + fraction.slice(0, fractionDigits);
  if (fraction.charCodeAt(fractionDigits) >= 53 /* '5' */) kept = increment(kept);
  const intLength = kept.length - fractionDigits;
  return [kept.slice(0, intLength), kept.slice(intLength)];
}

/** The amount in the pattern; null when it has no plain decimal form (not finite, or too large or small), for the caller's `Intl`. */
export function formatWith(pattern: NumberPattern, amount: number): string | null {
  if (!Number.isFinite(amount)) return null;
  const digits = roundedDigits(Math.abs(amount), pattern.fractionDigits);
  if (!digits) return null;
  const [int, fraction] = digits;
  const grouped = int.length < 3 + pattern.minimumGrouping ? int : int.replace(/\B(?=(\d{3})+$)/g, pattern.group);
  const number = pattern.fractionDigits > 0 ? `${grouped}${pattern.decimal}${fraction}` : grouped;
  // As Intl: a negative amount keeps its sign even when it rounds to zero, and so does -0.
  const [before, after] = amount < 0 || Object.is(amount, -0) ? pattern.negative : pattern.positive;
  return `${before}${number}${after}`;
}

const joined = (parts: Intl.NumberFormatPart[]): string => parts.map((p) => p.value).join('');

/** What surrounds the number in a formatted amount, and its group and decimal separators. */
function splitAround(parts: Intl.NumberFormatPart[]) {
  const first = parts.findIndex((p) => p.type === 'integer');
  const last = parts.findLastIndex((p) => p.type === 'integer' || p.type === 'group' || p.type === 'decimal' || p.type === 'fraction');
  return {
    around: [joined(parts.slice(0, first)), joined(parts.slice(last + 1))] as const,
    integers: parts.filter((p) => p.type === 'integer').map((p) => p.value.length),
    group: parts.find((p) => p.type === 'group')?.value,
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '',
  };
}

/** Amounts a derived pattern must write exactly as `Intl` does before it is trusted. */
const CHECKS = [0, -0, 0.005, 0.5, 1, 2.675, 9.995, 12.34, 999.99, 1000, 1234.5, 12345.67, 123456.785, 1234567.891, -0.004, -1, -1234.5, -98765.4321];

/**
 * A number format's pattern, derived from the format itself: null when the format is one this
 * module cannot write (groups other than threes, a varying number of decimals, or any amount of
 * the checks written differently).
 */
export function patternOf(format: Intl.NumberFormat): NumberPattern | null {
  const { minimumFractionDigits, maximumFractionDigits } = format.resolvedOptions();
  if (minimumFractionDigits === undefined || minimumFractionDigits !== maximumFractionDigits) return null;
  const positive = splitAround(format.formatToParts(1234567.5));
  const negative = splitAround(format.formatToParts(-1234567.5));
  if (!positive.group || positive.integers.join() !== '1,3,3') return null;
  const groups = (amount: number) => format.formatToParts(amount).some((p) => p.type === 'group');
  const minimumGrouping = groups(1234) ? 1 : groups(12345) ? 2 : null;
  if (!minimumGrouping) return null;
  const pattern: NumberPattern = {
    positive: positive.around,
    negative: negative.around,
    group: positive.group,
    decimal: positive.decimal,
    fractionDigits: minimumFractionDigits,
    minimumGrouping,
  };
  return CHECKS.every((amount) => formatWith(pattern, amount) === format.format(amount)) ? pattern : null;
}
