/** The shared island parts' own words (the dialog's close button when its island names none). */
import { catalogue } from '../../src/lib/i18n/catalogue.ts';

export interface SharedMessages {
  close: string;
}

export const sharedMessages = catalogue<SharedMessages>({
  en: { close: 'Close' },
  fr: { close: 'Fermer' },
  de: { close: 'Schließen' },
  it: { close: 'Chiudi' },
});
