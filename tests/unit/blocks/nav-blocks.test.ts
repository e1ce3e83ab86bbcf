/**
 * Collection, CTA collection and mega menu: their schemas (fixtures, defaults, the rules that
 * matter to editors) and the pure decisions their components make before rendering.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { collectionBlock } from '../../../schemas/content/collection.ts';
import { ctaCollectionBlock } from '../../../schemas/content/cta-collection.ts';
import { megaMenuBlock, megaMenuItem } from '../../../schemas/content/mega-menu.ts';
import {
  autoplayMs,
  carouselConfigs,
  centreIndex,
  formClasses,
  gridColumns,
  hasAutoplay,
  hasCarousel,
  hasControls,
  layoutVars,
  slideSizes,
  slidesInFirstRow,
} from '../../../blocks/collection/layout.ts';
import { hasPanel, layoutClass, plainTitle, shopAllFor, shopAllLink } from '../../../blocks/mega-menu/model.ts';
import { menuMessages } from '../../../blocks/mega-menu/messages.ts';
import { navBlocks } from '../../../src/sandbox/seed/content/blocks-nav.ts';
import { CATEGORIES } from '../../../src/sandbox/seed/categories.ts';
import { SITES } from '../../../src/lib/site/locales.ts';
import { blockSchemas } from '../../../schemas/content/index.ts';

const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`../../fixtures/blocks/${name}.json`, import.meta.url), 'utf8'));
const issuePaths = (r: { success: boolean; error?: { issues: Array<{ path: PropertyKey[] }> } }) =>
  (r.error?.issues ?? []).map((i) => i.path.map(String).join('.'));

const picture = (id: string) => ({
  type: 'picture',
  id,
  media: { sm: { url: `/media/content/${id}.svg`, alt: 'A tent at dusk', width: 800, height: 1000 } },
});

describe('collection schema', () => {
  it('accepts the valid fixture and keeps both item kinds', () => {
    const block = collectionBlock.parse(fixture('collection.valid'));
    expect(block.items.map((i) => i.type)).toEqual(['banner', 'picture', 'banner']);
    expect(block.breakpoints.md.slideMaxWidth).toBe('24rem');
  });

  it('refuses the invalid fixture at the fields an editor got wrong', () => {
    const paths = issuePaths(collectionBlock.safeParse(fixture('collection.invalid')));
    expect(paths).toEqual(expect.arrayContaining(['variant', 'breakpoints.sm.type', 'breakpoints.sm.slideWidth', 'breakpoints.sm.autorotateTime', 'items.0.type']));
  });

  it('fills every breakpoint with defaults: carousel below lg, grid from lg, small slide padding', () => {
    const block = collectionBlock.parse({ type: 'collection', id: 'c', items: [picture('a')] });
    expect(block.breakpoints.sm).toMatchObject({ type: 'carousel', slideWidth: '80%', slidePadding: 'small', margin: 'none', autorotateTime: 5, loop: false, autoplay: false });
    expect(block.breakpoints.md.type).toBe('carousel');
    expect(block.breakpoints.lg.type).toBe('grid');
    expect(block.breakpoints.xl.type).toBe('grid');
    expect(block).toMatchObject({ variant: 'standard', titleHeadingTag: 'h2', titleAlignment: 'left', titlePosition: 'top', hideOnBreakpoint: [] });
  });

  it('keeps a breakpoint the editor left out at its own defaults', () => {
    const block = collectionBlock.parse({ type: 'collection', id: 'c', items: [picture('a')], breakpoints: { sm: { type: 'grid', slideWidth: '50%' } } });
    expect(block.breakpoints.sm).toMatchObject({ type: 'grid', slideWidth: '50%' });
    expect(block.breakpoints.md).toMatchObject({ type: 'carousel', slideWidth: '45%' });
  });

  it('needs at least one item and refuses lengths that are not CSS lengths', () => {
    expect(collectionBlock.safeParse({ type: 'collection', id: 'c', items: [] }).success).toBe(false);
    for (const slideWidth of ['80', 'calc(100% - 1rem)', 'url(x)', '-10%']) {
      const r = collectionBlock.safeParse({ type: 'collection', id: 'c', items: [picture('a')], breakpoints: { sm: { slideWidth } } });
      expect(r.success, slideWidth).toBe(false);
    }
  });
});

describe('collection layout', () => {
  const block = collectionBlock.parse(fixture('collection.valid'));

  it('turns the autorotate time from seconds into milliseconds, only where autoplay is on', () => {
    expect(autoplayMs(block.breakpoints.sm)).toBe(6000);
    expect(autoplayMs(block.breakpoints.md)).toBe(0);
    expect(hasAutoplay(block.breakpoints)).toBe(true);
  });

  it('gives the carousel script a config only on carousel breakpoints', () => {
    const configs = carouselConfigs(block);
    expect(configs.sm).toEqual({ loop: true, autoplayMs: 6000, marginRem: 0, centered: true });
    expect(configs.md).toEqual({ loop: false, autoplayMs: 0, marginRem: 1, centered: true });
    expect(configs.lg).toBeNull();
    expect(configs.xl).toBeNull();
  });

  it('names the form of every breakpoint in classes', () => {
    expect(formClasses(block.breakpoints)).toBe('cl-car-sm cl-car-md cl-grid-lg cl-grid-xl');
    expect(hasCarousel(block.breakpoints)).toBe(true);
  });

  it('writes each breakpoint value as a custom property, with controls off on grid breakpoints', () => {
    const vars = layoutVars(block);
    expect(vars).toContain('--w-sm:80%');
    expect(vars).toContain('--mw-md:24rem');
    expect(vars).toContain('--mw-sm:none');
    expect(vars).toContain('--p-sm:0.5rem');
    expect(vars).toContain('--p-lg:0.75rem');
    expect(vars).toContain('--m-md:1rem');
    expect(vars).toContain('--cols-lg:3');
    expect(vars).toContain('--arrows-sm:none');
    expect(vars).toContain('--dots-sm:flex');
    expect(vars).toContain('--play-sm:flex');
    expect(vars).toContain('--bar-md:flex');
    expect(vars).toContain('--ctrl-lg:none');
    expect(vars).not.toMatch(/[<>"]/);
  });

  it('derives grid columns from the breakpoint, the variant and the item count', () => {
    const l = block.breakpoints.xl;
    expect(gridColumns(l, 'xl', 'standard', 10)).toBe(4);
    expect(gridColumns(l, 'xl', 'standard', 2)).toBe(2);
    expect(gridColumns(l, 'xl', 'threeCardGrid', 10)).toBe(3);
    expect(gridColumns(l, 'sm', 'threeCardGrid', 10)).toBe(1);
    expect(gridColumns({ ...l, columns: 5 }, 'xl', 'threeCardGrid', 2)).toBe(5);
  });

  it('knows when no control row is needed at all', () => {
    const quiet = collectionBlock.parse({
      type: 'collection',
      id: 'q',
      items: [picture('a')],
      breakpoints: { sm: { showArrows: false, showIndicators: false }, md: { type: 'grid' } },
    });
    expect(hasControls(quiet.breakpoints)).toBe(false);
    expect(hasAutoplay(quiet.breakpoints)).toBe(false);
  });

  it("sizes a slide's images to the slide, not the page", () => {
    const six = collectionBlock.parse({
      type: 'collection',
      id: 's',
      items: ['a', 'b', 'c', 'd', 'e', 'f'].map(picture),
      breakpoints: { sm: { type: 'carousel', slideWidth: '48%' }, md: { type: 'grid', columns: 3 }, lg: { type: 'carousel', slideWidth: '18rem' } },
    });
    const sizes = slideSizes(six);
    expect(sizes.sm).toBe('calc((100vw - 2rem) * 0.48)');
    expect(sizes.md).toBe('calc((100vw - 2rem) / 3)');
    expect(sizes.lg).toBe('18rem');
    expect(sizes.xl).toBe('calc(78rem / 4)');
    // A 48% carousel shows two slides and a peek of the third; the 4-column grid shows four.
    expect(slidesInFirstRow(six)).toBe(4);
    const one = collectionBlock.parse({ type: 'collection', id: 'o', items: [picture('a')] });
    expect(slidesInFirstRow(one)).toBe(1);
  });

  it('raises the middle item for highlightCenter', () => {
    expect(centreIndex(3)).toBe(1);
    expect(centreIndex(4)).toBe(1);
    expect(centreIndex(1)).toBe(0);
  });
});

describe('cta-collection schema', () => {
  it('accepts the valid fixture with defaults for the rest', () => {
    const block = ctaCollectionBlock.parse(fixture('cta-collection.valid'));
    expect(block.targets).toHaveLength(4);
    expect(block.targets[3]?.targetAttribute).toBe('_blank');
    const minimal = ctaCollectionBlock.parse({ type: 'cta-collection', id: 'x', targets: [{ url: '/en-us/sale', text: 'Sale' }] });
    expect(minimal).toMatchObject({ bottomBorder: false, highlightButton: true, equalTargetSize: false, alignment: 'center' });
  });

  it('refuses unsafe links, missing text and a non-boolean border', () => {
    const paths = issuePaths(ctaCollectionBlock.safeParse(fixture('cta-collection.invalid')));
    expect(paths).toEqual(expect.arrayContaining(['bottomBorder', 'targets.0.url', 'targets.1.text']));
  });
});

describe('mega-menu schema', () => {
  it('accepts the valid fixture with defaults per level', () => {
    const block = megaMenuBlock.parse(fixture('mega-menu.valid'));
    expect(block.triggerOnClick).toBe(false);
    const [footwear, sale, stores] = block.items;
    expect(footwear?.titleVisibility).toBe('title-icon');
    expect(footwear?.columns[0]?.children).toHaveLength(2);
    expect(footwear?.columns[0]?.hideShopAll).toEqual({ sm: false, lg: false });
    expect(sale?.hideShopAll).toEqual({ sm: false, lg: false });
    expect(sale?.menuStyle).toBe('sale');
    expect(stores?.columns).toEqual([]);
    expect(stores?.visualSelectors).toEqual([]);
  });

  it('refuses the invalid fixture', () => {
    const paths = issuePaths(megaMenuBlock.safeParse(fixture('mega-menu.invalid')));
    expect(paths).toEqual(expect.arrayContaining(['triggerOnClick', 'items.0.columns.0.children']));
  });

  it('needs an icon for an icon-only item, so it never renders as an empty button', () => {
    const r = megaMenuItem.safeParse({ id: 'x', title: 'Stores', titleVisibility: 'icon-only', target: { url: '/en-us/stores', text: 'Stores' } });
    expect(r.success).toBe(false);
    expect(issuePaths(r)).toContain('menuIcon');
  });

  it('refuses an item that would render as nothing', () => {
    const r = megaMenuItem.safeParse({ id: 'x', title: 'Empty' });
    expect(r.success).toBe(false);
    expect(issuePaths(r)).toContain('target');
  });

  it('needs at least one item', () => {
    expect(megaMenuBlock.safeParse({ type: 'mega-menu', id: 'm', items: [] }).success).toBe(false);
  });
});

describe('mega-menu model', () => {
  const m = menuMessages('en');
  const block = megaMenuBlock.parse(fixture('mega-menu.valid'));
  const [footwear, sale, stores] = block.items as [NonNullable<(typeof block.items)[0]>, NonNullable<(typeof block.items)[0]>, NonNullable<(typeof block.items)[0]>];

  it('opens a panel only for items with something to show', () => {
    expect(hasPanel(footwear)).toBe(true);
    expect(hasPanel(sale)).toBe(true);
    expect(hasPanel(stores)).toBe(false);
  });

  it('builds the shop-all link from the target and the title', () => {
    expect(shopAllFor(footwear, 'lg', m.shopAll)).toEqual({ text: 'Shop all Footwear', url: '/en-us/c/footwear-1000' });
  });

  it('lets overrideShopAll replace the text and the URL', () => {
    expect(shopAllFor(sale, 'sm', m.shopAll)).toEqual({ text: 'Shop the whole sale', url: '/en-us/sale?sort=discount' });
    const urlOnly = { ...sale, overrideShopAll: { url: '/en-us/outlet' } };
    expect(shopAllFor(urlOnly, 'lg', m.shopAll)).toEqual({ text: 'Shop all Sale up to 40%', url: '/en-us/outlet' });
  });

  it('hides the shop-all link per layout', () => {
    const hidden = { ...footwear, hideShopAll: { sm: true, lg: false } };
    expect(shopAllFor(hidden, 'sm', m.shopAll)).toBeNull();
    expect(shopAllFor(hidden, 'lg', m.shopAll)).not.toBeNull();
  });

  it('renders one shop-all link for both layouts, marked with the one layout that shows it (issue 15)', () => {
    expect(shopAllLink(footwear, m.shopAll)).toEqual({ text: 'Shop all Footwear', url: '/en-us/c/footwear-1000' });
    expect(shopAllLink({ ...footwear, hideShopAll: { sm: true, lg: false } }, m.shopAll)).toMatchObject({ only: 'lg' });
    expect(shopAllLink({ ...footwear, hideShopAll: { sm: false, lg: true } }, m.shopAll)).toMatchObject({ only: 'sm' });
    expect(shopAllLink({ ...footwear, hideShopAll: { sm: true, lg: true } }, m.shopAll)).toBeNull();
    expect(layoutClass('lg')).toBe('mm-lg');
    expect(layoutClass('sm')).toBe('mm-sm');
  });

  it('has no shop-all without a URL', () => {
    const column = footwear.columns[0]!;
    expect(shopAllFor({ ...column, target: undefined }, 'sm', m.shopAll)).toBeNull();
    expect(shopAllFor(column, 'sm', m.shopAll)).toEqual({ text: 'Shop all Hiking boots', url: '/en-us/c/mens-hiking-boots-1001' });
  });

  it('uses the text of titleHtml as the plain title, without markup', () => {
    expect(plainTitle(sale)).toBe('Sale up to 40%');
    expect(plainTitle({ title: 'Gear', titleHtml: '<img src=x onerror=alert(1)>' })).toBe('Gear');
  });

  it('localises the menu strings and falls back to English', () => {
    expect(menuMessages('fr').menu).toBe('Menu');
    expect(menuMessages('de').shopAll('Schuhe')).toContain('Schuhe');
    expect(menuMessages('xx').navLabel).toBe('Main');
  });
});

describe('blocks-nav seed', () => {
  const products = new Map(
    CATEGORIES.map((c) => [c.id, [1, 2].map((n) => ({ id: `TP${c.id.slice(0, 4)}${n}00`, slug: `${c.slug}-${n}`, name: `${c.name} ${n}`, image: `/media/products/TP${c.id}/red-1.svg` }))]),
  );

  it.each(SITES.map((s) => [s.locale, s] as const))('gives %s only blocks that parse', (_, site) => {
    const seed = navBlocks({ site, categories: CATEGORIES, productsByCategory: products });
    const all = [...seed.home, ...seed.content, ...seed.kitchenSink, ...(seed.menu ?? []), ...CATEGORIES.flatMap((c) => seed.category(c))];
    for (const raw of all) {
      const schema = blockSchemas[raw.type as keyof typeof blockSchemas];
      const result = schema.safeParse(raw);
      expect(result.success ? 'ok' : `${raw.id}: ${JSON.stringify(result.error.issues.slice(0, 3))}`).toBe('ok');
    }
  });

  it('covers every collection variant, both forms, and the menu levels', () => {
    const seed = navBlocks({ site: SITES[0]!, categories: CATEGORIES, productsByCategory: products });
    const collections = seed.kitchenSink.filter((b) => b.type === 'collection') as Array<Record<string, unknown>>;
    expect(new Set(collections.map((c) => c.variant ?? 'standard'))).toEqual(new Set(['standard', 'highlightCenter', 'threeCardGrid', 'elevated-grid']));
    const forms = collections.flatMap((c) => Object.values((c.breakpoints ?? {}) as Record<string, { type?: string }>).map((l) => l.type));
    expect(forms).toEqual(expect.arrayContaining(['grid', 'carousel']));
    const menu = megaMenuBlock.parse(seed.menu?.[0]);
    expect(menu.items.map((i) => i.titleVisibility)).toContain('icon-only');
    expect(menu.items.some((i) => i.menuBanner)).toBe(true);
    expect(menu.items.some((i) => i.visualSelectorsTitle && i.visualSelectors.length > 0)).toBe(true);
    expect(menu.items.some((i) => i.hideShopAll.lg)).toBe(true);
    expect(menu.items.some((i) => i.overrideShopAll)).toBe(true);
    expect(menu.items.flatMap((i) => i.columns.flatMap((c) => c.children)).length).toBeGreaterThan(10);
  });
});
