import { describe, expect, it } from 'vitest';
import { categoryIdOfUrl, menuBlocks, menuCategoryTrail, productCrumbs } from '../../../src/lib/catalogue/breadcrumbs.ts';
import { formatSiteDate, productBadges } from '../../../src/lib/catalogue/badges.ts';
import { megaMenuBlock } from '../../../schemas/content/mega-menu.ts';

const block = megaMenuBlock.parse({
  type: 'mega-menu',
  id: 'mm',
  items: [
    {
      id: 'fw',
      title: 'Footwear',
      target: { url: '/en-us/c/footwear-1000', text: 'Footwear' },
      columns: [
        { id: 'boots', title: 'Boots', children: [{ id: 'mhb', title: "Men's Hiking Boots", target: { url: '/en-us/c/mens-hiking-boots-1001' } }] },
        { id: 'act', title: 'Activity', target: { url: '/en-us/hiking' }, children: [] },
      ],
    },
    { id: 'gear', title: 'Gear', target: { url: '/en-us/c/gear-3000', text: 'Gear' }, columns: [{ id: 'hl', title: 'Headlamps', target: { url: '/en-us/c/headlamps-and-lighting-300500' }, children: [] }] },
  ],
});

const home = { name: 'Home', path: '/en-us/' };
const product = { name: 'Summit Boot', path: '/en-us/p/summit-boot-FWINSTOCK1' };

describe('breadcrumbs', () => {
  it('reads a category id from a menu link in the locale', () => {
    expect(categoryIdOfUrl('/en-us/c/mens-hiking-boots-1001?x=1', 'en-us')).toBe('1001');
    expect(categoryIdOfUrl('/fr-fr/c/mens-hiking-boots-1001', 'en-us')).toBeNull();
    expect(categoryIdOfUrl('/en-us/hiking', 'en-us')).toBeNull();
    expect(categoryIdOfUrl(undefined, 'en-us')).toBeNull();
  });
  it('gives the full category path, skipping steps that are not category pages', () => {
    expect(menuCategoryTrail([block], '1001', 'en-us')).toEqual([
      { name: 'Footwear', path: '/en-us/c/footwear-1000' },
      { name: "Men's Hiking Boots", path: '/en-us/c/mens-hiking-boots-1001' },
    ]);
    expect(menuCategoryTrail([block], '300500', 'en-us').map((c) => c.name)).toEqual(['Gear', 'Headlamps']);
    expect(menuCategoryTrail([block], '1000', 'en-us').map((c) => c.name)).toEqual(['Footwear']);
    expect(menuCategoryTrail([block], '9999', 'en-us')).toEqual([]);
  });
  it('product crumbs: home, the path, the product; the fallback when the menu does not list it; none without a category', () => {
    expect(productCrumbs({ home, product, categoryId: '1001', locale: 'en-us', menu: [block] }).map((c) => c.name)).toEqual(['Home', 'Footwear', "Men's Hiking Boots", 'Summit Boot']);
    const fallback = { name: 'Sandals', path: '/en-us/c/sandals-1004' };
    expect(productCrumbs({ home, product, categoryId: '1004', locale: 'en-us', menu: [block], fallback })).toEqual([home, fallback, product]);
    expect(productCrumbs({ home, product, locale: 'en-us', menu: [block] })).toEqual([home, product]);
  });
  it('menuBlocks keeps valid mega-menu blocks and skips the rest', () => {
    const page = { sections: [{ blocks: [{ type: 'mega-menu', id: 'bad' }, block, { type: 'banner' }] }] } as never;
    expect(menuBlocks(page)).toHaveLength(1);
    expect(menuBlocks(null)).toEqual([]);
  });
});

describe('product flags', () => {
  const now = new Date('2026-11-24T00:00:00Z');
  it('low stock when the eyebrow id is LOW STOCK (the id is not shown as an eyebrow)', () => {
    expect(productBadges({ eyebrow: 'LOW STOCK', presale: false }, now)).toEqual({ lowStock: true });
    expect(productBadges({ eyebrow: 'NEW', badge: 'Limited', presale: false }, now)).toEqual({ eyebrow: 'NEW', lowStock: false });
  });
  it('coming soon with a future publish date; a presale is not coming soon', () => {
    expect(productBadges({ targetPublishDate: '2031-03-01T08:00:00.000Z', presale: false }, now).comingSoon?.toISOString()).toBe('2031-03-01T08:00:00.000Z');
    expect(productBadges({ targetPublishDate: '2024-03-01T00:00:00.000Z', presale: false }, now).comingSoon).toBeUndefined();
    const presale = productBadges({ targetPublishDate: '2030-11-01T08:00:00.000Z', presale: true }, now);
    expect(presale.comingSoon).toBeUndefined();
    expect(presale.presale?.date?.getUTCFullYear()).toBe(2030);
  });
  it('formats the date the site way', () => {
    expect(formatSiteDate(new Date('2031-03-01T08:00:00Z'), 'MM/DD/YYYY')).toBe('03/01/2031');
    expect(formatSiteDate(new Date('2031-03-01T08:00:00Z'), 'DD/MM/YYYY')).toBe('01/03/2031');
  });
});
