/**
 * Reviews and questions (docs/requirements/catalogue.md#reviews Products; docs/requirements/catalogue.md#reviews REV410): generated catalogue reviews that
 * agree with the recommendation ratings, writing, voting, reporting, translating, questions and
 * answer votes. One seeded sandbox over HTTP.
 */
import { describe, expect, it } from 'vitest';
import { REVIEW_TEXT_MAX } from '../../../schemas/api/reviews.ts';
import { ratingOf } from '../../../src/sandbox/personalisation/recommend.ts';
import { sandboxClient } from './auth-helpers.ts';
import { expectError, ok, shopperSession, signedInShopper } from './cart-helpers.ts';
import { useSandbox } from './sandbox-harness.ts';

const h = useSandbox();
const api = sandboxClient(() => h.sandbox.url);
const REVIEWS = '/products/v1/products/FWINSTOCK1/reviews';
const guestSession = async () => shopperSession(api, (await api.guest()).accessToken);
const text = 'Wore them on a three-day hut trip: dry feet, no blisters, great grip on the scree.';

describe('GET /products/v1/products/{productId}/reviews', () => {
  it('answers the catalogue’s reviews with a summary that matches the product’s rating', async () => {
    const page = await h.get(REVIEWS);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ productId: 'FWINSTOCK1', total: 24, reviewCount: 24, start: 0, count: 10 });
    const distribution = Object.values(page.body.ratingDistribution) as number[];
    expect(distribution.reduce((a, b) => a + b, 0)).toBe(24);
    expect(Math.abs(page.body.averageRating - ratingOf('FWINSTOCK1'))).toBeLessThanOrEqual(0.05);
    const helpful = page.body.reviews.map((r: any) => r.helpfulVotes);
    expect(helpful).toEqual([...helpful].sort((a, b) => b - a));
    expect(page.body.reviews[0]).toMatchObject({ id: expect.stringMatching(/^FWINSTOCK1-R\d\d$/), productId: 'FWINSTOCK1' });
    // The same product always has the same reviews.
    expect((await h.get(REVIEWS)).body.reviews).toEqual(page.body.reviews);
  });

  it('pages, sorts and filters by rating', async () => {
    const newest = await h.get(`${REVIEWS}?sort=newest&start=20&count=10`);
    expect(newest.body).toMatchObject({ start: 20, count: 4, total: 24 });
    const dates = newest.body.reviews.map((r: any) => r.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const fives = await h.get(`${REVIEWS}?rating=5&count=50`);
    expect(fives.body.reviews.every((r: any) => r.rating === 5)).toBe(true);
    expect(fives.body.total).toBe(fives.body.ratingDistribution['5']);
    expectError(await h.get(`${REVIEWS}?sort=random`), 400, 'API400');
    expectError(await h.get(`${REVIEWS}?count=500`), 400, 'API400');
  });

  it('answers an empty summary for a product without reviews, 404 for no product', async () => {
    const none = await h.get('/products/v1/products/FWSOLDOUT1/reviews');
    expect(none.body).toMatchObject({ total: 0, averageRating: 0, reviewCount: 0, recommendedPercent: 0, reviews: [] });
    expectError(await h.get('/products/v1/products/ZZ00000000/reviews'), 404, 'API404');
  });
});

