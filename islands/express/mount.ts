/**
 * The device wallet, loaded when a wallet button is pressed (its code and the sheet's load on
 * intent: ./product-button.ts, ./WalletButton.tsx): it starts a WalletSession
 * (src/lib/payments/wallet/machine.ts) on the configured adapter. From a product page (or
 * quick-shop) the session buys only that item, in a cart of its own; from the cart or the mini
 * cart it buys the cart. Success goes to the order confirmation; anything else leaves the page
 * as it was, the shopper's cart intact.
 */
import { applePayAdapter } from '../../src/lib/payments/wallet/apple-pay.ts';
import type { WalletAdapter } from '../../src/lib/payments/wallet/adapter.ts';
import { walletPromoCode } from '../../src/lib/payments/wallet/config.ts';
import { browserWalletPort } from '../../src/lib/payments/wallet/gateway.ts';
import { createWalletSession, type WalletSource } from '../../src/lib/payments/wallet/machine.ts';
import { walletErrorMessage, walletWords } from '../../src/lib/payments/wallet/messages.ts';
import { errorTotal, WALLET_CITY_MAX, walletAmount } from '../../src/lib/payments/wallet/rules.ts';
import { pageSite } from '../../src/lib/site/page-site.ts';
import { withKeptQuery } from '../../src/lib/site/kept-query.ts';
import { $cart, $cartDetail } from '../../src/stores/cart.ts';
import { loadSession } from '../../src/lib/session/load.ts';
import { readWalletProps, type WalletKind } from './props.ts';

const shopperBasket = (): string | null => {
  const cart = $cart.get();
  return cart.status === 'ready' ? (cart.basketId ?? null) : null;
};

const loadSandbox = () => import('./sandbox-mount.tsx');

/** On intent: what the click will need (the sandbox's sheet; Apple Pay's adapter is already here). */
export function prefetch(kind: WalletKind): void {
  if (kind === 'sandbox') void loadSandbox().catch(() => undefined);
}

/** Opens the wallet for a button's props; resolves once the wallet is showing (or could not start). */
export async function open(raw: unknown): Promise<void> {
  const props = readWalletProps(raw);
  if (!props) return;
  // Apple Pay's session must start in the click: nothing is awaited before it on that path.
  const adapter: WalletAdapter = props.kind === 'apple-pay' ? applePayAdapter() : (await loadSandbox()).sandboxWallet();
  if (!adapter.canPay()) return;
  if ($cart.get().status === 'unknown') await loadSession();
  const site = pageSite();
  const words = walletWords(site.language);
  let source: WalletSource;
  if (props.source === 'product') {
    source = { kind: 'product', line: { ...props.line }, shopperBasketId: shopperBasket() };
  } else {
    const basketId = shopperBasket();
    if (!basketId) return;
    source = { kind: 'cart', basketId };
  }
  const cartTotal = $cartDetail.get().cart?.totals.total;
  const amount = props.source === 'product' ? props.amount : cartTotal;
  const session = createWalletSession(
    {
      source,
      siteCountry: site.country,
      confirmationHref: withKeptQuery(`/${site.locale}/order-confirmation`, new URL(location.href)),
      promoCode: walletPromoCode(site.siteId),
      words,
    },
    browserWalletPort(site.locale),
  );
  const request = {
    countryCode: site.country.toUpperCase(),
    currencyCode: site.currency,
    total: amount ? { label: words.merchant, amount: walletAmount(amount), type: 'pending' as const } : errorTotal(words.merchant),
  };
  adapter.begin(request, session, (error) => walletErrorMessage(error, site.language, site.country, WALLET_CITY_MAX), (end) => {
    if (end.kind === 'success') location.assign(end.href);
  });
}
