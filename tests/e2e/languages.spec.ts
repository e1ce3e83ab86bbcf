/**
 * Every page type and dialog speaks the site's language (issue 16 "Languages"): on it-it, de-de
 * and fr-fr the visible text, the document title and the aria-label / placeholder / title
 * attributes hold no English word of our own catalogues.
 *
 * The English words are read from the words modules themselves (every `messages.ts`, the
 * header's and the blocks' words), minus the words the page's own language also uses there
 * ('Email', 'Online', 'Status', 'Service'…) and the proper nouns below: a new English string
 * that reaches a page untranslated fails here without this file changing. Content of the
 * editors and merchants (CMS copy, product and category names, captions, promotion callouts) is
 * theirs, not ours: every text the sandbox serves is a literal of src/sandbox/**, and those
 * literals are taken out of the page's text before its words are read (editorText).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from '@playwright/test';
// The error catalogue holds English only until given the other languages, as the server's middleware does.
import '../../src/lib/errors/all-words.ts';
import { shippingMessages } from '../../islands/cart/shipping/messages.ts';
import { fieldMessages } from '../../schemas/forms/messages.ts';
import { headerWords } from '../../src/components/header/words.ts';
import { authMessages } from '../../src/lib/auth/messages.ts';
import { quickShopMessages } from '../../src/lib/quick-shop/messages.ts';
import { callFromPage, cartWithItems } from './shopper.ts';
import { expect, test } from './support.ts';

test.describe.configure({ timeout: 120_000 });

const LOCALES = ['it-it', 'de-de', 'fr-fr'] as const;
type Locale = (typeof LOCALES)[number];
const languageOf = (locale: Locale) => locale.slice(0, 2);

/** Names (brands, card schemes, the test addresses' cities) and abbreviations: the same in every language. */
const PROPER_NOUNS = new Set(
  ['cairn', 'klarna', 'paypal', 'apple', 'google', 'visa', 'mastercard', 'amex', 'american', 'express', 'discover', 'afterpay', 'venmo', 'instagram', 'facebook', 'youtube', 'pinterest', 'tiktok', 'twitter', 'gore', 'tex', 'gtx', 'pin', 'cvv', 'cvc', 'sku', 'url', 'pdf', 'usd', 'cad', 'eur', 'gbp', 'basecamp', 'westend', 'summit', 'ugc', 'boulder', 'denver', 'london', 'paris', 'berlin', 'milano', 'toronto'].map((w) => w.toLowerCase()),
);

// ---------- the English words of our catalogues ----------

const ROOTS = ['src', 'islands', 'blocks', 'schemas'];
const WORD_FILES = /^(messages|words|strings)\.ts$/;

function wordFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'sandbox' || entry.name === 'node_modules' ? [] : wordFiles(path);
    return WORD_FILES.test(entry.name) ? [path] : [];
  });
}

/** Every text a value holds: strings, nested tables, and what its functions say for sample values. */
function textsOf(value: unknown, depth = 0): string[] {
  if (depth > 6 || value === null || value === undefined) return [];
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') {
    const said: string[] = [];
    for (const args of [['x', 'x', 'x'], [1, 1, 1], [2, 2, 2], [0, 0, 0]]) {
      try {
        const out = (value as (...a: unknown[]) => unknown)(...args);
        if (typeof out === 'string') said.push(out);
      } catch {
        // A function of other arguments: its other samples say its words.
      }
    }
    return said;
  }
  if (typeof value === 'object') return Object.values(value as object).flatMap((v) => textsOf(v, depth + 1));
  return [];
}

/**
 * What a module's exports say in a language: each accessor called with the language. A table
 * that is English's own (a language falling back to English) says nothing in that language.
 */
