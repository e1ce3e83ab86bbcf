/**
 * Icon-and-text (docs/requirements/content-blocks.md#icon-and-text): items of an icon and rich text, each with an optional target and
 * its own colours; icon sizes small, medium and large (docs/requirements/content-blocks.md#icon-and-text: md, lg and 3xl); variants
 * icon-above-text, icon-left and one-column. Four items sit in a 2-column grid (docs/requirements/content-blocks.md#icon-and-text).
 */
import { z } from 'zod';
import { blockBase, cssColor, headingTag, mediaObject, target } from './common.ts';
import { anchorId } from './anchors.ts';

export const iconSize = z.enum(['small', 'medium', 'large']);
export type IconSize = z.infer<typeof iconSize>;
export const iconAndTextVariant = z.enum(['icon-above-text', 'icon-left', 'one-column']);
export type IconAndTextVariant = z.infer<typeof iconAndTextVariant>;

export const iconAndTextItem = z.object({
  id: z.string().trim().min(1).max(64).optional(),
  /** Empty alt: the icon is decorative (the text says it all). */
  icon: mediaObject,
  /** CMS HTML, sanitised on render. */
  richText: z.string().trim().min(1).max(5_000),
  target: target.optional(),
  backgroundColor: cssColor.optional(),
  textColor: cssColor.optional(),
});

export const iconAndTextBlock = z.object({
  type: z.literal('icon-and-text'),
  ...blockBase,
  anchorId: anchorId.optional(),
  title: z.string().trim().max(200).optional(),
  titleHeadingTag: headingTag.exclude(['h1']).default('h2'),
  iconAndText: z.array(iconAndTextItem).min(1).max(12),
  iconSize: iconSize.default('medium'),
  variant: iconAndTextVariant.default('icon-above-text'),
});
export type IconAndTextBlock = z.output<typeof iconAndTextBlock>;
