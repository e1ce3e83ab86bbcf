/**
 * Building blocks shared by every CMS block schema. zod is imported from `zod` (not `astro/zod`)
 * because the sandbox validates with the same schemas outside Astro (docs/decisions.md).
 */
import { z } from 'zod';

/** CMS breakpoints: sm is below md (48rem), md below lg (64rem), lg below xl (80rem), xl above. */
export const breakpoint = z.enum(['sm', 'md', 'lg', 'xl']);
export type Breakpoint = z.infer<typeof breakpoint>;
export const BREAKPOINTS = breakpoint.options;

/** A CSS colour as editors type it: a hex value, rgb()/hsl(), or a named token. No url() or expressions. */
export const cssColor = z
  .string()
  .trim()
  .regex(/^(#[0-9a-fA-F]{3,8}|(rgb|rgba|hsl|hsla)\([\d\s.,%/-]+\)|[a-zA-Z]{3,20})$/, 'Not a colour');

/** A link the CMS gives us: a same-site path or an absolute http(s) URL. javascript: and data: are refused. */
export const href = z
  .string()
  .trim()
  .min(1)
  .refine((v) => v.startsWith('/') || v.startsWith('#') || /^https?:\/\//i.test(v) || /^(mailto|tel):/i.test(v), {
    message: 'Link must be a path, #anchor, http(s), mailto: or tel: URL',
  });

export const mediaObject = z.object({
  url: z.string().min(1),
  /** Empty alt means decorative. */
  alt: z.string().default(''),
  seoTitle: z.string().optional(),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
  type: z.enum(['image', 'video']).default('image'),
});
export type MediaObject = z.infer<typeof mediaObject>;

/** Media per breakpoint; a missing breakpoint falls back to the next smaller one. */
export const responsiveMedia = z.object({
  sm: mediaObject,
  md: mediaObject.optional(),
  lg: mediaObject.optional(),
  xl: mediaObject.optional(),
});
export type ResponsiveMedia = z.infer<typeof responsiveMedia>;

export const buttonStyle = z.enum(['primary', 'secondary', 'tertiary', 'ghost', 'link', 'inverse']);

/** A call-to-action target (Banner targets, CTA collections, benefit bar, pop-up). */
export const target = z.object({
  id: z.string().optional(),
  url: href,
  text: z.string().min(1),
  targetAttribute: z.enum(['_self', '_blank']).default('_self'),
  style: z
    .object({ sm: buttonStyle.optional(), md: buttonStyle.optional(), lg: buttonStyle.optional(), xl: buttonStyle.optional() })
    .default({}),
  size: z.enum(['small', 'medium', 'large']).default('medium'),
});
export type Target = z.infer<typeof target>;

/** Sticky: true, or per breakpoint. */
export const sticky = z
  .union([z.boolean(), z.object({ sm: z.boolean().optional(), lg: z.boolean().optional() })])
  .default(false);

/**
 * Fields every block has. `type` is the registry key; each block schema narrows it to a literal.
 * Items can be hidden per breakpoint and can be sticky (docs/requirements/content-blocks.md#page-composition).
 */
export const blockBase = {
  id: z.string().min(1),
  name: z.string().optional(),
  hideOnBreakpoint: z.array(breakpoint).default([]),
  sticky,
};

export const textAlignment = z.enum(['left', 'center', 'right']);
export const headingTag = z.enum(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p']);
