/**
 * Reviews and questions contracts (docs/requirements/catalogue.md#reviews Products: reviews, questions, flag, vote,
 * translate; docs/requirements/catalogue.md#reviews REV410 review too long). The spec shows paths, not bodies; these are ours.
 * POST …/reviews (writing a review) is not in the spec's table: the storefront's
 * review dialog needs it, and REV410 only means something if a review can be written.
 */
import { z } from 'zod';
import { defineContract } from './contract.ts';

import { FLAG_REASONS, NICKNAME_MAX, QUESTION_TEXT_MAX, REVIEW_LANGUAGES, REVIEW_SORTS, REVIEW_TEXT_MAX, REVIEW_TEXT_MIN, REVIEW_TITLE_MAX, REVIEWS_MAX_PAGE_SIZE } from './reviews-rules.ts';

export * from './reviews-rules.ts';

/** Beyond this a body is not a review at all: refused by the contract (API400). */
const UGC_HARD_LIMIT = 50_000;

const productId = z.string().trim().min(2).max(60);
const ugcId = z.string().trim().min(1).max(80);
const orUnset = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());
const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

export const review = z.object({
  id: z.string(),
  productId: z.string(),
  rating: z.number().int().min(1).max(5),
  title: z.string(),
  text: z.string(),
  nickname: z.string(),
  location: z.string().optional(),
  /** The language it was written in. */
  locale: z.enum(REVIEW_LANGUAGES),
  createdAt: z.string(),
  verifiedPurchase: z.boolean(),
  recommended: z.boolean(),
  helpfulVotes: z.number().int().nonnegative(),
  notHelpfulVotes: z.number().int().nonnegative(),
  /** The caller's own vote, when it has one. */
  myVote: z.enum(['helpful', 'notHelpful']).optional(),
  brandResponse: z.object({ text: z.string(), createdAt: z.string() }).optional(),
});
export type Review = z.infer<typeof review>;

const ratingCounts = z.object({ 1: z.number().int(), 2: z.number().int(), 3: z.number().int(), 4: z.number().int(), 5: z.number().int() });

const productMissing = { status: 404, errorIds: ['API404'], when: 'no product has that id' } as const;
const signInNeeded = { status: 401, errorIds: ['AUT404'], when: 'no valid access token' } as const;
const tooLong = (what: string, max: number) => ({ status: 400, errorIds: ['REV410'], when: `${what} over ${max} characters` }) as const;

export const getReviews = defineContract({
  id: 'review.list',
  method: 'GET',
  path: '/products/v1/products/{productId}/reviews',
  auth: 'public',
  summary: 'A product’s reviews, paged, with the rating summary; flagged-away reviews are left out',
  request: {
    params: z.object({ productId }),
    query: z.object({
      start: orUnset(wholeNumber(0, 100_000)),
      count: orUnset(wholeNumber(1, REVIEWS_MAX_PAGE_SIZE)),
      sort: orUnset(z.enum(REVIEW_SORTS)),
      rating: orUnset(wholeNumber(1, 5)),
    }),
  },
  response: {
    200: z.object({
      productId: z.string(),
      total: z.number().int(),
      start: z.number().int(),
      count: z.number().int(),
      averageRating: z.number().min(0).max(5),
      reviewCount: z.number().int(),
      ratingDistribution: ratingCounts,
      recommendedPercent: z.number().int().min(0).max(100),
      reviews: z.array(review),
    }),
  },
  errors: [productMissing],
});

export const writeReview = defineContract({
  id: 'review.write',
  method: 'POST',
  path: '/products/v1/products/{productId}/reviews',
  auth: 'registered',
  summary: 'Writes a review (one per shopper and product; a second replaces the first)',
  request: {
    params: z.object({ productId }),
    body: z.object({
      rating: z.number().int().min(1).max(5),
      title: z.string().trim().min(1).max(REVIEW_TITLE_MAX),
      /** Longer than REVIEW_TEXT_MAX answers REV410 (checked by the service, so it isn't a generic API400). */
      text: z.string().trim().min(REVIEW_TEXT_MIN).max(UGC_HARD_LIMIT),
      nickname: z.string().trim().min(2).max(NICKNAME_MAX),
      location: z.string().trim().max(60).optional(),
      recommended: z.boolean().default(true),
    }),
  },
  response: { 201: review },
  errors: [signInNeeded, productMissing, tooLong('text', REVIEW_TEXT_MAX), { status: 403, errorIds: ['AUT404'], when: 'a guest token' }],
});

export const answer = z.object({
  id: z.string(),
  text: z.string(),
  nickname: z.string(),
  isBrandAnswer: z.boolean(),
  createdAt: z.string(),
  helpfulVotes: z.number().int().nonnegative(),
  notHelpfulVotes: z.number().int().nonnegative(),
});