function moduleTexts(module: Record<string, unknown>, language: string): string[] {
  return Object.values(module).flatMap((exported) => {
    if (typeof exported !== 'function') return [];
    try {
      const table = (exported as (l: string) => unknown)(language);
      if (typeof table !== 'object' || table === null) return [];
      if (language !== 'en' && table === (exported as (l: string) => unknown)('en')) return [];
      return textsOf(table);
    } catch {
      return [];
    }
  });
}

// ---------- the editors' text: what the sandbox serves ----------

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|json)$/.test(entry.name) ? [path] : [];
  });
}

/**
 * The sandbox's literals (its seed: products, categories, CMS pages and their HTML, captions; its
 * promotion callouts), as what a page may show of them:
 * - pieces: a literal's text between template holes and HTML tags, of two words or more (or one
 *   long word or handle), taken out of any page text that holds them;
 * - templates: a template literal with holes ('Overlay: ${v} ${a}', '${stem} ${model}'), taking
 *   out a page text that is one of them whole;
 * - words: the single words of the literals ('Current', 'Sale'), excused in a page text that
 *   held a piece or a template of the editors (a product name's stem), or is one of them whole.
 */
function editorText(): { pieces: string[]; templates: RegExp[]; words: Set<string> } {
  const pieces = new Set<string>();
  const templates = new Set<string>();
  const single = new Set<string>();
  const escapeRe = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  for (const file of sourceFiles(resolve('src/sandbox'))) {
    const source = readFileSync(file, 'utf8');
    for (const m of source.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`([^`]*)`/g)) {
      const literal = (m[1] ?? m[2] ?? m[3] ?? '').replace(/\\(.)/g, '$1');
      const holes = literal.split(/\$\{[^}]*\}/);
      if (holes.length > 1 && holes.join('').replace(/[^A-Za-z]/g, '').length >= 4 && !literal.includes('<')) {
        templates.add(`^${holes.map((h) => escapeRe(h.trim()).replace(/ /g, '\\s+')).join('\\s*(.{1,60}?)\\s*')}$`);
      }
      for (const hole of holes) {
        for (const piece of hole.split(/<[^>]*(?:>|$)|^[^<]*>/)) {
          const text = piece.trim();
          if (!text) continue;
          if (!text.includes(' ')) single.add(text.toLowerCase().replace(/[^\p{L}]/gu, ''));
          if (text.includes(' ') ? text.length >= 6 : text.length >= 12 || (/[@._/-]/.test(text) && text.length >= 5)) pieces.add(text);
        }
      }
    }
  }
  // Longest first, so a name is taken out whole before a shorter piece of it.
  return { pieces: [...pieces].sort((a, b) => b.length - a.length), templates: [...templates].map((t) => new RegExp(t)), words: single };
}

let editor: ReturnType<typeof editorText> = { pieces: [], templates: [], words: new Set() };

/** A page text without the editors' pieces in it, and whether it held any. */
function withoutEditorText(text: string): { rest: string; editors: boolean } {
  const trimmed = text.trim();
  if (editor.templates.some((t) => t.test(trimmed))) return { rest: '', editors: true };
  let rest = text;
  for (const piece of editor.pieces) if (rest.length >= piece.length && rest.includes(piece)) rest = rest.split(piece).join(' ');
  // Links and handles name places, not words: '/it-it/c/gear-3000', '@mossy.boots'.
  rest = rest.replace(/\S*[/@]\S*/g, ' ');
  return { rest, editors: rest !== text || editor.words.has(trimmed.toLowerCase().replace(/[^\p{L}]/gu, '')) };
}

const words = (texts: string[]) => new Set(texts.flatMap((t) => t.toLowerCase().match(/\p{L}+/gu) ?? []));

let englishOnly: Record<string, Set<string>> = {};

test.beforeAll(async () => {
  editor = editorText();
  const files = ROOTS.flatMap((root) => wordFiles(resolve(root)));
  const modules = (await Promise.all(files.map((f) => import(pathToFileURL(f).href)))) as Record<string, unknown>[];
  expect(modules.length, 'words modules found').toBeGreaterThan(40);
  const english = words(modules.flatMap((m) => moduleTexts(m, 'en')));
  englishOnly = {};
  for (const locale of LOCALES) {
    const own = words(modules.flatMap((m) => moduleTexts(m, languageOf(locale))));
    englishOnly[locale] = new Set([...english].filter((w) => /^[a-z]{3,}$/.test(w) && !own.has(w) && !PROPER_NOUNS.has(w)));
  }
  // The list is real: the common English words of our interface are in it.
  for (const locale of LOCALES) for (const w of ['cart', 'remove', 'quantity', 'search', 'continue']) expect(englishOnly[locale], `${locale} list`).toContain(w);
});

// ---------- what a shopper reads on the page ----------

/** The page's title, visible text and labels. */
async function readableText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (!parent || !text || parent.closest('script,style,noscript,template')) continue;
      if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue;
      out.push(text);
    }
    for (const el of document.body.querySelectorAll('[aria-label],[placeholder],[title]')) {
      if (!el.checkVisibility({ visibilityProperty: true })) continue;
      for (const name of ['aria-label', 'placeholder', 'title']) {
        const value = el.getAttribute(name);
        if (value) out.push(value);
      }
    }
    return out;
  });
}

/** The English words on the page, each with the text it was found in. */
async function englishOn(page: Page, locale: Locale): Promise<string[]> {
  const list = englishOnly[locale]!;
  const found = new Map<string, string>();
  for (const text of await readableText(page)) {
    const { rest, editors } = withoutEditorText(text);
    // A compound stays one word: German "Mitglieder-Events" is German.
    for (const word of rest.match(/\p{L}+(?:[-‐]\p{L}+)*/gu) ?? []) {
      const lower = word.toLowerCase();
      if (editors && editor.words.has(lower)) continue;
      if (list.has(lower) && !found.has(lower)) found.set(lower, text.slice(0, 90));
    }
  }
  return [...found].map(([word, text]) => `${word} ← “${text}”`);
}

async function expectNoEnglish(page: Page, locale: Locale, what: string) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  expect.soft(await englishOn(page, locale), `English words on ${what} (${locale})`).toEqual([]);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// ---------- the pages ----------

for (const locale of LOCALES) {
  const lang = languageOf(locale);

  test.describe(`${locale} speaks its language`, () => {
    test('home, category, search, a content page, the kitchen sink, the store pages and the not-found page', async ({ page }) => {
      for (const [what, path] of [
        ['home', `/${locale}/`],
        ['category', `/${locale}/c/footwear-1000`],
        ['search', `/${locale}/search?q=boot`],
        ['content page', `/${locale}/about-us`],
        ['kitchen sink', `/${locale}/kitchen-sink/generic`],
        ['store locator', `/${locale}/store-locator`],
        ['associate login', `/${locale}/associate-login`],
      ] as const) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await expectNoEnglish(page, locale, what);
      }
      const missing = await page.goto(`/${locale}/no-such-page-at-all`);
      expect(missing?.status()).toBe(404);
      await expectNoEnglish(page, locale, 'the not-found page');
    });

    test('help, loyalty, order status and password reset', async ({ page }) => {
      for (const [what, path] of [
        ['contact us', `/${locale}/help/contact-us`],
        ['warranty', `/${locale}/help/warranty`],
        ['loyalty', `/${locale}/loyalty`],
        ['order status', `/${locale}/order-status`],
        ['password reset', `/${locale}/forgot-password`],
      ] as const) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await expectNoEnglish(page, locale, what);
      }
    });

    test('the quick-shop, sign-in and sign-up dialogs', async ({ page }) => {
      await page.goto(`/${locale}/c/footwear-1000`);
      const trigger = page.getByRole('button', { name: new RegExp(`^${escape(quickShopMessages(lang).trigger(''))}`) }).first();
      await trigger.click();
      const quickShop = page.getByRole('dialog', { name: quickShopMessages(lang).title });
      await expect(quickShop.getByRole('heading').first()).toBeVisible();
      await expectNoEnglish(page, locale, 'the quick-shop dialog');
      await page.keyboard.press('Escape');
      await expect(quickShop).toBeHidden();

      await page.getByRole('button', { name: headerWords(lang).signIn }).or(page.getByRole('link', { name: headerWords(lang).signIn })).first().click();
      // The one dialog open: its name follows the step (look-up, sign-in, sign-up).
      const dialog = page.getByRole('dialog');
      await expect(dialog).toHaveAccessibleName(authMessages(lang).lookupTitle);
      await expectNoEnglish(page, locale, 'the sign-in dialog');

      // A new email leads to the sign-up form; sent empty, every field says what it needs.
      await dialog.getByLabel(authMessages(lang).email, { exact: true }).fill(`words-${lang}-${Date.now()}@cairn.test`);
      await dialog.getByRole('button', { name: authMessages(lang).continue }).click();
      await expect(dialog.getByRole('heading', { name: authMessages(lang).signUpTitle })).toBeVisible();
      await dialog.getByRole('button', { name: authMessages(lang).signUpTitle, exact: true }).click();
      await expect(dialog.getByText(fieldMessages(lang).required).first()).toBeVisible();
      await expectNoEnglish(page, locale, 'the sign-up form with its field messages');
    });

    test('cart with a line and its dialogs, checkout and favorites', async ({ page }) => {
      await page.goto(`/${locale}/`);
      const cart = await cartWithItems(page, [{ productId: 'FWINSTOCK1-moss-01' }]);
      await page.goto(`/${locale}/cart`);
      await expect(page.getByRole('article', { name: cart.items[0]!.name })).toBeVisible();
      await expectNoEnglish(page, locale, 'the cart');

      // The cart's dialogs: pick up in store (a search without a postal code says what is missing)
      // and the order's shipping method.
      const ship = shippingMessages(lang);
      await page.getByRole('radio', { name: new RegExp(escape(ship.methods.pickup)) }).click();
      const pickup = page.getByRole('dialog', { name: ship.pickupTitle });
      await expect(pickup).toBeVisible();
      await pickup.getByRole('button', { name: ship.search, exact: true }).click();
      await expect(pickup.getByText(ship.postalRequired)).toBeVisible();
      await expectNoEnglish(page, locale, 'the pick-up-in-store dialog');
      await page.keyboard.press('Escape');
      await expect(pickup).toBeHidden();
      // Where the site has more than one way to ship the order: collection points on fr-fr and de-de,
      // none in Italy (src/sandbox/cart/rates.ts).
      const changeMethod = page.getByRole('button', { name: ship.orderChange });
      if (locale !== 'it-it') {
        await changeMethod.click();
        const method = page.getByRole('dialog', { name: ship.orderTitle });
        await expect(method).toBeVisible();
        await expectNoEnglish(page, locale, 'the shipping-method dialog');
        await page.keyboard.press('Escape');
        await expect(method).toBeHidden();
      }

      await page.goto(`/${locale}/checkout`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoEnglish(page, locale, 'the checkout');

      await page.goto(`/${locale}/favorites`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoEnglish(page, locale, 'favorites');
    });

    test('the account signed in', async ({ page }) => {
      await page.goto(`/${locale}/`);
      const signIn = await callFromPage(page, 'POST', '/api/auth/signin', { email: 'member@cairn.test', password: 'Summit-Pass-1' });
      expect(signIn.status).toBe(200);
      for (const path of ['account', 'account/profile', 'account/addresses', 'account/orders', 'account/communication', 'account/payment-methods']) {
        const response = await page.goto(`/${locale}/${path}`);
        expect(response?.status(), path).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoEnglish(page, locale, path);
      }
    });
  });
}
