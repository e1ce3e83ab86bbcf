/**
 * The cart island rendered on the server (issue 15; src/pages/[locale]/cart.astro, client:load):
 * from a real sandbox cart, in the page's language, with the controls disabled until hydration,
 * and without touching the browser stores (on the server they are shared by every request). The
 * island's whole import graph loads without a document, as the server's render needs.
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { cart as cartSchema, cartOnScreen, type Cart } from '../../../schemas/api/cart.ts';
import CartPage from '../../../islands/cart/CartPage.tsx';
import { cartMessages } from '../../../islands/cart/messages.ts';
import { formatMoney } from '../../../src/lib/catalogue/price.ts';
import { $auth } from '../../../src/stores/auth.ts';
import { $cartDetail } from '../../../src/stores/cart.ts';
import { readSavedList, type FirstSavedForLater } from '../../../src/lib/saved-for-later/list.ts';
import { $savedForLater } from '../../../src/stores/saved-for-later.ts';
import { savedText } from '../../../islands/saved-for-later/messages.ts';
import { sandboxClient } from '../sandbox/auth-helpers.ts';
import { BOOT, guestShopper, ok } from '../sandbox/cart-helpers.ts';
import { useSandbox } from '../sandbox/sandbox-harness.ts';

const harness = useSandbox();
const api = sandboxClient(() => harness.sandbox.url);

async function frenchCart(): Promise<Cart> {
  const shopper = await guestShopper(api, 'CAIRN_FR_FR');
  const made = await shopper.post('/cart/v1/cartWithItem', { productId: BOOT, qty: 2 });
  ok(made);
  return cartSchema.parse(made.body);
}

/** A French guest who saved one of two lines for later: the cart left and the list, as the server reads them. */
async function frenchCartWithSavedLine(): Promise<{ cart: Cart; saved: FirstSavedForLater & { kind: 'list' } }> {
  const shopper = await guestShopper(api, 'CAIRN_FR_FR');
  const made = await shopper.post('/cart/v1/cartWithItem', { productId: BOOT, qty: 2 });
  ok(made);
  const first = cartSchema.parse(made.body);
  const added = await shopper.post('/cart/v1/item', { cartId: first.id, productId: 'FWINSTOCK1-black-03', qty: 1 });
  ok(added);
  const line = cartSchema.parse(added.body).items.find((i) => i.productId === 'FWINSTOCK1-black-03');
  const moved = await shopper.post(`/cart/v2/cart/${first.id}/saveForLater`, { itemId: line!.itemId });
  ok(moved);
  const read = await shopper.get('/wishlists/v2/saveForLater?start=0&count=100');
  ok(read);
  const list = readSavedList(read.body);
  expect(list?.items).toHaveLength(1);
  return { cart: cartSchema.parse((moved.body as { cart?: unknown }).cart ?? (await shopper.get(`/cart/v1/cart/${first.id}`)).body), saved: { kind: 'list', shopper: 'guest', list: list! } };
}

const render = (props: Partial<Parameters<typeof CartPage>[0]> = {}) =>
  renderToString(createElement(CartPage, { locale: 'fr-fr', language: 'fr', checkoutHref: '/fr-fr/checkout', continueHref: '/fr-fr/', savedForLater: { kind: 'unknown' }, ...props }));

/** The text of the HTML, tags dropped and entities of the words decoded. */
const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/[ \t\n]+/g, ' ');

