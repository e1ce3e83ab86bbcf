/**
 * The block registry: every CMS block type maps to its zod schema and its Astro component.
 *
 * It is typed against `blockSchemas` (schemas/content/index.ts), so `astro check` fails when a
 * schema has no component, when a component is registered without a schema, or when a
 * component's props do not match what its schema produces.
 */
import type { z } from 'zod';
import { blockSchemas, type BlockType } from '../schemas/content/index.ts';
import type { BlockContext } from './context.ts';
import Banner from './banner/Banner.astro';
import Hero from './hero/Hero.astro';
import Picture from './picture/Picture.astro';
import Spacer from './spacer/Spacer.astro';
import RichText from './rich-text/RichText.astro';
import PromoBar from './promo-bar/PromoBar.astro';
import Footer from './footer/Footer.astro';
import Collection from './collection/Collection.astro';
import CtaCollection from './cta-collection/CtaCollection.astro';
import MegaMenu from './mega-menu/MegaMenu.astro';
import Video from './video/Video.astro';
import VideoPlayer from './video-player/VideoPlayer.astro';
import Accordions from './accordions/Accordions.astro';
import Anchors from './anchors/Anchors.astro';
import LinkedCards from './linked-cards/LinkedCards.astro';
import CategoryCards from './category-cards/CategoryCards.astro';
import SecondaryNav from './secondary-nav/SecondaryNav.astro';
import FilterBy from './filter-by/FilterBy.astro';
import VerticalList from './vertical-list/VerticalList.astro';
import IconAndText from './icon-and-text/IconAndText.astro';
import BenefitBar from './benefit-bar/BenefitBar.astro';
import Experience from './experience/Experience.astro';
import Segmentation from './segmentation/Segmentation.astro';
import Dialog from './dialog/Dialog.astro';
import PopUp from './pop-up/PopUp.astro';
import Newsletter from './newsletter/Newsletter.astro';
import EventSignup from './event-signup/EventSignup.astro';
import ArticleGrid from './article-grid/ArticleGrid.astro';
import Recommendations from './recommendations/Recommendations.astro';
import UpSell from './up-sell/UpSell.astro';
import Ugc from './ugc/Ugc.astro';
import InlineCatalogGrid from './inline-catalog-grid/InlineCatalogGrid.astro';

type Schemas = typeof blockSchemas;
type BlockComponent<T> = (props: { block: T; ctx: BlockContext }) => unknown;
export type Registry = { [K in BlockType]: { schema: Schemas[K]; component: BlockComponent<z.output<Schemas[K]>> } };

export const registry = {
  banner: { schema: blockSchemas.banner, component: Banner },
  hero: { schema: blockSchemas.hero, component: Hero },
  picture: { schema: blockSchemas.picture, component: Picture },
  spacer: { schema: blockSchemas.spacer, component: Spacer },
  'rich-text': { schema: blockSchemas['rich-text'], component: RichText },
  'promo-bar': { schema: blockSchemas['promo-bar'], component: PromoBar },
  footer: { schema: blockSchemas.footer, component: Footer },
  collection: { schema: blockSchemas.collection, component: Collection },
  'cta-collection': { schema: blockSchemas['cta-collection'], component: CtaCollection },
  'mega-menu': { schema: blockSchemas['mega-menu'], component: MegaMenu },
  video: { schema: blockSchemas.video, component: Video },
  'video-player': { schema: blockSchemas['video-player'], component: VideoPlayer },
  accordions: { schema: blockSchemas.accordions, component: Accordions },
  anchors: { schema: blockSchemas.anchors, component: Anchors },
  'linked-cards': { schema: blockSchemas['linked-cards'], component: LinkedCards },
  'category-cards': { schema: blockSchemas['category-cards'], component: CategoryCards },
  'secondary-nav': { schema: blockSchemas['secondary-nav'], component: SecondaryNav },
  'filter-by': { schema: blockSchemas['filter-by'], component: FilterBy },
  'vertical-list': { schema: blockSchemas['vertical-list'], component: VerticalList },
  'icon-and-text': { schema: blockSchemas['icon-and-text'], component: IconAndText },
  'benefit-bar': { schema: blockSchemas['benefit-bar'], component: BenefitBar },
  experience: { schema: blockSchemas.experience, component: Experience },
  segmentation: { schema: blockSchemas.segmentation, component: Segmentation },
  dialog: { schema: blockSchemas.dialog, component: Dialog },
  'pop-up': { schema: blockSchemas['pop-up'], component: PopUp },
  newsletter: { schema: blockSchemas.newsletter, component: Newsletter },
  'event-signup': { schema: blockSchemas['event-signup'], component: EventSignup },
  'article-grid': { schema: blockSchemas['article-grid'], component: ArticleGrid },
  recommendations: { schema: blockSchemas.recommendations, component: Recommendations },
  'up-sell': { schema: blockSchemas['up-sell'], component: UpSell },
  ugc: { schema: blockSchemas.ugc, component: Ugc },
  'inline-catalog-grid': { schema: blockSchemas['inline-catalog-grid'], component: InlineCatalogGrid },
} satisfies Registry;

export function componentFor(type: BlockType): BlockComponent<never> {
  return registry[type].component as BlockComponent<never>;
}
