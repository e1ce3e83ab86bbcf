/**
 * How each payment instrument of the cart is named back to the shopper on the review step,
 * masked (docs/architecture.md#checkout-and-payments: card numbers are masked everywhere after entry): a card by brand and last
 * four, gift and reward cards XXX + last 4 (schemas/api/cart-rules.ts `maskedCardLabel`), points
 * by their count. The words are the payment forms' (./payment/messages.ts), so the review step
 * names an instrument as the billing step did.
 */
import type { CartOnScreen as Cart } from '../../schemas/api/cart.ts';
import { maskedCardLabel } from '../../schemas/api/cart-rules.ts';
import type { CardType } from '../../src/lib/checkout/card.ts';
import { formatWholeNumber } from '../../src/lib/i18n/site-number-patterns.ts';
import { paymentMessages, type PaymentMessages } from './payment/messages.ts';

type Instrument = Cart['payment_instruments'][number];

/** A card brand as the payment forms name it ('visa' → 'Visa'); an unknown brand capitalised. */
export const cardBrandLabel = (cardType: string, t: PaymentMessages): string =>
  t.cardTypes[cardType.toLowerCase() as CardType] ?? cardType.charAt(0).toUpperCase() + cardType.slice(1);

const lastFour = (digits: string | undefined): string => (digits ?? '').replace(/\D/g, '').slice(-4);

export function paymentLabel(i: Instrument, t: PaymentMessages, locale: string): string {
  const name = t.methodNames[i.payment_method_id];
  if (i.card) return t.cardEnding(cardBrandLabel(i.card.cardType, t), lastFour(i.card.last4) || lastFour(i.card.maskedNumber));
  switch (i.payment_method_id) {
    case 'GIFT_CARD': {
      const digits = i.c_gcCardNumber ?? i.maskedNumber;
      return digits ? t.giftCardLine(maskedCardLabel(digits)) : name;
    }
    case 'REWARD_CARD': {
      const digits = i.rewardCard ?? i.maskedNumber;
      return digits ? `${name} ${maskedCardLabel(digits)}` : name;
    }
    case 'REWARD_CODE':
      return i.rewardCode ? `${name} ${i.rewardCode}` : name;
    case 'LOYALTY_POINTS':
      return i.points ? `${name} (${t.pointsApplied(formatWholeNumber(i.points, locale))})` : name;
    default:
      return name;
  }
}

export function paymentLabels(cart: Cart, language: string, locale: string): Array<{ id: string; label: string; amount: number }> {
  const t = paymentMessages(language);
  return cart.payment_instruments.map((i) => ({ id: i.payment_instrument_id, label: paymentLabel(i, t, locale), amount: i.amount }));
}
