/** The PayPal express button's own words, apart from the flow's (./messages.ts) so the button costs little before intent. */
import { catalogue } from '../../../src/lib/i18n/catalogue.ts';

export interface PayPalButtonMessages {
  label: string;
  starting: string;
}

export const paypalButtonMessages = catalogue<PayPalButtonMessages>({
  en: { label: 'Check out with PayPal', starting: 'Opening PayPal…' },
  fr: { label: 'Payer avec PayPal', starting: 'Ouverture de PayPal…' },
  de: { label: 'Mit PayPal bezahlen', starting: 'PayPal wird geöffnet…' },
  it: { label: 'Paga con PayPal', starting: 'Apertura di PayPal…' },
});
