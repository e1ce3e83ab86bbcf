/**
 * The few words the content blocks add themselves (the CMS supplies everything else), a
 * `catalogue` like every words module. They are not spec strings. English is the fallback for a
 * language we have no words for.
 */
import { catalogue } from '../../src/lib/i18n/catalogue.ts';

const en = {
  newTab: '(opens in a new tab)',
  promotions: 'Promotions',
  pauseShowAll: 'Pause and show all offers',
  footerNav: 'Footer',
  legalNav: 'Legal',
  followUs: 'Follow us',
};

export type BlockStringKey = keyof typeof en;

export const blockStrings = catalogue<Readonly<Record<BlockStringKey, string>>>({
  en,
  fr: {
    newTab: '(s’ouvre dans un nouvel onglet)',
    promotions: 'Promotions',
    pauseShowAll: 'Mettre en pause et afficher toutes les offres',
    footerNav: 'Pied de page',
    legalNav: 'Mentions légales',
    followUs: 'Suivez-nous',
  },
  de: {
    newTab: '(öffnet in einem neuen Tab)',
    promotions: 'Aktionen',
    pauseShowAll: 'Anhalten und alle Angebote zeigen',
    footerNav: 'Fußzeile',
    legalNav: 'Rechtliches',
    followUs: 'Folge uns',
  },
  it: {
    newTab: '(si apre in una nuova scheda)',
    promotions: 'Promozioni',
    pauseShowAll: 'Metti in pausa e mostra tutte le offerte',
    footerNav: 'Piè di pagina',
    legalNav: 'Note legali',
    followUs: 'Seguici',
  },
});

export function blockString(language: string, key: BlockStringKey): string {
  return blockStrings(language)[key];
}
