/**
 * How many documents link to each document, for the showcase viewer. Counted from the links
 * inside every body (one pass over the text), after a seed or an import.
 */
import { SITES } from '../../lib/site/locales.ts';
import { FIXED_PAGES } from '../../../schemas/content/document.ts';
import type { Database } from '../db.ts';
import { transaction } from '../db.ts';

const siteByLocale = new Map(SITES.map((s) => [s.locale, s.siteId]));
const FIXED = new Set<string>(FIXED_PAGES);
const LINK = /"\/([a-z]{2}-[a-z]{2})(\/[^"?#\\]*)?/g;
const FRAGMENT = /"(fragment-[a-z0-9-]+)"/g;

/** The document key ("site|area|page") a storefront path points at, if any. */
export function linkTarget(locale: string, rest: string): string | undefined {
  const site = siteByLocale.get(locale);
  if (!site) return undefined;
  const path = rest.replace(/^\/+|\/+$/g, '');
  if (!path) return `${site}|page|home`;
  const category = /^c\/.*?-(\d{4,10})$/.exec(path);
  if (category) return `${site}|category|${category[1]}`;
  const product = /^p\/.*?-([A-Z]{2}[A-Z0-9]{6,9})$/.exec(path);
  if (product) return `${site}|product|${product[1]}`;
  if (FIXED.has(path)) return `${site}|${path}|`;
  return `${site}|page|${path.split('/').pop()}`;
}

export function recountReferrers(db: Database): void {
  transaction(db, () => {
    // A draft and its published version are one document: their links count once.
    const linksBy = new Map<string, Set<string>>();
    const rows = db.prepare('SELECT site, area, page, body FROM documents').iterate() as Iterable<{ site: string; area: string; page: string; body: string }>;
    for (const row of rows) {
      const self = `${row.site}|${row.area}|${row.page}`;
      let targets = linksBy.get(self);
      if (!targets) linksBy.set(self, (targets = new Set()));
      for (const m of row.body.matchAll(LINK)) {
        const target = linkTarget(m[1] as string, m[2] ?? '');
        if (target) targets.add(target);
      }
      for (const m of row.body.matchAll(FRAGMENT)) targets.add(`${row.site}|fragment|${m[1]}`);
      targets.delete(self);
    }
    const counts = new Map<string, number>();
    for (const targets of linksBy.values()) for (const t of targets) counts.set(t, (counts.get(t) ?? 0) + 1);
    db.exec('UPDATE documents SET referrers = 0');
    const update = db.prepare('UPDATE documents SET referrers = ? WHERE site = ? AND area = ? AND page = ?');
    for (const [key, n] of counts) {
      const [site, area, page] = key.split('|');
      update.run(n, site ?? '', area ?? '', page ?? '');
    }
  });
}
