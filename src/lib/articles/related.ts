/**
 * The article page's related articles (docs/requirements/content-blocks.md#article-grid: related articles limit 4): the newest
 * articles sharing a tag with it, itself left out.
 */
import type { Article, ArticleDetails } from '../../../schemas/api/article.ts';
import type { ArticleClient } from './client.ts';

/** docs/requirements/content-blocks.md#article-grid: related articles limit 4. */
export const RELATED_ARTICLES_LIMIT = 4;

export async function relatedArticles(client: ArticleClient, siteId: string, article: Pick<ArticleDetails, 'id' | 'tags'>, limit = RELATED_ARTICLES_LIMIT): Promise<Article[]> {
  if (article.tags.length === 0) return [];
  // One more than needed: the article itself may be among them.
  const page = await client.search({ siteId, offset: 0, limit: limit + 1, tagIds: article.tags.map((t) => t.id) });
  return page.result.filter((a) => a.id !== article.id).slice(0, limit);
}
