/**
 * Type-ahead (docs/requirements/catalogue.md#product-calls GET /products/v2/search/autoSuggest): search terms taken from the names
 * of products that match what was typed (each with how many products it finds), the first
 * products themselves, and matching categories. Two characters or more; less answers nothing.
 */
import { CATEGORIES, categoryPath } from '../seed/categories.ts';
import { statement, type Database } from '../db.ts';
import { listPage, matchPhrases, TRIGRAM } from './listing.ts';
import type { Currency } from './pricing.ts';

export const SUGGEST_MIN_LENGTH = 2;
const MAX_TERMS = 6;
/** Names read to build terms: enough to rank, bounded at any --scale. */
const NAMES_SCANNED = 400;

const escapeLike = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const words = (s: string): string[] => s.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** Phrases of product names that begin with the typed words (the last one may be partial). */
function terms(db: Database, typed: string[]): Array<{ term: string; count: number }> {
  const last = typed[typed.length - 1] as string;
  // The same substring match either way; 3 characters or more use the trigram index (migration 1301).
  const rows = ([...last].length >= TRIGRAM
    ? statement(
        db,
        // The index hands rowids (positions) in order: it stops after the first NAMES_SCANNED.
        'SELECT p.name AS name FROM (SELECT rowid AS pos FROM products_search WHERE products_search MATCH ? ORDER BY rowid LIMIT ?) s CROSS JOIN products p ON p.position = s.pos ORDER BY s.pos',
      ).all(matchPhrases([last]), NAMES_SCANNED)
    : statement(db, "SELECT name FROM products WHERE search_text LIKE ? ESCAPE '\\' ORDER BY position LIMIT ?").all(`%${escapeLike(last)}%`, NAMES_SCANNED)) as Array<{ name: string }>;
  const counts = new Map<string, number>();
  for (const { name } of rows) {
    const w = words(name);
    const seen = new Set<string>();
    for (let i = 0; i + typed.length <= w.length; i++) {
      const fits = typed.every((t, k) => (k === typed.length - 1 ? (w[i + k] as string).startsWith(t) : w[i + k] === t));
      if (!fits) continue;
      // The typed words completed, and the phrase one word further.
      for (const extra of [0, 1]) {
        const end = i + typed.length + extra;
        if (end > w.length) continue;
        const term = w.slice(i, end).join(' ');
        if (!seen.has(term)) {
          seen.add(term);
          counts.set(term, (counts.get(term) ?? 0) + 1);
        }
      }
    }
  }
  return [...counts]
    .map(([term, count]) => ({ term, count }))
    .sort((a, b) => b.count - a.count || a.term.length - b.term.length || a.term.localeCompare(b.term))
    .slice(0, MAX_TERMS);
}

export function suggest(db: Database, q: string, count: number, currency: Currency, locale: string) {
  const query = q.trim();
  const typed = words(query);
  if (query.length < SUGGEST_MIN_LENGTH || typed.length === 0) return { q: query, suggestions: [], products: [], categories: [] };
  // The first products only: counting every match would cost a scan for a 2-letter query.
  const products = listPage(db, { currency, locale, q: query, sort: 'featured', start: 0, count });
  const lower = query.toLowerCase();
  return {
    q: query,
    suggestions: terms(db, typed),
    products,
    categories: CATEGORIES.filter((c) => c.name.toLowerCase().includes(lower) || words(c.name).some((w) => w.startsWith(typed[0] as string)))
      .slice(0, MAX_TERMS)
      .map((c) => ({ id: c.id, name: c.name, url: categoryPath(locale, c) })),
  };
}
