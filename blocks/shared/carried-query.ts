/**
 * The page's query, carried by a block's GET forms as hidden inputs so that what else the URL
 * holds survives a submit (the article grid's tag and read-more forms keep another grid's state,
 * a preview or a site override).
 *
 * It is the only part of such a block's HTML that depends on the whole query. So the block
 * renders a hole (`carriedQueryHole`), and the outermost block boundary fills it for each request
 * (`withCarriedQuery`, blocks/BlockBoundary.astro): the rest of the block is kept for every query
 * of the page (./../kept-blocks.ts). Kept whole, the grid rendered afresh for every new query, which
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

/** `html` with its holes filled for the page at `url`. */
export function withCarriedQuery(html: string, url: URL): string {
  if (!html.includes(MARK)) return html;
  return html.replace(HOLE, (_, names: string) => carriedInputs(url, names ? names.split(' ').map(decodeURIComponent) : []));
}

/**
 * Renders known to hold no hole. A kept render is the same object on every page that shows it
 * (src/lib/render/kept-renders.ts), so its HTML is searched for a hole once, not on every cold
 * render: the search was 2 % of a cold home page's CPU (docs/bench.md "Session 36").
 */
const holeless = new WeakSet<object>();

/** The render with its holes filled for the page at `url`; the same render when it has none. */
export function filledFor<T extends { html: string }>(rendered: T, url: URL): T {
  if (holeless.has(rendered)) return rendered;
  if (rendered.html.includes(MARK)) return { ...rendered, html: withCarriedQuery(rendered.html, url) };
  holeless.add(rendered);
  return rendered;
}
