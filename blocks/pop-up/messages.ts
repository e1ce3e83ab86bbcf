/** Interface words of the pop-up (the spec names none). */
import { catalogue } from '../../src/lib/i18n/catalogue.ts';

export interface PopupMessages {
  close: string;
  minimize: string;
}

export const popupMessages = catalogue<PopupMessages>({
  en: { close: 'Close', minimize: 'Minimize' },
  fr: { close: 'Fermer', minimize: 'Réduire' },
  de: { close: 'Schließen', minimize: 'Minimieren' },
  it: { close: 'Chiudi', minimize: 'Riduci' },
});
