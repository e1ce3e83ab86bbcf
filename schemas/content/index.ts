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
import { videoBlock, videoPlayerBlock } from './video.ts';
import { accordionsBlock } from './accordions.ts';
import { anchorsBlock } from './anchors.ts';
import { linkedCardsBlock } from './linked-cards.ts';
import { categoryCardsBlock } from './category-cards.ts';
import { secondaryNavBlock } from './secondary-nav.ts';
import { filterByBlock } from './filter-by.ts';
import { verticalListBlock } from './vertical-list.ts';
import { iconAndTextBlock } from './icon-and-text.ts';
import { benefitBarBlock } from './benefit-bar.ts';
import { experienceBlock } from './experience.ts';
import { segmentationBlock } from './segmentation.ts';
import { dialogBlock } from './dialog.ts';
import { popUpBlock } from './pop-up.ts';
import { newsletterBlock } from './newsletter.ts';
import { eventSignupBlock } from './event-signup.ts';
import { articleGridBlock } from './article-grid.ts';
import { recommendationsBlock } from './recommendations.ts';
import { upSellBlock } from './up-sell.ts';
import { ugcBlock } from './ugc.ts';
import { inlineCatalogGridBlock } from './inline-catalog-grid.ts';

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
  video: videoBlock,
  'video-player': videoPlayerBlock,
  accordions: accordionsBlock,
  anchors: anchorsBlock,
  'linked-cards': linkedCardsBlock,
  'category-cards': categoryCardsBlock,
  'secondary-nav': secondaryNavBlock,
  'filter-by': filterByBlock,
  'vertical-list': verticalListBlock,
  'icon-and-text': iconAndTextBlock,
  'benefit-bar': benefitBarBlock,
  experience: experienceBlock,
  segmentation: segmentationBlock,
  dialog: dialogBlock,
  'pop-up': popUpBlock,
  newsletter: newsletterBlock,
  'event-signup': eventSignupBlock,
  'article-grid': articleGridBlock,
  recommendations: recommendationsBlock,
  'up-sell': upSellBlock,
  ugc: ugcBlock,
  'inline-catalog-grid': inlineCatalogGridBlock,
} as const;

export type BlockType = keyof typeof blockSchemas;
export const BLOCK_TYPES = Object.keys(blockSchemas) as BlockType[];
