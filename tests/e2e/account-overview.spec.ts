/**
 * The account overview (issue 12; docs/requirements/account-and-loyalty.md#segments-and-spend-banners spend banners): greeting, loyalty status and
 * points or the invitation to join, the latest orders, shortcuts, and each programme's banner.
 * Expected figures are read from the gateway's own answers (through the BFF, as this shopper),
 * since other journeys may move points and spend in a shared run.
 */
import type { Locator, Page } from '@playwright/test';
import { openAccountAs } from './account.ts';
import { expect, expectNoSeriousA11yViolations, test } from './support.ts';

interface Spend {
  currentSpend: number;
  currency: string;
  annualCap?: number;
  annualCredit?: number;
}

interface Profile {
  isLoyaltyMember: boolean;
  loyaltySummary?: { points: { balance: number }; tier: string };
  consumerDetails: { firstName: string; athlete?: Spend; employee?: Spend; prosumer?: Spend };
}

/** The shopper's profile and latest orders, straight from the BFF's gateway forwarder. */
async function gateway(page: Page): Promise<{ profile: Profile; orders: string[] }> {
  return page.evaluate(async () => {
    const json = { 'content-type': 'application/json', accept: 'application/json' };
    const profile = await (await fetch('/api/gateway/consumers-v3/consumer?includeLoyaltySummary=true', { credentials: 'same-origin', headers: { accept: 'application/json' } })).json();
    const history = await (await fetch('/api/gateway/consumers-v3/consumer/purchasehistory', { method: 'POST', credentials: 'same-origin', headers: json, body: JSON.stringify({ start: 0, count: 10 }) })).json();
    return { profile: profile.consumerProfile, orders: history.orders.map((o: { orderNumber: string }) => o.orderNumber) };
  });
}

const money = (amount: number, currency: string, locale = 'en-US') => new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).format(amount);
const main = (page: Page) => page.getByRole('main');
const section = (page: Page, heading: string | RegExp): Locator => main(page).getByRole('region', { name: heading });
const BANNERS = ['Athlete credit', 'WRANX pro programme', 'IPA pro programme', 'Employee discount'];

/** The banner shows the gateway's figures: spent and limit in words, on the meter, and what is left. */
async function expectBanner(banner: Locator, spend: Spend, kind: 'credit' | 'cap', meterName: string): Promise<void> {
  const limit = kind === 'credit' ? spend.annualCredit! : spend.annualCap!;
  const spent = money(spend.currentSpend, spend.currency);
  const max = money(limit, spend.currency);
  const left = money(Math.max(0, limit - spend.currentSpend), spend.currency);
  await expect(banner).toContainText(kind === 'credit' ? `You have used ${spent} of your ${max} annual credit.` : `You have spent ${spent} of your ${max} annual cap.`);
  await expect(banner).toContainText(kind === 'credit' ? `${left} credit left this year.` : `${left} left at your discount this year.`);
  const meter = banner.getByRole('meter', { name: meterName });
  await expect(meter).toHaveAttribute('aria-valuetext', `${spent} of ${max}`);
  await expect(meter).toHaveAttribute('aria-valuenow', String(Math.min(spend.currentSpend, limit)));
  await expect(meter).toHaveAttribute('aria-valuemax', String(limit));
}

async function expectOnlyBanner(page: Page, shown: string | null): Promise<void> {
  for (const name of BANNERS) {
    if (name === shown) await expect(section(page, name)).toBeVisible();
    else await expect(section(page, name)).toHaveCount(0);
  }
}

