/**
 * The help pages' words in en, fr, de and it: how to return, contact us, and the Cairn Summit
 * loyalty programme page (its calls to action open the sign-up dialog: `#dialog:sign-up`).
 */
import type { Facts, PageWords } from './help-facts.ts';
import { mail, ol, p, page, phone, ul } from './help-copy-html.ts';

const SIGN_UP = '#dialog:sign-up';

/** What a call to the customer care line costs, per site. */
const CALL_COST: Record<string, string> = {
  'en-us': 'The call is free.',
  'en-ca': 'The call is free.',
  'fr-ca': 'L’appel est gratuit.',
  'en-gb': 'Calls cost the same as a call to any 020 number.',
  'fr-fr': 'Appel non surtaxé.',
  'de-de': 'Zum Festnetztarif.',
  'it-it': 'Al costo di una normale chiamata urbana.',
};

export const HOW_TO_RETURN: PageWords = {
  en: (f) => ({
    title: 'How to return an item',
    subtitle: `Changed your mind? You have ${f.returnDays} days from delivery to send it back, and the return label is free.`,
    description: `Return anything you bought online within ${f.returnDays} days: get a free label from your account, drop the parcel off, and get your refund.`,
    blocks: [
      {
        heading: 'Return in four steps',
        html:
          ol(
            'Sign in, open your account, then your orders, and choose the order with the item you want to return.',
            'Select the items and a reason, and download your free return label (a PDF). No printer? Many drop-off points can print it from your phone.',
            'Pack the items unworn and unwashed, with their tags, and footwear in its box. Stick the label on the parcel and cover any old labels.',
            `Drop the parcel off with the carrier named on the label within ${f.returnDays} days of delivery, and keep the receipt until your refund arrives.`,
          ) + p(`Checked out as a guest? ${page(f, '/help/contact-us', 'Contact us')} with your order number and the email address you used, and we will email you a label.`),
      },
      { heading: 'Returning to a store', html: p('Bring the item and your order number to any Cairn store: we check it there and refund you the same way as a parcel return. Items bought in a store can go back to any store, with the receipt.') },
      {
        heading: 'Your refund',
        html: ul(
          'We check your return within 5 business days of it reaching our warehouse, and email you when the refund is on its way.',
          'The money goes back the way you paid: card, PayPal or Klarna. The part paid by gift card comes back as a new e-gift card.',
          'Cairn Summit points you used come back to your account; points the items earned are taken off.',
          f.nora ? 'The original shipping charge is refunded if the item is faulty or we sent the wrong one.' : 'If you return the whole order within 14 days, we refund the standard delivery charge too.',
          'Your bank may take a few more days to show the refund.',
        ),
      },
      {
        heading: 'What can’t be returned',
        html:
          ul('E-gift cards.', 'Personalised items, unless they are faulty.', 'Socks and base-layer underwear once their packaging has been opened.', `Items that have been worn outdoors. If one is faulty, our warranty covers it: ${page(f, '/help/warranty', 'make a warranty claim')}.`) +
          (f.nora ? '' : p(`Your legal right to cancel within 14 days is part of these ${f.returnDays} days; the ${page(f, '/sale-terms', 'terms of sale')} explain it.`)),
      },
    ],
    faq: {
      title: 'Questions about returns',
      items: [
        ['Is return shipping free?', p(`Yes. The label from your account is free for returns from ${f.countries}.`)],
        ['Can I exchange an item for another size or colour?', p('Return it and place a new order: it is the quickest way to get the size you want before it sells out.')],
        ['My item arrived faulty or damaged', p(`${page(f, '/help/contact-us', 'Contact us')} with a photo and your order number. We pay for the return and send a replacement or refund you, even after ${f.returnDays} days when the warranty covers it.`)],
        ['I lost my return label', p('Write to us through the contact form with your order number and we email you a new one: it works until the return window closes.')],
        ['When will I get my refund?', p('Usually within 10 business days of dropping off the parcel: a few days in transit, up to 5 for us to check it, then your bank’s processing time.')],
      ],
    },
    cta: { title: 'Need a hand with a return?', text: 'Our customer care team is happy to help.', targets: [{ url: f.loc('/help/contact-us'), text: 'Contact us', style: 'primary' }] },
  }),
  fr: (f) => ({
    title: 'Retourner un article',
    subtitle: `Vous avez changé d’avis ? Vous avez ${f.returnDays} jours après la livraison pour nous le renvoyer, et l’étiquette de retour est gratuite.`,
    description: `Retournez vos achats en ligne sous ${f.returnDays} jours : étiquette gratuite depuis votre compte, dépôt du colis, remboursement.`,
    blocks: [
      {
        heading: 'Un retour en quatre étapes',
        html:
          ol(
            'Connectez-vous, ouvrez votre compte puis vos commandes, et choisissez la commande contenant l’article à retourner.',
            'Sélectionnez les articles et un motif, puis téléchargez votre étiquette de retour gratuite (un PDF). Pas d’imprimante ? Beaucoup de points de dépôt l’impriment depuis votre téléphone.',
            'Emballez les articles non portés et non lavés, avec leurs étiquettes, et les chaussures dans leur boîte. Collez l’étiquette sur le colis en masquant les anciennes.',
            `Déposez le colis auprès du transporteur indiqué sur l’étiquette dans les ${f.returnDays} jours suivant la livraison, et gardez le reçu jusqu’au remboursement.`,
          ) + p(`Vous avez commandé sans compte ? ${page(f, '/help/contact-us', 'Contactez-nous')} en indiquant votre numéro de commande et l’adresse e-mail utilisée : nous vous envoyons une étiquette par e-mail.`),
      },
      { heading: 'Retour en magasin', html: p('Apportez l’article et votre numéro de commande dans n’importe quel magasin Cairn : nous le vérifions sur place et vous remboursons comme pour un retour par colis. Les articles achetés en magasin peuvent être rapportés dans tout magasin, avec le ticket de caisse.') },
      {
        heading: 'Votre remboursement',
        html: ul(
          'Nous vérifions votre retour dans les 5 jours ouvrables suivant son arrivée à notre entrepôt, et vous prévenons par e-mail dès que le remboursement est lancé.',
          'Le remboursement se fait sur le moyen de paiement utilisé : carte, PayPal ou Klarna. La part payée par carte cadeau vous revient sous forme de nouvelle carte cadeau électronique.',
          'Les points Cairn Summit utilisés sont recrédités ; les points gagnés grâce aux articles retournés sont retirés.',
          f.nora ? 'Les frais de livraison initiaux sont remboursés si l’article est défectueux ou si nous nous sommes trompés d’article.' : 'Si vous retournez toute la commande dans les 14 jours, nous remboursons aussi les frais de livraison standard.',
          'Votre banque peut mettre quelques jours de plus à afficher le remboursement.',
        ),
      },
      {
        heading: 'Ce qui ne peut pas être retourné',
        html:
          ul('Les cartes cadeaux électroniques.', 'Les articles personnalisés, sauf s’ils sont défectueux.', 'Les chaussettes et sous-vêtements techniques dont l’emballage a été ouvert.', `Les articles portés en extérieur. Si l’un d’eux est défectueux, notre garantie s’applique : ${page(f, '/help/warranty', 'faites une demande de garantie')}.`) +
          (f.nora ? '' : p(`Votre droit légal de rétractation de 14 jours est inclus dans ces ${f.returnDays} jours ; les ${page(f, '/sale-terms', 'conditions de vente')} le détaillent.`)),
      },
    ],
    faq: {
      title: 'Questions sur les retours',
      items: [
        ['Le retour est-il gratuit ?', p(`Oui. L’étiquette de votre compte est gratuite pour les retours depuis ${f.nora ? 'le Canada' : 'la France et Monaco'}.`)],
        ['Puis-je échanger un article contre une autre taille ou couleur ?', p('Retournez-le et passez une nouvelle commande : c’est le moyen le plus rapide d’obtenir la bonne taille avant qu’elle ne soit épuisée.')],
        ['Mon article est arrivé défectueux ou abîmé', p(`${page(f, '/help/contact-us', 'Contactez-nous')} avec une photo et votre numéro de commande. Nous prenons le retour en charge et vous envoyons un remplacement ou vous remboursons, même après ${f.returnDays} jours si la garantie s’applique.`)],
        ['J’ai perdu mon étiquette de retour', p('Écrivez-nous via le formulaire de contact avec votre numéro de commande : nous vous envoyons une nouvelle étiquette par e-mail, valable jusqu’à la fin du délai de retour.')],
        ['Quand serai-je remboursé ?', p('En général sous 10 jours ouvrables après le dépôt du colis : quelques jours de transport, jusqu’à 5 jours de vérification, puis le délai de votre banque.')],
      ],
    },
    cta: { title: 'Besoin d’aide pour un retour ?', text: 'Notre service client est là pour vous aider.', targets: [{ url: f.loc('/help/contact-us'), text: 'Nous contacter', style: 'primary' }] },
  }),
  de: (f) => ({
    title: 'So senden Sie Artikel zurück',
    subtitle: `Doch nicht das Richtige? Sie haben ${f.returnDays} Tage ab Lieferung Zeit für die Rücksendung, und das Rücksendeetikett ist kostenlos.`,
    description: `Online gekaufte Artikel innerhalb von ${f.returnDays} Tagen zurückgeben: kostenloses Etikett im Konto, Paket abgeben, Geld zurück.`,
    blocks: [
      {
        heading: 'Rückgabe in vier Schritten',
        html:
          ol(
            'Melden Sie sich an, öffnen Sie Ihr Konto und dann Ihre Bestellungen, und wählen Sie die Bestellung mit dem Artikel, den Sie zurückgeben möchten.',
            'Wählen Sie die Artikel und einen Grund aus und laden Sie Ihr kostenloses Rücksendeetikett herunter (ein PDF). Kein Drucker? Viele Annahmestellen drucken es direkt vom Smartphone.',
            'Packen Sie die Artikel ungetragen und ungewaschen mit Etiketten ein, Schuhe im Karton. Kleben Sie das Etikett auf das Paket und überkleben Sie alte Aufkleber.',
            `Geben Sie das Paket innerhalb von ${f.returnDays} Tagen nach Lieferung beim Versanddienstleister auf dem Etikett ab und heben Sie den Beleg auf, bis die Erstattung da ist.`,
          ) + p(`Als Gast bestellt? ${page(f, '/help/contact-us', 'Schreiben Sie uns')} Ihre Bestellnummer und die verwendete E-Mail-Adresse, dann schicken wir Ihnen ein Etikett per E-Mail.`),
      },
      { heading: 'Rückgabe in der Filiale', html: p('Bringen Sie den Artikel und Ihre Bestellnummer in eine beliebige Cairn-Filiale: Wir prüfen ihn vor Ort und erstatten wie bei einer Rücksendung per Paket. In der Filiale gekaufte Artikel können Sie mit Kassenbon in jeder Filiale zurückgeben.') },
      {
        heading: 'Ihre Erstattung',
        html: ul(
          'Wir prüfen Ihre Rücksendung innerhalb von 5 Werktagen nach Eingang im Lager und informieren Sie per E-Mail, sobald die Erstattung veranlasst ist.',
          'Das Geld geht auf dem Weg zurück, auf dem Sie bezahlt haben: Karte, PayPal oder Klarna. Den mit Geschenkkarte bezahlten Teil erhalten Sie als neue E-Geschenkkarte.',
          'Eingesetzte Cairn-Summit-Punkte werden wieder gutgeschrieben; Punkte, die Sie für die Artikel erhalten haben, werden abgezogen.',
          'Geben Sie die ganze Bestellung innerhalb von 14 Tagen zurück, erstatten wir auch die Kosten des Standardversands.',
          'Bis die Erstattung auf Ihrem Konto erscheint, kann Ihre Bank einige Tage länger brauchen.',
        ),
      },
      {
        heading: 'Was nicht zurückgegeben werden kann',
        html:
          ul('E-Geschenkkarten.', 'Personalisierte Artikel, außer sie sind fehlerhaft.', 'Socken und Funktionsunterwäsche, deren Verpackung geöffnet wurde.', `Artikel, die draußen getragen wurden. Ist einer fehlerhaft, greift unsere Garantie: ${page(f, '/help/warranty', 'Garantieanspruch stellen')}.`) +
          p(`Ihr gesetzliches Widerrufsrecht von 14 Tagen ist in diesen ${f.returnDays} Tagen enthalten; die ${page(f, '/sale-terms', 'Verkaufsbedingungen')} erklären es.`),
      },
    ],
    faq: {
      title: 'Fragen zur Rückgabe',
      items: [
        ['Ist die Rücksendung kostenlos?', p(`Ja. Das Etikett aus Ihrem Konto ist für Rücksendungen aus ${f.countries} kostenlos.`)],
        ['Kann ich einen Artikel gegen eine andere Größe oder Farbe tauschen?', p('Senden Sie ihn zurück und bestellen Sie neu: So bekommen Sie Ihre Größe am schnellsten, bevor sie ausverkauft ist.')],
        ['Mein Artikel kam fehlerhaft oder beschädigt an', p(`${page(f, '/help/contact-us', 'Melden Sie sich')} mit einem Foto und Ihrer Bestellnummer. Wir übernehmen die Rücksendung und schicken Ersatz oder erstatten den Betrag, auch nach ${f.returnDays} Tagen, wenn die Garantie greift.`)],
        ['Ich habe mein Rücksendeetikett verloren', p('Schreiben Sie uns über das Kontaktformular mit Ihrer Bestellnummer: Wir senden Ihnen ein neues Etikett per E-Mail, gültig bis zum Ende der Rückgabefrist.')],
        ['Wann bekomme ich mein Geld zurück?', p('Meist innerhalb von 10 Werktagen nach Abgabe des Pakets: ein paar Tage Versand, bis zu 5 Tage Prüfung, dann die Bearbeitungszeit Ihrer Bank.')],
      ],
    },
    cta: { title: 'Brauchen Sie Hilfe bei der Rückgabe?', text: 'Unser Kundenservice hilft Ihnen gern.', targets: [{ url: f.loc('/help/contact-us'), text: 'Kontakt', style: 'primary' }] },
  }),
  it: (f) => ({
    title: 'Come fare un reso',
    subtitle: `Hai cambiato idea? Hai ${f.returnDays} giorni dalla consegna per restituire l’articolo, e l’etichetta di reso è gratuita.`,
    description: `Restituisci gli acquisti online entro ${f.returnDays} giorni: etichetta gratuita dal tuo account, consegna del pacco e rimborso.`,
    blocks: [
      {
        heading: 'Il reso in quattro passi',
        html:
          ol(
            'Accedi, apri il tuo account e poi i tuoi ordini, e scegli l’ordine con l’articolo da restituire.',
            'Seleziona gli articoli e un motivo, poi scarica l’etichetta di reso gratuita (un PDF). Niente stampante? Molti punti di consegna la stampano dal telefono.',
            'Imballa gli articoli non indossati e non lavati, con i cartellini, e le scarpe nella loro scatola. Applica l’etichetta sul pacco coprendo quelle vecchie.',
            `Consegna il pacco al corriere indicato sull’etichetta entro ${f.returnDays} giorni dalla consegna e conserva la ricevuta fino al rimborso.`,
          ) + p(`Hai acquistato senza account? ${page(f, '/help/contact-us', 'Contattaci')} con il numero d’ordine e l’indirizzo email usato: ti inviamo l’etichetta via email.`),
      },
      { heading: 'Reso in negozio', html: p('Porta l’articolo e il numero d’ordine in qualsiasi negozio Cairn: lo controlliamo sul posto e ti rimborsiamo come per un reso con pacco. Gli articoli acquistati in negozio si possono restituire in qualsiasi negozio, con lo scontrino.') },
      {
        heading: 'Il tuo rimborso',
        html: ul(
          'Controlliamo il reso entro 5 giorni lavorativi dal suo arrivo in magazzino e ti avvisiamo via email quando il rimborso è partito.',
          'Il rimborso torna sul metodo con cui hai pagato: carta, PayPal o Klarna. La parte pagata con carta regalo ti torna come nuova carta regalo digitale.',
          'I punti Cairn Summit usati tornano sul tuo account; i punti guadagnati con gli articoli restituiti vengono tolti.',
          'Se restituisci l’intero ordine entro 14 giorni, rimborsiamo anche le spese di spedizione standard.',
          'La tua banca potrebbe impiegare qualche giorno in più per mostrare il rimborso.',
        ),
      },
      {
        heading: 'Cosa non si può restituire',
        html:
          ul('Le carte regalo digitali.', 'Gli articoli personalizzati, salvo difetti.', 'Calze e intimo tecnico con la confezione aperta.', `Gli articoli usati all’aperto. Se uno è difettoso, vale la nostra garanzia: ${page(f, '/help/warranty', 'fai una richiesta in garanzia')}.`) +
          p(`Il diritto di recesso di 14 giorni previsto dalla legge è compreso in questi ${f.returnDays} giorni; le ${page(f, '/sale-terms', 'condizioni di vendita')} lo spiegano.`),
      },
    ],
    faq: {
      title: 'Domande sui resi',
      items: [
        ['Il reso è gratuito?', p(`Sì. L’etichetta del tuo account è gratuita per i resi spediti dall’Italia, da San Marino e dalla Città del Vaticano.`)],
        ['Posso cambiare un articolo con un’altra taglia o un altro colore?', p('Restituiscilo e fai un nuovo ordine: è il modo più rapido per avere la taglia giusta prima che finisca.')],
        ['Il mio articolo è arrivato difettoso o danneggiato', p(`${page(f, '/help/contact-us', 'Contattaci')} con una foto e il numero d’ordine. Ci facciamo carico del reso e ti inviamo un sostituto o ti rimborsiamo, anche dopo ${f.returnDays} giorni se vale la garanzia.`)],
        ['Ho perso l’etichetta di reso', p('Scrivici dal modulo di contatto con il numero d’ordine: ti inviamo una nuova etichetta via email, valida fino alla fine del periodo di reso.')],
        ['Quando riceverò il rimborso?', p('Di solito entro 10 giorni lavorativi dalla consegna del pacco: qualche giorno di trasporto, fino a 5 per il controllo, poi i tempi della tua banca.')],
      ],
    },
    cta: { title: 'Ti serve aiuto con un reso?', text: 'Il nostro servizio clienti è a tua disposizione.', targets: [{ url: f.loc('/help/contact-us'), text: 'Contattaci', style: 'primary' }] },
  }),
};

