/** Interface strings of the up-sell block (the spec names none). */
export interface UpSellMessages {
  upSells: string;
}
const MESSAGES: Record<string, UpSellMessages> = {
  en: { upSells: 'Complete the look' },
  fr: { upSells: 'Complétez la tenue' },
  de: { upSells: 'Das passt dazu' },
  it: { upSells: 'Completa il look' },
};
export const upSellMessages = (language: string): UpSellMessages => MESSAGES[language] ?? (MESSAGES.en as UpSellMessages);
