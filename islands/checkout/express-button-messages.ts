/**
 * The "Express checkout" button's words (./ExpressCheckoutButton.tsx): on the cart and the mini
 * cart, so kept apart from the checkout's own (./messages.ts), which a guest's cart never needs.
 */
import { catalogue } from '../../src/lib/i18n/catalogue.ts';

export interface ExpressButtonMessages {
  expressCheckout: string;
  expressWorking: string;
  expressNote: string;
}

export const expressButtonMessages = catalogue<ExpressButtonMessages>({
  en: { expressCheckout: 'Express checkout', expressWorking: 'Preparing express checkout…', expressNote: 'Your saved address and default card' },
  fr: { expressCheckout: 'Paiement express', expressWorking: 'Préparation du paiement express…', expressNote: 'Votre adresse et votre carte par défaut enregistrées' },
  de: { expressCheckout: 'Express-Kasse', expressWorking: 'Express-Kasse wird vorbereitet…', expressNote: 'Ihre gespeicherte Adresse und Standardkarte' },
  it: { expressCheckout: 'Checkout rapido', expressWorking: 'Preparazione del checkout rapido…', expressNote: 'Il tuo indirizzo e la carta predefinita salvati' },
});
