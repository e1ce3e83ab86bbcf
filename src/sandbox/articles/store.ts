/**
 * Reading the journal's articles (written by migration 30): the article search of the products
 * service and one article by id, in the shapes of schemas/api/article.ts.
 */
import { statement, type Database } from '../db.ts';
import { TAG_FACET_ID, type Article, type ArticleDetails, type ArticleFacet } from '../../../schemas/api/article.ts';
import type { Site } from '../../lib/site/locales.ts';

interface StoredArticle {
  title: string;
  subtitle?: string;
  picture: Article['picture'];
  media?: Article['media'];
  tagIds: string[];
  body: string;
}

interface Row {
  id: string;
  published_at: string;
  body: string;
}

export interface ArticleQuery {
  site: Site;
  offset: number;
  limit: number;
  /** Any of these tags (values of one facet are alternatives, as in the product search). */
  tagIds: readonly string[];
}

export interface ArticleSearch {
  result: Article[];
  facets: ArticleFacet[];
  total: number;
  offset: number;
  limit: number;
}

/** The facet's own name, per site language: the filter bar's label when the CMS gives none. */
const FACET_LABEL: Record<string, string> = { en: 'Topics', fr: 'Thèmes', de: 'Themen', it: 'Argomenti' };

export const articlePath = (site: Site, id: string): string => `/${site.locale}/articles/${id}`;

function tagLabels(db: Database, site: Site): Map<string, string> {
  const rows = statement(db, 'SELECT tag_id, label FROM article_tag_labels WHERE site = ? ORDER BY position').all(site.siteId) as Array<{ tag_id: string; label: string }>;
  return new Map(rows.map((r) => [r.tag_id, r.label]));
}

function toArticle(row: Row, site: Site, labels: ReadonlyMap<string, string>): Article & { body: string } {
  const stored = JSON.parse(row.body) as StoredArticle;
  return {
    id: row.id,
    title: stored.title,
    ...(stored.subtitle ? { subtitle: stored.subtitle } : {}),
    url: articlePath(site, row.id),
    picture: stored.picture,
    ...(stored.media ? { media: stored.media } : {}),
    tags: stored.tagIds.map((id) => ({ id, label: labels.get(id) ?? id })),
    date: row.published_at,
    body: stored.body,
  };
}

const placeholders = (n: number): string => Array.from({ length: n }, () => '?').join(', ');

export function searchArticles(db: Database, query: ArticleQuery): ArticleSearch {
  const labels = tagLabels(db, query.site);
  const site = query.site.siteId;
  const tags = [...new Set(query.tagIds)];
  const filter = tags.length ? ` AND id IN (SELECT article_id FROM article_tags WHERE site = ? AND tag_id IN (${placeholders(tags.length)}))` : '';
  const params = tags.length ? [site, site, ...tags] : [site];
  const total = (statement(db, `SELECT COUNT(*) AS n FROM articles WHERE site = ?${filter}`).get(...params) as { n: number }).n;
  // Newest first: the ones still to come (coming soon) lead.
  const rows = statement(db, `SELECT id, published_at, body FROM articles WHERE site = ?${filter} ORDER BY published_at DESC, position LIMIT ? OFFSET ?`).all(
    ...params,
    query.limit,
    query.offset,
  ) as unknown as Row[];
  // Counts ignore the tag filter itself, so every tag stays on offer while some are on.
  const counts = new Map(
    (statement(db, 'SELECT tag_id, COUNT(*) AS n FROM article_tags WHERE site = ? GROUP BY tag_id').all(site) as Array<{ tag_id: string; n: number }>).map((r) => [r.tag_id, r.n]),
  );
  const facet: ArticleFacet = {
    id: TAG_FACET_ID,
    label: FACET_LABEL[query.site.language] ?? (FACET_LABEL.en as string),
    values: [...labels].filter(([id]) => (counts.get(id) ?? 0) > 0).map(([id, label]) => ({ value: id, label, count: counts.get(id) ?? 0 })),
  };
  return {
    result: rows.map((r) => {
      const { body: _text, ...card } = toArticle(r, query.site, labels);
      return card;
    }),
    facets: [facet],
    total,
    offset: query.offset,
    limit: query.limit,
  };
}

export function findArticle(db: Database, site: Site, id: string): ArticleDetails | undefined {
  const row = statement(db, 'SELECT id, published_at, body FROM articles WHERE site = ? AND id = ?').get(site.siteId, id) as Row | undefined;
  return row ? toArticle(row, site, tagLabels(db, site)) : undefined;
}
