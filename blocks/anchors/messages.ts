/** Interface strings of the anchors block (the spec names none). */
const MESSAGES: Record<string, { onThisPage: string }> = {
  en: { onThisPage: 'On this page' },
  fr: { onThisPage: 'Sur cette page' },
  de: { onThisPage: 'Auf dieser Seite' },
  it: { onThisPage: 'In questa pagina' },
};

export const anchorsMessages = (language: string) => MESSAGES[language] ?? (MESSAGES.en as { onThisPage: string });
