/**
 * The spend banners' words (docs/requirements/account-and-loyalty.md#segments-and-spend-banners), per language (en, fr, de, it): one banner per
 * programme (athlete, WRANX, IPA), and the employee discount message or its terms prompt.
 * Amounts arrive formatted in the site's currency.
 */
import { catalogue } from '../../../lib/i18n/catalogue.ts';
import type { SpendProgramme } from '../../../lib/account/spend.ts';

export interface SpendMessages {
  heading: Record<SpendProgramme | 'employee', string>;
  /** The meter's name: what the bar measures. */
  meterLabel: Record<SpendProgramme | 'employee', string>;
  /** The meter's value read aloud, and the visible line under it. */
  ofLimit: (spent: string, limit: string) => string;
  spentOfCredit: (spent: string, limit: string) => string;
  spentOfCap: (spent: string, limit: string) => string;
  remainingCredit: (remaining: string) => string;
  remainingCap: (remaining: string) => string;
  programmeText: Record<SpendProgramme, string>;
  employeeActive: string;
  employeeTermsPending: string;
  employeeTermsButton: string;
  spendFailed: string;
}

const en: SpendMessages = {
  heading: { athlete: 'Athlete credit', wranx: 'WRANX pro programme', ipa: 'IPA pro programme', employee: 'Employee discount' },
  meterLabel: { athlete: 'Athlete credit used', wranx: 'WRANX annual cap used', ipa: 'IPA annual cap used', employee: 'Employee discount cap used' },
  ofLimit: (spent, limit) => `${spent} of ${limit}`,
  spentOfCredit: (spent, limit) => `You have used ${spent} of your ${limit} annual credit.`,
  spentOfCap: (spent, limit) => `You have spent ${spent} of your ${limit} annual cap.`,
  remainingCredit: (remaining) => `${remaining} credit left this year.`,
  remainingCap: (remaining) => `${remaining} left at your discount this year.`,
  programmeText: {
    athlete: 'Your athlete credit pays for gear at checkout.',
    wranx: 'As a WRANX member you get the pro discount up to your annual cap.',
    ipa: 'As an IPA member you get the pro discount up to your annual cap.',
  },
  employeeActive: 'Your employee discount is active: it applies to your personal purchases up to your annual cap.',
  employeeTermsPending: 'Accept the employee discount terms to start using your employee discount.',
  employeeTermsButton: 'Review and accept the terms',
  spendFailed: 'We couldn’t load your programme balance right now. Please reload the page to try again.',
};

const fr: SpendMessages = {
  heading: { athlete: 'Crédit athlète', wranx: 'Programme pro WRANX', ipa: 'Programme pro IPA', employee: 'Remise employé' },
  meterLabel: { athlete: 'Crédit athlète utilisé', wranx: 'Plafond annuel WRANX utilisé', ipa: 'Plafond annuel IPA utilisé', employee: 'Plafond de remise employé utilisé' },
  ofLimit: (spent, limit) => `${spent} sur ${limit}`,
  spentOfCredit: (spent, limit) => `Vous avez utilisé ${spent} de votre crédit annuel de ${limit}.`,
  spentOfCap: (spent, limit) => `Vous avez dépensé ${spent} sur votre plafond annuel de ${limit}.`,
  remainingCredit: (remaining) => `Il vous reste ${remaining} de crédit cette année.`,
  remainingCap: (remaining) => `Il vous reste ${remaining} avec votre remise cette année.`,
  programmeText: {
    athlete: 'Votre crédit athlète règle votre équipement lors du paiement.',
    wranx: 'En tant que membre WRANX, vous bénéficiez de la remise pro jusqu’à votre plafond annuel.',
    ipa: 'En tant que membre IPA, vous bénéficiez de la remise pro jusqu’à votre plafond annuel.',
  },
  employeeActive: 'Votre remise employé est active : elle s’applique à vos achats personnels jusqu’à votre plafond annuel.',
  employeeTermsPending: 'Acceptez les conditions de la remise employé pour commencer à l’utiliser.',
  employeeTermsButton: 'Lire et accepter les conditions',
  spendFailed: 'Impossible de charger le solde de votre programme pour le moment. Rechargez la page pour réessayer.',
};

