/**
 * Every CMS block schema, keyed by its `type` discriminator. blocks/registry.ts is typed against
 * this map, so adding a schema here without a component fails the type check.
 */
import { bannerBlock } from './banner.ts';
import { heroBlock } from './hero.ts';
import { pictureBlock } from './picture.ts';
import { spacerBlock } from './spacer.ts';
import { richTextBlock } from './rich-text.ts';
import { promoBarBlock } from './promo-bar.ts';
import { footerBlock } from './footer.ts';
import { collectionBlock } from './collection.ts';
import { ctaCollectionBlock } from './cta-collection.ts';
import { megaMenuBlock } from './mega-menu.ts';

export const blockSchemas = {
  banner: bannerBlock,
  hero: heroBlock,
  picture: pictureBlock,
  spacer: spacerBlock,
  'rich-text': richTextBlock,
  'promo-bar': promoBarBlock,
  footer: footerBlock,
  collection: collectionBlock,
  'cta-collection': ctaCollectionBlock,
  'mega-menu': megaMenuBlock,
} as const;

export type BlockType = keyof typeof blockSchemas;
export const BLOCK_TYPES = Object.keys(blockSchemas) as BlockType[];
