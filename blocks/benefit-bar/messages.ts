/** Interface strings of the benefit bar (the spec names none). */
import { catalogue } from '../../src/lib/i18n/catalogue.ts';

export interface BenefitBarMessages {
  close: string;
  moreInfo: string;
  closeInfo: string;
}

const en: BenefitBarMessages = { close: 'Close this offer', moreInfo: 'More information', closeInfo: 'Close' };

export const benefitBarMessages = catalogue<BenefitBarMessages>({
  en,
  fr: { close: 'Fermer cette offre', moreInfo: 'Plus d’informations', closeInfo: 'Fermer' },
  de: { close: 'Dieses Angebot schließen', moreInfo: 'Weitere Informationen', closeInfo: 'Schließen' },
  it: { close: 'Chiudi questa offerta', moreInfo: 'Maggiori informazioni', closeInfo: 'Chiudi' },
});
