/**
 * The augmented page as the content service (CaaS) answers it: sections of typed blocks.
 * Blocks stay `unknown` here on purpose: each one is parsed on its own by blocks/registry.ts,
 * so one bad block never takes the page down.
 */
import { z } from 'zod';

/**
 * Section fields fall back (`.catch`) instead of failing: a malformed section loses its own
 * blocks, never the page. Block-level problems are reported by the registry.
 */
export const pageSection = z.object({
  id: z.string().min(1).catch('section'),
  name: z.string().optional().catch(undefined),
  blocks: z.array(z.unknown()).catch([]),
});
export type PageSection = z.infer<typeof pageSection>;

export const pageMeta = z.object({
  title: z.string().default(''),
  description: z.string().default(''),
  robots: z.string().optional(),
  canonical: z.string().optional(),
  keywords: z.array(z.string()).default([]),
});
export type PageMeta = z.infer<typeof pageMeta>;

export const augmentedPage = z.object({
  id: z.string().min(1),
  name: z.string().catch(''),
  siteId: z.string().min(1),
  /** The CMS page area (home, category, product, generic…): see content/document.ts. */
  area: z.string().min(1),
  /** The key inside the area: page slug, category id, product id, fragment id. */
  page: z.string().optional(),
  meta: pageMeta.catch({ title: '', description: '', keywords: [] }),
  sections: z.array(pageSection).catch([]),
  /** ISO time of the last edit, for Last-Modified and the showcase viewer. */
  updatedAt: z.string().optional().catch(undefined),
});
export type AugmentedPage = z.infer<typeof augmentedPage>;
