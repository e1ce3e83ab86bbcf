/**
 * CMS documents in the sandbox database. A document is stored with its body already completed
 * (id, siteId, area, page, updatedAt) and serialised, so answering a page is one indexed lookup
 * that hands the stored text straight to the response.
 */
import type { ContentDocument, ContentMode } from '../../../schemas/content/document.ts';
import { statement, type Database } from '../db.ts';

/** The envelope as validated by schemas/content/document.ts (publish defaults to {}). */
export type DocumentInput = ContentDocument;

export const documentId = (doc: Pick<DocumentInput, 'site' | 'area' | 'page'>): string =>
  doc.page ? `${doc.site}:${doc.area}:${doc.page}` : `${doc.site}:${doc.area}`;

/** The augmented page to serve: the body, with the envelope's fields where the body has none. */
export function completeBody(doc: DocumentInput, updatedAt: string): Record<string, unknown> {
  const envelope: Record<string, unknown> = { id: documentId(doc), siteId: doc.site, area: doc.area, page: doc.page, updatedAt };
  // Envelope fields lead so a stored page reads naturally; the body's own values win.
  const body: Record<string, unknown> = { ...envelope, ...doc.body };
  for (const [key, value] of Object.entries(envelope)) body[key] ??= value;
  if (body.page === undefined) delete body.page;
  return body;
}

function nameOf(body: Record<string, unknown>, doc: DocumentInput): string {
  if (typeof body.name === 'string' && body.name) return body.name;
  const meta = body.meta as { title?: unknown } | undefined;
  if (meta && typeof meta.title === 'string' && meta.title) return meta.title;
  return doc.page ?? doc.area;
}

const epoch = (iso: string | undefined): number | null => (iso ? Date.parse(iso) : null);

export interface DocumentWriter {
  /** Inserts or replaces the document with the same (site, area, page, mode). */
  upsert(doc: DocumentInput, updatedAt: string): 'inserted' | 'updated';
}

export function documentWriter(db: Database): DocumentWriter {
  const find = db.prepare('SELECT id FROM documents WHERE site = ? AND area = ? AND page = ? AND mode = ?');
  const insert = db.prepare(`
    INSERT INTO documents (doc_id, site, area, page, mode, parent, name, publish_from, publish_until, updated_at, body)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const update = db.prepare(`
    UPDATE documents SET doc_id = ?, parent = ?, name = ?, publish_from = ?, publish_until = ?, updated_at = ?, body = ?
    WHERE id = ?`);
  return {
    upsert(doc, updatedAt) {
      const body = completeBody(doc, updatedAt);
      const docId = String(body.id);
      const stamp = String(body.updatedAt);
      const json = JSON.stringify(body);
      const from = epoch(doc.publish.from);
      const until = epoch(doc.publish.until);
      const existing = find.get(doc.site, doc.area, doc.page ?? '', doc.mode) as { id: number } | undefined;
      if (existing) {
        update.run(docId, doc.parent ?? null, nameOf(body, doc), from, until, stamp, json, existing.id);
        return 'updated';
      }
      insert.run(docId, doc.site, doc.area, doc.page ?? '', doc.mode, doc.parent ?? null, nameOf(body, doc), from, until, stamp, json);
      return 'inserted';
    },
  };
}

export interface Lookup {
  mode: ContentMode;
  /** Epoch ms the publish windows are evaluated at: now, or the preview date-time. */
  at: number;
}

/** Modes a lookup may answer with; preview sorts before publish, so it wins when both match. */
const modesFor = (mode: ContentMode): [string, string] => (mode === 'preview' ? ['preview', 'publish'] : ['publish', 'publish']);
const IN_WINDOW = '(publish_from IS NULL OR publish_from <= ?) AND (publish_until IS NULL OR publish_until > ?)';

export function findDocument(db: Database, key: { site: string; area: string; page?: string }, lookup: Lookup): string | undefined {
  const row = statement(
    db,
    `SELECT body FROM documents WHERE site = ? AND area = ? AND page = ? AND mode IN (?, ?) AND ${IN_WINDOW} ORDER BY mode LIMIT 1`,
  ).get(key.site, key.area, key.page ?? '', ...modesFor(lookup.mode), lookup.at, lookup.at) as { body: string } | undefined;
  return row?.body;
}

/** Fragments are addressed without a site; the caller's site wins when several sites have one. */
export function findFragment(db: Database, fragmentId: string, preferSite: string | undefined, lookup: Lookup): string | undefined {
  const row = statement(
    db,
    `SELECT body FROM documents WHERE area = 'fragment' AND page = ? AND mode IN (?, ?) AND ${IN_WINDOW}
     ORDER BY site = ? DESC, mode, site LIMIT 1`,
  ).get(fragmentId, ...modesFor(lookup.mode), lookup.at, lookup.at, preferSite ?? '') as { body: string } | undefined;
  return row?.body;
}

interface ListedRow {
  doc_id: string;
  name: string;
  page: string;
  updated_at: string;
  referrers: number;
}

/** One row per key (the preferred mode), for listings. */
const RANKED = `WITH ranked AS (
  SELECT doc_id, name, page, updated_at, referrers, ROW_NUMBER() OVER (PARTITION BY page ORDER BY mode) AS rank
  FROM documents WHERE site = ? AND mode IN (?, ?) AND ${IN_WINDOW} AND %FILTER%)`;

export function listChildren(db: Database, site: string, parent: string, lookup: Lookup): Array<{ id: string; name: string; page: string; updatedAt: string }> {
  const rows = statement(db, `${RANKED.replace('%FILTER%', "area = 'page' AND parent = ?")} SELECT * FROM ranked WHERE rank = 1 ORDER BY page`).all(
    site,
    ...modesFor(lookup.mode),
    lookup.at,
    lookup.at,
    parent,
  ) as unknown as ListedRow[];
  return rows.map((r) => ({ id: r.doc_id, name: r.name, page: r.page, updatedAt: r.updated_at }));
}

export interface ShowcasePage {
  items: Array<{ id: string; name: string; referrers: number; modifiedAt: string }>;
  total: number;
}

export function showcase(db: Database, site: string, area: string, paging: { limit: number; offset: number }, lookup: Lookup): ShowcasePage {
  const ranked = RANKED.replace('%FILTER%', 'area = ?');
  const params = [site, ...modesFor(lookup.mode), lookup.at, lookup.at, area];
  const total = (statement(db, `${ranked} SELECT COUNT(*) AS n FROM ranked WHERE rank = 1`).get(...params) as { n: number }).n;
  const rows = statement(db, `${ranked} SELECT * FROM ranked WHERE rank = 1 ORDER BY page LIMIT ? OFFSET ?`).all(
    ...params,
    paging.limit,
    paging.offset,
  ) as unknown as ListedRow[];
  return { items: rows.map((r) => ({ id: r.doc_id, name: r.name, referrers: r.referrers, modifiedAt: r.updated_at })), total };
}

export function countDocuments(db: Database): number {
  return (statement(db, 'SELECT COUNT(*) AS n FROM documents').get() as { n: number }).n;
}
