/** Interface words of the CMS dialog (the spec names none). */
import { catalogue } from '../../src/lib/i18n/catalogue.ts';

export interface DialogMessages {
  close: string;
}

export const dialogMessages = catalogue<DialogMessages>({
  en: { close: 'Close' },
  fr: { close: 'Fermer' },
  de: { close: 'Schließen' },
  it: { close: 'Chiudi' },
});
