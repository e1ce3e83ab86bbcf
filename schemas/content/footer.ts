/**
 * Footer: link groups, a newsletter teaser (a link to the sign-up page; no form yet), social
 * links, legal links and the copyright line.
 */
import { z } from 'zod';
import { blockBase, cssColor, href, target } from './common.ts';

export const footerLink = z.object({
  text: z.string().trim().min(1).max(80),
  url: href,
  targetAttribute: z.enum(['_self', '_blank']).default('_self'),
});
export type FooterLink = z.infer<typeof footerLink>;

export const footerLinkGroup = z.object({
  id: z.string().optional(),
  title: z.string().trim().min(1).max(60),
  links: z.array(footerLink).min(1).max(20),
});

export const socialNetwork = z.enum(['instagram', 'facebook', 'youtube', 'x', 'tiktok', 'pinterest', 'strava']);
export type SocialNetwork = z.infer<typeof socialNetwork>;

export const socialLink = z.object({
  network: socialNetwork,
  /** Social profiles are always off-site and always https. */
  url: href.refine((v) => /^https:\/\/[^/]/i.test(v), { message: 'Social links must be https URLs' }),
  /** Accessible name; defaults to the network's name. */
  label: z.string().trim().max(60).optional(),
});

export const footerBlock = z.object({
  type: z.literal('footer'),
  ...blockBase,
  groups: z.array(footerLinkGroup).max(8).default([]),
  newsletter: z
    .object({
      title: z.string().trim().min(1).max(80),
      text: z.string().trim().max(300).optional(),
      target: target.optional(),
    })
    .optional(),
  socialTitle: z.string().trim().max(60).optional(),
  social: z.array(socialLink).max(10).default([]),
  legalLinks: z.array(footerLink).max(12).default([]),
  /** `{year}` is replaced with the current year at render time. */
  copyright: z.string().trim().max(200).optional(),
  backgroundColor: cssColor.optional(),
  textColor: cssColor.optional(),
  /**
   * Accessible name of the link groups' navigation (default: the localised "Footer"). Two
   * footers on one page (a styleguide) need distinct names, or their landmarks are ambiguous.
   */
  navLabel: z.string().trim().min(1).max(60).optional(),
});
export type FooterBlock = z.output<typeof footerBlock>;
