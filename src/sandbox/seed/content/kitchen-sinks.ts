/**
 * A kitchen-sink page per CMS page area (docs/requirements/content-blocks.md#content-service: account, account profile, basecamp, cart,
 * category, checkout, contact us, error, generic, gift card, loyalty modal, order confirmation,
 * product, promotions, search, sign-in modal, sign-up, sign-up modal, store locator, westend):
 * content pages `kitchen-sink/{area}`, children of `kitchen-sink`, built from every seed group's
 * kitchenSink blocks, so a block type added to any group shows up on all of them.
 * - `generic` shows every variant of every block type;
 * - the other areas show every block type in its main variants (the first two of each type).
 */
import type { RawBlock, SeedBlocks } from './types.ts';

export const KITCHEN_SINK_AREAS = [
  'account',
  'account-profile',
  'basecamp',
  'cart',
  'category',
  'checkout',
  'contact-us',
  'error',
  'generic',
  'gift-card',
  'loyalty-modal',
  'order-confirmation',
  'product',
  'promotions',
  'search',
  'sign-in-modal',
  'sign-up',
  'sign-up-modal',
  'store-locator',
  'westend',
] as const;
export type KitchenSinkArea = (typeof KITCHEN_SINK_AREAS)[number];

export const KITCHEN_SINK_PARENT = 'kitchen-sink';
/** The area with every variant; the others keep this many per type. */
export const ALL_VARIANTS_AREA: KitchenSinkArea = 'generic';
export const MAIN_VARIANTS = 2;

export const kitchenSinkPage = (area: KitchenSinkArea): string => `${KITCHEN_SINK_PARENT}/${area}`;

/** The fixed-page title key of an area, where the titles table has one (error's is error-4xx). */
export const areaTitleKey = (area: KitchenSinkArea): string => (area === 'error' ? 'error-4xx' : area);

export interface KitchenSinkSection {
  id: string;
  name: string;
  blocks: RawBlock[];
}

/** One section per block type, in the groups' order; ids are made unique by the composer. */
export function kitchenSinkSections(groups: readonly SeedBlocks[], area: KitchenSinkArea): KitchenSinkSection[] {
  const sink = groups.flatMap((g) => g.kitchenSink);
  const types = [...new Set(sink.map((b) => b.type))];
  return types.map((type) => {
    const ofType = sink.filter((b) => b.type === type);
    return {
      id: `kitchen-sink-${area}-${type}`,
      name: type,
      blocks: (area === ALL_VARIANTS_AREA ? ofType : ofType.slice(0, MAIN_VARIANTS)).map((b) => structuredClone(b)),
    };
  });
}
