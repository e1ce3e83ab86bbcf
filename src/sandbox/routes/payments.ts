/**
 * Payment calls of docs/requirements/account-and-loyalty.md#loyalty-programme: payment methods per cart, payment instruments, the loyalty
 * voucher (reward), the gift card balance and the payment session. Declared by
 * schemas/api/payments.ts; the rules are in src/sandbox/cart/payments.ts.
 */
import { addPaymentInstrument, applyReward, giftCardBalance, paymentMethods, paymentSession, removePaymentInstrument } from '../../../schemas/api/payments.ts';
import { addInstrument, giftCardBalance as balanceOf, methodsView, paymentSession as sessionFor, removeInstrument } from '../cart/payments.ts';
import { siteOfCart } from '../cart/pricing.ts';
import { savedCardOf } from '../consumer/wallet.ts';
import { loadCart } from '../cart/repo.ts';
import { changeCart, price } from '../cart/service.ts';
import { contractRoute } from '../http/contract-route.ts';
import { siteOf } from '../http/exchange.ts';
import type { Route } from '../http/router.ts';
import { cartCtx } from './cart.ts';

export const paymentRoutes: Route[] = [
  contractRoute(paymentMethods, ({ x, session, params }) => {
    const ctx = cartCtx(x, session);
    const row = loadCart(x.db, params.basketId, ctx.shopper);
    return { status: 200, body: methodsView(price(ctx, row.cart), ctx.shopper) };
  }),

  contractRoute(addPaymentInstrument, ({ x, session, params, body }) => {
    const ctx = cartCtx(x, session);
    const now = ctx.now ?? new Date();
    const savedCard = body.savedPaymentInstrumentId ? savedCardOf(x.db, ctx.shopper.id, body.savedPaymentInstrumentId) : undefined;
    return { status: 200, body: changeCart(ctx, params.basketId, (cart) => void addInstrument(x.db, cart, price(ctx, cart), ctx.shopper, { ...body, savedCard }, siteOfCart(cart), now)) };
  }),

  contractRoute(removePaymentInstrument, ({ x, session, params, body }) => ({
    status: 200,
    body: changeCart(cartCtx(x, session), params.basketId, (cart) => removeInstrument(cart, body.payment_instrument_id)),
  })),

  contractRoute(applyReward, ({ x, session, params, body }) => {
    const ctx = cartCtx(x, session);
    const now = ctx.now ?? new Date();
    const voucher = body.appliedLoyaltyVoucher;
    const points = voucher === null ? 0 : typeof voucher === 'number' ? voucher : voucher.points;
    return {
      status: 200,
      body: changeCart(ctx, params.basketId, (cart) => {
        cart.instruments = cart.instruments.filter((i) => i.method !== 'LOYALTY_POINTS');
        if (points > 0) addInstrument(x.db, cart, price(ctx, cart), ctx.shopper, { payment_method_id: 'LOYALTY_POINTS', points }, siteOfCart(cart), now);
      }),
    };
  }),

  contractRoute(giftCardBalance, ({ x, body }) => ({ status: 200, body: balanceOf(x.db, body.cardNumber, body.pin, siteOf(x).currency) })),

  contractRoute(paymentSession, ({ x, query }) => {
    const site = siteOf(x);
    return { status: 200, body: sessionFor(query, site, site.currency, new Date()) };
  }),
];
