/**
 * The shop's languages and the one way a module's words are looked up. Every words module
 * (`messages.ts` beside its component, island or block) declares its table for each language
 * with `catalogue({ en, fr, de, it })`: a language or a key missing fails the type check, and a
 * language tag we don't write (or none) falls back to English.
 */
export const LANGUAGES = ['en', 'fr', 'de', 'it'] as const;
export type Language = (typeof LANGUAGES)[number];

const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);

/** The shop language of a language or locale tag ('fr', 'fr-ca', 'de-DE'); English otherwise. */
export function languageOf(tag: string | undefined | null): Language {
  const primary = (tag ?? '').slice(0, 2).toLowerCase();
  return isLanguage(primary) ? primary : 'en';
}

/** A words module's lookup; `tables` lets the tests compare the languages key by key. */
export type Catalogue<T> = ((language: string | undefined | null) => T) & { readonly tables: Readonly<Record<Language, T>> };

/** A module's words in every language, looked up by a language or locale tag. */
export const catalogue = <T>(tables: Readonly<Record<Language, T>>): Catalogue<T> =>
  Object.assign((language: string | undefined | null): T => tables[languageOf(language)], { tables });
