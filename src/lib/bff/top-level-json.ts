/**
 * A few top-level members of a JSON object, read from its UTF-8 bytes without parsing the rest.
 * The BFF remembers the ids a cart answer names (src/lib/bff/auth-session.ts `rememberObjects`),
 * four short strings at the top of an answer of 100 KB for a 36-line cart: parsing all of it for
 * them was a fifth of the BFF's work on an add to cart (docs/bench.md "Session 16").
 *
 * The same pass shows every key, at any depth, to a caller that asks (`scanObject`): the
 * redaction (./redact.ts) looks for credential keys there, instead of a pass of its own.
 *
 * Bytes, not a string: the gateway's answer arrives as bytes and can leave as the same bytes, so
 * an answer with nothing to redact is never decoded nor encoded again, and a loop over bytes is
 * about three times as fast as one over a string's characters (docs/bench.md "Session 19").
 * UTF-8 is safe to scan byte by byte for JSON's structure: every byte of a character beyond ASCII
 * is 0x80 or above, so none is taken for a quote, a backslash, a brace or a bracket.
 *
 * Nested values are skipped, not checked: a text whose top level is well formed but whose inner
 * values are not still gives its top-level strings, where JSON.parse would have thrown. The text
 * is a gateway's answer that the browser parses anyway.
 */

import { joinBytes } from '../http/one-chunk.ts';

const QUOTE = 34; // "
const BACKSLASH = 92; // \
const OPEN_BRACE = 123; // {
const CLOSE_BRACE = 125; // }
const OPEN_BRACKET = 91; // [
const CLOSE_BRACKET = 93; // ]
const COLON = 58; // :
const COMMA = 44; // ,

const isSpace = (c: number | undefined): boolean => c === 32 || c === 10 || c === 13 || c === 9;

const decoder = new TextDecoder();
const encoder = new TextEncoder();

function skipSpace(bytes: Uint8Array, at: number): number {
  while (at < bytes.length && isSpace(bytes[at])) at++;
  return at;
}

/** The index after the string starting at `at` (its opening quote), or -1. */
function afterString(bytes: Uint8Array, at: number): number {
  const length = bytes.length;
  for (let i = at + 1; i < length; i++) {
    const c = bytes[i];
    if (c === QUOTE) return i + 1;
    if (c === BACKSLASH) i++;
  }
  return -1;
}

/**
 * Shown each key: the index of its opening quote and the index after its closing one (the key's
 * UTF-8 bytes as written, escapes and all). True flags it (`ObjectScan.flagged`).
 */
export type KeyCheck = (bytes: Uint8Array, start: number, end: number) => boolean;

/** A member name to leave out of nested objects (`"name"`'s bytes), and the byte ranges of those found (start, end pairs). */
interface Leaving {
  name: Uint8Array;
  cuts: number[];
}

/** Whether the string from `start` (its opening quote) to `end` (after its closing one) is written as `name` (quotes included). */
function isKey(bytes: Uint8Array, start: number, end: number, name: Uint8Array): boolean {
  if (end - start !== name.length) return false;
  for (let k = 1; k < name.length - 1; k++) if (bytes[start + k] !== name[k]) return false;
  return true;
}

/**
 * The index after the value starting at `at`, or -1. The keys of nested objects are shown to
 * `check`; `flags.flagged` turns true when it flags one (and it is not asked again).
 *
 * One loop with the strings read inline: this runs over every byte of every answer the BFF
 * relays (100 KB for a 36-line cart), and calls per string and per key were half its time
 * (docs/bench.md "Session 37").
 */
function afterValue(bytes: Uint8Array, at: number, check: KeyCheck | undefined, flags: { flagged: boolean }, leaving?: Leaving): number {
  const length = bytes.length;
  const first = bytes[at];
  if (first === QUOTE) return afterString(bytes, at);
  if (first === OPEN_BRACE || first === OPEN_BRACKET) {
    let looking = leaving !== undefined || (check !== undefined && !flags.flagged);
    let depth = 0;
    let i = at;
    while (i < length) {
      const c = bytes[i++];
      if (c === QUOTE) {
        const start = i - 1;
        for (;;) {
          if (i >= length) return -1;
          const d = bytes[i++];
          if (d === QUOTE) break;
          if (d === BACKSLASH) i++;
        }
        if (looking) {
          // A key when a colon follows (past white space).
          let j = i;
          let next = bytes[j];
          while (next === 32 || next === 10 || next === 13 || next === 9) next = bytes[++j];
          if (next === COLON) {
            if (check && !flags.flagged && check(bytes, start, i)) flags.flagged = true;
            if (leaving && isKey(bytes, start, i, leaving.name)) {
              // The member goes, from its key to the end of its value (whose keys are still checked;
              // a member of the name inside it goes with it, and the cuts stay in order).
              const valueEnd = afterValue(bytes, skipSpace(bytes, j + 1), check, flags);
              if (valueEnd < 0) return -1;
              leaving.cuts.push(start, valueEnd);
              i = valueEnd;
            }
            looking = leaving !== undefined || (check !== undefined && !flags.flagged);
          }
        }
      } else if (c === OPEN_BRACE || c === OPEN_BRACKET) depth++;
      else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
        if (--depth === 0) return i;
      }
    }
    return -1;
  }
  // A number, true, false or null: up to the next separator.
  let i = at;
  while (i < length) {
    const c = bytes[i];
    if (c === COMMA || c === CLOSE_BRACE || isSpace(c)) break;
    i++;
  }
  return i > at ? i : -1;
}

