/**
 * Reviews and questions as the product page sees them: the catalogue's generated ones
 * (generated.ts) joined with what shoppers wrote here (tables reviews, questions), with helpful
 * votes and reports (ugc_votes, ugc_flags) on either. A review reported by FLAGS_TO_HIDE
 * shoppers leaves the page pending moderation. One review per shopper and product.
 */
import { REVIEW_LANGUAGES, type Review } from '../../../schemas/api/reviews.ts';
import type { StoredProduct } from '../catalog/product.ts';
import { findProduct } from '../catalog/store.ts';
import { statement, transaction, type Database } from '../db.ts';
import { HttpError } from '../http/exchange.ts';
import { newId, parseJson } from '../consumer/common.ts';
import { generatedQuestions, generatedReviews, render, type GeneratedReview, type Language } from './generated.ts';

export const FLAGS_TO_HIDE = 3;

type Vote = 'helpful' | 'notHelpful';

interface StoredReviewBody {
  title: string;
  text: string;
  nickname: string;
  location?: string;
  recommended: boolean;
  locale: Language;
}

interface ReviewRow {
  review_id: string;
  product_id: string;
  author: string;
  rating: number;
  body: string;
  created_at: string;
}

/** A review wherever it came from, with what every view needs. */
interface AnyReview {
  source: 'generated' | 'stored';
  author?: string;
  review: Omit<Review, 'helpfulVotes' | 'notHelpfulVotes' | 'myVote'> & { baseHelpful: number; baseNotHelpful: number };
  generated?: GeneratedReview;
}

export const asLanguage = (value: string | undefined): Language | undefined => {
  const lang = value?.slice(0, 2).toLowerCase();
  return (REVIEW_LANGUAGES as readonly string[]).includes(lang ?? '') ? (lang as Language) : undefined;
};

function fromGenerated(r: GeneratedReview): AnyReview {
  const { title, text } = render(r, r.locale);
  return {
    source: 'generated',
    generated: r,
    review: {
      id: r.id,
      productId: r.productId,
      rating: r.rating,
      title,
      text,
      nickname: r.nickname,
      location: r.location,
      locale: r.locale,
      createdAt: r.createdAt,
      verifiedPurchase: r.verifiedPurchase,
      recommended: r.recommended,
      baseHelpful: r.helpfulVotes,
      baseNotHelpful: r.notHelpfulVotes,
      ...(r.brandResponse ? { brandResponse: { text: r.brandResponse.text[r.locale], createdAt: r.brandResponse.createdAt } } : {}),
    },
  };
}

function fromRow(row: ReviewRow, verified: boolean): AnyReview {
  const body = parseJson<StoredReviewBody>(row.body, { title: '', text: '', nickname: '', recommended: true, locale: 'en' });
  return {
    source: 'stored',
    author: row.author,
    review: {
      id: row.review_id,
      productId: row.product_id,
      rating: row.rating,
      title: body.title,
      text: body.text,
      nickname: body.nickname,
      ...(body.location ? { location: body.location } : {}),
      locale: body.locale,
      createdAt: row.created_at,
      verifiedPurchase: verified,
      recommended: body.recommended,
      baseHelpful: 0,
      baseNotHelpful: 0,
    },
  };
}

/** The shopper bought the product (a web order or an archived one). */
function boughtIt(db: Database, consumerNo: string, productId: string): boolean {
  const pattern = `%"masterId":"${productId}"%`;
  return Boolean(
    statement(db, "SELECT 1 FROM orders WHERE owner = ? AND status = 'created' AND body LIKE ? LIMIT 1").get(consumerNo, pattern) ??
      statement(db, 'SELECT 1 FROM order_history WHERE owner = ? AND body LIKE ? LIMIT 1').get(consumerNo, pattern),
  );
}

function flagCount(db: Database, targetId: string): number {
  return (statement(db, 'SELECT COUNT(*) AS n FROM ugc_flags WHERE target_id = ?').get(targetId) as { n: number }).n;
}

function voteCounts(db: Database, targetId: string): { helpful: number; notHelpful: number } {
  const rows = statement(db, 'SELECT helpful, COUNT(*) AS n FROM ugc_votes WHERE target_id = ? GROUP BY helpful').all(targetId) as Array<{ helpful: number; n: number }>;
  return { helpful: rows.find((r) => r.helpful === 1)?.n ?? 0, notHelpful: rows.find((r) => r.helpful === 0)?.n ?? 0 };
}

function myVote(db: Database, targetId: string, voter: string | undefined): Vote | undefined {
  if (!voter) return undefined;
  const row = statement(db, 'SELECT helpful FROM ugc_votes WHERE target_id = ? AND voter = ?').get(targetId, voter) as { helpful: number } | undefined;
  return row ? (row.helpful === 1 ? 'helpful' : 'notHelpful') : undefined;
}

