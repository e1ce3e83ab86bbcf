/**
 * The social media service (docs/requirements/content-blocks.md#user-generated-content) under /social: the UGC widgets' media and the shopper's
 * reports and uploads. Paths are the spec's; where it shows no query, ours are:
 * - `limit` (1–48, default 12) and `offset` on every media list;
 * - `categoryId` on categories/media/recent (a department brings its subcategories' photos);
 * - `tagKey` (a product id) on streams/media/recent: the media of the stream tagged with it.
 * An unknown customer, stream, media or user is API404; a bad query or body API400.
 */
import {
  SOCIAL_PAGE_DEFAULT,
  SOCIAL_PAGE_MAX,
  SOCIAL_PREFIX,
  reportRequest,
  userMediaRequest,
  userRequest,
} from '../../../schemas/api/social.ts';
import { CATEGORY_ID, PRODUCT_ID } from '../../lib/site/routes.ts';
import { readJsonBody } from '../http/contract-route.ts';
import { badRequest, notFound, sendJson, siteOf, type Exchange } from '../http/exchange.ts';
import type { Route } from '../http/router.ts';
import { SOCIAL_CUSTOMER } from '../seed/social.ts';
import {
  addReport,
  addUpload,
  createStash,
  findUser,
  mediaExists,
  recentMedia,
  stashExists,
  streamExists,
  streamIdForProduct,
  streamsOfMedia,
  upsertUser,
  type MediaScope,
  type Page,
} from '../social/store.ts';
import type { z } from 'zod';

/** Photos change as they are moderated: a short shared freshness. */
const MEDIA_CACHE = { 'Cache-Control': 'public, max-age=60' };

function pageOf(x: Exchange): Page {
  const int = (name: string, fallback: number, min: number, max: number): number => {
    const raw = x.url.searchParams.get(name);
    if (raw === null || raw === '') return fallback;
    const n = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
    if (!Number.isSafeInteger(n) || n < min || n > max) throw badRequest(`${name} must be a whole number from ${min} to ${max}`);
    return n;
  };
  return { limit: int('limit', SOCIAL_PAGE_DEFAULT, 1, SOCIAL_PAGE_MAX), offset: int('offset', 0, 0, Number.MAX_SAFE_INTEGER) };
}

function media(x: Exchange, scope: MediaScope): void {
  sendJson(x, 200, recentMedia(x.db, scope, pageOf(x)), MEDIA_CACHE);
}

async function body<T extends z.ZodType>(x: Exchange, schema: T): Promise<z.output<T>> {
  const parsed = schema.safeParse(await readJsonBody(x));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw badRequest(`${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'not valid'}`);
  }
  return parsed.data;
}

const P = SOCIAL_PREFIX;

export const socialRoutes: Route[] = [
  {
    method: 'GET',
    path: `${P}/auth`,
    // The access key was checked by the server; the answer tells the widget whose media to load.
    handler: (x) => sendJson(x, 200, { customer: SOCIAL_CUSTOMER }),
  },
  {
    method: 'GET',
    path: `${P}/customers/:customerId/media/recent`,
    handler: (x) => {
      if (x.params.customerId !== SOCIAL_CUSTOMER.id) throw notFound(`No social customer ${(x.params.customerId ?? '').slice(0, 40)}`);
      media(x, { kind: 'all' });
    },
  },
  {
    method: 'GET',
    path: `${P}/categories/media/recent`,
    handler: (x) => {
      const categoryId = x.url.searchParams.get('categoryId') ?? '';
      if (!CATEGORY_ID.test(categoryId)) throw badRequest('categoryId must be 4 to 10 digits');
      media(x, { kind: 'category', categoryId });
    },
  },
  {
    method: 'GET',
    path: `${P}/streams/media/recent`,
    handler: (x) => {
      const tagKey = x.url.searchParams.get('tagKey') ?? '';
      if (!PRODUCT_ID.test(tagKey)) throw badRequest('tagKey must be a product id');
      const streamId = streamIdForProduct(x.db, tagKey);
      // A product nobody has photographed yet has no stream: an empty page, not an error.
      if (!streamId) return sendJson(x, 200, { media: [], total: 0, ...pageOf(x) }, MEDIA_CACHE);
      media(x, { kind: 'stream', streamId });
    },
  },
  {
    method: 'GET',
    path: `${P}/streams/:streamId/media/recent`,
    handler: (x) => {
      const streamId = x.params.streamId ?? '';
      if (!streamExists(x.db, streamId)) throw notFound(`No stream ${streamId.slice(0, 64)}`);
      media(x, { kind: 'stream', streamId });
    },
  },
  {
    method: 'GET',
    path: `${P}/media/:mediaId/streams`,
    handler: (x) => {
      const mediaId = x.params.mediaId ?? '';
      if (!mediaExists(x.db, mediaId)) throw notFound(`No media ${mediaId.slice(0, 64)}`);
      sendJson(x, 200, { streams: streamsOfMedia(x.db, mediaId, siteOf(x).locale) }, MEDIA_CACHE);
    },
  },
  {
    method: 'POST',
    path: `${P}/media/:mediaId/reports`,
    handler: async (x) => {
      const mediaId = x.params.mediaId ?? '';
      const report = await body(x, reportRequest);
      if (!mediaExists(x.db, mediaId)) throw notFound(`No media ${mediaId.slice(0, 64)}`);
      sendJson(x, 201, { id: addReport(x.db, mediaId, report.email, report.reason), mediaId, status: 'received' });
    },
  },
  {
    method: 'POST',
    path: `${P}/stashes`,
    handler: async (x) => {
      // An empty body is fine: a stash is only a place to put uploads.
      await readJsonBody(x);
      sendJson(x, 201, { id: createStash(x.db) });
    },
  },
  {
    method: 'POST',
    path: `${P}/users`,
    handler: async (x) => {
      const input = await body(x, userRequest);
      const user = upsertUser(x.db, input.screenName, input.email);
      sendJson(x, user.created ? 201 : 200, { id: user.id, screenName: user.screenName });
    },
  },
  {
    method: 'POST',
    path: `${P}/users/:userId/media`,
    handler: async (x) => {
      const input = await body(x, userMediaRequest);
      const user = findUser(x.db, x.params.userId ?? '');
      if (!user) throw notFound(`No user ${(x.params.userId ?? '').slice(0, 64)}`);
      if (input.stashId && !stashExists(x.db, input.stashId)) throw notFound(`No stash ${input.stashId}`);
      for (const streamId of input.streamIds) if (!streamExists(x.db, streamId)) throw badRequest(`streamIds: no stream ${streamId}`);
      sendJson(x, 201, { id: addUpload(x.db, user, input), status: 'pending' });
    },
  },
];
