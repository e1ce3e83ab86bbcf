/**
 * The augmented page as the content service (CaaS) answers it: sections of typed blocks.
 * Blocks stay `unknown` here on purpose: each one is parsed on its own by blocks/registry.ts,
 * so one bad block never takes the page down.
 */
import { z } from 'zod';

export const pageSection = z.object({
  id: z.string().min(1),
  name: z.string().optional(),
  blocks: z.array(z.unknown()).default([]),
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
  name: z.string().default(''),
  siteId: z.string().min(1),
  /** The CMS page area (home, category, product, generic…): see content/document.ts. */
  area: z.string().min(1),
  /** The key inside the area: page slug, category id, product id, fragment id. */
  page: z.string().optional(),
  meta: pageMeta.default({ title: '', description: '', keywords: [] }),
  sections: z.array(pageSection).default([]),
  /** ISO time of the last edit, for Last-Modified and the showcase viewer. */
  updatedAt: z.string().optional(),
});
export type AugmentedPage = z.infer<typeof augmentedPage>;
