/**
 * How each payment instrument of the cart is named back to the shopper, masked (DESIGN.md: card
 * numbers are masked everywhere after entry): a card by brand and last four, gift and reward
 * cards XXX + last 4, points by their count.
 */
import type { Cart } from '../../schemas/api/cart.ts';
import { maskedCardLabel } from '../../schemas/api/cart-rules.ts';

type Instrument = Cart['payment_instruments'][number];

const NAMES: Record<string, Record<Instrument['payment_method_id'], string>> = {
  en: { CREDIT_CARD: 'Card', GIFT_CARD: 'Gift card', LOYALTY_POINTS: 'Loyalty points', REWARD_CODE: 'Reward code', REWARD_CARD: 'Reward card', ATHLETES_PAYMENT: 'Athlete payment', KLARNA: 'Klarna', PAYPAL: 'PayPal', DW_APPLE_PAY: 'Apple Pay' },
  fr: { CREDIT_CARD: 'Carte', GIFT_CARD: 'Carte cadeau', LOYALTY_POINTS: 'Points de fidélité', REWARD_CODE: 'Code récompense', REWARD_CARD: 'Carte récompense', ATHLETES_PAYMENT: 'Paiement athlète', KLARNA: 'Klarna', PAYPAL: 'PayPal', DW_APPLE_PAY: 'Apple Pay' },
  de: { CREDIT_CARD: 'Karte', GIFT_CARD: 'Geschenkkarte', LOYALTY_POINTS: 'Treuepunkte', REWARD_CODE: 'Prämiencode', REWARD_CARD: 'Prämienkarte', ATHLETES_PAYMENT: 'Athletenzahlung', KLARNA: 'Klarna', PAYPAL: 'PayPal', DW_APPLE_PAY: 'Apple Pay' },
  it: { CREDIT_CARD: 'Carta', GIFT_CARD: 'Carta regalo', LOYALTY_POINTS: 'Punti fedeltà', REWARD_CODE: 'Codice premio', REWARD_CARD: 'Carta premio', ATHLETES_PAYMENT: 'Pagamento atleta', KLARNA: 'Klarna', PAYPAL: 'PayPal', DW_APPLE_PAY: 'Apple Pay' },
};

export function paymentLabel(i: Instrument, language: string): string {
  const name = (NAMES[language.slice(0, 2)] ?? NAMES.en)?.[i.payment_method_id] ?? i.payment_method_id;
  if (i.card) return `${name} ${i.card.cardType.toUpperCase()} •••• ${i.card.last4}`;
  if (i.c_gcCardNumber) return `${name} ${maskedCardLabel(i.c_gcCardNumber)}`;
  if (i.rewardCard) return `${name} ${maskedCardLabel(i.rewardCard)}`;
  if (i.points) return `${name} (${i.points})`;
  return name;
}

export const paymentLabels = (cart: Cart, language: string): Array<{ id: string; label: string; amount: number }> =>
  cart.payment_instruments.map((i) => ({ id: i.payment_instrument_id, label: paymentLabel(i, language), amount: i.amount }));
