/**
 * How each site writes its own currency (./money-format.ts): derived from `Intl.NumberFormat` with
 * formatMoney's options (the code for CAD, the narrow symbol otherwise) by `patternOf`. The unit
 * test tests/unit/catalogue/money-format.test.ts derives them again and fails, showing the new
 * value, when the engine's locale data changes; a site added to src/lib/site/locales.ts without
 * its line here is written by `Intl`, as before, until the test asks for it.
 *
 * The separators are the locales' own: a no-break space (U+00A0) before '€' and in fr-CA's groups,
 * a narrow no-break space (U+202F) in fr-FR's.
 */
import type { MoneyPattern } from './money-format.ts';

export const SITE_MONEY_PATTERNS: Readonly<Record<string, MoneyPattern>> = {
  'en-us|USD': { positive: ['$', ''], negative: ['-$', ''], group: ',', decimal: '.', fractionDigits: 2, minimumGrouping: 1 },
  'en-ca|CAD': { positive: ['CAD\u00a0', ''], negative: ['-CAD\u00a0', ''], group: ',', decimal: '.', fractionDigits: 2, minimumGrouping: 1 },
  'fr-ca|CAD': { positive: ['', '\u00a0CAD'], negative: ['-', '\u00a0CAD'], group: '\u00a0', decimal: ',', fractionDigits: 2, minimumGrouping: 1 },
  'en-gb|GBP': { positive: ['\u00a3', ''], negative: ['-\u00a3', ''], group: ',', decimal: '.', fractionDigits: 2, minimumGrouping: 1 },
  'fr-fr|EUR': { positive: ['', '\u00a0\u20ac'], negative: ['-', '\u00a0\u20ac'], group: '\u202f', decimal: ',', fractionDigits: 2, minimumGrouping: 1 },
  'de-de|EUR': { positive: ['', '\u00a0\u20ac'], negative: ['-', '\u00a0\u20ac'], group: '.', decimal: ',', fractionDigits: 2, minimumGrouping: 1 },
  'it-it|EUR': { positive: ['', '\u00a0\u20ac'], negative: ['-', '\u00a0\u20ac'], group: '.', decimal: ',', fractionDigits: 2, minimumGrouping: 2 },
};