/** The string a JSON string literal's bytes stand for, or undefined. */
function parsedString(bytes: Uint8Array, start: number, end: number): string | undefined {
  try {
    const value: unknown = JSON.parse(decoder.decode(bytes.subarray(start, end)));
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

export interface ObjectScan {
  /** The top-level members of the names asked for whose values are strings (topLevelStrings). */
  strings: Record<string, string>;
  /** Whether `check` flagged a key, at any depth. */
  flagged: boolean;
  /** The nested members named `leaveOut`, as byte ranges from key to value (start, end pairs, in order): see withoutMembers. */
  cuts: number[];
}

/**
 * One pass over a JSON object's bytes: its top-level strings of `names` (undefined: of every
 * name; the last one of a repeated name, as JSON.parse keeps), whether `check` flagged any key
 * at any depth, and where the members named `leaveOut` are in its nested objects (not at its top
 * level; a name written with escapes is not recognised, and its member stays). Undefined when the
 * bytes are not an object, or not one whose top level is well formed (nothing was then checked
 * for sure).
 */
export function scanObject(bytes: Uint8Array, names: ReadonlySet<string> | undefined, check?: KeyCheck, leaveOut?: string): ObjectScan | undefined {
  // No prototype: every name may be a member's, `__proto__` too.
  const found = Object.create(null) as Record<string, string>;
  const flags = { flagged: false };
  const leaving = leaveOut === undefined ? undefined : { name: encoder.encode(JSON.stringify(leaveOut)), cuts: [] };
  const cuts = leaving?.cuts ?? [];
  let at = skipSpace(bytes, 0);
  if (bytes[at] !== OPEN_BRACE) return undefined;
  at = skipSpace(bytes, at + 1);
  if (bytes[at] === CLOSE_BRACE) return skipSpace(bytes, at + 1) === bytes.length ? { strings: found, flagged: false, cuts } : undefined;
  for (;;) {
    if (bytes[at] !== QUOTE) return undefined;
    const keyEnd = afterString(bytes, at);
    if (keyEnd < 0) return undefined;
    const key = parsedString(bytes, at, keyEnd);
    if (key === undefined) return undefined;
    if (check && !flags.flagged && check(bytes, at, keyEnd)) flags.flagged = true;
    at = skipSpace(bytes, keyEnd);
    if (bytes[at] !== COLON) return undefined;
    at = skipSpace(bytes, at + 1);
    const valueEnd = afterValue(bytes, at, check, flags, leaving);
    if (valueEnd < 0) return undefined;
    if (!names || names.has(key)) {
      const value = bytes[at] === QUOTE ? parsedString(bytes, at, valueEnd) : undefined;
      if (value === undefined) delete found[key];
      else found[key] = value;
    }
    at = skipSpace(bytes, valueEnd);
    const next = bytes[at];
    if (next === CLOSE_BRACE) return skipSpace(bytes, at + 1) === bytes.length ? { strings: found, flagged: flags.flagged, cuts } : undefined;
    if (next !== COMMA) return undefined;
    at = skipSpace(bytes, at + 1);
  }
}

/**
 * The bytes without the members at `cuts` (scanObject's), each with the comma that joined it to
 * its object: the one before it, or, for an object's first member, the one after it. One copy of
 * what is kept.
 */
export function withoutMembers(bytes: Uint8Array, cuts: readonly number[]): Uint8Array<ArrayBuffer> {
  const kept: Uint8Array[] = [];
  let from = 0;
  let size = 0;
  for (let k = 0; k < cuts.length; k += 2) {
    let start = cuts[k]!;
    let end = cuts[k + 1]!;
    let before = start - 1;
    while (isSpace(bytes[before])) before--;
    // The comma before it, unless the last cut took that one (it was its object's first member).
    if (bytes[before] === COMMA && before >= from) start = before;
    else {
      let after = skipSpace(bytes, end);
      if (bytes[after] === COMMA) end = after + 1;
    }
    // A cut that starts inside the last one (two members of the name in a row) only extends it.
    if (start > from) {
      kept.push(bytes.subarray(from, start));
      size += start - from;
    }
    from = Math.max(from, end);
  }
  kept.push(bytes.subarray(from));
  size += bytes.length - from;
  return joinBytes(kept, size);
}

/**
 * The members of the top-level object named in `names` whose values are strings (the last one
 * of a repeated name, as JSON.parse keeps), or undefined when the text is not an object.
 */
export function topLevelStrings(text: string, names: ReadonlySet<string>): Record<string, string> | undefined {
  const scan = scanObject(encoder.encode(text), names);
  return scan && { ...scan.strings };
}
