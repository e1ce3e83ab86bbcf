/** Rich text: CMS HTML (sanitised on render), colours, alignment and a readable max width. */
import { z } from 'zod';
import { blockBase, cssColor, textAlignment } from './common.ts';

/** sm 36rem, md 48rem (a comfortable measure), lg 64rem, xl 80rem, full: no limit. */
export const proseWidth = z.enum(['sm', 'md', 'lg', 'xl', 'full']);

export const richTextBlock = z.object({
  type: z.literal('rich-text'),
  ...blockBase,
  richText: z.string().trim().min(1).max(20000),
  textColor: cssColor.optional(),
  backgroundColor: cssColor.optional(),
  /** Small means below lg (64rem); large inherits small when unset. */
  textAlignmentSmall: textAlignment.default('left'),
  textAlignmentLarge: textAlignment.optional(),
  maxWidth: proseWidth.default('md'),
});
export type RichTextBlock = z.output<typeof richTextBlock>;
