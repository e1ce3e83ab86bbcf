/**
 * Plurals by the language's own rules (`Intl.PluralRules`), never `n === 1`: French counts 0 as
 * singular ('0 article'), English and Italian do not ('0 items', '0 articoli'). A words module
 * writes each form it needs; `other` is the fallback for a category it does not write.
 */
import { languageOf } from './catalogue.ts';

export type PluralForms = { readonly other: string } & Partial<Readonly<Record<Intl.LDMLPluralRule, string>>>;

const rules = new Map<string, Intl.PluralRules>();

/** The form of `forms` for the count `n` in `language` (a language or locale tag). */
export function plural(language: string, n: number, forms: PluralForms): string {
  const lang = languageOf(language);
  let rule = rules.get(lang);
  if (!rule) {
    rule = new Intl.PluralRules(lang);
    rules.set(lang, rule);
  }
  return forms[rule.select(n)] ?? forms.other;
}
