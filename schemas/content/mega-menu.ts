/**
 * The header navigation (docs/requirements/content-blocks.md#mega-menu "Mega menu", docs/requirements/content-blocks.md#mega-menu "Mega menu item", docs/requirements/content-blocks.md#mega-menu). One block holds the
 * level-1 items; each item carries its own panel: L2 columns with L3 links, an optional menu
 * banner and visual selectors.
 */
import { z } from 'zod';
import { blockBase, href, mediaObject, target } from './common.ts';
import { bannerBlock } from './banner.ts';

/** Visual weight of a title: `highlight` draws attention (new, featured), `sale` uses the sale colour. */
export const menuStyle = z.enum(['default', 'highlight', 'sale']);

/** A plain link of the menu: used for L3 entries and as the L2 heading's link. */
const menuLink = z.object({
  url: href,
  targetAttribute: z.enum(['_self', '_blank']).default('_self'),
});

/** Fields shared by every level. `titleHtml` is CMS markup: it is sanitised before rendering. */
const menuNode = {
  id: z.string().min(1),
  name: z.string().optional(),
  title: z.string().trim().min(1),
  titleHtml: z.string().optional(),
  menuStyle: menuStyle.default('default'),
  /** English label sent to analytics whatever the site's language. */
  delocalizedTracking: z.string().optional(),
};

/** Replaces the shop-all link's text and/or URL (the default is "Shop all {title}" to the item's target). */
const overrideShopAll = z.object({
  text: z.string().trim().min(1).optional(),
  url: href.optional(),
});

/** Hide the shop-all link on small (the accordion) or large (the popover) layouts. */
const hideShopAll = z
  .object({ sm: z.boolean().default(false), lg: z.boolean().default(false) })
  .prefault({});

export const megaMenuL3 = z.object({
  ...menuNode,
  target: menuLink,
});

export const megaMenuL2 = z.object({
  ...menuNode,
  /** The column heading links here when set; on small screens it becomes the accordion's shop-all. */
  target: menuLink.optional(),
  hideShopAll,
  overrideShopAll: overrideShopAll.optional(),
  children: z.array(megaMenuL3).default([]),
});

/** A picture tile that links to a category or an edit ("Shop by activity"). */
export const visualSelector = z.object({
  id: z.string().min(1),
  title: z.string().trim().min(1),
  mediaObject,
  target: menuLink,
});

export const megaMenuItem = z.object({
  ...menuNode,
  /** Where the item leads: the shop-all link of its panel, or the link itself when it has no panel. */
  target: target.optional(),
  menuIcon: mediaObject.optional(),
  /** `icon-only` hides the title visually; it stays the accessible name. */
  titleVisibility: z.enum(['title-icon', 'icon-only']).default('title-icon'),
  columns: z.array(megaMenuL2).default([]),
  menuBanner: bannerBlock.optional(),
  visualSelectors: z.array(visualSelector).default([]),
  visualSelectorsTitle: z.string().trim().min(1).optional(),
  hideShopAll,
  overrideShopAll: overrideShopAll.optional(),
})
  .refine((item) => item.titleVisibility !== 'icon-only' || item.menuIcon, {
    message: 'An icon-only item needs a menuIcon',
    path: ['menuIcon'],
  })
  .refine((item) => item.target || item.columns.length > 0 || item.visualSelectors.length > 0 || item.menuBanner, {
    message: 'An item needs a target or something to show in its panel',
    path: ['target'],
  });
export type MegaMenuItem = z.output<typeof megaMenuItem>;
export type MegaMenuL2 = z.output<typeof megaMenuL2>;
export type MegaMenuL3 = z.output<typeof megaMenuL3>;

export const megaMenuBlock = z.object({
  type: z.literal('mega-menu'),
  ...blockBase,
  /** Panels open on hover (with an intent delay) unless the CMS asks for click. */
  triggerOnClick: z.boolean().default(false),
  /** The navigation landmark's name; defaults to the localised "Main". */
  label: z.string().trim().min(1).optional(),
  items: z.array(megaMenuItem).min(1),
});
export type MegaMenuBlock = z.output<typeof megaMenuBlock>;
