/** Interface words of the pop-up (the spec names none). */
export interface PopupMessages {
  close: string;
  minimize: string;
}

const MESSAGES: Record<string, PopupMessages> = {
  en: { close: 'Close', minimize: 'Minimize' },
  fr: { close: 'Fermer', minimize: 'Réduire' },
  de: { close: 'Schließen', minimize: 'Minimieren' },
  it: { close: 'Chiudi', minimize: 'Riduci' },
};

export function popupMessages(language: string): PopupMessages {
  return MESSAGES[language] ?? (MESSAGES.en as PopupMessages);
}
