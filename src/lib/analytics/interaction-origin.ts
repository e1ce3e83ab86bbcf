/**
 * docs/requirements/catalogue.md#analytics: where a shopper found the product they open ("interaction origin"), for
 * analytics. Product links carry one as `data-interaction-origin`; the click tracker reads it
 * (src/lib/analytics/interactions.client.ts).
 */
export const INTERACTION_ORIGINS = [
  'Search',
  'Grid',
  'Jacket Finder',
  'Backpack Finder',
  'Footwear Finder',
  'Explore Collection',
  'Product Bundles',
  'Shoe Finder Retail',
  'Product Compare',
  'Tent and Sleepingbag Guide',
  'Shop the Look',
  'Direct to PDP',
  'Product Recommendation Carousel',
  'UpSellCompleteTheLook',
  'Customizer',
  'Fit Analytics',
] as const;
export type InteractionOrigin = (typeof INTERACTION_ORIGINS)[number];

export const INTERACTION_ORIGIN_ATTRIBUTE = 'data-interaction-origin';

export const isInteractionOrigin = (value: unknown): value is InteractionOrigin =>
  typeof value === 'string' && (INTERACTION_ORIGINS as readonly string[]).includes(value);

/** Spread on a product link: `<a href={…} {...interactionOriginAttrs('Grid')}>`. */
export const interactionOriginAttrs = (origin: InteractionOrigin): { 'data-interaction-origin': InteractionOrigin } => ({
  [INTERACTION_ORIGIN_ATTRIBUTE]: origin,
});
