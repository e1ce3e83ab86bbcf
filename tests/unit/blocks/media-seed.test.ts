/**
 * The media/content seed module: every block it writes, for every site, passes its schema; the
 * home page leads with a hero; the footer links every informational route in the site's locale;
 * every content image follows the sandbox's `<name>-<w>x<h>.svg` convention with matching
 * dimensions; links point at seeded pages.
 */
import { describe, expect, it } from 'vitest';
import { blockSchemas } from '../../../schemas/content/index.ts';
import { SITES } from '../../../src/lib/site/locales.ts';
import { CATEGORIES, categoryPath } from '../../../src/sandbox/seed/categories.ts';
import { CONTENT_MEDIA, mediaBlocks } from '../../../src/sandbox/seed/content/blocks-media.ts';
import type { RawBlock, SeedContext } from '../../../src/sandbox/seed/content/types.ts';

/** The block types this seed module owns. */
const MEDIA_TYPES = ['banner', 'hero', 'picture', 'spacer', 'rich-text', 'promo-bar', 'footer'] as const;
const SCHEMAS = Object.fromEntries(MEDIA_TYPES.map((type) => [type, blockSchemas[type]])) as Pick<typeof blockSchemas, (typeof MEDIA_TYPES)[number]>;

const products = new Map(
  CATEGORIES.map((c) => [c.id, [{ id: `FW${c.id.padEnd(6, '0')}`, slug: `${c.slug}-item`, name: `${c.name} item`, image: `/media/products/FW${c.id}/black-1.svg` }]]),
);
const contextFor = (site: (typeof SITES)[number]): SeedContext => ({ site, categories: CATEGORIES, productsByCategory: products });

function allBlocks(ctx: SeedContext): RawBlock[] {
  const s = mediaBlocks(ctx);
  return [...s.home, ...s.content, ...s.kitchenSink, ...(s.footer ?? []), ...CATEGORIES.flatMap((c) => s.category(c))];
}

/** Every string value anywhere in a block (urls, texts, html). */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

describe.each(SITES.map((s) => [s.locale, s] as const))('media seed for %s', (_locale, site) => {
  const ctx = contextFor(site);
  const seed = mediaBlocks(ctx);

  it('every block passes its schema', () => {
    for (const raw of allBlocks(ctx)) {
      const schema = SCHEMAS[raw.type as keyof typeof SCHEMAS];
      expect(schema, `${raw.id}: unexpected type ${raw.type}`).toBeDefined();
      const r = schema.safeParse(raw);
      expect(r.success ? 'ok' : `${raw.id}: ${JSON.stringify(r.error.issues)}`).toBe('ok');
    }
  });

  it('block ids are unique within each page group', () => {
    for (const list of [seed.home, seed.content, seed.kitchenSink]) {
      const ids = list.map((b) => b.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('home leads with a hero (the LCP) and uses every block type but the footer', () => {
    expect(seed.home[0]?.type).toBe('hero');
    expect(new Set(seed.home.map((b) => b.type))).toEqual(new Set(['hero', 'banner', 'picture', 'spacer', 'rich-text', 'promo-bar']));
  });

  it('the kitchen sink has every type, and several variants of each', () => {
    const count = (type: string) => seed.kitchenSink.filter((b) => b.type === type).length;
    for (const type of Object.keys(SCHEMAS)) expect(count(type), type).toBeGreaterThanOrEqual(type === 'footer' ? 1 : 2);
    const layouts = new Set(seed.kitchenSink.flatMap((b) => Object.values((b.responsiveLayout ?? {}) as Record<string, { layout: string }>).map((l) => l.layout)));
    expect(layouts).toEqual(new Set(['overlay', 'split', 'below-1media', 'below-2media']));
  });

  it('each category gets one thin banner titled with its name', () => {
    for (const c of CATEGORIES) {
      const blocks = seed.category(c);
      expect(blocks).toHaveLength(1);
      expect(blocks[0]).toMatchObject({ type: 'banner', id: `category-${c.id}-banner` });
      expect(blocks[0]?.media).toBeUndefined();
    }
  });

  it('the footer links categories and every informational route, in the locale', () => {
    const f = blockSchemas.footer.parse(seed.footer?.[0]);
    const urls = [...f.groups.flatMap((g) => g.links), ...f.legalLinks].map((l) => l.url);
    for (const route of ['/loyalty', '/loyalty-terms', '/brand-terms', '/sale-terms', '/sms-terms', '/associate-discount-terms', '/privacy', '/help/contact-us', '/help/returns/how-to-return']) {
      expect(urls, route).toContain(`/${site.locale}${route}`);
    }
    for (const c of CATEGORIES) expect(urls).toContain(categoryPath(site.locale, c));
  });

  it('internal links are in the site locale and point at seeded routes', () => {
    const categoryPaths = new Set(CATEGORIES.map((c) => categoryPath(site.locale, c)));
    for (const raw of allBlocks(ctx)) {
      for (const s of strings(raw)) {
        for (const href of [s, ...[...s.matchAll(/href="([^"]+)"/g)].map((m) => m[1] ?? '')]) {
          if (!href.startsWith('/') || href.startsWith('/media/')) continue;
          expect(href.startsWith(`/${site.locale}/`), `${raw.id}: ${href}`).toBe(true);
          if (href.includes('/c/')) expect(categoryPaths.has(href), `${raw.id}: ${href}`).toBe(true);
        }
      }
    }
  });

  it('content images follow <name>-<w>x<h>.svg with matching dimensions, all listed in CONTENT_MEDIA', () => {
    const listed = new Set(CONTENT_MEDIA.map((m) => `/media/content/${m.name}-${m.width}x${m.height}.svg`));
    const visit = (value: unknown, id: string): void => {
      if (Array.isArray(value)) return value.forEach((v) => visit(v, id));
      if (!value || typeof value !== 'object') return;
      const o = value as Record<string, unknown>;
      if (typeof o.url === 'string' && o.url.startsWith('/media/content/')) {
        const m = /-(\d+)x(\d+)\.svg$/.exec(o.url);
        expect(m, `${id}: ${o.url}`).not.toBeNull();
        expect([o.width, o.height], `${id}: ${o.url}`).toEqual([Number(m?.[1]), Number(m?.[2])]);
        expect(listed.has(o.url), `${id}: ${o.url} missing from CONTENT_MEDIA`).toBe(true);
      }
      Object.values(o).forEach((v) => visit(v, id));
    };
    for (const raw of allBlocks(ctx)) visit(raw, raw.id);
  });
});

describe('media seed languages', () => {
  it('writes headlines in the site language', () => {
    const title = (locale: string) => mediaBlocks(contextFor(SITES.find((s) => s.locale === locale)!)).home[0]?.title;
    expect(title('en-us')).toBe('Built for the long way round');
    expect(title('fr-fr')).not.toBe(title('en-us'));
    expect(title('de-de')).not.toBe(title('en-us'));
    expect(title('it-it')).not.toBe(title('en-us'));
    expect(title('fr-ca')).toBe(title('fr-fr'));
  });

  it('prices the shipping threshold in the site currency', () => {
    const promo = (locale: string) => JSON.stringify(mediaBlocks(contextFor(SITES.find((s) => s.locale === locale)!)).home.find((b) => b.type === 'promo-bar'));
    expect(promo('en-us')).toContain('$75');
    expect(promo('en-gb')).toContain('£75');
    expect(promo('de-de')).toMatch(/75\s€/u);
  });
});
