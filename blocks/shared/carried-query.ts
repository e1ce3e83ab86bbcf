/**
 * The page's query, carried by a block's GET forms as hidden inputs so that what else the URL
 * holds survives a submit (the article grid's tag and read-more forms keep another grid's state,
 * a preview or a site override).
 *
 * It is the only part of such a block's HTML that depends on the whole query. So the block
 * renders a hole (`carriedQueryHole`), and the outermost list of blocks fills it for each request
 * (`writtenFor`, blocks/KeptBlocks.astro): the rest of the block is kept for every query of the
 * page (./../kept-blocks.ts). Kept whole, the grid rendered afresh for every new query, which
 * was a sixth of a cold home page's CPU (docs/bench.md "Session 16").
 */
import { randomBytes } from 'node:crypto';

/**
 * A hole's mark holds a secret of this process: a hole is only ever one a block rendered, never
 * text that content could spell (CMS text is escaped, and its HTML is sanitised of comments).
 */
const MARK = `<!--carried-query ${randomBytes(9).toString('base64url')} `;
const HOLE = new RegExp(`${MARK}([^>]*)-->`, 'g');

/** A hole for the page's query as hidden inputs, less the parameters named (the block's own). */
export function carriedQueryHole(except: readonly string[]): string {
  return `${MARK}${except.map(encodeURIComponent).join(' ')}-->`;
}

const escapeAttribute = (value: string): string => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The query of `url` as hidden inputs, less the parameters named. */
export function carriedInputs(url: URL, except: readonly string[]): string {
  let html = '';
  for (const [name, value] of url.searchParams) {
    if (!except.includes(name)) html += `<input type="hidden" name="${escapeAttribute(name)}" value="${escapeAttribute(value)}">`;
  }
  return html;
}

/** What a render is written as: UTF-8 bytes, and the holes between them (the parameters each leaves out). */
type Piece = Uint8Array | readonly string[];

/**
 * Renders cut into pieces, once. A kept render is the same object on every page that shows it
 * (src/lib/render/kept-renders.ts), so its HTML is searched for holes and encoded once, not on
 * every cold render: Astro writes bytes as they are, where it encoded the kept strings again for
 * every page, 7 % of a cold home page's CPU, and more once the pieces were joined (one character
 * beyond Latin-1 makes a whole string two bytes a character, the encoder's slow path; docs/bench.md
 * "Session 36").
 */
const cut = new WeakMap<object, readonly Piece[]>();

function piecesOf(html: string): Piece[] {
  const pieces: Piece[] = [];
  let from = 0;
  for (const hole of html.matchAll(HOLE)) {
    pieces.push(Buffer.from(html.slice(from, hole.index)));
    pieces.push(hole[1] ? hole[1].split(' ').map(decodeURIComponent) : []);
    from = hole.index + hole[0].length;
  }
  pieces.push(Buffer.from(html.slice(from)));
  return pieces;
}

/**
 * The render as the page at `url` writes it: its bytes, with its holes filled (markup, strings).
 * The bytes are shared by every page that shows the render: never changed, only copied.
 */
export function writtenFor(rendered: { html: string }, url: URL): Array<Uint8Array | string> {
  let pieces = cut.get(rendered);
  if (!pieces) cut.set(rendered, (pieces = piecesOf(rendered.html)));
  return pieces.map((piece) => (piece instanceof Uint8Array ? piece : carriedInputs(url, piece)));
}