describe('POST /products/v1/products/{productId}/reviews', () => {
  it('publishes a signed-in shopper’s review (verified when they bought it); a second replaces the first', async () => {
    const member = await signedInShopper(api, 'member@cairn.test');
    const written = await member.post(REVIEWS, { rating: 5, title: 'Bombproof', text, nickname: 'Morgan', location: 'Boulder, CO' });
    expect(written.status).toBe(201);
    expect(written.body).toMatchObject({ rating: 5, title: 'Bombproof', locale: 'en', verifiedPurchase: true, helpfulVotes: 0 });
    expect((await h.get(REVIEWS)).body.total).toBe(25);
    const again = await member.post(REVIEWS, { rating: 4, title: 'Still great', text, nickname: 'Morgan' });
    expect(again.body.id).toBe(written.body.id);
    const newest = await h.get(`${REVIEWS}?sort=newest&count=1`);
    expect(newest.body).toMatchObject({ total: 25, reviews: [expect.objectContaining({ id: written.body.id, rating: 4, title: 'Still great' })] });
  });

  it(`answers REV410 for a review over ${REVIEW_TEXT_MAX} characters`, async () => {
    const loyal = await signedInShopper(api, 'loyalty@cairn.test');
    const long = await loyal.post(REVIEWS, { rating: 3, title: 'Long', text: 'a'.repeat(REVIEW_TEXT_MAX + 1), nickname: 'Lee' });
    expectError(long, 400, 'REV410');
    expect(long.body.errorDetails[0].message).toBe(`The review is too long: ${REVIEW_TEXT_MAX + 1} characters, at most ${REVIEW_TEXT_MAX}`);
    ok(await loyal.post(REVIEWS, { rating: 3, title: 'Just right', text: 'a'.repeat(REVIEW_TEXT_MAX), nickname: 'Lee' }));
    expectError(await loyal.post(REVIEWS, { rating: 6, title: 'x', text, nickname: 'Lee' }), 400, 'API400');
  });

  it('needs a signed-in shopper', async () => {
    const guest = await guestSession();
    expectError(await guest.post(REVIEWS, { rating: 5, title: 'Hi', text, nickname: 'Guest' }), 403, 'AUT404');
  });
});

describe('votes, reports and translation', () => {
  it('counts one helpful vote per shopper, changeable, never on one’s own review', async () => {
    const [first] = (await h.get(`${REVIEWS}?sort=oldest&count=1`)).body.reviews;
    const voter = await guestSession();
    const path = `/products/v1/products/FWINSTOCK1/review/${first.id}/vote`;
    const yes = await voter.post(path, { helpful: true });
    expect(yes.body).toEqual({ reviewId: first.id, helpfulVotes: first.helpfulVotes + 1, notHelpfulVotes: first.notHelpfulVotes, myVote: 'helpful' });
    const no = await voter.post(path, { helpful: false });
    expect(no.body).toEqual({ reviewId: first.id, helpfulVotes: first.helpfulVotes, notHelpfulVotes: first.notHelpfulVotes + 1, myVote: 'notHelpful' });
    const member = await signedInShopper(api, 'member@cairn.test');
    const own = (await member.get(`${REVIEWS}?sort=newest&count=5`)).body.reviews.find((r: any) => r.nickname === 'Morgan');
    expectError(await member.post(`/products/v1/products/FWINSTOCK1/review/${own.id}/vote`, { helpful: true }), 403, 'API403');
    expectError(await voter.post('/products/v1/products/FWINSTOCK1/review/FWINSTOCK1-R99/vote', { helpful: true }), 404, 'API404');
    expectError(await voter.post(`/products/v1/products/APLOWSTCK1/review/${first.id}/vote`, { helpful: true }), 404, 'API404');
  });

  it('takes a review off the page after three reports', async () => {
    const [target] = (await h.get(`${REVIEWS}?sort=lowest&count=1`)).body.reviews;
    const path = `/products/v1/products/FWINSTOCK1/review/${target.id}/flag`;
    const before = (await h.get(REVIEWS)).body.total;
    for (let i = 0; i < 3; i++) {
      const reporter = await guestSession();
      const flagged = await reporter.post(path, { reason: 'SPAM' });
      expect(flagged.body).toEqual({ reviewId: target.id, flagged: true, reason: 'SPAM' });
      // One shopper reporting twice is one report.
      ok(await reporter.post(path, { reason: 'OTHER', comment: 'again' }));
    }
    const after = await h.get(`${REVIEWS}?count=50`);
    expect(after.body.total).toBe(before - 1);
    expect(after.body.reviews.some((r: any) => r.id === target.id)).toBe(false);
    expectError(await (await guestSession()).post(path, { reason: 'RUDE' }), 400, 'API400');
    expectError(await api.post(path, { reason: 'SPAM' }), 401, 'AUT404');
  });

  it('translates the catalogue’s reviews between the shop’s languages', async () => {
    const all = (await h.get(`${REVIEWS}?count=50`)).body.reviews;
    const english = all.find((r: any) => r.locale === 'en' && r.id.startsWith('FWINSTOCK1-R'));
    const french = await api.post(`/products/v1/review/${english.id}/translate`, { targetLocale: 'fr_FR' });
    expect(french.body).toMatchObject({ reviewId: english.id, sourceLocale: 'en', targetLocale: 'fr', translated: true });
    expect(french.body.text).not.toBe(english.text);
    const back = await api.post(`/products/v1/review/${english.id}/translate`, { targetLocale: 'en' });
    expect(back.body).toMatchObject({ translated: false, title: english.title, text: english.text });
    // No target: the site's language.
    const german = await api.call('POST', `/products/v1/review/${english.id}/translate`, {}, { headers: { 'x-site-id': 'CAIRN_DE_DE' } });
    expect(german.body).toMatchObject({ targetLocale: 'de', translated: true });
    const mine = all.find((r: any) => r.nickname === 'Morgan');
    expect((await api.post(`/products/v1/review/${mine.id}/translate`, { targetLocale: 'it' })).body).toMatchObject({ translated: false, text: mine.text });
    expectError(await api.post(`/products/v1/review/${english.id}/translate`, { targetLocale: 'ja' }), 400, 'API400');
    expectError(await api.post('/products/v1/review/NOPE-R01/translate', {}), 404, 'API404');
  });
});

