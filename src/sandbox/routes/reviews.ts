/**
 * Reviews and questions (docs/requirements/catalogue.md#reviews Products), declared by schemas/api/reviews.ts; the rules
 * are in src/sandbox/reviews/. A review longer than REVIEW_TEXT_MAX (and a question longer than
 * QUESTION_TEXT_MAX) answers REV410, the spec's "review too long".
 */
import { askQuestion, flagReview, getQuestions, getReviews, QUESTION_TEXT_MAX, REVIEW_TEXT_MAX, REVIEWS_PAGE_SIZE, translateReview, voteAnswer, voteReview, writeReview } from '../../../schemas/api/reviews.ts';
import { findProduct } from '../catalog/store.ts';
import { contractRoute } from '../http/contract-route.ts';
import { HttpError, notFound, siteOf, type Exchange } from '../http/exchange.ts';
import type { Route } from '../http/router.ts';
import {
  askQuestion as ask,
  asLanguage,
  flagReview as flag,
  questionPage,
  reviewPage,
  translateReview as translate,
  voteOnAnswer,
  voteOnReview,
  writeReview as write,
} from '../reviews/store.ts';
import type { Language } from '../reviews/generated.ts';

function productOr404(x: Exchange, id: string) {
  const product = findProduct(x.db, id);
  if (!product) throw notFound(`Product ${id} not found`);
  return product;
}

const tooLong = (what: string, max: number, length: number) => new HttpError(400, 'REV410', `The ${what} is too long: ${length} characters, at most ${max}`);

const siteLanguage = (x: Exchange): Language => asLanguage(siteOf(x).language) ?? 'en';

export const reviewRoutes: Route[] = [
  contractRoute(getReviews, ({ x, params, query, session }) => ({
    status: 200,
    body: reviewPage(x.db, productOr404(x, params.productId), {
      start: query.start ?? 0,
      count: query.count ?? REVIEWS_PAGE_SIZE,
      sort: query.sort ?? 'helpful',
      rating: query.rating,
      voter: session?.consumerNo,
    }),
  })),

  contractRoute(writeReview, ({ x, params, body, session }) => {
    const product = productOr404(x, params.productId);
    if (body.text.length > REVIEW_TEXT_MAX) throw tooLong('review', REVIEW_TEXT_MAX, body.text.length);
    return { status: 201, body: write(x.db, product, session.consumerNo, body, siteLanguage(x)) };
  }),

  contractRoute(getQuestions, ({ x, params, query }) => ({
    status: 200,
    body: questionPage(x.db, productOr404(x, params.productId), query.start ?? 0, query.count ?? REVIEWS_PAGE_SIZE),
  })),

  contractRoute(askQuestion, ({ x, params, body, session }) => {
    const product = productOr404(x, params.productId);
    if (body.text.length > QUESTION_TEXT_MAX) throw tooLong('question', QUESTION_TEXT_MAX, body.text.length);
    return { status: 201, body: ask(x.db, product, session.consumerNo, body.text, body.nickname, body.email) };
  }),

  contractRoute(flagReview, ({ x, params, body, session }) => {
    flag(x.db, params.productId, params.reviewId, session.consumerNo, body.reason, body.comment);
    return { status: 200, body: { reviewId: params.reviewId, flagged: true, reason: body.reason } };
  }),

  contractRoute(voteReview, ({ x, params, body, session }) => ({ status: 200, body: voteOnReview(x.db, params.productId, params.reviewId, session.consumerNo, body.helpful) })),

  contractRoute(voteAnswer, ({ x, params, body, session }) => ({
    status: 200,
    body: voteOnAnswer(x.db, productOr404(x, params.productId), params.answerId, session.consumerNo, body.helpful),
  })),

  contractRoute(translateReview, ({ x, params, body }) => {
    const target = body.targetLocale ? asLanguage(body.targetLocale) : siteLanguage(x);
    if (!target) throw new HttpError(400, 'API400', `targetLocale: the shop speaks en, fr, de and it, not ${body.targetLocale}`);
    return { status: 200, body: translate(x.db, params.reviewId, target) };
  }),
];
