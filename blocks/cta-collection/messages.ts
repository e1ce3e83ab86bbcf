/** Labels of the CTA row's CSS scroll buttons (not spec strings). */
import { catalogue } from '../../src/lib/i18n/catalogue.ts';

export interface CtaMessages {
  previous: string;
  next: string;
}

export const ctaMessages = catalogue<CtaMessages>({
  en: { previous: 'Scroll left', next: 'Scroll right' },
  fr: { previous: 'Défiler vers la gauche', next: 'Défiler vers la droite' },
  de: { previous: 'Nach links scrollen', next: 'Nach rechts scrollen' },
  it: { previous: 'Scorri a sinistra', next: 'Scorri a destra' },
});