const hours = (f: Facts) => ul(...f.contact.hours);

export const CONTACT_US: PageWords = {
  en: (f) => ({
    title: 'Contact us',
    subtitle: 'Questions about an order, a return, sizing or a repair? Real people who spend their weekends outside are here to help.',
    description: 'Reach Cairn customer care by email or phone, or visit a store: opening hours and quick answers.',
    blocks: [
      { heading: 'Email', html: p(`Write to ${mail(f.contact.email)}. We answer within one business day; if it is about an order, put the order number in the subject.`) },
      { heading: 'Phone', html: p(`Call ${phone(f)}. ${CALL_COST[f.site.locale]}`) + hours(f) },
      { heading: 'In our stores', html: p('Every Cairn store can help with returns, repairs and fitting. Bring your order number, or the item and its receipt.') },
      { heading: 'A faulty item?', html: p(`Our warranty covers defects in materials and workmanship. ${page(f, '/help/warranty', 'Make a warranty claim')} with the product number and a description of the problem: we answer within three business days.`) },
    ],
    faq: {
      title: 'Quick answers',
      items: [
        ['Where is my order?', p('Our shipping email has a tracking link. When you are signed in, you also find every order and its status in your account.')],
        ['How do I return something?', p(`See ${page(f, '/help/returns/how-to-return', 'how to return')}: you have ${f.returnDays} days, and the label is free.`)],
        ['Can you repair my boots or jacket?', p(`Yes. We repair zips, seams and soles at cost, and Cairn Summit members at the Ridge and Summit tiers get repairs for free. If the item is faulty, ${page(f, '/help/warranty', 'make a warranty claim')} and the repair is on us; otherwise write to us with a photo, or bring the item to a store.`)],
        ['I forgot my password', p('Choose Sign in, then “Forgot password?”: we email you a link to set a new one.')],
        ['Questions about Cairn Summit', p(`The ${page(f, '/loyalty', 'Cairn Summit page')} explains points and tiers, and the ${page(f, '/loyalty-terms', 'programme terms')} the rules.`)],
      ],
    },
  }),
  fr: (f) => ({
    title: 'Nous contacter',
    subtitle: 'Une question sur une commande, un retour, une taille ou une réparation ? Une équipe de passionnés de plein air est là pour vous aider.',
    description: 'Joignez le service client Cairn par e-mail ou par téléphone, ou passez en magasin : horaires et réponses rapides.',
    blocks: [
      { heading: 'Par e-mail', html: p(`Écrivez à ${mail(f.contact.email)}. Nous répondons sous un jour ouvrable ; pour une commande, indiquez son numéro dans l’objet.`) },
      { heading: 'Par téléphone', html: p(`Appelez le ${phone(f)}. ${CALL_COST[f.site.locale]}`) + hours(f) },
      { heading: 'En magasin', html: p('Tous les magasins Cairn peuvent vous aider pour un retour, une réparation ou un essayage. Apportez votre numéro de commande, ou l’article et son ticket de caisse.') },
      { heading: 'Un article défectueux ?', html: p(`Notre garantie couvre les défauts de matière et de fabrication. ${page(f, '/help/warranty', 'Faites une demande de garantie')} avec la référence du produit et une description du problème : nous répondons sous trois jours ouvrables.`) },
    ],
    faq: {
      title: 'Réponses rapides',
      items: [
        ['Où en est ma commande ?', p('L’e-mail d’expédition contient un lien de suivi. Une fois connecté, vous retrouvez aussi toutes vos commandes et leur statut dans votre compte.')],
        ['Comment retourner un article ?', p(`Consultez la page ${page(f, '/help/returns/how-to-return', 'Comment retourner')} : vous avez ${f.returnDays} jours et l’étiquette est gratuite.`)],
        ['Pouvez-vous réparer mes chaussures ou ma veste ?', p(`Oui. Nous réparons fermetures, coutures et semelles à prix coûtant, et les membres Cairn Summit des paliers Ridge et Summit en profitent gratuitement. Si l’article est défectueux, ${page(f, '/help/warranty', 'faites une demande de garantie')} : la réparation est pour nous. Sinon, écrivez-nous avec une photo, ou apportez l’article en magasin.`)],
        ['J’ai oublié mon mot de passe', p('Choisissez « Se connecter », puis « Mot de passe oublié ? » : nous vous envoyons par e-mail un lien pour en choisir un nouveau.')],
        ['Questions sur Cairn Summit', p(`La ${page(f, '/loyalty', 'page Cairn Summit')} présente les points et les paliers, et les ${page(f, '/loyalty-terms', 'conditions du programme')} en précisent les règles.`)],
      ],
    },
  }),
  de: (f) => ({
    title: 'Kontakt',
    subtitle: 'Fragen zu einer Bestellung, einer Rückgabe, zur Größe oder zu einer Reparatur? Bei uns helfen Menschen, die ihre Wochenenden draußen verbringen.',
    description: 'Erreichen Sie den Cairn-Kundenservice per E-Mail oder Telefon, oder besuchen Sie eine Filiale: Servicezeiten und schnelle Antworten.',
    blocks: [
      { heading: 'Per E-Mail', html: p(`Schreiben Sie an ${mail(f.contact.email)}. Wir antworten innerhalb eines Werktags; geht es um eine Bestellung, nennen Sie die Bestellnummer im Betreff.`) },
      { heading: 'Per Telefon', html: p(`Rufen Sie uns an: ${phone(f)}. ${CALL_COST[f.site.locale]}`) + hours(f) },
      { heading: 'In unseren Filialen', html: p('Jede Cairn-Filiale hilft bei Rückgaben, Reparaturen und der Anpassung. Bringen Sie Ihre Bestellnummer mit, oder den Artikel mit Kassenbon.') },
      { heading: 'Ein fehlerhafter Artikel?', html: p(`Unsere Garantie deckt Material- und Verarbeitungsfehler ab. ${page(f, '/help/warranty', 'Stellen Sie einen Garantieanspruch')} mit der Artikelnummer und einer Beschreibung des Problems: Wir antworten innerhalb von drei Werktagen.`) },
    ],
    faq: {
      title: 'Schnelle Antworten',
      items: [
        ['Wo ist meine Bestellung?', p('In der Versand-E-Mail steht ein Link zur Sendungsverfolgung. Angemeldet finden Sie außerdem alle Bestellungen und ihren Status in Ihrem Konto.')],
        ['Wie sende ich etwas zurück?', p(`Siehe ${page(f, '/help/returns/how-to-return', 'So geht die Rückgabe')}: Sie haben ${f.returnDays} Tage Zeit, und das Etikett ist kostenlos.`)],
        ['Können Sie meine Schuhe oder Jacke reparieren?', p(`Ja. Wir reparieren Reißverschlüsse, Nähte und Sohlen zum Selbstkostenpreis, und Cairn-Summit-Mitglieder der Stufen Ridge und Summit bekommen Reparaturen kostenlos. Ist der Artikel fehlerhaft, ${page(f, '/help/warranty', 'stellen Sie einen Garantieanspruch')}: Die Reparatur übernehmen wir. Sonst schreiben Sie uns mit einem Foto, oder bringen Sie den Artikel in eine Filiale.`)],
        ['Ich habe mein Passwort vergessen', p('Wählen Sie „Anmelden“ und dann „Passwort vergessen?“: Wir schicken Ihnen per E-Mail einen Link, mit dem Sie ein neues festlegen.')],
        ['Fragen zu Cairn Summit', p(`Die ${page(f, '/loyalty', 'Cairn-Summit-Seite')} erklärt Punkte und Stufen, die ${page(f, '/loyalty-terms', 'Programmbedingungen')} die Regeln.`)],
      ],
    },
  }),
  it: (f) => ({
    title: 'Contattaci',
    subtitle: 'Domande su un ordine, un reso, una taglia o una riparazione? Ti risponde chi passa i fine settimana all’aperto.',
    description: 'Contatta il servizio clienti Cairn via email o telefono, oppure passa in negozio: orari e risposte rapide.',
    blocks: [
      { heading: 'Via email', html: p(`Scrivi a ${mail(f.contact.email)}. Rispondiamo entro un giorno lavorativo; se riguarda un ordine, indica il numero d’ordine nell’oggetto.`) },
      { heading: 'Al telefono', html: p(`Chiama il ${phone(f)}. ${CALL_COST[f.site.locale]}`) + hours(f) },
      { heading: 'Nei nostri negozi', html: p('Ogni negozio Cairn ti aiuta con resi, riparazioni e prove di calzata. Porta il numero d’ordine, oppure l’articolo e lo scontrino.') },
      { heading: 'Un articolo difettoso?', html: p(`La nostra garanzia copre i difetti di materiale e di fabbricazione. ${page(f, '/help/warranty', 'Fai una richiesta in garanzia')} con il codice prodotto e una descrizione del problema: rispondiamo entro tre giorni lavorativi.`) },
    ],
    faq: {
      title: 'Risposte rapide',
      items: [
        ['Dov’è il mio ordine?', p('L’email di spedizione contiene il link per seguire il pacco. Dopo l’accesso trovi anche tutti gli ordini e il loro stato nel tuo account.')],
        ['Come faccio un reso?', p(`Leggi ${page(f, '/help/returns/how-to-return', 'Come fare un reso')}: hai ${f.returnDays} giorni e l’etichetta è gratuita.`)],
        ['Potete riparare i miei scarponi o la mia giacca?', p(`Sì. Ripariamo zip, cuciture e suole a prezzo di costo, e per i membri Cairn Summit dei livelli Ridge e Summit le riparazioni sono gratuite. Se l’articolo è difettoso, ${page(f, '/help/warranty', 'fai una richiesta in garanzia')}: la riparazione è a nostro carico. Altrimenti scrivici con una foto, oppure porta l’articolo in negozio.`)],
        ['Ho dimenticato la password', p('Apri l’accesso e usa il link per reimpostare la password: ti inviamo via email un collegamento per sceglierne una nuova.')],
        ['Domande su Cairn Summit', p(`La ${page(f, '/loyalty', 'pagina Cairn Summit')} spiega punti e livelli, i ${page(f, '/loyalty-terms', 'termini del programma')} le regole.`)],
      ],
    },
  }),
};

