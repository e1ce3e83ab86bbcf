/**
 * The pop-ups document's blocks (seed 001 §3 Pop-up). The pop-up block itself is built in a
 * later issue; until then these blocks are dropped by the registry as an unknown type.
 */
import type { Site } from '../../../lib/site/locales.ts';
import type { RawBlock } from './types.ts';

const COPY = {
  en: { newsletter: 'Get 10% off your first order', join: 'Sign up', account: 'Members get free shipping', create: 'Create an account', disclaimer: 'By signing up you agree to receive marketing emails. Unsubscribe at any time.' },
  fr: { newsletter: '10 % de réduction sur votre première commande', join: 'S’inscrire', account: 'Livraison offerte aux membres', create: 'Créer un compte', disclaimer: 'En vous inscrivant, vous acceptez de recevoir nos e-mails. Désinscription à tout moment.' },
  de: { newsletter: '10 % Rabatt auf Ihre erste Bestellung', join: 'Anmelden', account: 'Kostenloser Versand für Mitglieder', create: 'Konto erstellen', disclaimer: 'Mit der Anmeldung stimmen Sie dem Erhalt von Marketing-E-Mails zu. Abmeldung jederzeit möglich.' },
  it: { newsletter: '10% di sconto sul primo ordine', join: 'Iscriviti', account: 'Spedizione gratuita per i membri', create: 'Crea un account', disclaimer: 'Iscrivendoti accetti di ricevere email promozionali. Puoi annullare in qualsiasi momento.' },
} as const;

const LOGO = { url: '/media/content/cairn-logo-240x80.svg', alt: 'Cairn', width: 240, height: 80, type: 'image' };

export function popupBlocks(site: Site): RawBlock[] {
  const copy = COPY[site.language as keyof typeof COPY] ?? COPY.en;
  return [
    {
      type: 'pop-up',
      id: 'popup-newsletter',
      name: 'Newsletter sign-up',
      popupType: 'Newsletter',
      delay: 2000,
      logo: LOGO,
      logoSize: 'small',
      minimizedTitle: copy.newsletter,
      maximizedTitle: copy.newsletter,
      title: copy.newsletter,
      disclaimer: copy.disclaimer,
      targets: [{ id: 'popup-newsletter-cta', url: `/${site.locale}/sign-up?source=newsletter-popup`, text: copy.join, targetAttribute: '_self', style: { sm: 'primary' }, size: 'medium' }],
      hideOnBreakpoint: [],
      sticky: false,
    },
    {
      type: 'pop-up',
      id: 'popup-account',
      name: 'Create an account',
      popupType: 'Account',
      delay: 8000,
      logo: LOGO,
      logoSize: 'large',
      minimizedTitle: copy.account,
      maximizedTitle: copy.account,
      title: copy.account,
      disclaimer: copy.disclaimer,
      targets: [{ id: 'popup-account-cta', url: `/${site.locale}/sign-up`, text: copy.create, targetAttribute: '_self', style: { sm: 'secondary' }, size: 'medium' }],
      hideOnBreakpoint: ['sm'],
      sticky: false,
    },
  ];
}