const de: SpendMessages = {
  heading: { athlete: 'Athleten-Guthaben', wranx: 'WRANX-Pro-Programm', ipa: 'IPA-Pro-Programm', employee: 'Mitarbeiterrabatt' },
  meterLabel: { athlete: 'Genutztes Athleten-Guthaben', wranx: 'Genutzte WRANX-Jahresgrenze', ipa: 'Genutzte IPA-Jahresgrenze', employee: 'Genutzte Grenze des Mitarbeiterrabatts' },
  ofLimit: (spent, limit) => `${spent} von ${limit}`,
  spentOfCredit: (spent, limit) => `Sie haben ${spent} Ihres Jahresguthabens von ${limit} genutzt.`,
  spentOfCap: (spent, limit) => `Sie haben ${spent} Ihrer Jahresgrenze von ${limit} ausgegeben.`,
  remainingCredit: (remaining) => `Noch ${remaining} Guthaben in diesem Jahr.`,
  remainingCap: (remaining) => `Noch ${remaining} mit Ihrem Rabatt in diesem Jahr.`,
  programmeText: {
    athlete: 'Ihr Athleten-Guthaben bezahlt Ausrüstung an der Kasse.',
    wranx: 'Als WRANX-Mitglied erhalten Sie den Pro-Rabatt bis zu Ihrer Jahresgrenze.',
    ipa: 'Als IPA-Mitglied erhalten Sie den Pro-Rabatt bis zu Ihrer Jahresgrenze.',
  },
  employeeActive: 'Ihr Mitarbeiterrabatt ist aktiv: Er gilt für Ihre privaten Einkäufe bis zu Ihrer Jahresgrenze.',
  employeeTermsPending: 'Akzeptieren Sie die Bedingungen des Mitarbeiterrabatts, um ihn zu nutzen.',
  employeeTermsButton: 'Bedingungen lesen und akzeptieren',
  spendFailed: 'Ihr Programmstand konnte gerade nicht geladen werden. Laden Sie die Seite neu, um es erneut zu versuchen.',
};

const it: SpendMessages = {
  heading: { athlete: 'Credito atleta', wranx: 'Programma pro WRANX', ipa: 'Programma pro IPA', employee: 'Sconto dipendenti' },
  meterLabel: { athlete: 'Credito atleta utilizzato', wranx: 'Tetto annuale WRANX utilizzato', ipa: 'Tetto annuale IPA utilizzato', employee: 'Tetto dello sconto dipendenti utilizzato' },
  ofLimit: (spent, limit) => `${spent} su ${limit}`,
  spentOfCredit: (spent, limit) => `Hai utilizzato ${spent} del tuo credito annuale di ${limit}.`,
  spentOfCap: (spent, limit) => `Hai speso ${spent} del tuo tetto annuale di ${limit}.`,
  remainingCredit: (remaining) => `Ti restano ${remaining} di credito quest’anno.`,
  remainingCap: (remaining) => `Ti restano ${remaining} con il tuo sconto quest’anno.`,
  programmeText: {
    athlete: 'Il tuo credito atleta paga l’attrezzatura al checkout.',
    wranx: 'Come membro WRANX hai lo sconto pro fino al tuo tetto annuale.',
    ipa: 'Come membro IPA hai lo sconto pro fino al tuo tetto annuale.',
  },
  employeeActive: 'Il tuo sconto dipendenti è attivo: si applica ai tuoi acquisti personali fino al tetto annuale.',
  employeeTermsPending: 'Accetta le condizioni dello sconto dipendenti per iniziare a usarlo.',
  employeeTermsButton: 'Leggi e accetta le condizioni',
  spendFailed: 'Non è stato possibile caricare il saldo del tuo programma. Ricarica la pagina per riprovare.',
};

export const spendMessages = catalogue<SpendMessages>({ en, fr, de, it });
