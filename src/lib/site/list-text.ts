/**
 * The text function of the list surfaces' catalogues (favorites, saved for later): the page
 * language's table (a `catalogue` of src/lib/i18n/catalogue.ts, so `fr`, `fr-fr`, English when
 * there is none), with `{name}` and `{n}` filled. One rule, so both lists read a language the same way.
 */
export type ListTextValues = { name?: string; n?: number };

export function listTextOf<K extends string>(words: (language: string) => Readonly<Record<K, string>>) {
  return (key: K, language: string, values: ListTextValues = {}): string => {
    return words(language)[key].replace('{name}', values.name ?? '').replace('{n}', String(values.n ?? ''));
  };
}
