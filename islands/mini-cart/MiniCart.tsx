/**
 * The mini cart (docs/requirements/cart.md#mini-cart "mini cart" panel): the lines with their quantity and total, the
 * subtotal, 'View cart' and 'Checkout'; loading, empty and error states. It reads the cart
 * through the cart client each time it opens, so it is never staler than the server.
 */
import { ExpressCheckoutButton } from '../checkout/ExpressCheckoutButton.tsx';
import { PayPalExpressButton } from '../express/paypal/PayPalExpressButton.tsx';
import { WalletButton } from '../express/WalletButton.tsx';
import { useStore } from '@nanostores/react';
import { loadCart } from '../../src/lib/cart/client.ts';
import { lineLabel } from '../../src/lib/cart/view.ts';
import { FREE_GIFT_LABEL, formatMoney } from '../../src/lib/catalogue/price.ts';
import { DIALOGS } from '../../src/lib/dialogs/names.ts';
import { pageLanguage } from '../../src/lib/errors/report.ts';
import { withKeptQuery } from '../../src/lib/site/kept-query.ts';
import { pageSite } from '../../src/lib/site/page-site.ts';
import { $cartDetail } from '../../src/stores/cart.ts';
import { cartMessages } from '../cart/messages.ts';
import { Dialog } from '../shared/Dialog.tsx';

const pageLocale = (): string => pageSite().locale;

function Body() {
  const t = cartMessages(pageLanguage());
  const detail = useStore($cartDetail);
  const locale = pageLocale();
  const here = new URL(location.href);
  const cart = detail.cart;

  if (detail.status === 'loading' || (detail.status === 'idle' && !cart)) {
    return (
      <div aria-busy="true" className="flex flex-col gap-3 p-5">
        <p role="status" className="sr-only">
          {t.loading}
        </p>
        {[0, 1].map((i) => (
          <div key={i} className="h-16 animate-pulse rounded bg-brand-sand/50" aria-hidden="true" />
        ))}
      </div>
    );
  }
  if (!cart && detail.status === 'error') {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 p-5">
        <p>{detail.error?.message ?? t.loadFailed}</p>
        <button type="button" onClick={() => void loadCart()} className="rounded border border-brand px-4 py-2 font-semibold">
          {t.retry}
        </button>
      </div>
    );
  }
  if (!cart || cart.items.length === 0) {
    return (
      <div className="flex flex-col items-start gap-4 p-5">
        <p>{t.empty}</p>
        <a href={withKeptQuery(`/${locale}/`, here)} className="rounded bg-brand px-4 py-2 font-semibold text-white">
          {t.continueShopping}
        </a>
      </div>
    );
  }
  const money = (amount: number) => formatMoney(amount, cart.currency, locale);
  return (
    <div className="flex flex-col gap-4 p-5">
      <ul className="flex flex-col divide-y divide-brand-sand">
        {cart.items.map((item) => {
          const label = lineLabel(item);
          const image = item.image ?? item.productImageURL;
          return (
            <li key={item.itemId} className="grid grid-cols-[4rem_1fr_auto] gap-3 py-3">
              <div className="aspect-square overflow-hidden rounded bg-brand-sand/40">{image ? <img src={image} alt="" width={64} height={64} className="h-full w-full object-cover" /> : null}</div>
              <div className="text-sm">
                <p className="font-semibold">{item.name}</p>
                <p className="text-neutral-700">{Object.values(item.attributes).join(' / ')}</p>
                <p>
                  {t.quantity}: {item.qty}
                </p>
                {label ? <p className="text-sale">{label === FREE_GIFT_LABEL ? t.freeGift : t.markedDown}</p> : null}
              </div>
              <p className="text-sm font-semibold">{money(item.price.rowTotal)}</p>
            </li>
          );
        })}
      </ul>
      <dl className="flex justify-between border-t border-brand-sand pt-3 font-semibold">
        <dt>{t.subtotal}</dt>
        <dd>{money(cart.totals.itemTotal)}</dd>
      </dl>
      <div className="flex flex-col gap-2">
        <a href={withKeptQuery(`/${locale}/cart`, here)} className="rounded border border-brand px-4 py-3 text-center font-semibold">
          {t.viewCart}
        </a>
        <a href={withKeptQuery(`/${locale}/checkout`, here)} className="rounded bg-brand px-4 py-3 text-center font-semibold text-white">
          {t.checkout}
        </a>
        <ExpressCheckoutButton cart={cart} checkoutHref={withKeptQuery(`/${locale}/checkout`, here)} />
        <PayPalExpressButton returnTo={DIALOGS.miniCart} />
        <WalletButton source="cart" />
      </div>
    </div>
  );
}

export function MiniCart() {
  const t = cartMessages(pageLanguage());
  return (
    <Dialog name={DIALOGS.miniCart} title={t.miniCartTitle} layout="panel">
      <Body />
    </Dialog>
  );
}
