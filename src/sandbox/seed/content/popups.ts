/**
 * The pop-ups document's blocks (docs/requirements/content-blocks.md#pop-up Pop-up; schemas/content/pop-up.ts), shown on every
 * page: a newsletter pop-up (after the spec's default delay, 2000 ms) and an account pop-up (8 s,
 * hidden on small screens). A page load shows the first one the shopper has not dismissed.
 */
import type { Site } from '../../../lib/site/locales.ts';
import type { RawBlock } from './types.ts';
import { POPUP_DEFAULT_DELAY_MS } from '../../../../schemas/content/pop-up.ts';

const COPY = {
  en: { newsTab: 'Get 10% off', newsHeading: 'Join the Cairn newsletter', newsOffer: '10% off your first order when you sign up for trail news.', join: 'Sign up', accountTab: 'Free shipping for members', accountHeading: 'Become a member', accountOffer: 'Members get free shipping and early access to sales.', create: 'Create an account', disclaimer: 'By signing up you agree to receive marketing emails. Unsubscribe at any time.' },
  fr: { newsTab: '10 % de réduction', newsHeading: 'Rejoignez la newsletter Cairn', newsOffer: '10 % de réduction sur votre première commande en vous inscrivant.', join: 'S’inscrire', accountTab: 'Livraison offerte aux membres', accountHeading: 'Devenez membre', accountOffer: 'Les membres profitent de la livraison offerte et des ventes en avant-première.', create: 'Créer un compte', disclaimer: 'En vous inscrivant, vous acceptez de recevoir nos e-mails. Désinscription à tout moment.' },
  de: { newsTab: '10 % Rabatt', newsHeading: 'Abonnieren Sie den Cairn-Newsletter', newsOffer: '10 % Rabatt auf Ihre erste Bestellung, wenn Sie sich anmelden.', join: 'Anmelden', accountTab: 'Kostenloser Versand für Mitglieder', accountHeading: 'Mitglied werden', accountOffer: 'Mitglieder erhalten kostenlosen Versand und früheren Zugang zum Sale.', create: 'Konto erstellen', disclaimer: 'Mit der Anmeldung stimmen Sie dem Erhalt von Marketing-E-Mails zu. Abmeldung jederzeit möglich.' },
  it: { newsTab: '10% di sconto', newsHeading: 'Iscriviti alla newsletter Cairn', newsOffer: '10% di sconto sul primo ordine iscrivendoti.', join: 'Iscriviti', accountTab: 'Spedizione gratuita per i membri', accountHeading: 'Diventa membro', accountOffer: 'I membri hanno la spedizione gratuita e accesso anticipato ai saldi.', create: 'Crea un account', disclaimer: 'Iscrivendoti accetti di ricevere email promozionali. Puoi annullare in qualsiasi momento.' },
} as const;

const LOGO = { url: '/media/content/cairn-logo-240x80.svg', alt: 'Cairn', width: 240, height: 80, type: 'image' };

/** The ids the e2e suite dismisses (tests that are not about pop-ups keep them out of the way). */
export const POPUP_IDS = { newsletter: 'popup-newsletter', account: 'popup-account' } as const;

export function popupBlocks(site: Site): RawBlock[] {
  const copy = COPY[site.language as keyof typeof COPY] ?? COPY.en;
  return [
    {
      type: 'pop-up',
      id: POPUP_IDS.newsletter,
      name: 'Newsletter sign-up',
      popupType: 'Newsletter',
      delay: POPUP_DEFAULT_DELAY_MS,
      logo: LOGO,
      logoSize: 'small',
      minimizedTitle: copy.newsTab,
      maximizedTitle: copy.newsHeading,
      title: copy.newsOffer,
      disclaimer: copy.disclaimer,
      targets: [{ id: 'popup-newsletter-cta', url: `/${site.locale}/newsletter`, text: copy.join, targetAttribute: '_self', style: { sm: 'primary' }, size: 'medium' }],
      hideOnBreakpoint: [],
      sticky: false,
    },
    {
      type: 'pop-up',
      id: POPUP_IDS.account,
      name: 'Create an account',
      popupType: 'Account',
      delay: 8000,
      logo: LOGO,
      logoSize: 'large',
      minimizedTitle: copy.accountTab,
      maximizedTitle: copy.accountHeading,
      title: copy.accountOffer,
      disclaimer: copy.disclaimer,
      targets: [{ id: 'popup-account-cta', url: `/${site.locale}/account`, text: copy.create, targetAttribute: '_self', style: { sm: 'secondary' }, size: 'medium' }],
      hideOnBreakpoint: ['sm'],
      sticky: false,
    },
  ];
}
