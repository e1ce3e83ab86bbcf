/**
 * The product page's reviews and questions (docs/requirements/catalogue.md#reviews REV410): the server-rendered
 * summary and list, sort and paging by link, helpful votes, a report, a translation, writing a
 * review (the REV410 refusal at the field, then the success), asking a question and its success
 * dialog, an answer vote; axe with the dialogs open on desktop and a phone. FWINSTOCK1 has 24
 * generated reviews (src/sandbox/reviews/generated.ts FIXED_COUNTS) and 3 answered questions.
 */
import type { Page } from '@playwright/test';
import { openAccountAs } from './account.ts';
import { expect, expectNoSeriousA11yViolations, test } from './support.ts';

const PDP = '/en-us/p/summit-trail-mid-wp-boot-FWINSTOCK1';
const reviews = (page: Page) => page.getByRole('region', { name: 'Reviews', exact: true });
const questions = (page: Page) => page.getByRole('region', { name: 'Questions and answers', exact: true });
const ratingsShown = async (page: Page) => (await reviews(page).getByText(/^Rated \d out of 5$/).allTextContents()).map((t) => Number(t.match(/\d/)?.[0]));

test.describe('product reviews', () => {
  test('reads the summary and the first page, sorts by lowest rating and pages on', async ({ page }) => {
    await page.goto(PDP);
    const section = reviews(page);
    // 24 generated; the member's test (which may run first) adds one.
    const summary = section.getByText(/^Based on \d+ reviews$/);
    await expect(summary).toBeVisible();
    const total = Number((await summary.textContent())?.match(/\d+/)?.[0]);
    expect([24, 25]).toContain(total);
    await expect(section.getByText(/^\d\.\d out of 5$/)).toBeVisible();
    await expect(section.getByText(/^5 stars: \d+$/)).toBeVisible();
    await expect(section.getByRole('article')).toHaveCount(10);
    await expect(section.getByText('Page 1 of 3')).toBeVisible();

    const sort = section.getByRole('navigation', { name: 'Sort reviews' });
    await expect(sort.getByRole('link', { name: 'Most helpful' })).toHaveAttribute('aria-current', 'true');
    await sort.getByRole('link', { name: 'Lowest rating' }).click();
    await expect(page).toHaveURL(/reviewSort=lowest/);
    await expect(sort.getByRole('link', { name: 'Lowest rating' })).toHaveAttribute('aria-current', 'true');
    const first = await ratingsShown(page);
    expect(first).toHaveLength(10);
    expect(first).toEqual([...first].sort((a, b) => a - b));

    await section.getByRole('navigation', { name: 'Review pages' }).getByRole('link', { name: 'More reviews' }).click();
    await expect(page).toHaveURL(/reviewSort=lowest.*reviewPage=2|reviewPage=2.*reviewSort=lowest/);
    await expect(section.getByText('Page 2 of 3')).toBeVisible();
    const second = await ratingsShown(page);
    expect(second).toHaveLength(10);
    expect(Math.min(...second)).toBeGreaterThanOrEqual(Math.max(...first));
    await section.getByRole('link', { name: 'More reviews' }).click();
    await expect(section.getByText('Page 3 of 3')).toBeVisible();
    const totalNow = Number((await summary.textContent())?.match(/\d+/)?.[0]);
    await expect(section.getByRole('article')).toHaveCount(totalNow - 20);
    await expect(section.getByRole('link', { name: 'More reviews' })).toHaveCount(0);
    await expect(section.getByRole('link', { name: 'Previous reviews' })).toBeVisible();
  });

  test('a guest votes a review helpful, reports one and translates one', async ({ page }) => {
    await page.goto(PDP);
    const section = reviews(page);
    const first = section.getByRole('article').first();
    const helpful = first.getByRole('button', { name: /^Helpful \(\d+\)$/ });
    const before = Number((await helpful.textContent())?.match(/\d+/)?.[0]);
    await helpful.click();
    await expect(first.getByRole('status')).toHaveText('Thanks for your vote.');
    await expect(first.getByRole('button', { name: `Helpful (${before + 1})` })).toHaveAttribute('aria-pressed', 'true');

    const second = section.getByRole('article').nth(1);
    await second.getByRole('button', { name: 'Report' }).click();
    await expect(second.getByRole('status')).toHaveText('Thanks, we’ll review this report.');
    await expect(second.getByRole('button', { name: 'Report' })).toBeDisabled();

    const french = section.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Mon meilleur achat de l’année' }) }).first();
    await french.getByRole('button', { name: 'Translate' }).click();
    // The heading changes language, so the translated article is found by its new words.
    const translated = section.getByRole('article').filter({ has: page.getByRole('status').filter({ hasText: 'Translated' }) });
    await expect(translated).toHaveCount(1);
    await expect(translated.getByRole('heading', { name: 'Best purchase this year' })).toBeVisible();
    await expect(translated.getByRole('button', { name: 'Translate' })).toBeDisabled();
    await expect(french).toHaveCount(0);
  });

  test('a member writes a review: checks at the fields, REV410 at the text, then the success', async ({ page }) => {
    await openAccountAs(page, 'member@cairn.test');
    await page.goto(PDP);
    await reviews(page).getByRole('button', { name: 'Write a review' }).click();
    const dialog = page.getByRole('dialog', { name: 'Write a review' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Submit review' }).click();
    await expect(dialog.getByText('Please choose a rating.')).toBeVisible();
    await expect(dialog.getByText('Please enter a title.')).toBeVisible();
    await expect(dialog.getByRole('radio', { name: '1 star', exact: true })).toBeFocused();

    await dialog.getByRole('radio', { name: '4 stars' }).check();
    await dialog.getByLabel('Review title').fill('Solid on the ridge');
    const text = dialog.getByLabel('Your review', { exact: true });
    await text.fill('Great boots. '.repeat(160));
    await dialog.getByLabel('Nickname').fill('RidgeRunner');
    await dialog.getByRole('button', { name: 'Submit review' }).click();
    await expect(text).toHaveAccessibleDescription(/Your review is too long: please keep it to 2000 characters\./);
    await expect(text).toBeFocused();
    await expect(dialog.getByLabel('Review title')).toHaveValue('Solid on the ridge');

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expectNoSeriousA11yViolations(page);

    await text.fill('Comfortable from the first mile and dry all day in the rain.');
    await dialog.getByRole('button', { name: 'Submit review' }).click();
    await expect(dialog.getByText('Thank you! Your review has been submitted.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toBeHidden();

    await page.goto(`${PDP}?reviewSort=newest`);
    const mine = reviews(page).getByRole('article').first();
    await expect(mine.getByRole('heading', { name: 'Solid on the ridge' })).toBeVisible();
    await expect(mine.getByText('Rated 4 out of 5')).toBeAttached();
    await expect(reviews(page).getByText('Based on 25 reviews')).toBeVisible();
  });

  test('a guest asks a question and sees the success dialog; votes an answer helpful', async ({ page }) => {
    await page.goto(PDP);
    const qa = questions(page);
    await expect(qa.getByRole('article')).toHaveCount(3);
    const answerVote = qa.getByRole('button', { name: /^Helpful answer \(\d+\)$/ }).first();
    const before = Number((await answerVote.textContent())?.match(/\d+/)?.[0]);
    await answerVote.click();
    await expect(qa.getByRole('button', { name: `Helpful answer (${before + 1})` })).toHaveAttribute('aria-pressed', 'true');

    await qa.getByRole('button', { name: 'Ask a question' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ask a question' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Submit question' }).click();
    await expect(dialog.getByLabel('Your question')).toHaveAccessibleDescription(/Please write at least 10 characters\./);
    await expect(dialog.getByLabel('Your question')).toBeFocused();
    await dialog.getByLabel('Your question').fill('Do they come in a wide fit?');
    await dialog.getByLabel('Nickname').fill('WideFoot');
    await dialog.getByRole('button', { name: 'Submit question' }).click();
    const success = page.getByRole('dialog', { name: 'Thanks for your question' });
    await expect(success).toBeVisible();
    await expect(success.getByText('Your question has been submitted.', { exact: false })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expectNoSeriousA11yViolations(page);
  });

  test('a guest who writes a review is asked to sign in, and what they typed stays', async ({ page }) => {
    await page.goto(PDP);
    await reviews(page).getByRole('button', { name: 'Write a review' }).click();
    const dialog = page.getByRole('dialog', { name: 'Write a review' });
    await dialog.getByRole('radio', { name: '5 stars' }).check();
    await dialog.getByLabel('Review title').fill('Guest words');
    await dialog.getByLabel('Your review', { exact: true }).fill('Twenty characters or more, surely.');
    await dialog.getByLabel('Nickname').fill('Guesty');
    await dialog.getByRole('button', { name: 'Submit review' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please sign in to write a review.');
    await expect(dialog.getByLabel('Review title')).toHaveValue('Guest words');
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('dialog', { name: /^sign in/i })).toBeVisible();
  });

  test('loads no reviews code before intent, and speaks Italian on /it-it/', { tag: '@before-intent' }, async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(PDP.replace('/en-us/', '/it-it/'));
    await page.waitForLoadState('networkidle');
    const section = page.getByRole('region', { name: 'Recensioni', exact: true });
    await expect(section.getByRole('button', { name: 'Scrivi una recensione' })).toBeVisible();
    // 24 generated, plus the one the member's test may have written already.
    await expect(section.getByText(/^Basato su 2[45] recensioni$/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Domande e risposte' })).toBeVisible();
    const before = scripts.length;
    await section.getByRole('button', { name: 'Scrivi una recensione' }).hover();
    await expect.poll(() => scripts.length).toBeGreaterThan(before);
  });

  test('no serious axe violations with the ask-a-question dialog open (desktop)', async ({ page }) => {
    await page.goto(PDP);
    await expectNoSeriousA11yViolations(page);
    await questions(page).getByRole('button', { name: 'Ask a question' }).click();
    await expect(page.getByRole('dialog', { name: 'Ask a question' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('product reviews on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('reads, and opens the dialogs without serious axe violations', async ({ page }) => {
    await page.goto(PDP);
    await expect(reviews(page).getByRole('article')).toHaveCount(10);
    await expectNoSeriousA11yViolations(page);
    await reviews(page).getByRole('button', { name: 'Write a review' }).click();
    const write = page.getByRole('dialog', { name: 'Write a review' });
    await expect(write).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await write.getByRole('button', { name: 'Close' }).first().click();
    await expect(write).toBeHidden();
    await questions(page).getByRole('button', { name: 'Ask a question' }).click();
    await expect(page.getByRole('dialog', { name: 'Ask a question' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