function allReviews(db: Database, product: StoredProduct): AnyReview[] {
  const stored = statement(db, 'SELECT * FROM reviews WHERE product_id = ? ORDER BY created_at').all(product.id) as unknown as ReviewRow[];
  return [...generatedReviews(product.id, product.department).map(fromGenerated), ...stored.map((r) => fromRow(r, boughtIt(db, r.author, r.product_id)))];
}

function view(db: Database, r: AnyReview, voter: string | undefined): Review {
  const votes = voteCounts(db, r.review.id);
  const { baseHelpful, baseNotHelpful, ...rest } = r.review;
  const mine = myVote(db, r.review.id, voter);
  return { ...rest, helpfulVotes: baseHelpful + votes.helpful, notHelpfulVotes: baseNotHelpful + votes.notHelpful, ...(mine ? { myVote: mine } : {}) };
}

export type ReviewSort = 'helpful' | 'newest' | 'oldest' | 'highest' | 'lowest';

const SORTS: Record<ReviewSort, (a: Review, b: Review) => number> = {
  helpful: (a, b) => b.helpfulVotes - a.helpfulVotes || b.createdAt.localeCompare(a.createdAt),
  newest: (a, b) => b.createdAt.localeCompare(a.createdAt),
  oldest: (a, b) => a.createdAt.localeCompare(b.createdAt),
  highest: (a, b) => b.rating - a.rating || b.createdAt.localeCompare(a.createdAt),
  lowest: (a, b) => a.rating - b.rating || b.createdAt.localeCompare(a.createdAt),
};

export interface ReviewPageQuery {
  start: number;
  count: number;
  sort: ReviewSort;
  rating?: number | undefined;
  voter?: string | undefined;
}

export function reviewPage(db: Database, product: StoredProduct, q: ReviewPageQuery) {
  const visible = allReviews(db, product)
    .filter((r) => flagCount(db, r.review.id) < FLAGS_TO_HIDE)
    .map((r) => view(db, r, q.voter));
  const distribution = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } as Record<1 | 2 | 3 | 4 | 5, number>;
  for (const r of visible) distribution[r.rating as 1 | 2 | 3 | 4 | 5]++;
  const average = visible.length ? Math.round((visible.reduce((n, r) => n + r.rating, 0) / visible.length) * 10) / 10 : 0;
  const filtered = visible.filter((r) => q.rating === undefined || r.rating === q.rating).sort(SORTS[q.sort]);
  const page = filtered.slice(q.start, q.start + q.count);
  return {
    productId: product.id,
    total: filtered.length,
    start: q.start,
    count: page.length,
    averageRating: average,
    reviewCount: visible.length,
    ratingDistribution: distribution,
    recommendedPercent: visible.length ? Math.round((visible.filter((r) => r.recommended).length / visible.length) * 100) : 0,
    reviews: page,
  };
}

export interface NewReview {
  rating: number;
  title: string;
  text: string;
  nickname: string;
  location?: string | undefined;
  recommended: boolean;
}

/** Writes (or rewrites) the author's review of a product. */
export function writeReview(db: Database, product: StoredProduct, author: string, input: NewReview, language: Language, now = new Date()): Review {
  const body: StoredReviewBody = {
    title: input.title.trim(),
    text: input.text.trim(),
    nickname: input.nickname.trim(),
    ...(input.location ? { location: input.location.trim() } : {}),
    recommended: input.recommended,
    locale: language,
  };
  return transaction(db, () => {
    const at = now.toISOString();
    statement(
      db,
      `INSERT INTO reviews (review_id, product_id, author, rating, body, created_at) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (product_id, author) DO UPDATE SET rating = excluded.rating, body = excluded.body, created_at = excluded.created_at`,
    ).run(newId('RV'), product.id, author, input.rating, JSON.stringify(body), at);
    const row = statement(db, 'SELECT * FROM reviews WHERE product_id = ? AND author = ?').get(product.id, author) as unknown as ReviewRow;
    return view(db, fromRow(row, boughtIt(db, author, product.id)), author);
  });
}

/** A review by id, generated ones included (their ids are `{productId}-R{n}`). */
function findReview(db: Database, reviewId: string): AnyReview | undefined {
  const row = statement(db, 'SELECT * FROM reviews WHERE review_id = ?').get(reviewId) as ReviewRow | undefined;
  if (row) return fromRow(row, boughtIt(db, row.author, row.product_id));
  const at = reviewId.lastIndexOf('-R');
  if (at <= 0) return undefined;
  const product = findProduct(db, reviewId.slice(0, at));
  const found = product ? generatedReviews(product.id, product.department).find((r) => r.id === reviewId) : undefined;
  return found ? fromGenerated(found) : undefined;
}