test.describe('account overview', () => {
  test('a member is greeted, invited to join the loyalty programme, and sees the latest orders', async ({ page }) => {
    await openAccountAs(page, 'member@cairn.test', '/en-us/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    await expect(main(page).getByText('Hi, Morgan')).toBeVisible();

    const loyalty = section(page, 'Join Cairn Summit');
    await expect(loyalty.getByRole('link', { name: 'Join Cairn Summit' })).toHaveAttribute('href', '/en-us/loyalty');
    await expect(main(page).getByText(/\d points/)).toHaveCount(0);
    await expectOnlyBanner(page, null);

    const { orders } = await gateway(page);
    expect(orders.length).toBeGreaterThan(3);
    const latest = section(page, 'Latest orders');
    const links = latest.getByRole('list', { name: 'Your latest orders' }).getByRole('link');
    await expect(links).toHaveText(orders.slice(0, 3).map((n) => `Order ${n}`));
    await expect(latest.getByRole('link', { name: 'All orders' })).toHaveAttribute('href', '/en-us/account/orders');

    const shortcuts = section(page, 'Shortcuts');
    for (const [name, href] of [
      ['Profile', '/en-us/account/profile'],
      ['Addresses', '/en-us/account/addresses'],
      ['Payment methods', '/en-us/account/payment-methods'],
      ['Communication', '/en-us/account/communication'],
      ['Favorites', '/en-us/favorites'],
      ['Track an order', '/en-us/order-status'],
    ] as const) {
      await expect(shortcuts.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expectNoSeriousA11yViolations(page);

    await links.first().click();
    await expect(page).toHaveURL(new RegExp(`/en-us/account/orders/${orders[0]}$`));
  });

  test('a loyalty member sees the points balance and tier', async ({ page }) => {
    await openAccountAs(page, 'loyalty@cairn.test', '/en-us/account');
    const { profile } = await gateway(page);
    expect(profile.isLoyaltyMember).toBe(true);
    const summary = profile.loyaltySummary!;
    const loyalty = section(page, 'Cairn Summit loyalty');
    await expect(loyalty.getByText(`${new Intl.NumberFormat('en-US').format(summary.points.balance)} points`, { exact: true })).toBeVisible();
    await expect(loyalty.getByText(`${summary.tier} tier`)).toBeVisible();
    await expect(loyalty.getByRole('link', { name: 'See your rewards' })).toHaveAttribute('href', '/en-us/loyalty');
    await expect(main(page).getByRole('link', { name: 'Join Cairn Summit' })).toHaveCount(0);
    // Her orders were placed on the UK site: each in its own currency.
    await expect(section(page, 'Latest orders').getByRole('link', { name: /^Order CRN/ }).first()).toBeVisible();
  });

  for (const { email, heading, programme, kind, meter } of [
    { email: 'athlete@cairn.test', heading: 'Athlete credit', programme: 'athlete', kind: 'credit', meter: 'Athlete credit used' },
    { email: 'wranx@cairn.test', heading: 'WRANX pro programme', programme: 'prosumer', kind: 'cap', meter: 'WRANX annual cap used' },
    { email: 'ipa@cairn.test', heading: 'IPA pro programme', programme: 'prosumer', kind: 'cap', meter: 'IPA annual cap used' },
  ] as const) {
    test(`${email} sees the ${heading} banner with the spend against the annual ${kind}`, async ({ page }) => {
      await openAccountAs(page, email, '/en-us/account');
      const { profile } = await gateway(page);
      const spend = profile.consumerDetails[programme];
      expect(spend).toBeDefined();
      await expectOnlyBanner(page, heading);
      await expectBanner(section(page, heading), spend!, kind, meter);
    });
  }

  test('an employee who accepted the terms sees the employee discount message', async ({ page }) => {
    await openAccountAs(page, 'employee@cairn.test', '/en-us/account');
    const banner = section(page, 'Employee discount');
    await expect(banner.getByText('Your employee discount is active: it applies to your personal purchases up to your annual cap.')).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Review and accept the terms' })).toHaveCount(0);
    const { profile } = await gateway(page);
    await expectBanner(banner, profile.consumerDetails.employee!, 'cap', 'Employee discount cap used');
    await expectOnlyBanner(page, 'Employee discount');
  });

  test('an employee sees the discount message only after accepting the terms', async ({ page }) => {
    await openAccountAs(page, 'employee-terms@cairn.test', '/en-us/account');
    const banner = section(page, 'Employee discount');
    const message = banner.getByText('Your employee discount is active', { exact: false });
    await expect(banner.getByText('Accept the employee discount terms to start using your employee discount.')).toBeVisible();
    await expect(message).toHaveCount(0);
    await expect(banner.getByRole('meter')).toHaveCount(0);
    // The sign-in opened the terms dialog by itself before the page came back: it is gone after the reload.
    const terms = page.getByRole('dialog', { name: 'Employee discount terms' });
    await expect(terms).toBeHidden();
    await expectNoSeriousA11yViolations(page);

    await banner.getByRole('button', { name: 'Review and accept the terms' }).click();
    await expect(terms).toBeVisible();
    await terms.getByRole('button', { name: 'Accept the terms' }).click();
    await expect(message).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Review and accept the terms' })).toHaveCount(0);
    await expect(banner.getByRole('meter', { name: 'Employee discount cap used' })).toBeVisible();
    // The server says so on every later visit.
    await page.reload();
    await expect(message).toBeVisible();
  });

  test('the overview speaks French, German and Italian', async ({ page }) => {
    await openAccountAs(page, 'athlete@cairn.test', '/en-us/account');
    const { profile } = await gateway(page);
    const athlete = profile.consumerDetails.athlete!;
    for (const { locale, intl, h1, hi, join, orders, banner, used } of [
      { locale: 'fr-fr', intl: 'fr-FR', h1: 'Vue d’ensemble', hi: 'Bonjour, Ash', join: 'Rejoindre Cairn Summit', orders: 'Dernières commandes', banner: 'Crédit athlète', used: (s: string, l: string) => `Vous avez utilisé ${s} de votre crédit annuel de ${l}.` },
      { locale: 'de-de', intl: 'de-DE', h1: 'Übersicht', hi: 'Hallo, Ash', join: 'Cairn Summit beitreten', orders: 'Letzte Bestellungen', banner: 'Athleten-Guthaben', used: (s: string, l: string) => `Sie haben ${s} Ihres Jahresguthabens von ${l} genutzt.` },
      { locale: 'it-it', intl: 'it-IT', h1: 'Panoramica', hi: 'Ciao, Ash', join: 'Iscriviti a Cairn Summit', orders: 'Ultimi ordini', banner: 'Credito atleta', used: (s: string, l: string) => `Hai utilizzato ${s} del tuo credito annuale di ${l}.` },
    ]) {
      await page.goto(`/${locale}/account`);
      await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
      await expect(main(page).getByText(hi)).toBeVisible();
      await expect(main(page).getByRole('link', { name: join })).toHaveAttribute('href', `/${locale}/loyalty`);
      await expect(section(page, orders)).toBeVisible();
      const currency = 'EUR';
      await expect(section(page, banner)).toContainText(used(money(athlete.currentSpend, currency, intl), money(athlete.annualCredit!, currency, intl)));
    }
  });
});

test.describe('account overview on a phone', () => {
  test('a WRANX member’s overview reads well on a phone @mobile', async ({ page }) => {
    await openAccountAs(page, 'wranx@cairn.test', '/en-us/account');
    await expect(section(page, 'WRANX pro programme').getByRole('meter', { name: 'WRANX annual cap used' })).toBeVisible();
    await expect(section(page, 'Latest orders')).toBeVisible();
    await expect(section(page, 'Shortcuts').getByRole('link', { name: 'Track an order' })).toBeVisible();
    // Nothing runs off the side of the screen (the account's navigation scrolls on its own).
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('an employee’s discount message on a phone @mobile', async ({ page }) => {
    await openAccountAs(page, 'employee@cairn.test', '/en-us/account');
    await expect(section(page, 'Employee discount').getByText('Your employee discount is active', { exact: false })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
