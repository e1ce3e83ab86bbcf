/**
 * Guest order tracking (issue 12; `/{locale}/order-status`, `POST …/TrackOrder`), by role and
 * label: reached from the footer in every locale, private and uncached; the spec's validation
 * messages with focus on the first invalid field; a found order with its status, carrier and
 * tracking number; a wrong email reads as "not found"; axe on desktop and a phone.
 *
 * Seeded data (docs/sandbox.md): CRN00001002 was placed with member@cairn.test and has shipped
 * with UPS 1Z999AA10123456791.
 */
import type { Page } from '@playwright/test';
import { SITES } from '../../src/lib/site/locales.ts';
import { expect, expectNoSeriousA11yViolations, test } from './support.ts';

const TITLES: Readonly<Record<string, string>> = { en: 'Track your order', fr: 'Suivre votre commande', de: 'Bestellung verfolgen', it: 'Traccia il tuo ordine' };
const NOT_FOUND = 'We couldn’t find an order with this number and email. Check both and try again.';

async function openFromFooter(page: Page): Promise<void> {
  await page.goto('/en-us/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Track your order' }).click();
  await expect(page).toHaveURL(/\/en-us\/order-status$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Track your order' })).toBeVisible();
}

async function track(page: Page, orderNumber: string, email: string): Promise<void> {
  await page.getByLabel('Order number').fill(orderNumber);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Track order' }).click();
}

test.describe('guest order tracking', () => {
  test('a guest tracks an order by number and email from the footer link', async ({ page }) => {
    await openFromFooter(page);

    // Nothing typed: both fields say so, and focus goes to the first.
    await page.getByRole('button', { name: 'Track order' }).click();
    await expect(page.getByLabel('Order number')).toBeFocused();
    await expect(page.getByLabel('Order number')).toHaveAccessibleDescription(/This field is required/);
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription(/This field is required/);

    // A bad email: the spec's words, at the field, focused; the number typed is kept.
    await page.getByLabel('Order number').fill('CRN00001002');
    await page.getByLabel('Email').fill('member@cairn');
    await page.getByRole('button', { name: 'Track order' }).click();
    await expect(page.getByLabel('Email')).toBeFocused();
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription(/Email is not valid/);
    await expect(page.getByLabel('Order number')).toHaveValue('CRN00001002');

    await track(page, 'CRN00001002', 'Member@Cairn.test');
    const result = page.getByRole('region', { name: 'Order CRN00001002' });
    await expect(result.getByRole('heading', { level: 2, name: 'Order CRN00001002' })).toBeFocused();
    await expect(result.getByText('Shipped', { exact: true })).toBeVisible();
    await expect(result.getByText('UPS', { exact: true })).toBeVisible();
    await expect(result.getByText('1Z999AA10123456791')).toBeVisible();
    await expect(result.getByRole('link', { name: 'Follow the parcel on the UPS website' })).toHaveAttribute('href', /^https:\/\/www\.ups\.com\//);
    await expect(result.getByRole('listitem')).toHaveText([/Order placed/, /Handed to the carrier/]);
  });

  test('a wrong email, or a number no order has, reads as not found and keeps what was typed', async ({ page }) => {
    await page.goto('/en-us/order-status');
    await track(page, 'CRN00001002', 'someone@example.test');
    await expect(page.getByRole('alert').filter({ hasText: NOT_FOUND })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Order CRN00001002' })).toHaveCount(0);
    await expect(page.getByLabel('Email')).toHaveValue('someone@example.test');
    await track(page, 'CRN99999999', 'member@cairn.test');
    await expect(page.getByRole('alert').filter({ hasText: NOT_FOUND })).toBeVisible();
  });

  test('the tracking page is private and answers in every locale, linked from each footer', async ({ request }) => {
    for (const site of SITES) {
      const home = await request.get(`/${site.locale}/`);
      expect(await home.text(), `${site.locale} footer`).toContain(`href="/${site.locale}/order-status"`);
      const answer = await request.get(`/${site.locale}/order-status`);
      expect(answer.status(), site.locale).toBe(200);
      expect(answer.headers()['cache-control'], site.locale).toBe('private, no-store');
      expect(await answer.text(), site.locale).toMatch(new RegExp(`<h1[^>]*>${TITLES[site.language]}</h1>`));
    }
  });

  test('in French, the labels and the result are French', async ({ page }) => {
    await page.goto('/fr-fr/order-status');
    await page.getByLabel('Numéro de commande').fill('CRN00001002');
    await page.getByLabel('E-mail').fill('pas-un-email');
    await page.getByRole('button', { name: 'Suivre la commande' }).click();
    await expect(page.getByLabel('E-mail')).toHaveAccessibleDescription(/L’adresse e-mail n’est pas valide/);
    await page.getByLabel('E-mail').fill('member@cairn.test');
    await page.getByRole('button', { name: 'Suivre la commande' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Commande CRN00001002' })).toBeVisible();
    await expect(page.getByText('Expédiée', { exact: true })).toBeVisible();
  });

  test('no serious axe violations, before and after a result', async ({ page }) => {
    await openFromFooter(page);
    await expectNoSeriousA11yViolations(page);
    await track(page, 'CRN00001002', 'member@cairn.test');
    await expect(page.getByRole('heading', { level: 2, name: 'Order CRN00001002' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('no serious axe violations on a phone @mobile', async ({ page }) => {
    await page.goto('/en-us/order-status');
    await page.getByRole('button', { name: 'Track order' }).click();
    await expect(page.getByLabel('Order number')).toHaveAccessibleDescription(/This field is required/);
    await expectNoSeriousA11yViolations(page);
    await track(page, 'CRN00001002', 'member@cairn.test');
    await expect(page.getByRole('heading', { level: 2, name: 'Order CRN00001002' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
