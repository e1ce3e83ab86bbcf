/**
 * A few top-level members of a JSON object text, read without parsing the rest of it. The BFF
 * remembers the ids a cart answer names (src/lib/bff/auth-session.ts `rememberObjects`), four
 * short strings at the top of an answer of 100 KB for a 36-line cart: parsing all of it for
 * them was a fifth of the BFF's work on an add to cart (docs/bench.md "Session 16").
 *
 * Nested values are skipped, not checked: a text whose top level is well formed but whose inner
 * values are not still gives its top-level strings, where JSON.parse would have thrown. The text
 * is a gateway's answer that the browser parses anyway.
 */

const QUOTE = 34; // "
const BACKSLASH = 92; // \
const OPEN_BRACE = 123; // {
const CLOSE_BRACE = 125; // }
const OPEN_BRACKET = 91; // [
const CLOSE_BRACKET = 93; // ]
const COLON = 58; // :
const COMMA = 44; // ,

const isSpace = (c: number): boolean => c === 32 || c === 10 || c === 13 || c === 9;

function skipSpace(text: string, at: number): number {
  while (at < text.length && isSpace(text.charCodeAt(at))) at++;
  return at;
}

/** The index after the string starting at `at` (its opening quote), or -1. */
function afterString(text: string, at: number): number {
  let from = at + 1;
  for (;;) {
    const quote = text.indexOf('"', from);
    if (quote < 0) return -1;
    let backslashes = 0;
    while (text.charCodeAt(quote - 1 - backslashes) === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return quote + 1;
    from = quote + 1;
  }
}

/** The index after the value starting at `at`, or -1. */
function afterValue(text: string, at: number): number {
  const first = text.charCodeAt(at);
  if (first === QUOTE) return afterString(text, at);
  if (first === OPEN_BRACE || first === OPEN_BRACKET) {
    let depth = 0;
    for (let i = at; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === QUOTE) {
        const end = afterString(text, i);
        if (end < 0) return -1;
        i = end - 1;
      } else if (c === OPEN_BRACE || c === OPEN_BRACKET) depth++;
      else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
        depth--;
        if (depth === 0) return i + 1;
      }
    }
    return -1;
  }
  // A number, true, false or null: up to the next separator.
  let i = at;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c === COMMA || c === CLOSE_BRACE || isSpace(c)) break;
    i++;
  }
  return i > at ? i : -1;
}

function parsedString(literal: string): string | undefined {
  try {
    const value: unknown = JSON.parse(literal);
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The members of the top-level object named in `names` whose values are strings (the last one
 * of a repeated name, as JSON.parse keeps), or undefined when the text is not an object.
 */
export function topLevelStrings(text: string, names: ReadonlySet<string>): Record<string, string> | undefined {
  const found: Record<string, string> = {};
  let at = skipSpace(text, 0);
  if (text.charCodeAt(at) !== OPEN_BRACE) return undefined;
  at = skipSpace(text, at + 1);
  if (text.charCodeAt(at) === CLOSE_BRACE) return skipSpace(text, at + 1) === text.length ? found : undefined;
  for (;;) {
    if (text.charCodeAt(at) !== QUOTE) return undefined;
    const keyEnd = afterString(text, at);
    if (keyEnd < 0) return undefined;
    const key = parsedString(text.slice(at, keyEnd));
    if (key === undefined) return undefined;
    at = skipSpace(text, keyEnd);
    if (text.charCodeAt(at) !== COLON) return undefined;
    at = skipSpace(text, at + 1);
    const valueEnd = afterValue(text, at);
    if (valueEnd < 0) return undefined;
    if (names.has(key)) {
      const value = text.charCodeAt(at) === QUOTE ? parsedString(text.slice(at, valueEnd)) : undefined;
      if (value === undefined) delete found[key];
      else found[key] = value;
    }
    at = skipSpace(text, valueEnd);
    const next = text.charCodeAt(at);
    if (next === CLOSE_BRACE) return skipSpace(text, at + 1) === text.length ? found : undefined;
    if (next !== COMMA) return undefined;
    at = skipSpace(text, at + 1);
  }
}
