/** Interface words of the CMS dialog (the spec names none). */
export interface DialogMessages {
  close: string;
}

const MESSAGES: Record<string, DialogMessages> = {
  en: { close: 'Close' },
  fr: { close: 'Fermer' },
  de: { close: 'Schließen' },
  it: { close: 'Chiudi' },
};

export function dialogMessages(language: string): DialogMessages {
  return MESSAGES[language] ?? (MESSAGES.en as DialogMessages);
}
