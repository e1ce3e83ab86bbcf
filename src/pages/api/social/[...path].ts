/**
 * /api/social/{path}: the UGC widgets' door to the social media service (docs/requirements/content-blocks.md#user-generated-content), so the
 * browser talks only to our origin (CSP connect-src 'self') and the service's key stays on the
 * server. Only the spec's paths pass, with the query fields the widgets use; POST bodies are
 * checked against the service's contract first, and state-changing requests must be same-origin
 * JSON. The site (product links, currency) comes from `locale`.
 */
import type { APIRoute } from 'astro';
import type { z } from 'zod';
import { reportRequest, userMediaRequest, userRequest, SOCIAL_PREFIX } from '../../../../schemas/api/social.ts';
import { callGateway } from '../../../lib/bff/gateway.ts';
import { apiError, refuseUnsafeRequest } from '../../../lib/bff/guard.ts';
import { readJsonBody } from '../../../lib/bff/json-body.ts';
import { siteForLocale, DEFAULT_LOCALE } from '../../../lib/site/locales.ts';

export const prerender = false;

const ID = '[A-Za-z0-9_-]{1,64}';
const GETS: readonly RegExp[] = [
  /^auth$/,
  /^categories\/media\/recent$/,
  new RegExp(`^customers/${ID}/media/recent$`),
  new RegExp(`^media/${ID}/streams$`),
  new RegExp(`^streams/${ID}/media/recent$`),
  /^streams\/media\/recent$/,
];
const POSTS: ReadonlyArray<readonly [RegExp, z.ZodType | null]> = [
  [new RegExp(`^media/${ID}/reports$`), reportRequest],
  [/^stashes$/, null],
  [/^users$/, userRequest],
  [new RegExp(`^users/${ID}/media$`), userMediaRequest],
];
const QUERY_FIELDS = ['limit', 'offset', 'categoryId', 'tagKey'] as const;

const siteOf = (url: URL) => siteForLocale(url.searchParams.get('locale') ?? DEFAULT_LOCALE);

export const GET: APIRoute = async ({ params, url, locals }) => {
  const path = params.path ?? '';
  if (!GETS.some((r) => r.test(path))) return apiError(404, 'API404', `No social route ${path.slice(0, 80)}`, locals.correlationId);
  const site = siteOf(url);
  if (!site) return apiError(400, 'API400', 'locale is not a site we serve', locals.correlationId);
  const query: Record<string, string> = {};
  for (const name of QUERY_FIELDS) {
    const value = url.searchParams.get(name);
    if (value !== null) query[name] = value;
  }
  return callGateway({ site, method: 'GET', path: `${SOCIAL_PREFIX}/${path}`, query, correlationId: locals.correlationId });
};

export const POST: APIRoute = async ({ params, request, url, locals }) => {
  const refused = refuseUnsafeRequest(request, url);
  if (refused) return refused;
  const path = params.path ?? '';
  const route = POSTS.find(([r]) => r.test(path));
  if (!route) return apiError(404, 'API404', `No social route ${path.slice(0, 80)}`, locals.correlationId);
  const site = siteOf(url);
  if (!site) return apiError(400, 'API400', 'locale is not a site we serve', locals.correlationId);
  let body: unknown = {};
  if (route[1]) {
    const read = await readJsonBody(request, route[1], locals.correlationId);
    if (!read.ok) return read.response;
    body = read.data;
  }
  return callGateway({ site, method: 'POST', path: `${SOCIAL_PREFIX}/${path}`, body, correlationId: locals.correlationId });
};