function reviewOfProduct(db: Database, productId: string, reviewId: string): AnyReview {
  const found = findReview(db, reviewId);
  if (!found || found.review.productId !== productId) throw new HttpError(404, 'API404', `No review ${reviewId} of product ${productId}`);
  return found;
}

function castVote(db: Database, targetId: string, voter: string, helpful: boolean, now: Date): void {
  statement(
    db,
    `INSERT INTO ugc_votes (target_id, voter, helpful, created_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (target_id, voter) DO UPDATE SET helpful = excluded.helpful, created_at = excluded.created_at`,
  ).run(targetId, voter, helpful ? 1 : 0, now.toISOString());
}

export function voteOnReview(db: Database, productId: string, reviewId: string, voter: string, helpful: boolean, now = new Date()) {
  return transaction(db, () => {
    const found = reviewOfProduct(db, productId, reviewId);
    if (found.author === voter) throw new HttpError(403, 'API403', 'You can’t vote on your own review');
    castVote(db, reviewId, voter, helpful, now);
    const v = view(db, found, voter);
    return { reviewId, helpfulVotes: v.helpfulVotes, notHelpfulVotes: v.notHelpfulVotes, myVote: (helpful ? 'helpful' : 'notHelpful') as Vote };
  });
}

export function flagReview(db: Database, productId: string, reviewId: string, voter: string, reason: string, comment: string | undefined, now = new Date()): void {
  transaction(db, () => {
    reviewOfProduct(db, productId, reviewId);
    statement(
      db,
      `INSERT INTO ugc_flags (target_id, voter, reason, comment, created_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (target_id, voter) DO UPDATE SET reason = excluded.reason, comment = excluded.comment, created_at = excluded.created_at`,
    ).run(reviewId, voter, reason, comment ?? null, now.toISOString());
  });
}

export function translateReview(db: Database, reviewId: string, target: Language) {
  const found = findReview(db, reviewId);
  if (!found) throw new HttpError(404, 'API404', `No review ${reviewId}`);
  const source = found.review.locale;
  if (found.generated && source !== target) {
    const { title, text } = render(found.generated, target);
    return { reviewId, sourceLocale: source, targetLocale: target, title, text, translated: true };
  }
  return { reviewId, sourceLocale: source, targetLocale: target, title: found.review.title, text: found.review.text, translated: false };
}

// ---- Questions ---------------------------------------------------------------------------------------

interface QuestionRow {
  question_id: string;
  product_id: string;
  author: string;
  body: string;
  created_at: string;
}

export function questionPage(db: Database, product: StoredProduct, start: number, count: number) {
  const stored = (statement(db, 'SELECT * FROM questions WHERE product_id = ?').all(product.id) as unknown as QuestionRow[]).map((r) => {
    const body = parseJson<{ text: string; nickname: string }>(r.body, { text: '', nickname: '' });
    return { id: r.question_id, productId: r.product_id, text: body.text, nickname: body.nickname, createdAt: r.created_at, answers: [] as ReturnType<typeof generatedQuestions>[number]['answers'] };
  });
  const all = [...generatedQuestions(product.id, product.department), ...stored]
    .map((q) => ({
      ...q,
      answers: q.answers.map((a) => {
        const votes = voteCounts(db, a.id);
        return { ...a, helpfulVotes: a.helpfulVotes + votes.helpful, notHelpfulVotes: a.notHelpfulVotes + votes.notHelpful };
      }),
    }))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const page = all.slice(start, start + count);
  return { productId: product.id, total: all.length, start, count: page.length, questions: page };
}

export function askQuestion(db: Database, product: StoredProduct, author: string, text: string, nickname: string, email: string | undefined, now = new Date()) {
  const id = newId('QN');
  const at = now.toISOString();
  statement(db, 'INSERT INTO questions (question_id, product_id, author, body, created_at) VALUES (?, ?, ?, ?, ?)').run(
    id,
    product.id,
    author,
    JSON.stringify({ text: text.trim(), nickname: nickname.trim(), ...(email ? { email } : {}) }),
    at,
  );
  return { id, productId: product.id, text: text.trim(), nickname: nickname.trim(), createdAt: at, answers: [] };
}

export function voteOnAnswer(db: Database, product: StoredProduct, answerId: string, voter: string, helpful: boolean, now = new Date()) {
  return transaction(db, () => {
    const answer = generatedQuestions(product.id, product.department)
      .flatMap((q) => q.answers)
      .find((a) => a.id === answerId);
    if (!answer) throw new HttpError(404, 'API404', `No answer ${answerId} to a question of product ${product.id}`);
    castVote(db, answerId, voter, helpful, now);
    const votes = voteCounts(db, answerId);
    return { answerId, helpfulVotes: answer.helpfulVotes + votes.helpful, notHelpfulVotes: answer.notHelpfulVotes + votes.notHelpful, myVote: (helpful ? 'helpful' : 'notHelpful') as Vote };
  });
}
