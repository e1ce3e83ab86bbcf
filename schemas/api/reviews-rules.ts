/**
 * The reviews contract's limits and choices (schemas/api/reviews.ts), without zod, so browser
 * code can use the same values (tests/unit/browser-imports.test.ts keeps zod out of islands).
 */
export const REVIEW_TEXT_MIN = 20;
/** Over this, REV410 (docs/requirements/catalogue.md#reviews "Review too long"). */
export const REVIEW_TEXT_MAX = 2000;
export const REVIEW_TITLE_MAX = 100;
export const QUESTION_TEXT_MAX = 500;
export const NICKNAME_MAX = 40;
export const REVIEWS_PAGE_SIZE = 10;
export const REVIEWS_MAX_PAGE_SIZE = 50;
export const REVIEW_LANGUAGES = ['en', 'fr', 'de', 'it'] as const;
export const REVIEW_SORTS = ['helpful', 'newest', 'oldest', 'highest', 'lowest'] as const;
export const FLAG_REASONS = ['INAPPROPRIATE', 'SPAM', 'OFF_TOPIC', 'NOT_A_REVIEW', 'OTHER'] as const;
