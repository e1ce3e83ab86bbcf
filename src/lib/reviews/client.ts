/**
 * The product page's server-side read of reviews and questions (public data, docs/requirements/catalogue.md#reviews): the
 * same cached fetcher as the catalogue, parsed with the contracts; a failure answers null and the
 * section says so (the rest of the page stands).
 */
import { getQuestions, getReviews } from '../../../schemas/api/reviews.ts';
import { z } from 'zod';
import { catalogueFetcher, upstream } from '../services.ts';
import { gatewayHeaders } from '../http/gateway-headers.ts';
import { siteForId, SITES } from '../site/locales.ts';
import { API_ACCESS_KEY } from 'astro:env/server';
import { log } from '../log/logger.ts';
import type { ReviewQuery } from './view.ts';

export type ReviewPage = z.infer<(typeof getReviews.response)[200]>;
export type QuestionPage = z.infer<(typeof getQuestions.response)[200]>;

async function read<T>(siteId: string, path: string, schema: z.ZodType<T>): Promise<T | null> {
  const url = `${upstream.commerceUrl.replace(/\/$/, '')}${path}`;
  try {
    const result = await catalogueFetcher.get(url, { headers: gatewayHeaders({ site: siteForId(siteId) ?? SITES[0]!, accessKey: API_ACCESS_KEY }) });
    if (!result.found) return null;
    const parsed = schema.safeParse(result.body);
    if (parsed.success) return parsed.data;
    log('error', 'reviews.bad_answer', { url });
  } catch (error) {
    log('error', 'reviews.unavailable', { url, error: error instanceof Error ? error.message : String(error) });
  }
  return null;
}

export function loadReviews(siteId: string, productId: string, q: ReviewQuery): Promise<ReviewPage | null> {
  const query = new URLSearchParams({ start: String(q.start), count: String(q.count), sort: q.sort });
  return read(siteId, `/products/v1/products/${encodeURIComponent(productId)}/reviews?${query}`, getReviews.response[200]);
}

export function loadQuestions(siteId: string, productId: string): Promise<QuestionPage | null> {
  return read(siteId, `/products/v1/products/${encodeURIComponent(productId)}/reviews/questions?start=0&count=10`, getQuestions.response[200]);
}
