/**
 * Secondary nav: a section's own navigation (docs/requirements/content-blocks.md#secondary-nav): its title and links in a row on large
 * screens, a collapsible list on small ones. The link for the current page is marked.
 */
import { z } from 'zod';
import { blockBase, href } from './common.ts';

export const secondaryNavLink = z.object({
  id: z.string().trim().min(1).max(64).optional(),
  text: z.string().trim().min(1).max(60),
  url: href,
});

export const secondaryNavBlock = z.object({
  type: z.literal('secondary-nav'),
  ...blockBase,
  /** The section's name: the row's title, the collapsed list's label and the landmark's name. */
  title: z.string().trim().min(1).max(60),
  /** Makes the title a link to the section's first page. */
  titleUrl: href.optional(),
  links: z.array(secondaryNavLink).min(1).max(20),
});
export type SecondaryNavBlock = z.output<typeof secondaryNavBlock>;
