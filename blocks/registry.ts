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
} satisfies Registry;

export function componentFor(type: BlockType): BlockComponent<never> {
  return registry[type].component as BlockComponent<never>;
}
