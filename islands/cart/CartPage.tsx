/**
 * The cart page (docs/requirements/catalogue.md#routes /cart): the lines, the summary column, notices at the top, the
 * saved-for-later section; loading, empty and error states. The cart is read again on load
 * through the cart client (src/lib/cart/client.ts), which also keeps it in step afterwards.
 *
 * Rendered on the server from the cart the page read there (src/lib/cart/first-state.ts, issue 15)
 * and hydrated from the same cart: the first HTML is the cart itself, with its controls, not a
 * look-alike swapped out at load. Until hydration the controls are disabled (a press is never
 * lost) and the render reads nothing the browser alone knows (the stores, the URL), so both
 * sides render the same; links work as plain links.
 */
import { useStore } from '@nanostores/react';
import type { CartOnScreen as Cart } from '../../schemas/api/cart.ts';
import { useEffect, useState } from 'react';
import { lastingLineKey, loadCart } from '../../src/lib/cart/client.ts';
import { cartNotices, lineNotices, topNotices } from '../../src/lib/cart/view.ts';
import { listsDisabledOnPage } from '../../src/lib/favorites/shopper.ts';
import { $auth } from '../../src/stores/auth.ts';
import { $cartDetail, type CartDetail } from '../../src/stores/cart.ts';
import { useHydrated } from '../shared/use-hydrated.ts';
import { useSeededCart } from '../shared/use-seeded-cart.ts';
import { UntilHydrated } from '../shared/UntilHydrated.tsx';
import { SavedForLaterSection } from '../saved-for-later/SavedForLaterSection.tsx';
import type { FirstSavedForLater } from '../../src/lib/saved-for-later/list.ts';
import { CartLine } from './CartLine.tsx';
import { CartSummary } from './CartSummary.tsx';
import { cartMessages } from './messages.ts';

interface Props {
  /** The site's locale for prices (en-US). */
  locale: string;
  /** The page's language (rendered on the server too: the same words on both sides). */
  language: string;
  /** Links with the kept query params, built on the server. */
  checkoutHref: string;
  continueHref: string;
  /** The checkout sent the shopper here (?from=checkout): the empty cart says why. */
  fromCheckout?: boolean;
  /** The cart the server read for the first HTML (null: no basket); absent when it could not tell. */
  initialCart?: Cart | null;
  /** The saved-for-later list the server read (src/lib/saved-for-later/first-state.ts); absent: read in the browser. */
  savedForLater?: FirstSavedForLater;
}

function Skeleton({ label }: { label: string }) {
  return (
    <div aria-busy="true" className="grid gap-8 lg:grid-cols-[1fr_22rem]">
      <p role="status" className="sr-only">
        {label}
      </p>
      <div className="flex flex-col gap-4" aria-hidden="true">
        {[0, 1].map((i) => (
          <div key={i} className="grid animate-pulse grid-cols-[6rem_1fr] gap-4">
            <div className="aspect-square rounded bg-brand-sand/60" />
            <div className="flex flex-col gap-2">
              <div className="h-4 w-2/3 rounded bg-brand-sand/60" />
              <div className="h-4 w-1/3 rounded bg-brand-sand/60" />
            </div>
          </div>
        ))}
      </div>
      <div className="h-64 animate-pulse rounded bg-brand-sand/40" aria-hidden="true" />
    </div>
  );
}

export default function CartPage({ locale, language, checkoutHref, continueHref, fromCheckout = false, initialCart, savedForLater }: Props) {
  const t = cartMessages(language);
  const hydrated = useHydrated();
  const [loaded, setLoaded] = useState(initialCart !== undefined);
  // The store starts from the server's read; the effect below reads the cart afresh.
  useSeededCart(initialCart);
  const stored = useStore($cartDetail);
  const auth = useStore($auth);
  const [topError, setTopError] = useState<string | null>(null);

  const load = () => {
    void loadCart().finally(() => setLoaded(true));
  };
  useEffect(load, []);

  // Before hydration, what the server read; after, the store, kept in step by the cart client.
  const detail: CartDetail = hydrated ? stored : { status: 'idle', cart: initialCart ?? null, error: null };
  const cart = detail.cart;
  // Employees have no saved-for-later list (the server's word until the browser knows the shopper).
  const listsShown = !listsDisabledOnPage(auth, hydrated, savedForLater?.kind === 'employee');
  const heading = (
    <h1 className="mb-6 font-display text-display-md">
      {t.title}
      {cart && cart.totalItems > 0 ? <span className="ml-3 text-base font-normal text-neutral-700">({t.items(cart.totalItems)})</span> : null}
    </h1>
  );

  if (!loaded && !cart) {
    return (
      <>
        {heading}
        <Skeleton label={t.loading} />
      </>
    );
  }

  if (!cart && detail.status === 'error') {
    return (
      <>
        {heading}
        <div role="alert" className="flex flex-col items-start gap-3">
          <p>{detail.error?.message ?? t.loadFailed}</p>
          <button type="button" onClick={load} className="rounded border border-brand px-4 py-2 font-semibold">
            {t.retry}
          </button>
        </div>
      </>
    );
  }

  const notices = cart ? cartNotices(cart, language) : [];
  const top = topNotices(notices);

  if (!cart || cart.items.length === 0) {
    return (
      <>
        {heading}
        {top.map((n) => (
          <p key={n.id} role={n.level === 'error' ? 'alert' : 'status'} className="mb-4 rounded border border-sale px-4 py-3">
            {n.message}
          </p>
        ))}
        <div className="flex flex-col items-start gap-4 py-8">
          <p className="text-lg" role={fromCheckout ? 'status' : undefined}>
            {fromCheckout ? t.emptyAtCheckout : t.empty}
          </p>
          <a href={continueHref} className="rounded bg-brand px-4 py-3 font-semibold text-white hover:opacity-90">
            {t.continueShopping}
          </a>
        </div>
        <SavedForLaterSection first={savedForLater} language={language} />
      </>
    );
  }

  return (
    <>
      {heading}
      {topError || top.length ? (
        <div className="mb-6 flex flex-col gap-2">
          {topError ? (
            <p role="alert" className="rounded border border-sale px-4 py-3">
              {topError}
            </p>
          ) : null}
          {top.map((n) => (
            <p key={n.id} role={n.level === 'error' ? 'alert' : 'status'} className={`rounded border px-4 py-3 ${n.level === 'error' ? 'border-sale' : 'border-brand-sand'}`}>
              {n.message}
            </p>
          ))}
        </div>
      ) : null}
      <UntilHydrated hydrated={hydrated}>
        <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
          <section aria-labelledby="cart-lines-title">
            <h2 id="cart-lines-title" className="sr-only">
              {t.items(cart.totalItems)}
            </h2>
            <ul>
              {cart.items.map((item, position) => (
                <CartLine key={lastingLineKey(item.itemId)} item={item} cart={cart} notices={lineNotices(notices, item.itemId)} locale={locale} language={language} t={t} listsShown={listsShown} position={position} onTopError={setTopError} />
              ))}
            </ul>
          </section>
          <CartSummary cart={cart} locale={locale} language={language} t={t} checkoutHref={checkoutHref} />
        </div>
      </UntilHydrated>
      <SavedForLaterSection first={savedForLater} language={language} />
    </>
  );
}