export const LOYALTY: PageWords = {
  en: (f) => ({
    title: 'Cairn Summit',
    subtitle: 'Our free loyalty programme: points on every order, free repairs and early access to new gear.',
    description: 'Join Cairn Summit for free: earn points on every order, unlock the Ridge and Summit tiers, and get repairs and early access.',
    leadTargets: [{ url: SIGN_UP, text: 'Join for free', style: 'primary' }],
    blocks: [
      {
        heading: 'How it works',
        html: ul(
          `<strong>Join for free.</strong> All you need is a Cairn account; you must be ${f.minAge} or over.`,
          `<strong>Earn points.</strong> 1 point for every ${f.loyalty.perPoint} you spend, online and in our stores.`,
          `<strong>Use them at checkout.</strong> ${f.loyalty.vouchers.map((v) => `${v.points} points make a ${v.value} reward`).join('; ')}.`,
          `<strong>Start with a welcome gift.</strong> ${f.loyalty.welcomePercent}% off your next order, for ${f.loyalty.welcomeDays} days after you join.`,
        ),
      },
      {
        heading: 'Three tiers, one trail',
        html:
          `<h3>Trailhead</h3>${p('From the day you join.')}${ul('Points on every order', `${f.loyalty.welcomePercent}% off your next order`, 'Member prices during our sales', ...(f.nora ? ['Free standard shipping on every order'] : []))}` +
          `<h3>Ridge</h3>${p(`From ${f.loyalty.tiers.ridge} points.`)}${ul('Everything in Trailhead', 'Early access to new collections and to our sales', 'Free repairs on Cairn footwear and jackets')}` +
          `<h3>Summit</h3>${p(`From ${f.loyalty.tiers.summit} points.`)}${ul('Everything in Ridge', 'Free repairs on all Cairn gear', 'Invitations to guided trail days and member events', 'A priority line to customer care')}`,
      },
    ],
    faq: {
      title: 'Good to know',
      items: [
        ['Is it really free?', p('Yes. There is no fee and nothing to buy to join, and you can leave at any time.')],
        ['When do my points appear?', p('As soon as your order is confirmed. If you return an item, the points it earned are taken back.')],
        ['Do points expire?', p('Only after 12 months without earning or using any. We email you a month before.')],
        ['Can I earn points in a store?', p('Yes: give the email address of your account at the till.')],
      ],
    },
    cta: {
      title: 'Ready when you are',
      text: 'Create your Cairn account and join Cairn Summit in one go.',
      targets: [{ url: SIGN_UP, text: 'Create an account and join', style: 'primary' }],
      note: p(page(f, '/loyalty-terms', 'Read the programme terms')),
    },
  }),
  fr: (f) => ({
    title: 'Cairn Summit',
    subtitle: 'Notre programme de fidélité gratuit : des points à chaque commande, des réparations offertes et un accès anticipé aux nouveautés.',
    description: 'Rejoignez gratuitement Cairn Summit : cumulez des points à chaque commande, atteignez les paliers Ridge et Summit, profitez de réparations et d’accès anticipés.',
    leadTargets: [{ url: SIGN_UP, text: 'Adhérer gratuitement', style: 'primary' }],
    blocks: [
      {
        heading: 'Comment ça marche',
        html: ul(
          `<strong>Adhérez gratuitement.</strong> Il suffit d’un compte Cairn ; vous devez avoir ${f.minAge} ans ou plus.`,
          `<strong>Cumulez des points.</strong> 1 point par tranche de ${f.loyalty.perPoint} dépensée, en ligne et en magasin.`,
          `<strong>Utilisez-les au paiement.</strong> ${f.loyalty.vouchers.map((v) => `${v.points} points donnent une récompense de ${v.value}`).join(' ; ')}.`,
          `<strong>Commencez par un cadeau de bienvenue.</strong> ${f.loyalty.welcomePercent} % de remise sur votre prochaine commande, pendant ${f.loyalty.welcomeDays} jours après votre adhésion.`,
        ),
      },
      {
        heading: 'Trois paliers, un seul sentier',
        html:
          `<h3>Trailhead</h3>${p('Dès votre adhésion.')}${ul('Des points à chaque commande', `${f.loyalty.welcomePercent} % de remise sur votre prochaine commande`, 'Des prix membres pendant nos soldes', ...(f.nora ? ['La livraison standard offerte sur chaque commande'] : []))}` +
          `<h3>Ridge</h3>${p(`À partir de ${f.loyalty.tiers.ridge} points.`)}${ul('Tous les avantages Trailhead', 'Un accès anticipé aux nouvelles collections et à nos soldes', 'Les réparations offertes sur les chaussures et vestes Cairn')}` +
          `<h3>Summit</h3>${p(`À partir de ${f.loyalty.tiers.summit} points.`)}${ul('Tous les avantages Ridge', 'Les réparations offertes sur tout l’équipement Cairn', 'Des invitations à des sorties guidées et à des événements membres', 'Une ligne prioritaire vers le service client')}`,
      },
    ],
    faq: {
      title: 'Bon à savoir',
      items: [
        ['Est-ce vraiment gratuit ?', p('Oui. Aucun frais, aucun achat nécessaire pour adhérer, et vous pouvez partir à tout moment.')],
        ['Quand mes points apparaissent-ils ?', p('Dès que votre commande est confirmée. Si vous retournez un article, les points qu’il vous a rapportés sont retirés.')],
        ['Mes points expirent-ils ?', p('Seulement après 12 mois sans en cumuler ni en utiliser. Nous vous prévenons par e-mail un mois avant.')],
        ['Puis-je cumuler des points en magasin ?', p('Oui : donnez en caisse l’adresse e-mail de votre compte.')],
      ],
    },
    cta: {
      title: 'Prêt quand vous l’êtes',
      text: 'Créez votre compte Cairn et rejoignez Cairn Summit en une seule fois.',
      targets: [{ url: SIGN_UP, text: 'Créer un compte et adhérer', style: 'primary' }],
      note: p(page(f, '/loyalty-terms', 'Lire les conditions du programme')),
    },
  }),
  de: (f) => ({
    title: 'Cairn Summit',
    subtitle: 'Unser kostenloses Treueprogramm: Punkte bei jeder Bestellung, kostenlose Reparaturen und früher Zugang zu neuer Ausrüstung.',
    description: 'Werden Sie kostenlos Cairn-Summit-Mitglied: Punkte bei jeder Bestellung, die Stufen Ridge und Summit, Reparaturen und früher Zugang.',
    leadTargets: [{ url: SIGN_UP, text: 'Kostenlos beitreten', style: 'primary' }],
    blocks: [
      {
        heading: 'So funktioniert es',
        html: ul(
          `<strong>Kostenlos beitreten.</strong> Sie brauchen nur ein Cairn-Konto und müssen mindestens ${f.minAge} Jahre alt sein.`,
          `<strong>Punkte sammeln.</strong> 1 Punkt pro ${f.loyalty.perPoint} Einkaufswert, online und in unseren Filialen.`,
          `<strong>An der Kasse einlösen.</strong> ${f.loyalty.vouchers.map((v) => `${v.points} Punkte ergeben eine Prämie von ${v.value}`).join('; ')}.`,
          `<strong>Mit einem Willkommensgeschenk starten.</strong> ${f.loyalty.welcomePercent} % Rabatt auf Ihre nächste Bestellung, ${f.loyalty.welcomeDays} Tage lang nach dem Beitritt.`,
        ),
      },
      {
        heading: 'Drei Stufen, ein Weg',
        html:
          `<h3>Trailhead</h3>${p('Ab dem Beitritt.')}${ul('Punkte bei jeder Bestellung', `${f.loyalty.welcomePercent} % Rabatt auf Ihre nächste Bestellung`, 'Mitgliederpreise in unseren Sales')}` +
          `<h3>Ridge</h3>${p(`Ab ${f.loyalty.tiers.ridge} Punkten.`)}${ul('Alle Vorteile von Trailhead', 'Früher Zugang zu neuen Kollektionen und zu unseren Sales', 'Kostenlose Reparaturen an Cairn-Schuhen und -Jacken')}` +
          `<h3>Summit</h3>${p(`Ab ${f.loyalty.tiers.summit} Punkten.`)}${ul('Alle Vorteile von Ridge', 'Kostenlose Reparaturen an der gesamten Cairn-Ausrüstung', 'Einladungen zu geführten Touren und Mitglieder-Events', 'Eine bevorzugte Leitung zum Kundenservice')}`,
      },
    ],
    faq: {
      title: 'Gut zu wissen',
      items: [
        ['Ist das wirklich kostenlos?', p('Ja. Es gibt keine Gebühr, Sie müssen nichts kaufen, und Sie können jederzeit austreten.')],
        ['Wann erscheinen meine Punkte?', p('Sobald Ihre Bestellung bestätigt ist. Geben Sie einen Artikel zurück, werden die Punkte dafür wieder abgezogen.')],
        ['Verfallen Punkte?', p('Nur nach 12 Monaten, in denen Sie weder Punkte sammeln noch einlösen. Wir erinnern Sie einen Monat vorher per E-Mail.')],
        ['Kann ich in der Filiale Punkte sammeln?', p('Ja: Nennen Sie an der Kasse die E-Mail-Adresse Ihres Kontos.')],
      ],
    },
    cta: {
      title: 'Bereit, wenn Sie es sind',
      text: 'Legen Sie Ihr Cairn-Konto an und werden Sie im selben Schritt Cairn-Summit-Mitglied.',
      targets: [{ url: SIGN_UP, text: 'Konto anlegen und beitreten', style: 'primary' }],
      note: p(page(f, '/loyalty-terms', 'Programmbedingungen lesen')),
    },
  }),
  it: (f) => ({
    title: 'Cairn Summit',
    subtitle: 'Il nostro programma fedeltà gratuito: punti su ogni ordine, riparazioni gratuite e accesso anticipato alle novità.',
    description: 'Iscriviti gratis a Cairn Summit: punti su ogni ordine, i livelli Ridge e Summit, riparazioni e accesso anticipato.',
    leadTargets: [{ url: SIGN_UP, text: 'Iscriviti gratis', style: 'primary' }],
    blocks: [
      {
        heading: 'Come funziona',
        html: ul(
          `<strong>Iscriviti gratis.</strong> Ti basta un account Cairn; devi avere almeno ${f.minAge} anni.`,
          `<strong>Accumula punti.</strong> 1 punto per ogni ${f.loyalty.perPoint} speso, online e nei nostri negozi.`,
          `<strong>Usali al pagamento.</strong> ${f.loyalty.vouchers.map((v) => `${v.points} punti valgono un premio da ${v.value}`).join('; ')}.`,
          `<strong>Parti con un regalo di benvenuto.</strong> Il ${f.loyalty.welcomePercent}% di sconto sul prossimo ordine, per ${f.loyalty.welcomeDays} giorni dall’iscrizione.`,
        ),
      },
      {
        heading: 'Tre livelli, un solo sentiero',
        html:
          `<h3>Trailhead</h3>${p('Dal giorno dell’iscrizione.')}${ul('Punti su ogni ordine', `Il ${f.loyalty.welcomePercent}% di sconto sul prossimo ordine`, 'Prezzi riservati ai membri durante i saldi')}` +
          `<h3>Ridge</h3>${p(`Da ${f.loyalty.tiers.ridge} punti.`)}${ul('Tutti i vantaggi Trailhead', 'Accesso anticipato alle nuove collezioni e ai saldi', 'Riparazioni gratuite su scarpe e giacche Cairn')}` +
          `<h3>Summit</h3>${p(`Da ${f.loyalty.tiers.summit} punti.`)}${ul('Tutti i vantaggi Ridge', 'Riparazioni gratuite su tutta l’attrezzatura Cairn', 'Inviti a escursioni guidate ed eventi per i membri', 'Una linea prioritaria con il servizio clienti')}`,
      },
    ],
    faq: {
      title: 'Buono a sapersi',
      items: [
        ['È davvero gratis?', p('Sì. Nessun costo e nessun acquisto per iscriversi, e puoi uscire quando vuoi.')],
        ['Quando compaiono i miei punti?', p('Appena l’ordine è confermato. Se restituisci un articolo, i punti che ti ha fatto guadagnare vengono tolti.')],
        ['I punti scadono?', p('Solo dopo 12 mesi senza accumularne né usarne. Ti avvisiamo via email un mese prima.')],
        ['Posso accumulare punti in negozio?', p('Sì: alla cassa indica l’indirizzo email del tuo account.')],
      ],
    },
    cta: {
      title: 'Pronti quando lo sei tu',
      text: 'Crea il tuo account Cairn e iscriviti a Cairn Summit in un solo passaggio.',
      targets: [{ url: SIGN_UP, text: 'Crea un account e iscriviti', style: 'primary' }],
      note: p(page(f, '/loyalty-terms', 'Leggi i termini del programma')),
    },
  }),
};

