/**
 * Pure helpers of the product page's reviews (docs/requirements/catalogue.md#reviews): the page's review query from its
 * URL (reviewSort, reviewPage), the links for sort and paging (cacheable URLs that keep the rest
 * of the query), and the write-review / ask-question checks, REV410 included.
 */
import { QUESTION_TEXT_MAX, REVIEW_SORTS, REVIEW_TEXT_MIN, REVIEW_TITLE_MAX, REVIEWS_PAGE_SIZE } from '../../../schemas/api/reviews-rules.ts';

export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const SORT_PARAM = 'reviewSort';
export const PAGE_PARAM = 'reviewPage';
/** The reviews section's anchor: sort and paging links land on it. */
export const REVIEWS_ANCHOR = 'reviews';

export interface ReviewQuery {
  sort: ReviewSort;
  page: number;
  start: number;
  count: number;
}

export function reviewQueryOf(params: URLSearchParams): ReviewQuery {
  const rawSort = params.get(SORT_PARAM);
  const sort = (REVIEW_SORTS as readonly string[]).includes(rawSort ?? '') ? (rawSort as ReviewSort) : 'helpful';
  const rawPage = Number.parseInt(params.get(PAGE_PARAM) ?? '1', 10);
  const page = Number.isInteger(rawPage) && rawPage >= 1 && rawPage <= 10_000 ? rawPage : 1;
  return { sort, page, start: (page - 1) * REVIEWS_PAGE_SIZE, count: REVIEWS_PAGE_SIZE };
}

/** The page's URL with the review sort/page changed (page 1 and the default sort are left out). */
export function reviewHref(url: URL, change: { sort?: ReviewSort; page?: number }): string {
  const params = new URLSearchParams(url.search);
  if (change.sort !== undefined) {
    if (change.sort === 'helpful') params.delete(SORT_PARAM);
    else params.set(SORT_PARAM, change.sort);
    params.delete(PAGE_PARAM);
  }
  if (change.page !== undefined) {
    if (change.page <= 1) params.delete(PAGE_PARAM);
    else params.set(PAGE_PARAM, String(change.page));
  }
  const query = params.toString();
  return `${url.pathname}${query ? `?${query}` : ''}#${REVIEWS_ANCHOR}`;
}

export const pageCount = (total: number, size = REVIEWS_PAGE_SIZE): number => Math.max(1, Math.ceil(total / size));

/** Each star row's share of the reviews, in whole percent. */
export function distributionRows(distribution: Record<1 | 2 | 3 | 4 | 5, number>, total: number): Array<{ stars: number; count: number; percent: number }> {
  return ([5, 4, 3, 2, 1] as const).map((stars) => ({ stars, count: distribution[stars], percent: total ? Math.round((distribution[stars] / total) * 100) : 0 }));
}

export interface ReviewDraft {
  rating: number;
  title: string;
  text: string;
  nickname: string;
}
export type ReviewField = 'rating' | 'title' | 'text' | 'nickname';
export type ReviewProblem = 'ratingRequired' | 'titleRequired' | 'textTooShort' | 'textTooLong' | 'nicknameRequired';

/** What is wrong with a review before it is sent. */
export function checkReview(draft: ReviewDraft): Partial<Record<ReviewField, ReviewProblem>> {
  const problems: Partial<Record<ReviewField, ReviewProblem>> = {};
  if (!Number.isInteger(draft.rating) || draft.rating < 1 || draft.rating > 5) problems.rating = 'ratingRequired';
  const title = draft.title.trim();
  if (!title || title.length > REVIEW_TITLE_MAX) problems.title = 'titleRequired';
  const text = draft.text.trim();
  // Too long is the service's to say (REV410, one rule in one place): see problemOfError.
  if (text.length < REVIEW_TEXT_MIN) problems.text = 'textTooShort';
  if (draft.nickname.trim().length < 2) problems.nickname = 'nicknameRequired';
  return problems;
}

export interface QuestionDraft {
  text: string;
  nickname: string;
  email: string;
}
export type QuestionField = 'text' | 'nickname' | 'email';
export type QuestionProblem = 'questionTooShort' | 'questionTooLong' | 'nicknameRequired' | 'emailInvalid';

export function checkQuestion(draft: QuestionDraft): Partial<Record<QuestionField, QuestionProblem>> {
  const problems: Partial<Record<QuestionField, QuestionProblem>> = {};
  const text = draft.text.trim();
  if (text.length < 10) problems.text = 'questionTooShort';
  else if (text.length > QUESTION_TEXT_MAX) problems.text = 'questionTooLong';
  if (draft.nickname.trim().length < 2) problems.nickname = 'nicknameRequired';
  const email = draft.email.trim();
  if (email && !/^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/.test(email)) problems.email = 'emailInvalid';
  return problems;
}

/** REV410 (docs/requirements/catalogue.md#reviews "Review too long") belongs to the text field. */
export const isTooLong = (errorId: string | null): boolean => errorId === 'REV410';
