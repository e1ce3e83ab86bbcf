/**
 * The allow-list sanitiser for CMS-supplied HTML (titleHtml, subtitleHtml, richText…).
 * docs/architecture.md#security-rules: every `set:html` is fed by this module, on the server.
 *
 * Why an allow-list of a few tags and almost no attributes: CMS HTML only needs emphasis, lists,
 * headings and links. Everything else (style, class, id, event handlers, svg/math, media,
 * frames, forms) is either an XSS vector, a DOM-clobbering vector (id/name), or breaks the
 * design system, so it is dropped instead of being "cleaned".
 */
import sanitize from 'sanitize-html';

const INLINE_TAGS = ['strong', 'em', 'b', 'i', 'u', 's', 'span', 'br', 'sup', 'sub', 'small'];
const BLOCK_TAGS = ['p', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote'];

/**
 * Elements whose text must go too when the element is dropped: raw-text and foreign-content
 * elements, where keeping the "text" would keep code or markup-looking payloads.
 */
const DROP_WITH_CONTENT = [
  'script', 'style', 'textarea', 'option', 'xmp', 'noscript', 'noembed', 'noframes', 'iframe',
  'template', 'title', 'svg', 'math', 'object', 'embed', 'plaintext', 'select', 'head',
];

/** rel tokens an editor may set; noopener/noreferrer are forced on new-tab links anyway. */
const REL_TOKENS = new Set(['nofollow', 'noopener', 'noreferrer', 'sponsored', 'ugc']);

/**
 * href forms we keep: http(s), mailto, tel, root-relative paths and #anchors. Bare relative
 * paths resolve differently per page, and `//host` or `/\host` are protocol-relative.
 */
export function isAllowedHref(href: string): boolean {
  // Browsers strip ASCII whitespace and control characters before resolving a URL.
  // eslint-disable-next-line no-control-regex
  const v = href.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (v.startsWith('#')) return true;
  if (v.startsWith('/')) return !/^\/[/\\]/.test(v);
  return /^(https?:\/\/[^/\\]|mailto:|tel:)/i.test(v);
}

const linkTransformer = (mapHref?: (href: string) => string): sanitize.Transformer => (tagName, attribs) => {
  const href = attribs.href?.trim();
  // A link whose href is refused is not a link: keep its text, drop the element.
  if (!href || !isAllowedHref(href)) return { tagName: 'span', attribs: {} };
  const mapped = mapHref ? mapHref(href) : href;
  // A mapping may only decorate a safe href (add query params), never make it unsafe.
  const out: sanitize.Attributes = { href: isAllowedHref(mapped) ? mapped : href };
  if (attribs.lang) out.lang = attribs.lang;
  if (attribs.dir) out.dir = attribs.dir;
  const rel = new Set((attribs.rel ?? '').toLowerCase().split(/\s+/).filter((t) => REL_TOKENS.has(t)));
  if (attribs.target === '_blank') {
    // New-tab links must not hand window.opener (or the referrer) to the destination.
    out.target = '_blank';
    rel.add('noopener').add('noreferrer');
  }
  if (rel.size > 0) out.rel = [...rel].join(' ');
  return { tagName, attribs: out };
};

const DIR_VALUES = new Set(['ltr', 'rtl', 'auto']);
/** lang/dir keep mixed-language copy pronounceable by screen readers; they carry no risk. */
const LANG_ATTRS = ['lang', 'dir'];

/** dir takes three keywords; anything else is dropped rather than emitted empty. */
const transformAny: sanitize.Transformer = (tagName, attribs) => {
  if (attribs.dir !== undefined && !DIR_VALUES.has(attribs.dir.toLowerCase())) {
    const rest = { ...attribs };
    delete rest.dir;
    return { tagName, attribs: rest };
  }
  return { tagName, attribs };
};

const BASE_OPTIONS = {
  disallowedTagsMode: 'discard',
  nonTextTags: DROP_WITH_CONTENT,
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  allowedStyles: {},
  parseStyleAttributes: false,
  allowVulnerableTags: false,
  enforceHtmlBoundary: false,
} satisfies sanitize.IOptions;

const RICH_OPTIONS: sanitize.IOptions = {
  ...BASE_OPTIONS,
  allowedTags: [...INLINE_TAGS, 'a', ...BLOCK_TAGS],
  allowedAttributes: { a: ['href', 'target', 'rel', ...LANG_ATTRS], '*': LANG_ATTRS },
  transformTags: { a: linkTransformer(), '*': transformAny },
};

/**
 * Titles sit inside headings (and sometimes inside a linked banner), so only phrasing content
 * without links: a link in a heading inside a link would be invalid nested interactive content.
 */
const INLINE_OPTIONS: sanitize.IOptions = {
  ...BASE_OPTIONS,
  allowedTags: INLINE_TAGS,
  allowedAttributes: { '*': LANG_ATTRS },
  transformTags: { '*': transformAny },
};

export interface SanitizeOptions {
  /** Rewrites each kept href, e.g. to add the kept query parameters to internal links. */
  mapHref?: (href: string) => string;
  /**
   * Everything `mapHref` depends on (for kept-query links: the origin and the kept values). With
   * it, results are remembered: CMS HTML repeats on every request and parsing it is not free.
   */
  variant?: string;
}

/** Sanitise CMS rich text (paragraphs, lists, h2–h6, quotes, links). Safe for `set:html`. */
const MEMO_MAX = 2000;
const memo = new Map<string, string>();
function remembered(key: string | undefined, compute: () => string): string {
  if (key === undefined) return compute();
  let value = memo.get(key);
  if (value === undefined) {
    value = compute();
    if (memo.size >= MEMO_MAX) memo.clear();
    memo.set(key, value);
  }
  return value;
}

export function sanitizeHtml(html: string | null | undefined, o: SanitizeOptions = {}): string {
  if (!html) return '';
  const key = !o.mapHref ? `rich\0${html}` : o.variant !== undefined ? `rich\0${o.variant}\0${html}` : undefined;
  return remembered(key, () => {
    const options = o.mapHref ? { ...RICH_OPTIONS, transformTags: { a: linkTransformer(o.mapHref), '*': transformAny } } : RICH_OPTIONS;
    return sanitize(html, options).trim();
  });
}

/** Sanitise a CMS title or subtitle: inline emphasis only, no links, no blocks. */
export function sanitizeInline(html: string | null | undefined): string {
  if (!html) return '';
  return remembered(`inline\0${html}`, () => sanitize(html, INLINE_OPTIONS).trim());
}

/**
 * Plain text of CMS HTML, for aria-labels, alt fallbacks and tracking names. The result is
 * unescaped text: Astro escapes it again when it lands in an attribute or a text node.
 */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  const escaped = sanitize(html.replace(/<br\s*\/?>/gi, ' '), { ...BASE_OPTIONS, allowedTags: [], allowedAttributes: {} });
  return escaped
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether CMS HTML has any visible text (an editor's empty `<p></p>` renders nothing). */
export function hasVisibleText(html: string | null | undefined): boolean {
  return htmlToText(html).length > 0;
}
