/**
 * Accordions: questions and answers (or any titled panels) on native <details>, so they open
 * and close, are keyboard operable and findable with the browser's find-in-page, without script.
 */
import { z } from 'zod';
import { blockBase, headingTag } from './common.ts';
import { anchorId } from './anchors.ts';

export const accordionItem = z.object({
  id: z.string().trim().min(1).max(64).optional(),
  title: z.string().trim().min(1).max(200),
  /** CMS HTML, sanitised on render. */
  richText: z.string().trim().min(1).max(20_000),
  /** Open when the page loads. */
  open: z.boolean().default(false),
});

export const accordionsBlock = z
  .object({
    type: z.literal('accordions'),
    ...blockBase,
    anchorId: anchorId.optional(),
    title: z.string().trim().max(200).optional(),
    titleHeadingTag: headingTag.exclude(['h1']).default('h2'),
    items: z.array(accordionItem).min(1).max(40),
    /** Opening one panel closes the others (the browser's exclusive <details name>). */
    singleOpen: z.boolean().default(false),
  })
  .superRefine((b, ctx) => {
    if (b.singleOpen && b.items.filter((i) => i.open).length > 1) {
      ctx.addIssue({ code: 'custom', path: ['items'], message: 'With singleOpen, at most one item can start open' });
    }
  });
export type AccordionsBlock = z.output<typeof accordionsBlock>;