describe('questions', () => {
  const QUESTIONS = '/products/v1/products/FWINSTOCK1/reviews/questions';

  it('lists questions with the brand’s answers, and takes new ones (REV410 when too long)', async () => {
    const listed = await h.get(QUESTIONS);
    expect(listed.body).toMatchObject({ productId: 'FWINSTOCK1', total: 3 });
    expect(listed.body.questions[0].answers[0]).toMatchObject({ isBrandAnswer: true, nickname: 'Cairn Customer Care' });
    const asker = await guestSession();
    const asked = await asker.post(QUESTIONS, { text: 'Do they come in wide fit?', nickname: 'Wide Feet' });
    expect(asked.status).toBe(201);
    expect(asked.body).toMatchObject({ text: 'Do they come in wide fit?', answers: [] });
    const after = await h.get(QUESTIONS);
    expect(after.body.total).toBe(4);
    expect(after.body.questions[0].id).toBe(asked.body.id);
    expectError(await asker.post(QUESTIONS, { text: 'q'.repeat(501), nickname: 'Wordy' }), 400, 'REV410');
    expectError(await asker.post('/products/v1/products/ZZ00000000/reviews/questions', { text: 'Is this real?', nickname: 'Who' }), 404, 'API404');
  });

  it('counts votes on answers', async () => {
    const [question] = (await h.get(QUESTIONS)).body.questions.filter((q: any) => q.answers.length);
    const answer = question.answers[0];
    const voter = await guestSession();
    const voted = await voter.post(`/products/v1/products/FWINSTOCK1/review/${answer.id}/questions/vote`, { helpful: true });
    expect(voted.body).toEqual({ answerId: answer.id, helpfulVotes: answer.helpfulVotes + 1, notHelpfulVotes: answer.notHelpfulVotes, myVote: 'helpful' });
    expectError(await voter.post('/products/v1/products/FWINSTOCK1/review/FWINSTOCK1-Q9-A1/questions/vote', { helpful: true }), 404, 'API404');
  });
});
