/**
 * The CMS HTML sanitiser against classic XSS payloads. Besides "no <script>", every output must
 * satisfy a structural invariant: each `<` starts an allowed tag, each attribute is allowed, and
 * each href is a safe form. A payload that slips anything else through fails the invariant.
 */
import { describe, expect, it } from 'vitest';
import { hasVisibleText, htmlToText, isAllowedHref, sanitizeHtml, sanitizeInline } from '../../src/lib/html/sanitize.ts';

const RICH_TAGS = new Set(['p', 'br', 'strong', 'em', 'b', 'i', 'u', 's', 'span', 'a', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'sup', 'sub', 'small']);
const INLINE_TAGS = new Set(['br', 'strong', 'em', 'b', 'i', 'u', 's', 'span', 'sup', 'sub', 'small']);
const ATTRS: Record<string, Set<string>> = { a: new Set(['href', 'target', 'rel', 'lang', 'dir']) };
const GLOBAL_ATTRS = new Set(['lang', 'dir']);

const decode = (v: string) =>
  v
    .replace(/&#x([0-9a-f]+);?/gi, (_, h: string) => String.fromCodePoint(Number.parseInt(h, 16)))
    .replace(/&#(\d+);?/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;/gi, '\t')
    .replace(/&newline;/gi, '\n')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/** Throws with a reason when `html` holds anything but allowed tags, attributes and hrefs. */
function assertSafe(html: string, tags: Set<string>): void {
  const tagRe = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[a-zA-Z-]+(?:="[^"<>]*")?)*)\s*(\/?)>/g;
  let rest = html;
  for (const m of html.matchAll(tagRe)) {
    const [whole, , name = '', attrs = ''] = m;
    expect(tags.has(name.toLowerCase()), `tag <${name}> in ${html}`).toBe(true);
    for (const a of attrs.matchAll(/([a-zA-Z-]+)(?:="([^"]*)")?/g)) {
      const attr = (a[1] ?? '').toLowerCase();
      const allowed = ATTRS[name.toLowerCase()] ?? GLOBAL_ATTRS;
      expect(allowed.has(attr), `attribute ${attr} on <${name}> in ${html}`).toBe(true);
      if (attr === 'href') {
        const value = decode(a[2] ?? '');
        expect(isAllowedHref(value), `href ${value}`).toBe(true);
        expect(value.replace(/[\s\u0000-\u001f]/g, '').toLowerCase()).not.toMatch(/^(javascript|vbscript|data):/);
      }
      if (attr === 'target') expect(a[2]).toBe('_blank');
    }
    rest = rest.replace(whole, '');
  }
  // Everything that is not an allowed tag is text, and text never contains a raw `<`.
  expect(rest, `stray markup in ${html}`).not.toContain('<');
}

/** At least 25 classic payloads: script, handlers, URL schemes and their encodings, mXSS. */
const PAYLOADS: Array<[string, string]> = [
  ['script tag', '<script>alert(1)</script>'],
  ['upper-case script with src', '<SCRIPT SRC=//evil.example/x.js></SCRIPT>'],
  ['img onerror', '<img src=x onerror=alert(1)>'],
  ['javascript: href', '<a href="javascript:alert(1)">x</a>'],
  ['mixed-case javascript: href', '<a href="JaVaScRiPt:alert(1)">x</a>'],
  ['decimal-entity javascript:', '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>'],
  ['hex-entity javascript:', '<a href="&#x6A;&#x61;&#x76;&#x61;script&#x3A;alert(1)">x</a>'],
  ['entities without semicolons', '<a href="&#106&#97&#118&#97&#115&#99&#114&#105&#112&#116&#58alert(1)">x</a>'],
  ['leading whitespace javascript:', '<a href="  \n javascript:alert(1)">x</a>'],
  ['tab inside scheme', '<a href="java\tscript:alert(1)">x</a>'],
  ['entity tab inside scheme', '<a href="jav&#x09;ascript:alert(1)">x</a>'],
  ['named-entity colon', '<a href="javascript&colon;alert(1)">x</a>'],
  ['null byte in scheme', '<a href="java\u0000script:alert(1)">x</a>'],
  ['vbscript: href', '<a href="vbscript:msgbox(1)">x</a>'],
  ['data: URL href', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
  ['svg onload', '<svg onload=alert(1)>'],
  ['script inside svg', '<svg><script>alert(1)</script></svg>'],
  ['svg animate href', '<svg><a><animate attributeName=href values=javascript:alert(1) /><text y=20>x</text></a></svg>'],
  ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ['iframe javascript: src', '<iframe src="javascript:alert(1)"></iframe>'],
  ['style url(javascript:)', '<p style="background:url(javascript:alert(1))">x</p>'],
  ['style expression()', '<div style="width: expression(alert(1))">x</div>'],
  ['style element @import', "<style>@import 'https://evil.example/x.css';</style><p>x</p>"],
  ['mXSS math/style confusion', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
  ['mXSS noscript title', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'],
  ['unclosed tags with handler', '<p>unclosed <strong>bold <a href="/x" onclick="alert(1)">link'],
  ['attribute breaking quotes', `<a href="/ok" title='x" onmouseover="alert(1)'>x</a>`],
  ['unquoted handler on p', '<p onmouseover=alert(1)>hover</p>'],
  ['body onload', '<body onload=alert(1)>x</body>'],
  ['object data', '<object data="javascript:alert(1)"></object>'],
  ['embed src', '<embed src="javascript:alert(1)">'],
  ['form action', '<form action="javascript:alert(1)"><button>go</button></form>'],
  ['input autofocus onfocus', '<input autofocus onfocus=alert(1)>'],
  ['details ontoggle', '<details open ontoggle=alert(1)><summary>x</summary></details>'],
  ['protocol-relative href', '<a href="//evil.example/">x</a>'],
  ['backslash protocol-relative href', '<a href="/\\evil.example/">x</a>'],
  ['base href', '<base href="javascript://">'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ['link stylesheet', '<link rel=stylesheet href=//evil.example/x.css>'],
  ['unclosed attribute', '<img src="x onerror="alert(1)"'],
  ['nested script split', '<<script>script>alert(1)<</script>/script>'],
  ['tag split by inner script', '<scr<script>ipt>alert(1)</scr</script>ipt>'],
  ['template content', '<template><script>alert(1)</script></template>'],
  ['xmp raw text', '<xmp><script>alert(1)</script></xmp>'],
  ['textarea breakout', '<textarea></textarea><script>alert(1)</script></textarea>'],
  ['DOM clobbering id/name', '<span id="location" name="cookie">x</span><a name="defaultView" id="x">y</a>'],
  ['srcset on img', '<img srcset="javascript:alert(1) 1x">'],
  ['formaction on button', '<button formaction="javascript:alert(1)">x</button>'],
];

describe('sanitizeHtml: XSS payloads', () => {
  it('has at least 25 payloads', () => expect(PAYLOADS.length).toBeGreaterThanOrEqual(25));

  it.each(PAYLOADS)('%s', (_name, payload) => {
    const out = sanitizeHtml(payload);
    assertSafe(out, RICH_TAGS);
    expect(out.toLowerCase()).not.toMatch(/<(script|style|svg|math|iframe|img|object|embed|form|input|base|meta|link|template|body|details)\b/);
    expect(out).not.toMatch(/\son[a-z]+=/i);
    expect(out).not.toMatch(/\s(style|srcdoc|id|name|src)=/i);
  });

  it.each(PAYLOADS)('sanitizeInline: %s', (_name, payload) => {
    assertSafe(sanitizeInline(payload), INLINE_TAGS);
  });

  it('drops the content of script-like elements instead of leaving their code as text', () => {
    expect(sanitizeHtml('<p>a</p><script>alert(1)</script><style>p{}</style><svg><text>b</text></svg>')).toBe('<p>a</p>');
  });

  it('keeps escaped text escaped', () => {
    expect(sanitizeHtml('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
  });

  it('is idempotent on its own output (no mutation on a second pass)', () => {
    for (const [, payload] of PAYLOADS) {
      const once = sanitizeHtml(payload);
      expect(sanitizeHtml(once)).toBe(once);
    }
  });
});

describe('sanitizeHtml: what editors need survives', () => {
  it('keeps paragraphs, emphasis, lists, headings, quotes and small print', () => {
    const html =
      '<h2>Repairs</h2><p>We fix <strong>zips</strong>, <em>seams</em> and <u>tears</u>.<br />At cost.</p><ul><li>One</li></ul><ol><li>Two</li></ol><blockquote>Quote</blockquote><p><small>H<sub>2</sub>O, m<sup>2</sup>, <s>old</s>, <b>b</b>, <i>i</i>, <span>s</span></small></p><h3>a</h3><h4>b</h4><h5>c</h5><h6>d</h6>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops h1 (the page owns its only h1) but keeps its text', () => {
    expect(sanitizeHtml('<h1>Title</h1>')).toBe('Title');
  });

  it.each([
    ['https://www.cairn.example/x', true],
    ['http://example.com', true],
    ['mailto:help@cairn.example', true],
    ['tel:+18005550100', true],
    ['/en-us/help/contact-us', true],
    ['#sizes', true],
    ['help/contact-us', false],
    ['ftp://files.example', false],
    ['//evil.example', false],
    ['/\\evil.example', false],
  ])('href %s allowed: %s', (href, allowed) => {
    const out = sanitizeHtml(`<a href="${href}">x</a>`);
    if (allowed) expect(out).toBe(`<a href="${href}">x</a>`);
    else expect(out).toBe('<span>x</span>');
  });

  it('forces rel="noopener noreferrer" on new-tab links and drops other targets', () => {
    expect(sanitizeHtml('<a href="https://x.example" target="_blank">x</a>')).toBe('<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>');
    expect(sanitizeHtml('<a href="/x" target="_top">x</a>')).toBe('<a href="/x">x</a>');
    expect(sanitizeHtml('<a href="/x" rel="nofollow opener">x</a>')).toBe('<a href="/x" rel="nofollow">x</a>');
  });

  it('keeps lang and a valid dir for mixed-language copy', () => {
    expect(sanitizeHtml('<p lang="fr" dir="ltr">Bonjour</p><p dir="sideways">x</p>')).toBe('<p lang="fr" dir="ltr">Bonjour</p><p>x</p>');
  });

  it('returns an empty string for empty input', () => {
    expect(sanitizeHtml(undefined)).toBe('');
    expect(sanitizeHtml('')).toBe('');
  });
});

describe('sanitizeInline', () => {
  it('keeps inline emphasis and drops blocks and links, keeping their text', () => {
    expect(sanitizeInline('<p>Trail <em>season</em></p><a href="/x">now</a><h2>!</h2>')).toBe('Trail <em>season</em>now!');
  });
});

describe('htmlToText / hasVisibleText', () => {
  it('returns unescaped plain text with collapsed whitespace', () => {
    expect(htmlToText('<p>Boots &amp; <em>shells</em><br>for   "long" days &lt;3</p>')).toBe('Boots & shells for "long" days <3');
  });
  it('treats empty paragraphs and nbsp as no text', () => {
    expect(hasVisibleText('<p>&nbsp;</p><p></p>')).toBe(false);
    expect(hasVisibleText('<p>x</p>')).toBe(true);
  });
});

describe('sanitizeHtml mapHref', () => {
  it('rewrites kept hrefs (kept query params) and never turns them unsafe', () => {
    const add = (h: string) => (h.startsWith('/') ? `${h}?preview=true` : h);
    expect(sanitizeHtml('<a href="/en-us/loyalty">Join</a> <a href="https://x.example">x</a>', { mapHref: add })).toBe(
      '<a href="/en-us/loyalty?preview=true">Join</a> <a href="https://x.example">x</a>',
    );
    expect(sanitizeHtml('<a href="/x">x</a>', { mapHref: () => 'javascript:alert(1)' })).toBe('<a href="/x">x</a>');
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>', { mapHref: () => '/safe' })).toBe('<span>x</span>');
  });
});

describe('sanitiser memo', () => {
  it('remembers results per variant, and keeps variants apart', () => {
    const html = '<p><a href="/en-us/c/gear-3000">Gear</a></p>';
    let calls = 0;
    const mapA = (href: string) => (calls++, `${href}?cms=a`);
    const first = sanitizeHtml(html, { mapHref: mapA, variant: 'a' });
    const again = sanitizeHtml(html, { mapHref: mapA, variant: 'a' });
    expect(again).toBe(first);
    expect(calls).toBe(1);
    const other = sanitizeHtml(html, { mapHref: (href) => `${href}?cms=b`, variant: 'b' });
    expect(other).toContain('cms=b');
    expect(first).toContain('cms=a');
  });

  it('does not remember a mapped result without a variant (it could depend on anything)', () => {
    const html = '<p><a href="/x">x</a></p>';
    expect(sanitizeHtml(html, { mapHref: () => '/one' })).toContain('/one');
    expect(sanitizeHtml(html, { mapHref: () => '/two' })).toContain('/two');
  });
});
