/** Interface strings of the anchors block (the spec names none). */
import { catalogue } from '../../src/lib/i18n/catalogue.ts';

export const anchorsMessages = catalogue<{ onThisPage: string }>({
  en: { onThisPage: 'On this page' },
  fr: { onThisPage: 'Sur cette page' },
  de: { onThisPage: 'Auf dieser Seite' },
  it: { onThisPage: 'In questa pagina' },
});
