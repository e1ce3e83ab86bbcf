/** Interface strings of the up-sell block (the spec names none). */
import { catalogue } from '../../src/lib/i18n/catalogue.ts';

export interface UpSellMessages {
  upSells: string;
}
export const upSellMessages = catalogue<UpSellMessages>({
  en: { upSells: 'Complete the look' },
  fr: { upSells: 'Complétez la tenue' },
  de: { upSells: 'Das passt dazu' },
  it: { upSells: 'Completa il look' },
});
