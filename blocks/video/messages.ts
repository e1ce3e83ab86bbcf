/**
 * Interface strings of the video block (the spec names none). Kept beside the block until the
 * shared message catalogue takes them over.
 */
import { catalogue } from '../../src/lib/i18n/catalogue.ts';

export interface VideoMessages {
  play: string;
  pause: string;
  /** Inside <video>, for browsers that cannot play it at all. */
  unsupported: string;
  download: string;
}

const en: VideoMessages = {
  play: 'Play video',
  pause: 'Pause video',
  unsupported: 'Your browser cannot play this video.',
  download: 'Download the video',
};

export const videoMessages = catalogue<VideoMessages>({
  en,
  fr: { play: 'Lire la vidéo', pause: 'Mettre la vidéo en pause', unsupported: 'Votre navigateur ne peut pas lire cette vidéo.', download: 'Télécharger la vidéo' },
  de: { play: 'Video abspielen', pause: 'Video anhalten', unsupported: 'Ihr Browser kann dieses Video nicht abspielen.', download: 'Video herunterladen' },
  it: { play: 'Riproduci il video', pause: 'Metti in pausa il video', unsupported: 'Il tuo browser non può riprodurre questo video.', download: 'Scarica il video' },
});
