/**
 * Interface strings of the collection carousel (the spec names none), a `catalogue` beside the
 * block.
 */
import { catalogue } from '../../src/lib/i18n/catalogue.ts';

export interface CollectionMessages {
  collection: string;
  slide: string;
  slideLabel: (n: number, of: number) => string;
  previous: string;
  next: string;
  goTo: (n: number) => string;
  pause: string;
  play: string;
}

const en: CollectionMessages = {
  collection: 'Collection',
  slide: 'slide',
  slideLabel: (n, of) => `${n} of ${of}`,
  previous: 'Previous slide',
  next: 'Next slide',
  goTo: (n) => `Go to slide ${n}`,
  pause: 'Pause automatic slide show',
  play: 'Start automatic slide show',
};

export const collectionMessages = catalogue<CollectionMessages>({
  en,
  fr: {
    collection: 'Collection',
    slide: 'diapositive',
    slideLabel: (n, of) => `${n} sur ${of}`,
    previous: 'Diapositive précédente',
    next: 'Diapositive suivante',
    goTo: (n) => `Aller à la diapositive ${n}`,
    pause: 'Mettre en pause le défilement automatique',
    play: 'Lancer le défilement automatique',
  },
  de: {
    collection: 'Kollektion',
    slide: 'Folie',
    slideLabel: (n, of) => `${n} von ${of}`,
    previous: 'Vorherige Folie',
    next: 'Nächste Folie',
    goTo: (n) => `Zu Folie ${n}`,
    pause: 'Automatische Wiedergabe anhalten',
    play: 'Automatische Wiedergabe starten',
  },
  it: {
    collection: 'Collezione',
    slide: 'diapositiva',
    slideLabel: (n, of) => `${n} di ${of}`,
    previous: 'Diapositiva precedente',
    next: 'Diapositiva successiva',
    goTo: (n) => `Vai alla diapositiva ${n}`,
    pause: 'Metti in pausa la riproduzione automatica',
    play: 'Avvia la riproduzione automatica',
  },
});
