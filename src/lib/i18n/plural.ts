/**
 * Plurals by the language's own rules (`Intl.PluralRules`), never `n === 1`: French counts 0 as
 * singular ('0 article'), English and Italian do not ('0 items', '0 articoli'). A words module
 * writes each form it needs; `other` is the fallback for a category it does not write.
 */
import { languageOf } from './catalogue.ts';

export type PluralForms = { readonly other: string } & Partial<Readonly<Record<Intl.LDMLPluralRule, string>>>;

const rules = new Map<string, Intl.PluralRules>();

type Category = Intl.LDMLPluralRule;
const millions = (n: number): boolean => n !== 0 && n % 1_000_000 === 0;
/**
 * The shop's languages' rules for a whole count (CLDR's, as `Intl.PluralRules` applies them; a unit
 * test compares them): a page's first `Intl` costs it 20–40 ms (src/lib/i18n/number-pattern.ts),
 * and the cart's count of items was its first. A count with decimals, or another language, goes
 * to `Intl`.
 */
const WHOLE_COUNT_RULES: Readonly<Record<string, (n: number) => Category>> = {
  en: (n) => (n === 1 ? 'one' : 'other'),
  de: (n) => (n === 1 ? 'one' : 'other'),
  it: (n) => (n === 1 ? 'one' : millions(n) ? 'many' : 'other'),
  fr: (n) => (n === 0 || n === 1 ? 'one' : millions(n) ? 'many' : 'other'),
};

/** The form of `forms` for the count `n` in `language` (a language or locale tag). */
export function plural(language: string, n: number, forms: PluralForms): string {
  const lang = languageOf(language);
  const whole = WHOLE_COUNT_RULES[lang];
  if (whole && Number.isSafeInteger(n)) return forms[whole(Math.abs(n))] ?? forms.other;
  let rule = rules.get(lang);
  if (!rule) {
    rule = new Intl.PluralRules(lang);
    rules.set(lang, rule);
  }
  return forms[rule.select(n)] ?? forms.other;
}
