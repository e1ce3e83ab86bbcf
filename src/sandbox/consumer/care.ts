/**
 * Customer care: the contact-us categories and their subjects (docs/requirements/account-and-loyalty.md#help-and-contact
 * /consumers-v3/contactus/categorySubject) in the shop's four languages, contact messages and
 * warranty claims. Each case gets an id, is stored (customer_cases) and acknowledged by mail
 * (the sandbox outbox).
 */
import type { Site } from '../../lib/site/locales.ts';
import { statement, transaction, type Database } from '../db.ts';
import { newId, sendMail } from './common.ts';

type Language = 'en' | 'fr' | 'de' | 'it';
type Labels = Record<Language, string>;

interface Category {
  id: string;
  label: Labels;
  subjects: Array<{ id: string; label: Labels }>;
}

const l = (en: string, fr: string, de: string, it: string): Labels => ({ en, fr, de, it });

export const CONTACT_CATEGORIES: readonly Category[] = [
  {
    id: 'orders',
    label: l('My order', 'Ma commande', 'Meine Bestellung', 'Il mio ordine'),
    subjects: [
      { id: 'order-status', label: l('Where is my order?', 'Où est ma commande ?', 'Wo ist meine Bestellung?', 'Dov’è il mio ordine?') },
      { id: 'change-order', label: l('Change my order', 'Modifier ma commande', 'Bestellung ändern', 'Modificare l’ordine') },
      { id: 'cancel-order', label: l('Cancel my order', 'Annuler ma commande', 'Bestellung stornieren', 'Annullare l’ordine') },
      { id: 'missing-item', label: l('An item is missing', 'Un article manque', 'Ein Artikel fehlt', 'Manca un articolo') },
    ],
  },
  {
    id: 'returns',
    label: l('Returns and refunds', 'Retours et remboursements', 'Rücksendungen und Erstattungen', 'Resi e rimborsi'),
    subjects: [
      { id: 'return-label', label: l('Return label', 'Étiquette de retour', 'Rücksendeetikett', 'Etichetta di reso') },
      { id: 'refund-status', label: l('Where is my refund?', 'Où en est mon remboursement ?', 'Wo bleibt meine Erstattung?', 'A che punto è il rimborso?') },
      { id: 'exchange', label: l('Exchange an item', 'Échanger un article', 'Artikel umtauschen', 'Cambiare un articolo') },
    ],
  },
  {
    id: 'products',
    label: l('Products', 'Produits', 'Produkte', 'Prodotti'),
    subjects: [
      { id: 'product-question', label: l('A question about a product', 'Une question sur un produit', 'Frage zu einem Produkt', 'Domanda su un prodotto') },
      { id: 'sizing', label: l('Size and fit', 'Taille et coupe', 'Größe und Passform', 'Taglia e vestibilità') },
      { id: 'product-care', label: l('Care and cleaning', 'Entretien et nettoyage', 'Pflege und Reinigung', 'Cura e pulizia') },
    ],
  },
  {
    id: 'warranty',
    label: l('Warranty and repairs', 'Garantie et réparations', 'Garantie und Reparaturen', 'Garanzia e riparazioni'),
    subjects: [
      { id: 'warranty-claim', label: l('Make a warranty claim', 'Faire une demande de garantie', 'Garantieanspruch stellen', 'Richiesta in garanzia') },
      { id: 'repair-status', label: l('Where is my repair?', 'Où en est ma réparation ?', 'Wo ist meine Reparatur?', 'A che punto è la riparazione?') },
    ],
  },
  {
    id: 'account',
    label: l('My account', 'Mon compte', 'Mein Konto', 'Il mio account'),
    subjects: [
      { id: 'sign-in', label: l('I can’t sign in', 'Je n’arrive pas à me connecter', 'Ich kann mich nicht anmelden', 'Non riesco ad accedere') },
      { id: 'profile', label: l('My details', 'Mes informations', 'Meine Daten', 'I miei dati') },
      { id: 'newsletter', label: l('Newsletter and SMS', 'Newsletter et SMS', 'Newsletter und SMS', 'Newsletter e SMS') },
    ],
  },
  {
    id: 'loyalty',
    label: l('Cairn Rewards', 'Cairn Rewards', 'Cairn Rewards', 'Cairn Rewards'),
    subjects: [
      { id: 'points', label: l('My points', 'Mes points', 'Meine Punkte', 'I miei punti') },
      { id: 'vouchers', label: l('Vouchers', 'Bons d’achat', 'Gutscheine', 'Buoni') },
      { id: 'membership', label: l('Membership', 'Adhésion', 'Mitgliedschaft', 'Iscrizione') },
    ],
  },
  {
    id: 'events',
    label: l('Events', 'Événements', 'Events', 'Eventi'),
    subjects: [{ id: 'event-registration', label: l('Event registration', 'Inscription à un événement', 'Event-Anmeldung', 'Iscrizione a un evento') }],
  },
  {
    id: 'other',
    label: l('Something else', 'Autre chose', 'Etwas anderes', 'Altro'),
    subjects: [
      { id: 'feedback', label: l('Feedback', 'Votre avis', 'Feedback', 'Suggerimenti') },
      { id: 'other', label: l('Other', 'Autre', 'Sonstiges', 'Altro') },
    ],
  },
];

const languageOf = (site: Site): Language => (['en', 'fr', 'de', 'it'].includes(site.language) ? (site.language as Language) : 'en');

export function categorySubjects(site: Site) {
  const lang = languageOf(site);
  return {
    categories: CONTACT_CATEGORIES.map((c) => ({ id: c.id, label: c.label[lang], subjects: c.subjects.map((s) => ({ id: s.id, label: s.label[lang] })) })),
  };
}

/** The issue when the category or its subject is not one of the list; undefined when both are. */
export function subjectIssue(category: string, subject: string): { field: string; message: string } | undefined {
  const found = CONTACT_CATEGORIES.find((c) => c.id === category);
  if (!found) return { field: 'body.category', message: `Choose one of ${CONTACT_CATEGORIES.map((c) => c.id).join(', ')}` };
  if (!found.subjects.some((s) => s.id === subject)) return { field: 'body.subject', message: `Choose a subject of ${category}: ${found.subjects.map((s) => s.id).join(', ')}` };
  return undefined;
}

export interface NewCase {
  kind: 'contact' | 'warranty';
  site: Site;
  consumerNo: string | undefined;
  email: string;
  body: Record<string, unknown>;
  subject: string;
}

/** Stores a case and mails its acknowledgement; answers its id and time. */
export function openCase(db: Database, c: NewCase, now = new Date()): { caseId: string; createdAt: string } {
  const caseId = newId(c.kind === 'contact' ? 'CASE' : 'WRT');
  const createdAt = now.toISOString();
  transaction(db, () => {
    statement(db, 'INSERT INTO customer_cases (case_id, kind, site_id, consumer_no, email, body, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
      caseId,
      c.kind,
      c.site.siteId,
      c.consumerNo ?? null,
      c.email,
      JSON.stringify(c.body),
      createdAt,
    );
    sendMail(db, c.email, c.subject, { caseId, kind: c.kind }, now);
  });
  return { caseId, createdAt };
}