export const question = z.object({ id: z.string(), productId: z.string(), text: z.string(), nickname: z.string(), createdAt: z.string(), answers: z.array(answer) });

export const getQuestions = defineContract({
  id: 'review.questions',
  method: 'GET',
  path: '/products/v1/products/{productId}/reviews/questions',
  auth: 'public',
  summary: 'A product’s questions with their answers, newest first',
  request: { params: z.object({ productId }), query: z.object({ start: orUnset(wholeNumber(0, 100_000)), count: orUnset(wholeNumber(1, REVIEWS_MAX_PAGE_SIZE)) }) },
  response: { 200: z.object({ productId: z.string(), total: z.number().int(), start: z.number().int(), count: z.number().int(), questions: z.array(question) }) },
  errors: [productMissing],
});

export const askQuestion = defineContract({
  id: 'review.ask',
  method: 'POST',
  path: '/products/v1/products/{productId}/reviews/questions',
  auth: 'session',
  summary: 'Asks a question about a product (the ask-a-question dialog)',
  request: {
    params: z.object({ productId }),
    body: z.object({
      text: z.string().trim().min(10).max(UGC_HARD_LIMIT),
      nickname: z.string().trim().min(2).max(NICKNAME_MAX),
      email: z.string().trim().max(100).regex(/^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/, 'Email is not valid').optional(),
    }),
  },
  response: { 201: question },
  errors: [signInNeeded, productMissing, tooLong('text', QUESTION_TEXT_MAX)],
});

const vote = z.object({ helpful: z.boolean() });
const votes = { helpfulVotes: z.number().int().nonnegative(), notHelpfulVotes: z.number().int().nonnegative(), myVote: z.enum(['helpful', 'notHelpful']) };

export const flagReview = defineContract({
  id: 'review.flag',
  method: 'POST',
  path: '/products/v1/products/{productId}/review/{reviewId}/flag',
  auth: 'session',
  summary: 'Reports a review; three reports take it off the product page pending moderation',
  request: { params: z.object({ productId, reviewId: ugcId }), body: z.object({ reason: z.enum(FLAG_REASONS), comment: z.string().trim().max(500).optional() }) },
  response: { 200: z.object({ reviewId: z.string(), flagged: z.literal(true), reason: z.enum(FLAG_REASONS) }) },
  errors: [signInNeeded, { status: 404, errorIds: ['API404'], when: 'no review of that product has that id' }],
});

export const voteReview = defineContract({
  id: 'review.vote',
  method: 'POST',
  path: '/products/v1/products/{productId}/review/{reviewId}/vote',
  auth: 'session',
  summary: 'Votes a review helpful or not (one vote per shopper; voting again changes it)',
  request: { params: z.object({ productId, reviewId: ugcId }), body: vote },
  response: { 200: z.object({ reviewId: z.string(), ...votes }) },
  errors: [
    signInNeeded,
    { status: 404, errorIds: ['API404'], when: 'no review of that product has that id' },
    { status: 403, errorIds: ['API403'], when: "a vote on one's own review" },
  ],
});

export const voteAnswer = defineContract({
  id: 'review.voteAnswer',
  method: 'POST',
  path: '/products/v1/products/{productId}/review/{answerId}/questions/vote',
  auth: 'session',
  summary: 'Votes an answer to a question helpful or not',
  request: { params: z.object({ productId, answerId: ugcId }), body: vote },
  response: { 200: z.object({ answerId: z.string(), ...votes }) },
  errors: [signInNeeded, { status: 404, errorIds: ['API404'], when: 'no answer to a question of that product has that id' }],
});

export const translateReview = defineContract({
  id: 'review.translate',
  method: 'POST',
  path: '/products/v1/review/{reviewId}/translate',
  auth: 'public',
  summary: 'A review in another language (default: the site’s)',
  description: 'translated: false when the review is already in that language, or when the sandbox cannot translate it (reviews shoppers wrote here): the original is answered.',
  request: { params: z.object({ reviewId: ugcId }), body: z.object({ targetLocale: z.string().regex(/^[a-z]{2}([-_][A-Za-z]{2})?$/, 'a language (fr) or locale (fr_FR)').optional() }).prefault({}) },
  response: { 200: z.object({ reviewId: z.string(), sourceLocale: z.enum(REVIEW_LANGUAGES), targetLocale: z.enum(REVIEW_LANGUAGES), title: z.string(), text: z.string(), translated: z.boolean() }) },
  errors: [
    { status: 404, errorIds: ['API404'], when: 'no review has that id' },
    { status: 400, errorIds: ['API400'], when: 'a language the shop does not speak (targetLocale ja)' },
  ],
});

export const reviewContracts = [getReviews, writeReview, getQuestions, askQuestion, flagReview, voteReview, voteAnswer, translateReview] as const;
