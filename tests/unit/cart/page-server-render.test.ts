/**
 * The cart island rendered on the server (issue 15; src/pages/[locale]/cart.astro, client:load):
 * from a real sandbox cart, in the page's language, with the controls disabled until hydration,
 * and without touching the browser stores (on the server they are shared by every request). The
 * island's whole import graph loads without a document, as the server's render needs.
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { cart as cartSchema, type Cart } from '../../../schemas/api/cart.ts';
import CartPage from '../../../islands/cart/CartPage.tsx';
import { cartMessages } from '../../../islands/cart/messages.ts';
import { formatMoney } from '../../../src/lib/catalogue/price.ts';
import { $auth } from '../../../src/stores/auth.ts';
import { $cartDetail } from '../../../src/stores/cart.ts';
import { $savedForLater } from '../../../src/stores/saved-for-later.ts';
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

const render = (props: Partial<Parameters<typeof CartPage>[0]> = {}) =>
  renderToString(createElement(CartPage, { locale: 'fr-fr', language: 'fr', checkoutHref: '/fr-fr/checkout', continueHref: '/fr-fr/', savedForLater: true, ...props }));

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
    const employee = render({ initialCart: cart, savedForLater: false });
    expect(employee).not.toContain('id="saved-for-later-heading"');
    expect(textOf(employee)).not.toContain(t.saveForLater);
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
