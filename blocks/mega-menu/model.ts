/**
 * Decisions the mega menu makes before rendering, kept out of the .astro file so they are unit
 * tested: which items open a panel, and what each level's shop-all link says and points to.
 */
import type { MegaMenuItem, MegaMenuL2 } from '../../schemas/content/mega-menu.ts';
import { htmlToText } from '../../src/lib/html/sanitize.ts';

export interface ShopAllLink {
  text: string;
  url: string;
}

/** The accessible, plain-text title of a node: its HTML title's text, else its title. */
export const plainTitle = (node: { title: string; titleHtml?: string | undefined }): string =>
  htmlToText(node.titleHtml) || node.title;

/** An item opens a panel when it has something to put in it; otherwise it is a plain link. */
export const hasPanel = (item: MegaMenuItem): boolean =>
  item.columns.length > 0 || item.visualSelectors.length > 0 || item.menuBanner !== undefined;

/**
 * The shop-all link of an L1 or L2 node on one layout (sm: the accordion, lg: the popover).
 * overrideShopAll replaces the text and/or the URL; with no URL at all there is no link.
 */
export function shopAllFor(
  node: Pick<MegaMenuItem | MegaMenuL2, 'title' | 'titleHtml' | 'hideShopAll' | 'overrideShopAll'> & {
    target?: { url: string } | undefined;
  },
  layout: 'sm' | 'lg',
  shopAll: (title: string) => string,
): ShopAllLink | null {
  if (node.hideShopAll[layout]) return null;
  const url = node.overrideShopAll?.url ?? node.target?.url;
  if (!url) return null;
  return { text: node.overrideShopAll?.text ?? shopAll(plainTitle(node)), url };
}

/**
 * An L1 item's one shop-all link for both layouts (one tree, issue 15): the text and URL do not
 * depend on the layout, only whether it is hidden there. `only` names the single layout that
 * shows it; null when neither does.
 */
export function shopAllLink(
  item: Parameters<typeof shopAllFor>[0],
  shopAll: (title: string) => string,
): (ShopAllLink & { only?: 'sm' | 'lg' }) | null {
  const lg = shopAllFor(item, 'lg', shopAll);
  const sm = shopAllFor(item, 'sm', shopAll);
  if (lg && sm) return lg;
  if (lg) return { ...lg, only: 'lg' };
  if (sm) return { ...sm, only: 'sm' };
  return null;
}

/** The menu's class that shows an element on one layout only (MegaMenu.astro's styles). */
export const layoutClass = (only: 'sm' | 'lg'): string => (only === 'lg' ? 'mm-lg' : 'mm-sm');

/** Literal classes (Tailwind scans for them) for the CMS menuStyle. */
export const MENU_STYLE_CLASS = {
  default: '',
  highlight: 'font-bold text-brand-ember',
  sale: 'font-bold text-sale',
} as const;