describe('the cart island on the server', () => {
  it('lists the lines with their quantities, prices and totals in the page’s language', async () => {
    const cart = await frenchCart();
    const t = cartMessages('fr');
    const html = render({ initialCart: cart });
    const text = textOf(html);
    const boot = cart.items.find((i) => i.productId === BOOT);
    expect(boot, 'the sandbox cart holds the boot').toBeDefined();
    expect(text).toContain(boot!.name);
    expect(html).toMatch(/<input[^>]*type="number"[^>]*value="2"/);
    expect(text).toContain(t.items(cart.totalItems));
    expect(text).toContain(formatMoney(cart.totals.total, 'EUR', 'fr-fr'));
    // The delivery choices' prices too (they once read the page's <html lang>, absent on the server).
    expect(text).not.toMatch(/€\d/);
    expect(text).toContain(t.summary);
    expect(text).toContain(t.checkout);
    expect(text).toContain(t.saveForLater);
    // The French words, not the default site's: the browser renders the same.
    expect(text).not.toContain(cartMessages('en').summary);
  });

  it('renders the same from the first state, which leaves out the lines’ variants', async () => {
    const cart = await frenchCart();
    expect(cart.items.every((i) => i.variants.length > 0), 'the sandbox lines carry their variants').toBe(true);
    const onScreen = cartOnScreen(cart);
    expect(onScreen.items.some((i) => 'variants' in i)).toBe(false);
    expect(render({ initialCart: onScreen })).toBe(render({ initialCart: cart }));
  });

  it('loads the first line’s image at once and first (the largest paint on a phone)', async () => {
    const html = render({ initialCart: await frenchCart() });
    const images = [...html.matchAll(/<img [^>]*>/g)].map(([tag]) => tag);
    expect(images.length).toBeGreaterThan(0);
    expect(images[0]).toMatch(/fetchpriority="high"/i);
    expect(images[0]).not.toContain('loading="lazy"');
  });

  it('keeps the controls disabled until hydration; links work as links', async () => {
    const html = render({ initialCart: await frenchCart() });
    expect(html).toMatch(/<fieldset disabled="" data-hydrating="" class="contents">/);
    expect(html).toContain('href="/fr-fr/checkout"');
  });

  it('leaves the browser stores alone (on the server they are every request’s)', async () => {
    render({ initialCart: await frenchCart() });
    expect($cartDetail.get()).toEqual({ status: 'idle', cart: null, error: null });
    expect($auth.get()).toEqual({ status: 'unknown' });
    expect($savedForLater.get().status).toBe('unknown');
  });

  it('holds the saved-for-later list’s place, and leaves it out for an employee', async () => {
    const cart = await frenchCart();
    const t = cartMessages('fr');
    expect(render({ initialCart: cart })).toContain('id="saved-for-later-heading"');
    const employee = render({ initialCart: cart, savedForLater: { kind: 'employee' } });
    expect(employee).not.toContain('id="saved-for-later-heading"');
    expect(textOf(employee)).not.toContain(t.saveForLater);
  });

  it('lists the saved-for-later items the server read, in French, their buttons disabled until hydration', async () => {
    const { cart, saved } = await frenchCartWithSavedLine();
    const html = render({ initialCart: cart, savedForLater: saved });
    const text = textOf(html);
    const item = saved.list.items[0]!;
    expect(text).toContain(savedText('heading', 'fr', { n: 1 }));
    expect(text).toContain(item.name);
    expect(text).toContain(savedText('moveToCart', 'fr'));
    // Not the loading line the browser used to replace.
    expect(text).not.toContain(savedText('loading', 'fr'));
    const section = html.slice(html.indexOf('id="saved-for-later-heading"'));
    expect(section).toMatch(/<fieldset disabled="" data-hydrating="" class="contents"><ul/);
    // The store is the browser's: untouched here.
    expect($savedForLater.get().status).toBe('unknown');
  });

  it('says the saved-for-later list is empty when it is, and shows it loading when the server could not read it', async () => {
    const cart = await frenchCart();
    const empty = textOf(render({ initialCart: cart, savedForLater: { kind: 'list', shopper: 'guest', list: { saveForLaterId: '', items: [] } } }));
    expect(empty).toContain(savedText('empty', 'fr'));
    expect(empty).not.toContain(savedText('loading', 'fr'));
    expect(textOf(render({ initialCart: cart }))).toContain(savedText('loading', 'fr'));
  });

  it('says the cart is empty, and why when the checkout sent the shopper here', () => {
    const t = cartMessages('fr');
    expect(textOf(render({ initialCart: null }))).toContain(t.empty);
    expect(textOf(render({ initialCart: null, fromCheckout: true }))).toContain(t.emptyAtCheckout);
  });

  it('shows its loading state when the server could not read the cart', () => {
    const html = render({ initialCart: undefined });
    expect(html).toContain('aria-busy="true"');
    expect(textOf(html)).toContain(cartMessages('fr').loading);
  });
});
