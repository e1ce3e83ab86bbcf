/**
 * The product page's breadcrumbs (docs/decisions.md, "The product page"): Home, the product's category path, the product.
 * The path is read from the site's menu (the CMS mega menu, in the site's language): the trail
 * of category links that leads to the product's category (Footwear › Men's Hiking Boots). When
 * the menu does not list the category, the catalogue's own name for it stands alone; when
 * nothing names it, the trail is Home › product.
 */
import { megaMenuBlock, type MegaMenuBlock } from '../../../schemas/content/mega-menu.ts';
import type { AugmentedPage } from '../../../schemas/content/page.ts';
import { parseCategorySegment } from '../site/routes.ts';

export interface Crumb {
  name: string;
  path: string;
}

interface Node {
  title: string;
  url?: string | undefined;
  children: Node[];
}

/** The category id a menu link leads to (`/en-us/c/mens-hiking-boots-1001` → 1001), if any. */
export function categoryIdOfUrl(url: string | undefined, locale: string): string | null {
  if (!url) return null;
  const path = url.split(/[?#]/)[0] ?? '';
  const prefix = `/${locale}/c/`;
  if (!path.startsWith(prefix)) return null;
  return parseCategorySegment(path.slice(prefix.length).replace(/\/$/, ''))?.id ?? null;
}

function nodesOf(block: MegaMenuBlock): Node[] {
  return block.items.map((item) => ({
    title: item.title,
    url: item.target?.url,
    children: item.columns.map((col) => ({
      title: col.title,
      url: col.target?.url,
      children: col.children.map((l3) => ({ title: l3.title, url: l3.target.url, children: [] })),
    })),
  }));
}

/** The mega-menu blocks of the menu document (each parsed on its own; a broken one is skipped). */
export function menuBlocks(menu: AugmentedPage | null): MegaMenuBlock[] {
  if (!menu) return [];
  const out: MegaMenuBlock[] = [];
  for (const section of menu.sections) {
    for (const raw of section.blocks) {
      if ((raw as { type?: unknown } | null)?.type !== 'mega-menu') continue;
      const parsed = megaMenuBlock.safeParse(raw);
      if (parsed.success) out.push(parsed.data);
    }
  }
  return out;
}

/**
 * The trail of category links from the menu's top to the category: only the nodes that lead to a
 * category page count (a column heading without a link is not a step), each step once.
 */
export function menuCategoryTrail(blocks: readonly MegaMenuBlock[], categoryId: string, locale: string): Crumb[] {
  const walk = (nodes: Node[], trail: Crumb[]): Crumb[] | null => {
    for (const node of nodes) {
      const id = categoryIdOfUrl(node.url, locale);
      const here = id && node.url && !trail.some((c) => c.path === node.url) ? [...trail, { name: node.title, path: node.url }] : trail;
      if (id === categoryId) return here;
      const found = walk(node.children, here);
      if (found) return found;
    }
    return null;
  };
  for (const block of blocks) {
    const found = walk(nodesOf(block), []);
    if (found) return found;
  }
  return [];
}

export interface ProductCrumbsInput {
  home: Crumb;
  product: Crumb;
  categoryId?: string | undefined;
  locale: string;
  menu: readonly MegaMenuBlock[];
  /** The catalogue's own name and page for the category, when the menu does not list it. */
  fallback?: Crumb | undefined;
}

/** Home, the category path, the product. */
export function productCrumbs(input: ProductCrumbsInput): Crumb[] {
  const { home, product, categoryId, locale, menu, fallback } = input;
  const trail = categoryId ? menuCategoryTrail(menu, categoryId, locale) : [];
  const path = trail.length > 0 ? trail : fallback ? [fallback] : [];
  return [home, ...path, product];
}
