/**
 * A long list of small string records (a country list) as one string, for an island's props.
 *
 * Astro serialises an island's props into an HTML attribute as [type, value] pairs with every
 * quote escaped: each field of each record is wrapped and quoted again, so the checkout's 240-odd
 * countries were 31 KB of its 92 KB HTML (the profile's dial codes 43 KB), all parsed and revived
 * before hydration. Packed, a line per record and a tab between its fields, they are 6 KB.
 *
 * Pure: the page packs on the server, the island unpacks once, in both renders.
 */

export interface RowShape<T> {
  /** The record's fields, in the order they are written. */
  fields: readonly (keyof T & string)[];
  /** Fields that may be absent: an empty one is left out when unpacked. The others are always set. */
  optional?: readonly (keyof T & string)[];
}

const FIELD = '\t';
const LINE = '\n';
/** A tab or a line break inside a value would split it: the gateway's values have none, and one that did is read as a space. */
const SEPARATORS = /[\t\n\r]/g;

export function packRows<T extends { [K in keyof T]?: string | undefined }>(rows: readonly T[], shape: RowShape<T>): string {
  return rows.map((row) => shape.fields.map((field) => (row[field] ?? '').replace(SEPARATORS, ' ')).join(FIELD)).join(LINE);
}

export function unpackRows<T extends { [K in keyof T]?: string | undefined }>(packed: string, shape: RowShape<T>): T[] {
  if (!packed) return [];
  return packed.split(LINE).map((line) => {
    const values = line.split(FIELD);
    const row: Record<string, string> = {};
    shape.fields.forEach((field, i) => {
      const value = values[i] ?? '';
      if (value || !shape.optional?.includes(field)) row[field] = value;
    });
    return row as T;
  });
}
