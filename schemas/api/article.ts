/**
 * Articles (docs/requirements/content-blocks.md#article-grid Article: id, title, url, picture, tags, date, media, subtitle) and the
 * article search of the products service (docs/requirements/content-blocks.md#article-grid: type 'article', offset, limit, tagId; the answer has
 * result and facets). The sandbox answers with these shapes and the storefront parses with them.
 */
import { z } from 'zod';

import { ARTICLE_ID, ARTICLE_TAG_ID } from './article-rules.ts';

export { ARTICLE_ID, ARTICLE_SEARCH_DEFAULT_LIMIT, ARTICLE_SEARCH_MAX_LIMIT, ARTICLE_TAG_ID } from './article-rules.ts';

export const articleImage = z.object({
  url: z.string().min(1),
  /** Empty means decorative. */
  alt: z.string().default(''),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
});
export type ArticleImage = z.infer<typeof articleImage>;

export const articleTag = z.object({ id: z.string().regex(ARTICLE_TAG_ID), label: z.string().min(1) });
export type ArticleTag = z.infer<typeof articleTag>;

export const article = z.object({
  id: z.string().regex(ARTICLE_ID),
  title: z.string().min(1),
  subtitle: z.string().optional(),
  /** The article page, root-relative (`/en-us/articles/…`). */
  url: z.string().startsWith('/'),
  /** The card image. */
  picture: articleImage,
  /** The article page's lead image. */
  media: articleImage.optional(),
  tags: z.array(articleTag).default([]),
  /** Publish date (ISO). A date still to come makes the article "coming soon". */
  date: z.string().refine((v) => !Number.isNaN(Date.parse(v)), 'Not a date'),
});
export type Article = z.infer<typeof article>;

/** The article page adds its text (sanitised HTML, as the CMS writes rich text). */
export const articleDetails = article.extend({ body: z.string().default('') });
export type ArticleDetails = z.infer<typeof articleDetails>;

export const articleFacet = z.object({
  id: z.string(),
  label: z.string(),
  values: z.array(z.object({ value: z.string(), label: z.string(), count: z.number().int().nonnegative() })),
});
export type ArticleFacet = z.infer<typeof articleFacet>;

export const articleSearchResult = z.object({
  result: z.array(article),
  facets: z.array(articleFacet).default([]),
  total: z.number().int().nonnegative(),
  offset: z.number().int().nonnegative().default(0),
  limit: z.number().int().positive().optional(),
});
export type ArticleSearchResult = z.infer<typeof articleSearchResult>;

/** The tag facet's id in `facets`. */
export const TAG_FACET_ID = 'tag';

/** Whether the article's publish date is still to come (the Coming-soon badge). */
export const isComingSoon = (a: Pick<Article, 'date'>, now: number = Date.now()): boolean => Date.parse(a.date) > now;
