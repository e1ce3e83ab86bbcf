/**
 * Collection (docs/requirements/content-blocks.md#collection-and-cta-collection): a titled set of banners and pictures laid out, per breakpoint, as a
 * grid or a carousel. "Grid on large, carousel on small" is the typical configuration.
 */
import { z } from 'zod';
import { blockBase, headingTag, target, textAlignment } from './common.ts';
import { bannerBlock } from './banner.ts';
import { pictureBlock } from './picture.ts';

/** A CSS length the editor types for a slide: `80%`, `18rem`, `240px`, `40vw`. */
export const slideLength = z
  .string()
  .trim()
  .regex(/^\d{1,4}(\.\d{1,3})?(%|rem|em|px|vw)$/, 'A length such as 80%, 18rem or 240px');

/** Spacing steps shared by slide padding and carousel margin (rem values live in the component). */
export const collectionSpacing = z.enum(['none', 'small', 'medium', 'large']);
export type CollectionSpacing = z.infer<typeof collectionSpacing>;

/** docs/requirements/content-blocks.md#carousels: autorotate time is in seconds (multiplied by 1000 when used). */
export const AUTOROTATE_DEFAULT_SECONDS = 5;

/**
 * Layout for one breakpoint. Every field has a default, so an editor sets only what differs.
 * `type` and `slideWidth` default per breakpoint (a phone peeks at the next card, a desktop
 * shows several).
 */
const breakpointLayout = (defaults: { type: 'grid' | 'carousel'; slideWidth: string }) =>
  z.object({
    type: z.enum(['grid', 'carousel']).default(defaults.type),
    /** Carousel: width of one slide. */
    slideWidth: slideLength.default(defaults.slideWidth),
    /** Carousel: cap on the slide width, so a wide screen does not blow a card up. */
    slideMaxWidth: slideLength.optional(),
    /** Space around each item, in grids and carousels alike. docs/requirements/content-blocks.md#carousels: "default slide padding small". */
    slidePadding: collectionSpacing.default('small'),
    /** Carousel: inset before the first and after the last slide. */
    margin: collectionSpacing.default('none'),
    showArrows: z.boolean().default(true),
    /** Bullets, one per slide. */
    showIndicators: z.boolean().default(true),
    /** A bar showing how far through the slides the shopper is. */
    showProgress: z.boolean().default(false),
    autoplay: z.boolean().default(false),
    /** Seconds per slide when autoplaying. */
    autorotateTime: z.number().positive().max(60).default(AUTOROTATE_DEFAULT_SECONDS),
    loop: z.boolean().default(false),
    /**
     * Grid: columns. Not in the spec; unset, the component derives it from the breakpoint, the
     * variant and the item count.
     */
    columns: z.number().int().min(1).max(6).optional(),
  });

export const collectionBreakpoints = z
  .object({
    sm: breakpointLayout({ type: 'carousel', slideWidth: '80%' }).prefault({}),
    md: breakpointLayout({ type: 'carousel', slideWidth: '45%' }).prefault({}),
    lg: breakpointLayout({ type: 'grid', slideWidth: '31%' }).prefault({}),
    xl: breakpointLayout({ type: 'grid', slideWidth: '24%' }).prefault({}),
  })
  .prefault({});
export type CollectionBreakpoints = z.output<typeof collectionBreakpoints>;
export type CollectionLayout = CollectionBreakpoints['sm'];

/** Items are leaf blocks: each one is rendered by its own component. */
export const collectionItem = z.discriminatedUnion('type', [bannerBlock, pictureBlock]);
export type CollectionItem = z.output<typeof collectionItem>;

export const collectionBlock = z.object({
  type: z.literal('collection'),
  ...blockBase,
  title: z.string().trim().min(1).optional(),
  titleHeadingTag: headingTag.default('h2'),
  titleAlignment: textAlignment.default('left'),
  /** Where the title (and its text link) sits: above the items, below them, or beside them on lg. */
  titlePosition: z.enum(['top', 'bottom', 'side']).default('top'),
  /** A link next to the title ("View all"). */
  textLink: target.optional(),
  /**
   * highlightCenter: the middle item (or the centred slide) stands out; threeCardGrid: three equal
   * cards from md up; elevated-grid: raised cards on a tinted band.
   */
  variant: z.enum(['standard', 'highlightCenter', 'threeCardGrid', 'elevated-grid']).default('standard'),
  breakpoints: collectionBreakpoints,
  items: z.array(collectionItem).min(1),
});
export type CollectionBlock = z.output<typeof collectionBlock>;
