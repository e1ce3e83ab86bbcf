/**
 * The social media service (docs/requirements/content-blocks.md#user-generated-content, an external host): GET auth, categories/media/recent,
 * customers/{customerId}/media/recent, media/{mediaId}/streams, streams/{streamId}/media/recent,
 * streams/media/recent; POST media/{mediaId}/reports, stashes, users/{userId}/media, users.
 * The sandbox serves it under /social; the UGC widgets reach it through the storefront's
 * /api/social proxy. Query and body fields are ours where the spec shows none.
 */
import { z } from 'zod';

export const SOCIAL_PREFIX = '/social';
export const SOCIAL_PAGE_MAX = 48;
export const SOCIAL_PAGE_DEFAULT = 12;

export const socialMedia = z.object({
  id: z.string(),
  url: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  caption: z.string().default(''),
  username: z.string(),
  source: z.enum(['instagram', 'upload']),
  takenAt: z.string(),
});
export type SocialMedia = z.infer<typeof socialMedia>;

export const socialMediaPage = z.object({
  media: z.array(socialMedia),
  total: z.number().int().nonnegative(),
  offset: z.number().int().nonnegative(),
  limit: z.number().int().positive(),
});
export type SocialMediaPage = z.infer<typeof socialMediaPage>;

/** A stream is a product on the social service ("shop this look"). */
export const socialStream = z.object({
  id: z.string(),
  /** The product id: the stream's tag key. */
  tagKey: z.string(),
  name: z.string(),
  url: z.string(),
  image: z.string().optional(),
});
export type SocialStream = z.infer<typeof socialStream>;

export const socialStreams = z.object({ streams: z.array(socialStream) });

export const socialAuth = z.object({ customer: z.object({ id: z.string(), name: z.string() }) });

/** Why a shopper reports a photo. */
export const REPORT_REASONS = ['inappropriate', 'spam', 'copyright', 'other'] as const;

export const reportRequest = z.object({
  email: z.email().max(100),
  reason: z.enum(REPORT_REASONS),
  comment: z.string().trim().max(500).optional(),
});
export const reportResponse = z.object({ id: z.number().int(), mediaId: z.string(), status: z.literal('received') });

export const stashResponse = z.object({ id: z.string() });

export const userRequest = z.object({ screenName: z.string().trim().min(2).max(40), email: z.email().max(100) });
export const userResponse = z.object({ id: z.string(), screenName: z.string() });

export const userMediaRequest = z.object({
  /** An image the shopper uploaded to the stash, or a public image URL. */
  url: z.string().trim().min(1).max(2000).refine((v) => /^https?:\/\//i.test(v) || v.startsWith('/media/'), 'An http(s) URL or a /media/ path'),
  caption: z.string().trim().max(500).default(''),
  stashId: z.string().max(64).optional(),
  streamIds: z.array(z.string().max(64)).max(5).default([]),
});
export const userMediaResponse = z.object({ id: z.string(), status: z.literal('pending') });