/**
 * The warranty page (`help/warranty`): what the 2-year warranty of the terms of sale covers and
 * how a claim goes; the claim form sits under its title (src/pages/[locale]/help/warranty.astro).
 */
export const WARRANTY: PageWords = {
  en: (f) => ({
    title: 'Warranty and repairs',
    subtitle: 'Our gear is made to last. If it fails because of a defect, we repair it, replace it or refund you.',
    description: 'What the Cairn warranty covers, what it doesn’t, and how to make a warranty claim for footwear, apparel and gear.',
    blocks: [
      {
        heading: 'What our warranty covers',
        html: ul(
          'Defects in materials and workmanship in Cairn footwear, apparel and gear, for 2 years from the date of purchase.',
          'Items bought on this website, in a Cairn store or from another retailer that sells Cairn.',
          'Keep your order number or receipt: we may ask for it.',
        ),
      },
      {
        heading: 'What it doesn’t cover',
        html: ul(
          'Normal wear and tear: soles worn down after many kilometres, abrasion, fading.',
          'Damage from accidents, misuse, or care that goes against the label (a tumble dryer, a radiator).',
          'Items altered or repaired by someone else.',
        ) + p(`Not covered? We still repair most things at cost: ${page(f, '/help/contact-us', 'ask us for a quote')}.`),
      },
      {
        heading: 'How a claim works',
        html: ol(
          'Fill in the form above: the product, when and where you bought it, and what went wrong.',
          'We answer within three business days. We may ask for photos, or send you a free label to post the item to our repair workshop.',
          'We repair the item. If it can’t be repaired, we replace it with the same or a similar item, or refund what you paid.',
        ) + p(f.site.country === 'GB' ? 'This warranty is in addition to your statutory rights under the Consumer Rights Act 2015.' : `This warranty is in addition to your rights under the law of your ${f.site.country === 'US' ? 'state' : 'province or territory'}.`),
      },
    ],
    faq: {
      title: 'Questions about the warranty',
      items: [
        ['Do I need an account to make a claim?', p('No. If you are signed in, we fill in your details and you can give the number of an order from your account.')],
        ['Where do I find the product number?', p('On the label sewn inside, or at the end of the product page’s address: in …/p/trail-boot-FWINSTOCK1, it is FWINSTOCK1. You can paste the whole address in the form.')],
        ['How long does a repair take?', p('Usually two to three weeks from the day the item reaches our workshop. We email you when it is on its way back.')],
      ],
    },
  }),
  fr: (f) => ({
    title: 'Garantie et réparations',
    subtitle: 'Notre équipement est fait pour durer. S’il lâche à cause d’un défaut, nous le réparons, le remplaçons ou vous remboursons.',
    description: 'Ce que couvre la garantie Cairn, ce qu’elle ne couvre pas, et comment faire une demande de garantie pour vos chaussures, vêtements et équipements.',
    blocks: [
      {
        heading: 'Ce que couvre notre garantie',
        html: ul(
          'Les défauts de matériaux et de fabrication des chaussures, vêtements et équipements Cairn, pendant 2 ans à compter de la date d’achat.',
          'Les articles achetés sur ce site, dans un magasin Cairn ou chez un autre revendeur Cairn.',
          'Conservez votre numéro de commande ou votre ticket de caisse : nous pouvons vous le demander.',
        ),
      },
      {
        heading: 'Ce qu’elle ne couvre pas',
        html: ul(
          'L’usure normale : semelles usées après de nombreux kilomètres, frottements, décoloration.',
          'Les dommages dus à un accident, à un mauvais usage ou à un entretien contraire à l’étiquette (sèche-linge, radiateur).',
          'Les articles modifiés ou réparés par un tiers.',
        ) + p(`Pas couvert ? Nous réparons quand même la plupart des articles à prix coûtant : ${page(f, '/help/contact-us', 'demandez-nous un devis')}.`),
      },
      {
        heading: 'Comment se passe une demande',
        html: ol(
          'Remplissez le formulaire ci-dessus : le produit, la date et le lieu d’achat, et le problème.',
          'Nous répondons sous trois jours ouvrables. Nous pouvons vous demander des photos, ou vous envoyer une étiquette gratuite pour expédier l’article à notre atelier.',
          'Nous réparons l’article. S’il n’est pas réparable, nous le remplaçons par le même article ou un article équivalent, ou vous remboursons.',
        ) + p(f.site.country === 'CA' ? 'Cette garantie s’ajoute aux garanties prévues par la loi de votre province ou territoire, notamment, au Québec, par la Loi sur la protection du consommateur.' : 'Cette garantie s’ajoute à la garantie légale de conformité de 2 ans et à la garantie des vices cachés.'),
      },
    ],
    faq: {
      title: 'Questions sur la garantie',
      items: [
        ['Faut-il un compte pour faire une demande ?', p('Non. Si vous êtes connecté, nous remplissons vos coordonnées et vous pouvez indiquer le numéro d’une commande de votre compte.')],
        ['Où trouver la référence du produit ?', p('Sur l’étiquette cousue à l’intérieur, ou à la fin de l’adresse de la page produit : dans …/p/trail-boot-FWINSTOCK1, c’est FWINSTOCK1. Vous pouvez coller l’adresse entière dans le formulaire.')],
        ['Combien de temps dure une réparation ?', p('En général deux à trois semaines à partir de l’arrivée de l’article à l’atelier. Nous vous prévenons par e-mail lorsqu’il repart.')],
      ],
    },
  }),
  de: (f) => ({
    title: 'Garantie und Reparaturen',
    subtitle: 'Unsere Ausrüstung ist für lange gemacht. Fällt sie wegen eines Fehlers aus, reparieren oder ersetzen wir sie oder erstatten den Preis.',
    description: 'Was die Cairn-Garantie abdeckt, was nicht, und wie Sie einen Garantieanspruch für Schuhe, Bekleidung und Ausrüstung stellen.',
    blocks: [
      {
        heading: 'Was unsere Garantie abdeckt',
        html: ul(
          'Material- und Verarbeitungsfehler an Cairn-Schuhen, -Bekleidung und -Ausrüstung, 2 Jahre ab dem Kaufdatum.',
          'Artikel, die Sie auf dieser Website, in einer Cairn-Filiale oder bei einem anderen Cairn-Händler gekauft haben.',
          'Bewahren Sie Bestellnummer oder Kassenbon auf: Wir fragen eventuell danach.',
        ),
      },
      {
        heading: 'Was sie nicht abdeckt',
        html: ul(
          'Normale Abnutzung: nach vielen Kilometern abgelaufene Sohlen, Abrieb, Ausbleichen.',
          'Schäden durch Unfälle, unsachgemäßen Gebrauch oder Pflege entgegen dem Etikett (Wäschetrockner, Heizkörper).',
          'Artikel, die von Dritten geändert oder repariert wurden.',
        ) + p(`Nicht abgedeckt? Die meisten Reparaturen machen wir trotzdem zum Selbstkostenpreis: ${page(f, '/help/contact-us', 'fragen Sie nach einem Angebot')}.`),
      },
      {
        heading: 'So läuft ein Garantieanspruch',
        html: ol(
          'Füllen Sie das Formular oben aus: den Artikel, wann und wo Sie ihn gekauft haben, und was defekt ist.',
          'Wir antworten innerhalb von drei Werktagen. Eventuell bitten wir um Fotos oder schicken Ihnen ein kostenloses Etikett, um den Artikel an unsere Werkstatt zu senden.',
          'Wir reparieren den Artikel. Ist das nicht möglich, ersetzen wir ihn durch denselben oder einen gleichwertigen Artikel oder erstatten den Kaufpreis.',
        ) + p('Diese Garantie gilt zusätzlich zur gesetzlichen Mängelhaftung von 2 Jahren ab Lieferung.'),
      },
    ],
    faq: {
      title: 'Fragen zur Garantie',
      items: [
        ['Brauche ich ein Konto für einen Garantieanspruch?', p('Nein. Wenn Sie angemeldet sind, füllen wir Ihre Daten aus, und Sie können die Nummer einer Bestellung aus Ihrem Konto angeben.')],
        ['Wo finde ich die Artikelnummer?', p('Auf dem eingenähten Etikett oder am Ende der Adresse der Produktseite: In …/p/trail-boot-FWINSTOCK1 ist es FWINSTOCK1. Sie können die ganze Adresse ins Formular einfügen.')],
        ['Wie lange dauert eine Reparatur?', p('Meist zwei bis drei Wochen ab dem Tag, an dem der Artikel in unserer Werkstatt ankommt. Wir schreiben Ihnen, sobald er zurückkommt.')],
      ],
    },
  }),
  it: (f) => ({
    title: 'Garanzia e riparazioni',
    subtitle: 'La nostra attrezzatura è fatta per durare. Se cede per un difetto, la ripariamo, la sostituiamo o ti rimborsiamo.',
    description: 'Cosa copre la garanzia Cairn, cosa no, e come fare una richiesta in garanzia per calzature, abbigliamento e attrezzatura.',
    blocks: [
      {
        heading: 'Cosa copre la nostra garanzia',
        html: ul(
          'I difetti di materiale e di fabbricazione di calzature, abbigliamento e attrezzatura Cairn, per 2 anni dalla data di acquisto.',
          'Gli articoli acquistati su questo sito, in un negozio Cairn o presso un altro rivenditore Cairn.',
          'Conserva il numero d’ordine o lo scontrino: potremmo chiedertelo.',
        ),
      },
      {
        heading: 'Cosa non copre',
        html: ul(
          'La normale usura: suole consumate dopo molti chilometri, abrasioni, scolorimento.',
          'I danni dovuti a incidenti, uso improprio o cura contraria all’etichetta (asciugatrice, termosifone).',
          'Gli articoli modificati o riparati da altri.',
        ) + p(`Non è coperto? Ripariamo comunque quasi tutto a prezzo di costo: ${page(f, '/help/contact-us', 'chiedici un preventivo')}.`),
      },
      {
        heading: 'Come funziona una richiesta',
        html: ol(
          'Compila il modulo qui sopra: il prodotto, quando e dove l’hai acquistato e qual è il problema.',
          'Rispondiamo entro tre giorni lavorativi. Potremmo chiederti delle foto, oppure inviarti un’etichetta gratuita per spedire l’articolo al nostro laboratorio.',
          'Ripariamo l’articolo. Se non è riparabile, lo sostituiamo con lo stesso articolo o uno equivalente, oppure ti rimborsiamo.',
        ) + p('Questa garanzia si aggiunge alla garanzia legale di conformità di 2 anni prevista dal Codice del consumo.'),
      },
    ],
    faq: {
      title: 'Domande sulla garanzia',
      items: [
        ['Serve un account per fare una richiesta?', p('No. Se hai effettuato l’accesso, inseriamo i tuoi dati e puoi indicare il numero di un ordine del tuo account.')],
        ['Dove trovo il codice prodotto?', p('Sull’etichetta cucita all’interno, oppure alla fine dell’indirizzo della pagina del prodotto: in …/p/trail-boot-FWINSTOCK1 è FWINSTOCK1. Puoi incollare l’intero indirizzo nel modulo.')],
        ['Quanto dura una riparazione?', p('Di solito da due a tre settimane dall’arrivo dell’articolo al laboratorio. Ti scriviamo quando è in viaggio verso di te.')],
      ],
    },
  }),
};
