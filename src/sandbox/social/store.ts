/**
 * The social media service's storage (migration 31): approved media by customer, stream
 * (product) or category, the streams of a photo, and what shoppers send (reports, stashes,
 * users, uploads awaiting moderation).
 */
import { randomUUID } from 'node:crypto';
import { statement, transaction, type Database } from '../db.ts';
import { findProduct } from '../catalog/store.ts';
import { productImageUrl } from '../catalog/product.ts';
import { productPath } from '../../lib/site/routes.ts';
import type { SocialMedia, SocialMediaPage, SocialStream } from '../../../schemas/api/social.ts';

interface MediaRow {
  id: string;
  url: string;
  width: number;
  height: number;
  caption: string;
  username: string;
  source: 'instagram' | 'upload';
  taken_at: string;
}

const COLUMNS = 'm.id, m.url, m.width, m.height, m.caption, m.username, m.source, m.taken_at';
const toMedia = (r: MediaRow): SocialMedia => ({ id: r.id, url: r.url, width: r.width, height: r.height, caption: r.caption, username: r.username, source: r.source, takenAt: r.taken_at });

export interface Page {
  offset: number;
  limit: number;
}

export type MediaScope = { kind: 'all' } | { kind: 'stream'; streamId: string } | { kind: 'category'; categoryId: string };

function scopeSql(scope: MediaScope): { join: string; params: string[] } {
  switch (scope.kind) {
    case 'stream':
      return { join: ' JOIN social_media_streams s ON s.media_id = m.id AND s.stream_id = ?', params: [scope.streamId] };
    case 'category':
      return { join: ' JOIN social_media_categories c ON c.media_id = m.id AND c.category_id = ?', params: [scope.categoryId] };
    default:
      return { join: '', params: [] };
  }
}

/** Approved media, newest first. */
export function recentMedia(db: Database, scope: MediaScope, page: Page): SocialMediaPage {
  const { join, params } = scopeSql(scope);
  const total = (statement(db, `SELECT COUNT(*) AS n FROM social_media m${join} WHERE m.status = 'approved'`).get(...params) as { n: number }).n;
  const rows = statement(db, `SELECT ${COLUMNS} FROM social_media m${join} WHERE m.status = 'approved' ORDER BY m.taken_at DESC, m.position LIMIT ? OFFSET ?`).all(
    ...params,
    page.limit,
    page.offset,
  ) as unknown as MediaRow[];
  return { media: rows.map(toMedia), total, offset: page.offset, limit: page.limit };
}

export function streamExists(db: Database, streamId: string): boolean {
  return statement(db, 'SELECT 1 FROM social_streams WHERE id = ?').get(streamId) !== undefined;
}

export function streamIdForProduct(db: Database, productId: string): string | undefined {
  return (statement(db, 'SELECT id FROM social_streams WHERE product_id = ?').get(productId) as { id: string } | undefined)?.id;
}

export function mediaExists(db: Database, mediaId: string): boolean {
  return statement(db, "SELECT 1 FROM social_media WHERE id = ? AND status = 'approved'").get(mediaId) !== undefined;
}

/** The products a photo shows, with names and links in the caller's locale. */
export function streamsOfMedia(db: Database, mediaId: string, locale: string): SocialStream[] {
  const rows = statement(db, 'SELECT st.id, st.product_id FROM social_media_streams s JOIN social_streams st ON st.id = s.stream_id WHERE s.media_id = ? ORDER BY st.id').all(mediaId) as Array<{
    id: string;
    product_id: string;
  }>;
  const out: SocialStream[] = [];
  for (const row of rows) {
    const product = findProduct(db, row.product_id);
    if (!product) continue;
    const colour = product.colors[0];
    out.push({ id: row.id, tagKey: product.id, name: product.name, url: productPath(locale, product), ...(colour ? { image: productImageUrl(product.id, colour.value, 1) } : {}) });
  }
  return out;
}

export function addReport(db: Database, mediaId: string, email: string, reason: string): number {
  const result = statement(db, 'INSERT INTO social_reports (media_id, email, reason, created_at) VALUES (?, ?, ?, ?)').run(mediaId, email, reason, new Date().toISOString());
  return Number(result.lastInsertRowid);
}

export function countReports(db: Database, mediaId: string): number {
  return (statement(db, 'SELECT COUNT(*) AS n FROM social_reports WHERE media_id = ?').get(mediaId) as { n: number }).n;
}

export function createStash(db: Database): string {
  const id = `stash-${randomUUID()}`;
  statement(db, 'INSERT INTO social_stashes (id, created_at) VALUES (?, ?)').run(id, new Date().toISOString());
  return id;
}

export function stashExists(db: Database, id: string): boolean {
  return statement(db, 'SELECT 1 FROM social_stashes WHERE id = ?').get(id) !== undefined;
}

/** One user per email: a second sign-up with the same email gets the same user back. */
export function upsertUser(db: Database, screenName: string, email: string): { id: string; screenName: string; created: boolean } {
  return transaction(db, () => {
    const existing = statement(db, 'SELECT id, screen_name FROM social_users WHERE email = ?').get(email.toLowerCase()) as { id: string; screen_name: string } | undefined;
    if (existing) return { id: existing.id, screenName: existing.screen_name, created: false };
    const id = `user-${randomUUID()}`;
    statement(db, 'INSERT INTO social_users (id, screen_name, email, created_at) VALUES (?, ?, ?, ?)').run(id, screenName, email.toLowerCase(), new Date().toISOString());
    return { id, screenName, created: true };
  });
}

export function findUser(db: Database, id: string): { id: string; screenName: string } | undefined {
  const row = statement(db, 'SELECT id, screen_name FROM social_users WHERE id = ?').get(id) as { id: string; screen_name: string } | undefined;
  return row ? { id: row.id, screenName: row.screen_name } : undefined;
}

/** An upload waits for moderation: it is stored as pending and never listed until approved. */
export function addUpload(db: Database, user: { id: string; screenName: string }, input: { url: string; caption: string; streamIds: readonly string[] }): string {
  return transaction(db, () => {
    const id = `u${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    const position = (statement(db, 'SELECT COALESCE(MAX(position), 0) + 1 AS n FROM social_media').get() as { n: number }).n;
    statement(
      db,
      "INSERT INTO social_media (id, position, url, width, height, caption, username, source, status, user_id, taken_at) VALUES (?, ?, ?, 800, 800, ?, ?, 'upload', 'pending', ?, ?)",
    ).run(id, position, input.url, input.caption, user.screenName, user.id, new Date().toISOString());
    for (const streamId of input.streamIds) statement(db, 'INSERT OR IGNORE INTO social_media_streams (media_id, stream_id) VALUES (?, ?)').run(id, streamId);
    return id;
  });
}
