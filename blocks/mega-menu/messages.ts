/**
 * The mega menu's own interface strings (not spec strings: the spec names none for the menu).
 * A `catalogue` beside the block.
 */
import { catalogue } from '../../src/lib/i18n/catalogue.ts';

export interface MenuMessages {
  navLabel: string;
  menu: string;
  closeMenu: string;
  /** Accessible name of a panel's close button. */
  closePanel: (title: string) => string;
  shopAll: (title: string) => string;
}

const en: MenuMessages = {
  navLabel: 'Main',
  menu: 'Menu',
  closeMenu: 'Close menu',
  closePanel: (t) => `Close ${t} menu`,
  shopAll: (t) => `Shop all ${t}`,
};

export const menuMessages = catalogue<MenuMessages>({
  en,
  fr: {
    navLabel: 'Principal',
    menu: 'Menu',
    closeMenu: 'Fermer le menu',
    closePanel: (t) => `Fermer le menu ${t}`,
    shopAll: (t) => `Tout voir : ${t}`,
  },
  de: {
    navLabel: 'Hauptmenü',
    menu: 'Menü',
    closeMenu: 'Menü schließen',
    closePanel: (t) => `Menü ${t} schließen`,
    shopAll: (t) => `${t}: alle anzeigen`,
  },
  it: {
    navLabel: 'Principale',
    menu: 'Menu',
    closeMenu: 'Chiudi il menu',
    closePanel: (t) => `Chiudi il menu ${t}`,
    shopAll: (t) => `Vedi tutto: ${t}`,
  },
});
