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
type Registry = { [K in BlockType]: { schema: Schemas[K]; component: BlockComponent<z.output<Schemas[K]>> } };

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

export interface BlockIssue {
  path: string;
  message: string;
}

export type ParsedBlock =
  | { ok: true; type: BlockType; id: string; block: z.output<Schemas[BlockType]> }
  | { ok: false; type: string; id: string; reason: 'unknown-type' | 'invalid'; issues: BlockIssue[] };

const isBlockType = (t: unknown): t is BlockType => typeof t === 'string' && Object.hasOwn(registry, t);

/** Parse one raw CMS block on its own. Never throws: a bad block comes back with its issues. */
export function parseBlock(raw: unknown): ParsedBlock {
  const obj = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const type = typeof obj.type === 'string' ? obj.type : '(missing)';
  const id = typeof obj.id === 'string' ? obj.id : '(missing)';
  if (!isBlockType(obj.type)) {
    return { ok: false, type, id, reason: 'unknown-type', issues: [{ path: 'type', message: `Unknown block type "${type}"` }] };
  }
  const result = registry[obj.type].schema.safeParse(raw);
  if (!result.success) {
    const issues = result.error.issues.map((i) => ({ path: i.path.map(String).join('.') || '(root)', message: i.message }));
    return { ok: false, type, id, reason: 'invalid', issues };
  }
  return { ok: true, type: obj.type, id, block: result.data };
}

export function componentFor(type: BlockType): BlockComponent<never> {
  return registry[type].component as BlockComponent<never>;
}
