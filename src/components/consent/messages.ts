/**
 * The consent manager's interface strings (the spec names none). en, fr, de, it; the shared
 * message catalogue takes them over when it lands.
 */
import { catalogue } from '../../lib/i18n/catalogue.ts';
import type { ConsentCategory } from '../../lib/consent/consent.ts';

export interface ConsentMessages {
  bannerTitle: string;
  bannerText: string;
  acceptAll: string;
  rejectAll: string;
  manage: string;
  preferencesLink: string;
  dialogTitle: string;
  dialogIntro: string;
  alwaysOn: string;
  save: string;
  close: string;
  saved: string;
  categories: Record<ConsentCategory, { name: string; description: string }>;
}

const en: ConsentMessages = {
  bannerTitle: 'Cookies on Cairn',
  bannerText: 'We use cookies to run the shop, to measure how it is used, to remember your settings and to show you offers that fit. You choose which ones, apart from those the shop needs to work.',
  acceptAll: 'Accept all',
  rejectAll: 'Reject all',
  manage: 'Manage preferences',
  preferencesLink: 'Cookie preferences',
  dialogTitle: 'Cookie preferences',
  dialogIntro: 'Turn each kind of cookie on or off. You can change this at any time from the link at the bottom of every page.',
  alwaysOn: 'Always on',
  save: 'Save choices',
  close: 'Close',
  saved: 'Your cookie choices are saved.',
  categories: {
    C0001: { name: 'Strictly necessary', description: 'Sign-in, your basket, security and these choices. The shop cannot work without them.' },
    C0002: { name: 'Performance', description: 'Counting visits and clicks so we can see what works and fix what does not.' },
    C0003: { name: 'Functional', description: 'Remembering settings such as closed banners and dismissed pop-ups.' },
    C0004: { name: 'Targeting', description: 'Personalising content and running experiments, and measuring offers.' },
  },
};

export const consentMessages = catalogue<ConsentMessages>({
  en,
  fr: {
    bannerTitle: 'Les cookies sur Cairn',
    bannerText: 'Nous utilisons des cookies pour faire fonctionner la boutique, mesurer son utilisation, retenir vos réglages et vous proposer des offres adaptées. Vous choisissez lesquels, sauf ceux dont la boutique a besoin pour fonctionner.',
    acceptAll: 'Tout accepter',
    rejectAll: 'Tout refuser',
    manage: 'Gérer mes choix',
    preferencesLink: 'Préférences cookies',
    dialogTitle: 'Préférences cookies',
    dialogIntro: 'Activez ou désactivez chaque type de cookie. Vous pouvez changer d’avis à tout moment depuis le lien en bas de chaque page.',
    alwaysOn: 'Toujours actifs',
    save: 'Enregistrer mes choix',
    close: 'Fermer',
    saved: 'Vos choix de cookies sont enregistrés.',
    categories: {
      C0001: { name: 'Strictement nécessaires', description: 'Connexion, panier, sécurité et ces choix. La boutique ne peut pas fonctionner sans eux.' },
      C0002: { name: 'Performance', description: 'Compter les visites et les clics pour voir ce qui marche et corriger le reste.' },
      C0003: { name: 'Fonctionnels', description: 'Retenir des réglages comme les bannières fermées et les fenêtres ignorées.' },
      C0004: { name: 'Ciblage', description: 'Personnaliser le contenu, mener des tests et mesurer les offres.' },
    },
  },
  de: {
    bannerTitle: 'Cookies bei Cairn',
    bannerText: 'Wir verwenden Cookies, um den Shop zu betreiben, die Nutzung zu messen, Ihre Einstellungen zu speichern und passende Angebote zu zeigen. Sie entscheiden, welche – außer denen, die der Shop zum Funktionieren braucht.',
    acceptAll: 'Alle akzeptieren',
    rejectAll: 'Alle ablehnen',
    manage: 'Einstellungen verwalten',
    preferencesLink: 'Cookie-Einstellungen',
    dialogTitle: 'Cookie-Einstellungen',
    dialogIntro: 'Schalten Sie jede Art von Cookie ein oder aus. Sie können das jederzeit über den Link unten auf jeder Seite ändern.',
    alwaysOn: 'Immer aktiv',
    save: 'Auswahl speichern',
    close: 'Schließen',
    saved: 'Ihre Cookie-Auswahl ist gespeichert.',
    categories: {
      C0001: { name: 'Unbedingt erforderlich', description: 'Anmeldung, Warenkorb, Sicherheit und diese Auswahl. Ohne sie funktioniert der Shop nicht.' },
      C0002: { name: 'Leistung', description: 'Besuche und Klicks zählen, um zu sehen, was funktioniert.' },
      C0003: { name: 'Funktional', description: 'Einstellungen merken, etwa geschlossene Banner und Pop-ups.' },
      C0004: { name: 'Targeting', description: 'Inhalte personalisieren, Tests durchführen und Angebote messen.' },
    },
  },
  it: {
    bannerTitle: 'I cookie su Cairn',
    bannerText: 'Usiamo i cookie per far funzionare il negozio, misurarne l’uso, ricordare le tue impostazioni e mostrarti offerte adatte. Scegli tu quali, tranne quelli necessari al funzionamento.',
    acceptAll: 'Accetta tutti',
    rejectAll: 'Rifiuta tutti',
    manage: 'Gestisci preferenze',
    preferencesLink: 'Preferenze cookie',
    dialogTitle: 'Preferenze cookie',
    dialogIntro: 'Attiva o disattiva ogni tipo di cookie. Puoi cambiare idea in qualsiasi momento dal link in fondo a ogni pagina.',
    alwaysOn: 'Sempre attivi',
    save: 'Salva le scelte',
    close: 'Chiudi',
    saved: 'Le tue scelte sui cookie sono salvate.',
    categories: {
      C0001: { name: 'Strettamente necessari', description: 'Accesso, carrello, sicurezza e queste scelte. Senza di essi il negozio non funziona.' },
      C0002: { name: 'Prestazioni', description: 'Contare visite e clic per capire cosa funziona.' },
      C0003: { name: 'Funzionali', description: 'Ricordare impostazioni come banner chiusi e pop-up ignorati.' },
      C0004: { name: 'Targeting', description: 'Personalizzare i contenuti, fare test e misurare le offerte.' },
    },
  },
});
