/**
 * The text function of the list surfaces' catalogues (favorites, saved for later): the page
 * language's catalogue by its two letters (`fr`, `fr-fr`), English when there is none, with
 * `{name}` and `{n}` filled. One rule, so both lists read a language the same way.
 */
export type ListTextValues = { name?: string; n?: number };

export function listTextOf<K extends string>(catalogues: Readonly<Record<string, Readonly<Record<K, string>>>>, fallback: Readonly<Record<K, string>>) {
  return (key: K, language: string, values: ListTextValues = {}): string => {
    const catalogue = catalogues[language.slice(0, 2).toLowerCase()] ?? fallback;
    return catalogue[key].replace('{name}', values.name ?? '').replace('{n}', String(values.n ?? ''));
  };
}
