/**
 * The words of the country and language selector and of the location confirmation. A site's own
 * name (country and language) is written in that site's language (site-names.ts), so a shopper
 * finds theirs whatever page they are on.
 */
import { catalogue } from '../../lib/i18n/catalogue.ts';

export interface LocaleMessages {
  /**
   * The selector's landmark name. Not "Country…": forms label their country field so, and a
   * landmark of that name would answer the same label query.
   */
  selectorLabel: string;
  /** The disclosure's button: the current site follows it. */
  changeSite: string;
  /** The location confirmation's title. */
  confirmTitle: string;
  /** Why we ask. */
  confirmText: string;
  /** The switch button; `{site}` is the suggested site's name. */
  goTo: string;
  /** The stay button; `{site}` is the current site's name. */
  stayOn: string;
  /** The dialog's close button (the answer is "stay"). */
  close: string;
}

export const localeMessages = catalogue<LocaleMessages>({
  en: {
    selectorLabel: 'Our sites',
    changeSite: 'Country and language:',
    confirmTitle: 'Shop on your local site?',
    confirmText: 'Your browser’s language suggests another of our sites. Prices, delivery and returns follow the site you shop on.',
    goTo: 'Go to {site}',
    stayOn: 'Stay on {site}',
    close: 'Close and stay on this site',
  },
  fr: {
    selectorLabel: 'Nos sites',
    changeSite: 'Pays et langue :',
    confirmTitle: 'Acheter sur votre site local ?',
    confirmText: 'La langue de votre navigateur correspond à un autre de nos sites. Les prix, la livraison et les retours dépendent du site sur lequel vous achetez.',
    goTo: 'Aller sur {site}',
    stayOn: 'Rester sur {site}',
    close: 'Fermer et rester sur ce site',
  },
  de: {
    selectorLabel: 'Unsere Websites',
    changeSite: 'Land und Sprache:',
    confirmTitle: 'Auf Ihrer lokalen Website einkaufen?',
    confirmText: 'Die Sprache Ihres Browsers passt zu einer anderen unserer Websites. Preise, Lieferung und Rücksendungen richten sich nach der Website, auf der Sie einkaufen.',
    goTo: 'Weiter zu {site}',
    stayOn: 'Bei {site} bleiben',
    close: 'Schließen und auf dieser Website bleiben',
  },
  it: {
    selectorLabel: 'I nostri siti',
    changeSite: 'Paese e lingua:',
    confirmTitle: 'Acquistare sul tuo sito locale?',
    confirmText: 'La lingua del tuo browser corrisponde a un altro dei nostri siti. Prezzi, consegna e resi dipendono dal sito su cui acquisti.',
    goTo: 'Vai a {site}',
    stayOn: 'Resta su {site}',
    close: 'Chiudi e resta su questo sito',
  },
});
