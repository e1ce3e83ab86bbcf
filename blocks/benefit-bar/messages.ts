/** Interface strings of the benefit bar (the spec names none). */
export interface BenefitBarMessages {
  close: string;
  moreInfo: string;
  closeInfo: string;
}

const en: BenefitBarMessages = { close: 'Close this offer', moreInfo: 'More information', closeInfo: 'Close' };

const MESSAGES: Record<string, BenefitBarMessages> = {
  en,
  fr: { close: 'Fermer cette offre', moreInfo: 'Plus d’informations', closeInfo: 'Fermer' },
  de: { close: 'Dieses Angebot schließen', moreInfo: 'Weitere Informationen', closeInfo: 'Schließen' },
  it: { close: 'Chiudi questa offerta', moreInfo: 'Maggiori informazioni', closeInfo: 'Chiudi' },
};

export const benefitBarMessages = (language: string): BenefitBarMessages => MESSAGES[language] ?? en;
