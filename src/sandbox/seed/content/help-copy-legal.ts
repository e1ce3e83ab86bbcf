/**
 * The legal pages' words in en, fr, de and it: Cairn Summit terms, terms of use (brand terms),
 * terms of sale, SMS terms, associate discount terms and the privacy notice. Figures come from
 * the site's facts (help-facts.ts); what differs by country (tax, statutory rights, the privacy
 * authority, the governing law) is written per site.
 */
import type { Facts, PageWords } from './help-facts.ts';
import { mail, p, page, ul } from './help-copy-html.ts';

const updatedNote = { en: 'Last updated', fr: 'Dernière mise à jour :', de: 'Stand:', it: 'Ultimo aggiornamento:' } as const;
const note = (f: Facts) => p(`${updatedNote[f.lang]} ${f.updated}`);

export const LOYALTY_TERMS: PageWords = {
  en: (f) => ({
    title: 'Cairn Summit terms',
    subtitle: 'The rules of our free loyalty programme, in plain words.',
    description: 'How Cairn Summit members earn and use points, reach new tiers and keep their membership.',
    leadNote: note(f),
    blocks: [
      { heading: 'The programme', html: p(`Cairn Summit is the free loyalty programme of Cairn Outdoor Co. (“Cairn”, “we”). These terms apply to every member, alongside our ${page(f, '/sale-terms', 'terms of sale')} and our ${page(f, '/privacy', 'privacy notice')}.`) },
      {
        heading: 'Who can join',
        html: ul(
          `Anyone aged ${f.minAge} or over with a Cairn account on this site (${f.country}).`,
          'One membership per person. It is personal: points and rewards can’t be sold, pooled or passed on.',
          'Joining is free and never requires a purchase.',
        ),
      },
      {
        heading: 'Earning points',
        html: ul(
          `You earn 1 point for every whole ${f.loyalty.perPoint} you spend on merchandise, after discounts, online and in Cairn stores when you give the email address of your account at the till.`,
          'Gift cards, shipping, taxes, and the part of an order paid with points, reward codes or programme credit earn no points. Nor do orders placed with the associate discount.',
          'Points appear in your account once your order is confirmed. If you return or cancel an item, the points it earned are taken back.',
        ),
      },
      {
        heading: 'Using points',
        html: ul(
          `${f.loyalty.pointsPerUnit} points are worth ${f.loyalty.perPoint}. At checkout you can turn ${f.or(f.loyalty.vouchers.map((v) => v.points))} points into a reward worth ${f.or(f.loyalty.vouchers.map((v) => v.value))} respectively.`,
          'A reward pays for merchandise only, and never for more than the order it is used on; anything left over is not paid out.',
          'Points and rewards have no cash value and can’t be used to buy gift cards.',
          'If an order paid partly with points is cancelled or returned, the points come back to your account.',
        ),
      },
      { heading: 'Tiers', html: p(`Your tier follows your points: Trailhead from the day you join, Ridge from ${f.loyalty.tiers.ridge} points and Summit from ${f.loyalty.tiers.summit} points. The benefits of each tier are on the ${page(f, '/loyalty', 'Cairn Summit page')}. Some change with the seasons, and we always tell you before a benefit you have is taken away.`) },
      { heading: 'Welcome offer', html: p(`New members get ${f.loyalty.welcomePercent}% off their next order, valid for ${f.loyalty.welcomeDays} days from the day they join. It can be used once, can’t be combined with other percentage offers and doesn’t apply to gift cards.`) },
      { heading: 'When points expire', html: p('Points stay valid as long as you earn or use some at least once every 12 months. After 12 months without any activity the balance expires; we email you a month before it does.') },
      { heading: 'Changes and leaving', html: p(`We may change these terms or the benefits, and we tell members by email at least 30 days before a change that affects them. You can leave the programme at any time from your account or by ${page(f, '/help/contact-us', 'contacting us')}; your points are then cancelled. We may close a membership used for fraud, for resale or to get around these terms.`) },
    ],
  }),
  fr: (f) => ({
    title: 'Conditions Cairn Summit',
    subtitle: 'Les règles de notre programme de fidélité gratuit, en termes simples.',
    description: 'Comment les membres Cairn Summit cumulent et utilisent leurs points, changent de palier et conservent leur adhésion.',
    leadNote: note(f),
    blocks: [
      { heading: 'Le programme', html: p(`Cairn Summit est le programme de fidélité gratuit de Cairn Outdoor Co. (« Cairn », « nous »). Ces conditions s’appliquent à chaque membre, en complément de nos ${page(f, '/sale-terms', 'conditions de vente')} et de notre ${page(f, '/privacy', 'politique de confidentialité')}.`) },
      {
        heading: 'Qui peut adhérer',
        html: ul(
          `Toute personne de ${f.minAge} ans ou plus disposant d’un compte Cairn sur ce site (${f.country}).`,
          'Une seule adhésion par personne. Elle est personnelle : les points et les récompenses ne peuvent être ni vendus, ni regroupés, ni cédés.',
          'L’adhésion est gratuite et n’exige aucun achat.',
        ),
      },
      {
        heading: 'Cumuler des points',
        html: ul(
          `Vous gagnez 1 point par tranche entière de ${f.loyalty.perPoint} dépensée en articles, après remises, en ligne et dans les magasins Cairn lorsque vous donnez en caisse l’adresse e-mail de votre compte.`,
          'Les cartes cadeaux, la livraison, les taxes et la part d’une commande payée avec des points, des codes de récompense ou un crédit de programme ne rapportent pas de points. Les commandes passées avec la remise employé non plus.',
          'Les points apparaissent dans votre compte dès que votre commande est confirmée. Si vous retournez ou annulez un article, les points qu’il vous a rapportés sont retirés.',
        ),
      },
      {
        heading: 'Utiliser vos points',
        html: ul(
          `${f.loyalty.pointsPerUnit} points valent ${f.loyalty.perPoint}. Au moment du paiement, vous pouvez convertir ${f.or(f.loyalty.vouchers.map((v) => v.points))} points en une récompense de respectivement ${f.or(f.loyalty.vouchers.map((v) => v.value))}.`,
          'Une récompense ne règle que des articles, et jamais plus que le montant de la commande sur laquelle elle est utilisée ; le reste n’est pas remboursé.',
          'Les points et les récompenses n’ont aucune valeur monétaire et ne permettent pas d’acheter des cartes cadeaux.',
          'Si une commande payée en partie avec des points est annulée ou retournée, les points sont recrédités sur votre compte.',
        ),
      },
      { heading: 'Les paliers', html: p(`Votre palier suit vos points : Trailhead dès l’adhésion, Ridge à partir de ${f.loyalty.tiers.ridge} points et Summit à partir de ${f.loyalty.tiers.summit} points. Les avantages de chaque palier sont présentés sur la ${page(f, '/loyalty', 'page Cairn Summit')}. Certains évoluent au fil des saisons, et nous vous prévenons toujours avant de retirer un avantage dont vous bénéficiez.`) },
      { heading: 'Offre de bienvenue', html: p(`Les nouveaux membres bénéficient de ${f.loyalty.welcomePercent} % de remise sur leur prochaine commande, valable ${f.loyalty.welcomeDays} jours à compter de leur adhésion. Elle s’utilise une seule fois, ne se cumule pas avec d’autres remises en pourcentage et ne s’applique pas aux cartes cadeaux.`) },
      { heading: 'Expiration des points', html: p('Vos points restent valables tant que vous en cumulez ou en utilisez au moins une fois tous les 12 mois. Après 12 mois sans aucune activité, le solde expire ; nous vous prévenons par e-mail un mois avant.') },
      { heading: 'Modifications et départ', html: p(`Nous pouvons modifier ces conditions ou les avantages ; nous en informons les membres par e-mail au moins 30 jours avant tout changement qui les concerne. Vous pouvez quitter le programme à tout moment depuis votre compte ou en ${page(f, '/help/contact-us', 'nous contactant')} ; vos points sont alors annulés. Nous pouvons clore une adhésion utilisée pour de la fraude, de la revente ou pour contourner ces conditions.`) },
    ],
  }),
  de: (f) => ({
    title: 'Cairn-Summit-Bedingungen',
    subtitle: 'Die Regeln unseres kostenlosen Treueprogramms, verständlich erklärt.',
    description: 'Wie Cairn-Summit-Mitglieder Punkte sammeln und einlösen, neue Stufen erreichen und ihre Mitgliedschaft behalten.',
    leadNote: note(f),
    blocks: [
      { heading: 'Das Programm', html: p(`Cairn Summit ist das kostenlose Treueprogramm der Cairn Outdoor Co. („Cairn“, „wir“). Diese Bedingungen gelten für alle Mitglieder, zusätzlich zu unseren ${page(f, '/sale-terms', 'Verkaufsbedingungen')} und unserer ${page(f, '/privacy', 'Datenschutzerklärung')}.`) },
      {
        heading: 'Wer mitmachen kann',
        html: ul(
          `Alle ab ${f.minAge} Jahren mit einem Cairn-Konto auf dieser Website (${f.country}).`,
          'Eine Mitgliedschaft pro Person. Sie ist persönlich: Punkte und Prämien können weder verkauft noch zusammengelegt oder übertragen werden.',
          'Die Teilnahme ist kostenlos und setzt keinen Kauf voraus.',
        ),
      },
      {
        heading: 'Punkte sammeln',
        html: ul(
          `Pro vollem ${f.loyalty.perPoint} Einkaufswert erhalten Sie 1 Punkt – nach Rabatten, online und in Cairn-Filialen, wenn Sie an der Kasse die E-Mail-Adresse Ihres Kontos angeben.`,
          'Für Geschenkkarten, Versand, Steuern und den Teil einer Bestellung, der mit Punkten, Prämiencodes oder Programmguthaben bezahlt wird, gibt es keine Punkte. Ebenso wenig für Bestellungen mit Mitarbeiterrabatt.',
          'Die Punkte erscheinen in Ihrem Konto, sobald Ihre Bestellung bestätigt ist. Geben Sie einen Artikel zurück oder stornieren Sie ihn, werden die dafür gutgeschriebenen Punkte wieder abgezogen.',
        ),
      },
      {
        heading: 'Punkte einlösen',
        html: ul(
          `${f.loyalty.pointsPerUnit} Punkte sind ${f.loyalty.perPoint} wert. An der Kasse können Sie ${f.or(f.loyalty.vouchers.map((v) => v.points))} Punkte in eine Prämie im Wert von ${f.or(f.loyalty.vouchers.map((v) => v.value))} umwandeln.`,
          'Eine Prämie bezahlt nur Artikel und nie mehr als den Wert der Bestellung, für die sie eingesetzt wird; ein Rest wird nicht ausgezahlt.',
          'Punkte und Prämien haben keinen Barwert und können nicht für Geschenkkarten eingesetzt werden.',
          'Wird eine teilweise mit Punkten bezahlte Bestellung storniert oder zurückgegeben, werden die Punkte Ihrem Konto wieder gutgeschrieben.',
        ),
      },
      { heading: 'Stufen', html: p(`Ihre Stufe richtet sich nach Ihren Punkten: Trailhead ab dem Beitritt, Ridge ab ${f.loyalty.tiers.ridge} und Summit ab ${f.loyalty.tiers.summit} Punkten. Die Vorteile jeder Stufe finden Sie auf der ${page(f, '/loyalty', 'Cairn-Summit-Seite')}. Manche ändern sich mit den Jahreszeiten, und wir informieren Sie immer, bevor ein Vorteil wegfällt, den Sie nutzen.`) },
      { heading: 'Willkommensangebot', html: p(`Neue Mitglieder erhalten ${f.loyalty.welcomePercent} % Rabatt auf ihre nächste Bestellung, gültig ${f.loyalty.welcomeDays} Tage ab dem Beitritt. Das Angebot gilt einmalig, ist nicht mit anderen Prozentrabatten kombinierbar und gilt nicht für Geschenkkarten.`) },
      { heading: 'Verfall von Punkten', html: p('Ihre Punkte bleiben gültig, solange Sie mindestens einmal in 12 Monaten Punkte sammeln oder einlösen. Nach 12 Monaten ohne Aktivität verfällt das Guthaben; wir erinnern Sie einen Monat vorher per E-Mail.') },
      { heading: 'Änderungen und Austritt', html: p(`Wir können diese Bedingungen oder die Vorteile ändern und informieren Mitglieder mindestens 30 Tage vor einer Änderung, die sie betrifft, per E-Mail. Sie können jederzeit in Ihrem Konto oder über ${page(f, '/help/contact-us', 'unseren Kundenservice')} austreten; Ihre Punkte verfallen dann. Wir können Mitgliedschaften beenden, die für Betrug, Weiterverkauf oder zur Umgehung dieser Bedingungen genutzt werden.`) },
    ],
  }),
  it: (f) => ({
    title: 'Termini Cairn Summit',
    subtitle: 'Le regole del nostro programma fedeltà gratuito, in parole semplici.',
    description: 'Come i membri Cairn Summit accumulano e usano i punti, salgono di livello e mantengono l’iscrizione.',
    leadNote: note(f),
    blocks: [
      { heading: 'Il programma', html: p(`Cairn Summit è il programma fedeltà gratuito di Cairn Outdoor Co. («Cairn», «noi»). Questi termini valgono per tutti i membri, insieme alle nostre ${page(f, '/sale-terms', 'condizioni di vendita')} e alla nostra ${page(f, '/privacy', 'informativa sulla privacy')}.`) },
      {
        heading: 'Chi può iscriversi',
        html: ul(
          `Chiunque abbia almeno ${f.minAge} anni e un account Cairn su questo sito (${f.country}).`,
          'Una sola iscrizione per persona. È personale: punti e premi non si possono vendere, unire né cedere.',
          'L’iscrizione è gratuita e non richiede alcun acquisto.',
        ),
      },
      {
        heading: 'Accumulare punti',
        html: ul(
          `Ricevi 1 punto per ogni ${f.loyalty.perPoint} intero speso in articoli, al netto degli sconti, online e nei negozi Cairn quando alla cassa indichi l’indirizzo email del tuo account.`,
          'Carte regalo, spedizione, imposte e la parte di un ordine pagata con punti, codici premio o credito del programma non danno punti. Nemmeno gli ordini con lo sconto dipendenti.',
          'I punti compaiono nel tuo account appena l’ordine è confermato. Se restituisci o annulli un articolo, i punti che ti ha fatto guadagnare vengono tolti.',
        ),
      },
      {
        heading: 'Usare i punti',
        html: ul(
          `${f.loyalty.pointsPerUnit} punti valgono ${f.loyalty.perPoint}. Al pagamento puoi trasformare ${f.or(f.loyalty.vouchers.map((v) => v.points))} punti in un premio rispettivamente da ${f.or(f.loyalty.vouchers.map((v) => v.value))}.`,
          'Un premio paga solo articoli e mai più dell’importo dell’ordine su cui lo usi; l’eventuale resto non viene rimborsato.',
          'Punti e premi non hanno valore in denaro e non si possono usare per acquistare carte regalo.',
          'Se un ordine pagato in parte con i punti viene annullato o restituito, i punti tornano sul tuo account.',
        ),
      },
      { heading: 'Livelli', html: p(`Il tuo livello dipende dai punti: Trailhead dall’iscrizione, Ridge da ${f.loyalty.tiers.ridge} punti e Summit da ${f.loyalty.tiers.summit} punti. I vantaggi di ogni livello sono descritti nella ${page(f, '/loyalty', 'pagina Cairn Summit')}. Alcuni cambiano con le stagioni e ti avvisiamo sempre prima di togliere un vantaggio di cui godi.`) },
      { heading: 'Offerta di benvenuto', html: p(`I nuovi membri ricevono il ${f.loyalty.welcomePercent}% di sconto sul prossimo ordine, valido ${f.loyalty.welcomeDays} giorni dall’iscrizione. Si usa una sola volta, non è cumulabile con altri sconti in percentuale e non vale per le carte regalo.`) },
      { heading: 'Scadenza dei punti', html: p('I punti restano validi finché ne accumuli o ne usi almeno una volta ogni 12 mesi. Dopo 12 mesi senza attività il saldo scade; ti avvisiamo via email un mese prima.') },
      { heading: 'Modifiche e recesso', html: p(`Possiamo modificare questi termini o i vantaggi e avvisiamo i membri via email almeno 30 giorni prima di ogni modifica che li riguarda. Puoi lasciare il programma quando vuoi dal tuo account o ${page(f, '/help/contact-us', 'contattandoci')}; i tuoi punti vengono annullati. Possiamo chiudere un’iscrizione usata per frodi, rivendita o per aggirare questi termini.`) },
    ],
  }),
};

export const BRAND_TERMS: PageWords = {
  en: (f) => ({
    title: 'Terms of use',
    subtitle: 'The ground rules for using the Cairn website.',
    description: 'The terms that apply when you browse the Cairn website, create an account or post a review.',
    leadNote: note(f),
    blocks: [
      { heading: 'About these terms', html: p(`These terms apply when you use the Cairn website and its services, run by Cairn Outdoor Co. By using the site you accept them. Buying from us is covered by our ${page(f, '/sale-terms', 'terms of sale')}, and the way we handle your data by our ${page(f, '/privacy', 'privacy notice')}.`) },
      {
        heading: 'Your account',
        html: ul(
          'Give us accurate details and keep them up to date.',
          'Keep your password to yourself, and tell us straight away if you think someone else has used your account.',
          `You must be ${f.minAge} or over to open an account.`,
          'We may suspend or close an account used for fraud, abuse or automated buying.',
        ),
      },
      { heading: 'Our names, designs and photos', html: p('“Cairn”, “Cairn Summit” and the cairn logo are trademarks of Cairn Outdoor Co. The text, photos, designs and software of this site belong to us or to those who licensed them to us. You may view and share pages for your own, non-commercial use; copying product photos or descriptions, scraping the site or framing it in another needs our written permission.') },
      {
        heading: 'Reviews, photos and questions you post',
        html: ul(
          'What you post stays yours. You give us a free, worldwide licence to show it with your display name on our sites, in our stores and on our social channels, and to shorten or translate it without changing its meaning.',
          'Be honest and stay on topic: write about products you have used, and leave out other people’s personal details, links, and anything unlawful or offensive.',
          'We read every post before it appears and may decline or remove one that breaks these rules. We never edit a review to change its rating.',
        ),
      },
      { heading: 'Links and other services', html: p('The site links to other services (social networks, payment providers, carriers). Their own terms apply there, and we are not responsible for their content.') },
      { heading: 'If something goes wrong', html: p('We work hard to keep the site accurate and available, but we can’t promise it will always be free of errors or interruptions. Nothing in these terms limits our liability where the law does not allow it to be limited, and you keep every right consumer law gives you.') },
      { heading: 'Changes and contact', html: p(`We may update these terms; the date at the top shows the current version. Questions? ${page(f, '/help/contact-us', 'Contact us')}.`) },
    ],
  }),
  fr: (f) => ({
    title: 'Conditions d’utilisation',
    subtitle: 'Les règles de base pour utiliser le site Cairn.',
    description: 'Les conditions qui s’appliquent lorsque vous consultez le site Cairn, créez un compte ou publiez un avis.',
    leadNote: note(f),
    blocks: [
      { heading: 'À propos de ces conditions', html: p(`Ces conditions s’appliquent à l’utilisation du site Cairn et de ses services, édités par Cairn Outdoor Co. En utilisant le site, vous les acceptez. Vos achats sont régis par nos ${page(f, '/sale-terms', 'conditions de vente')}, et le traitement de vos données par notre ${page(f, '/privacy', 'politique de confidentialité')}.`) },
      {
        heading: 'Votre compte',
        html: ul(
          'Donnez-nous des informations exactes et tenez-les à jour.',
          'Gardez votre mot de passe pour vous, et prévenez-nous sans attendre si vous pensez que quelqu’un d’autre a utilisé votre compte.',
          `Vous devez avoir ${f.minAge} ans ou plus pour ouvrir un compte.`,
          'Nous pouvons suspendre ou fermer un compte utilisé pour de la fraude, des abus ou des achats automatisés.',
        ),
      },
      { heading: 'Nos marques, créations et photos', html: p('« Cairn », « Cairn Summit » et le logo cairn sont des marques de Cairn Outdoor Co. Les textes, photos, créations et logiciels de ce site nous appartiennent ou nous sont concédés sous licence. Vous pouvez consulter et partager les pages pour un usage personnel et non commercial ; copier les photos ou descriptions de produits, extraire le contenu du site de manière automatisée ou l’intégrer dans un autre site nécessite notre accord écrit.') },
      {
        heading: 'Avis, photos et questions que vous publiez',
        html: ul(
          'Ce que vous publiez reste à vous. Vous nous accordez une licence gratuite et mondiale pour l’afficher avec votre nom d’affichage sur nos sites, dans nos magasins et sur nos réseaux sociaux, et pour le raccourcir ou le traduire sans en changer le sens.',
          'Soyez honnête et restez dans le sujet : parlez de produits que vous avez utilisés, et n’incluez ni données personnelles d’autrui, ni liens, ni contenu illicite ou offensant.',
          'Nous lisons chaque publication avant sa mise en ligne et pouvons refuser ou retirer celles qui ne respectent pas ces règles. Nous ne modifions jamais un avis pour en changer la note.',
        ),
      },
      { heading: 'Liens et autres services', html: p('Le site renvoie vers d’autres services (réseaux sociaux, prestataires de paiement, transporteurs). Leurs propres conditions s’y appliquent, et nous ne sommes pas responsables de leur contenu.') },
      { heading: 'En cas de problème', html: p('Nous faisons tout pour que le site soit exact et disponible, mais nous ne pouvons pas garantir qu’il sera toujours exempt d’erreurs ou d’interruptions. Rien dans ces conditions ne limite notre responsabilité lorsque la loi ne le permet pas, et vous conservez tous les droits que vous donne le droit de la consommation.') },
      { heading: 'Modifications et contact', html: p(`Nous pouvons mettre à jour ces conditions ; la date en haut de page indique la version en vigueur. Une question ? ${page(f, '/help/contact-us', 'Contactez-nous')}.`) },
    ],
  }),
  de: (f) => ({
    title: 'Nutzungsbedingungen',
    subtitle: 'Die Spielregeln für die Nutzung der Cairn-Website.',
    description: 'Die Bedingungen, die gelten, wenn Sie die Cairn-Website besuchen, ein Konto anlegen oder eine Bewertung schreiben.',
    leadNote: note(f),
    blocks: [
      { heading: 'Über diese Bedingungen', html: p(`Diese Bedingungen gelten für die Nutzung der Cairn-Website und ihrer Dienste, betrieben von der Cairn Outdoor Co. Mit der Nutzung der Website erkennen Sie sie an. Für Käufe gelten unsere ${page(f, '/sale-terms', 'Verkaufsbedingungen')}, für den Umgang mit Ihren Daten unsere ${page(f, '/privacy', 'Datenschutzerklärung')}.`) },
      {
        heading: 'Ihr Konto',
        html: ul(
          'Machen Sie richtige Angaben und halten Sie sie aktuell.',
          'Behalten Sie Ihr Passwort für sich und sagen Sie uns sofort Bescheid, wenn Sie vermuten, dass jemand anderes Ihr Konto genutzt hat.',
          `Für ein Konto müssen Sie mindestens ${f.minAge} Jahre alt sein.`,
          'Wir können Konten sperren oder schließen, die für Betrug, Missbrauch oder automatisierte Käufe genutzt werden.',
        ),
      },
      { heading: 'Unsere Marken, Designs und Fotos', html: p('„Cairn“, „Cairn Summit“ und das Cairn-Logo sind Marken der Cairn Outdoor Co. Texte, Fotos, Designs und Software dieser Website gehören uns oder unseren Lizenzgebern. Sie dürfen die Seiten für private, nicht kommerzielle Zwecke ansehen und teilen. Wer Produktfotos oder -beschreibungen kopieren, die Website automatisiert auslesen oder in eine andere einbetten möchte, braucht unsere schriftliche Zustimmung.') },
      {
        heading: 'Ihre Bewertungen, Fotos und Fragen',
        html: ul(
          'Was Sie veröffentlichen, bleibt Ihres. Sie räumen uns ein kostenloses, weltweites Recht ein, es mit Ihrem Anzeigenamen auf unseren Websites, in unseren Filialen und in unseren sozialen Kanälen zu zeigen und es zu kürzen oder zu übersetzen, ohne den Sinn zu verändern.',
          'Bleiben Sie ehrlich und beim Thema: Schreiben Sie über Produkte, die Sie benutzt haben, und lassen Sie personenbezogene Daten anderer, Links sowie rechtswidrige oder beleidigende Inhalte weg.',
          'Wir lesen jeden Beitrag vor der Veröffentlichung und können Beiträge ablehnen oder entfernen, die gegen diese Regeln verstoßen. Eine Bewertung ändern wir nie, um ihre Sternezahl zu beeinflussen.',
        ),
      },
      { heading: 'Links und andere Dienste', html: p('Die Website verlinkt auf andere Dienste (soziale Netzwerke, Zahlungsanbieter, Versanddienstleister). Dort gelten deren eigene Bedingungen; für ihre Inhalte sind wir nicht verantwortlich.') },
      { heading: 'Wenn etwas schiefgeht', html: p('Wir tun viel dafür, dass die Website richtig und erreichbar ist, können aber nicht versprechen, dass sie immer fehlerfrei und ohne Unterbrechung läuft. Für Vorsatz und grobe Fahrlässigkeit sowie bei Verletzung von Leben, Körper oder Gesundheit haften wir unbeschränkt; Ihre gesetzlichen Rechte als Verbraucher bleiben unberührt.') },
      { heading: 'Änderungen und Kontakt', html: p(`Wir können diese Bedingungen anpassen; das Datum oben zeigt die aktuelle Fassung. Fragen? ${page(f, '/help/contact-us', 'Schreiben Sie uns')}.`) },
    ],
  }),
  it: (f) => ({
    title: 'Termini d’uso',
    subtitle: 'Le regole di base per usare il sito Cairn.',
    description: 'I termini che valgono quando navighi sul sito Cairn, crei un account o pubblichi una recensione.',
    leadNote: note(f),
    blocks: [
      { heading: 'Questi termini', html: p(`Questi termini valgono quando usi il sito Cairn e i suoi servizi, gestiti da Cairn Outdoor Co. Usando il sito li accetti. Gli acquisti sono regolati dalle nostre ${page(f, '/sale-terms', 'condizioni di vendita')} e il trattamento dei tuoi dati dalla nostra ${page(f, '/privacy', 'informativa sulla privacy')}.`) },
      {
        heading: 'Il tuo account',
        html: ul(
          'Fornisci dati corretti e tienili aggiornati.',
          'Non condividere la password e avvisaci subito se pensi che qualcun altro abbia usato il tuo account.',
          `Per aprire un account devi avere almeno ${f.minAge} anni.`,
          'Possiamo sospendere o chiudere un account usato per frodi, abusi o acquisti automatizzati.',
        ),
      },
      { heading: 'I nostri marchi, design e foto', html: p('«Cairn», «Cairn Summit» e il logo con l’ometto di pietra sono marchi di Cairn Outdoor Co. Testi, foto, design e software di questo sito sono nostri o ci sono concessi in licenza. Puoi consultare e condividere le pagine per uso personale e non commerciale; per copiare foto o descrizioni dei prodotti, estrarre contenuti in modo automatico o incorporare il sito in un altro serve il nostro consenso scritto.') },
      {
        heading: 'Recensioni, foto e domande che pubblichi',
        html: ul(
          'Quello che pubblichi resta tuo. Ci concedi una licenza gratuita e mondiale per mostrarlo con il tuo nome visualizzato sui nostri siti, nei negozi e sui nostri canali social, e per abbreviarlo o tradurlo senza cambiarne il senso.',
          'Sii onesto e resta in tema: parla di prodotti che hai usato e non inserire dati personali di altri, link o contenuti illeciti od offensivi.',
          'Leggiamo ogni contributo prima della pubblicazione e possiamo rifiutare o rimuovere quelli che non rispettano queste regole. Non modifichiamo mai una recensione per cambiarne il voto.',
        ),
      },
      { heading: 'Link e altri servizi', html: p('Il sito rimanda ad altri servizi (social network, fornitori di pagamento, corrieri). Lì valgono i loro termini e non siamo responsabili dei loro contenuti.') },
      { heading: 'Se qualcosa va storto', html: p('Facciamo il possibile perché il sito sia corretto e disponibile, ma non possiamo garantire che sia sempre privo di errori o interruzioni. Nulla in questi termini limita la nostra responsabilità dove la legge non lo consente, e restano salvi tutti i diritti che il Codice del consumo ti riconosce.') },
      { heading: 'Modifiche e contatti', html: p(`Possiamo aggiornare questi termini; la data in alto indica la versione in vigore. Domande? ${page(f, '/help/contact-us', 'Contattaci')}.`) },
    ],
  }),
};

/** Working days are business days in North America. */
const days = (f: Facts) => (f.site.country === 'GB' ? 'working days' : 'business days');

export const SALE_TERMS: PageWords = {
  en: (f) => {
    const us = f.site.country === 'US';
    const gb = f.site.country === 'GB';
    return {
      title: 'Terms of sale',
      subtitle: `What to expect when you order from the Cairn online shop in ${f.countries}.`,
      description: 'Orders, prices, payment, delivery, returns and warranty when you buy from the Cairn online shop.',
      leadNote: note(f),
      blocks: [
        { heading: 'Who you are buying from', html: p(`You buy from Cairn Outdoor Co. These terms apply to orders placed on this site for delivery to ${f.countries}, alongside our ${page(f, '/brand-terms', 'terms of use')}.`) },
        { heading: 'Your order', html: p('When you place an order, we email you a confirmation; this is not yet our acceptance. The contract is made when we email you that your order has shipped or is ready to collect. If we can’t supply an item, we tell you and you are not charged for it.') },
        {
          heading: 'Prices and tax',
          html: p(
            f.taxIncluded ? 'Prices include VAT at the current rate.' : `Prices don’t include ${us ? 'sales tax' : 'sales taxes (GST/HST/PST)'}, which ${us ? 'is' : 'are'} added at checkout based on the delivery address.`,
            'If a price on the site is clearly wrong, we contact you before shipping: you can confirm at the right price or cancel.',
          ),
        },
        { heading: 'Payment', html: p('We accept major credit and debit cards, PayPal, Klarna where it is offered at checkout, Cairn gift cards and Cairn Summit rewards. Your card is authorised when you order and charged when the order ships. Card details go straight to our payment provider: we never see or store your full card number.') },
        { heading: 'Codes and promotions', html: p('Promotional codes and offers run for the period stated, under the conditions shown with them. They can’t be exchanged for cash, used on gift cards or added to an order already placed.') },
        {
          heading: 'Delivery',
          html: p(
            `We deliver to ${f.countries}. Standard delivery takes 3 to 5 ${days(f)} and costs ${f.shipping.standard}; it is free for orders of ${f.shipping.freeFrom} or more (merchandise, after discounts).${f.shipping.collectionPoint ? ` Delivery to a collection point costs ${f.shipping.collectionPoint}.` : ''} Collecting your order from a Cairn store is free.`,
            'Personalised items take 21 to 28 days; checkout shows the expected date for each item. The parcel is your responsibility once it has been delivered.',
          ),
        },
        {
          heading: 'Returns',
          html: p(
            `You can return unworn items within ${f.returnDays} days of delivery for a refund: ${page(f, '/help/returns/how-to-return', 'how to return')} explains the steps.`,
            ...(gb
              ? [`This goes beyond your legal right to cancel under the Consumer Contracts Regulations: you can cancel a purchase within 14 days of delivery without giving a reason, by telling us clearly (for example by email to ${mail(f.contact.email)}) and sending the items back within 14 days after that. We refund the price and the standard delivery cost within 14 days of receiving the items, or proof that you sent them.`]
              : []),
          ),
        },
        {
          heading: 'Warranty and faulty items',
          html: gb
            ? p('Your statutory rights under the Consumer Rights Act 2015 apply: goods must be of satisfactory quality, fit for purpose and as described. A faulty item can be rejected for a full refund within 30 days, and after that repaired or replaced. On top of that, Cairn products carry a 2-year warranty against defects in materials and workmanship.', `If something fails, ${page(f, '/help/contact-us', 'contact us')}: we pay the return postage.`)
            : p(`Cairn footwear, apparel and gear come with a 2-year warranty against defects in materials and workmanship, from the date of purchase. It doesn’t cover normal wear and tear, accidents or alterations. If something fails, ${page(f, '/help/contact-us', 'contact us')}: we repair it, replace it or refund it. This warranty is in addition to your rights under the law of your ${us ? 'state' : 'province or territory'}.`),
        },
        {
          heading: 'Governing law',
          html: p(
            us
              ? 'These terms are governed by the laws of the State of Colorado. Nothing in them limits the rights you have as a consumer under the law of the state where you live.'
              : gb
                ? 'These terms are governed by the law of England and Wales. If you live in Scotland or Northern Ireland, you can also bring proceedings in your local courts.'
                : 'These terms are governed by the laws of the province or territory where you live and the federal laws of Canada that apply there.',
          ),
        },
      ],
    };
  },
  fr: (f) => {
    const ca = f.site.country === 'CA';
    return {
      title: 'Conditions de vente',
      subtitle: `Ce qui vous attend lorsque vous commandez sur la boutique en ligne Cairn (${f.country}).`,
      description: 'Commandes, prix, paiement, livraison, retours et garanties pour vos achats sur la boutique en ligne Cairn.',
      leadNote: note(f),
      blocks: [
        { heading: 'Votre vendeur', html: p(`Vous achetez auprès de Cairn Outdoor Co. Ces conditions s’appliquent aux commandes passées sur ce site pour une livraison ${ca ? 'au Canada' : 'en France et à Monaco'}, en complément de nos ${page(f, '/brand-terms', 'conditions d’utilisation')}.`) },
        { heading: 'Votre commande', html: p('Lorsque vous passez commande, nous vous envoyons un e-mail de confirmation de réception. Le contrat est conclu lorsque nous vous confirmons par e-mail l’expédition de votre commande ou sa mise à disposition en magasin. Si un article ne peut pas être fourni, nous vous en informons et il ne vous est pas facturé.') },
        {
          heading: 'Prix et taxes',
          html: p(
            ca ? 'Les prix ne comprennent pas les taxes de vente (TPS, TVH, TVQ ou TVP), ajoutées au paiement selon l’adresse de livraison.' : 'Les prix s’entendent toutes taxes comprises, TVA au taux en vigueur incluse.',
            'Si un prix affiché est manifestement erroné, nous vous contactons avant l’expédition : vous pouvez confirmer au bon prix ou annuler.',
          ),
        },
        { heading: 'Paiement', html: p('Nous acceptons les principales cartes de crédit et de débit, PayPal, Klarna lorsqu’il est proposé au paiement, les cartes cadeaux Cairn et les récompenses Cairn Summit. Votre carte est autorisée à la commande et débitée à l’expédition. Vos données de carte sont transmises directement à notre prestataire de paiement : nous ne voyons ni ne conservons jamais votre numéro de carte complet.') },
        { heading: 'Codes et promotions', html: p('Les codes promotionnels et les offres sont valables pendant la période indiquée et aux conditions affichées avec eux. Ils ne sont ni échangeables contre de l’argent, ni utilisables sur les cartes cadeaux ou sur une commande déjà passée.') },
        {
          heading: 'Livraison',
          html: p(
            `Nous livrons ${ca ? 'partout au Canada' : 'en France et à Monaco'}. La livraison standard prend de 3 à 5 jours ouvrables et coûte ${f.shipping.standard} ; elle est offerte dès ${f.shipping.freeFrom} d’achat (articles, après remises).${f.shipping.collectionPoint ? ` La livraison en point relais coûte ${f.shipping.collectionPoint}.` : ''} Le retrait en magasin Cairn est gratuit.`,
            'Les articles personnalisés demandent de 21 à 28 jours ; la date prévue de chaque article est indiquée au paiement. Le colis est sous votre responsabilité dès sa livraison.',
          ),
        },
        {
          heading: 'Retours et droit de rétractation',
          html: p(
            `Vous pouvez retourner les articles non portés dans les ${f.returnDays} jours suivant la livraison pour être remboursé : la page ${page(f, '/help/returns/how-to-return', 'Comment retourner')} détaille la marche à suivre.`,
            ...(ca
              ? []
              : [`Ce délai s’ajoute à votre droit légal de rétractation : vous pouvez vous rétracter dans les 14 jours suivant la livraison, sans avoir à vous justifier, en nous l’indiquant clairement (par exemple par e-mail à ${mail(f.contact.email)}) puis en renvoyant les articles dans les 14 jours suivants. Nous remboursons le prix et les frais de livraison standard dans les 14 jours suivant la réception des articles ou de la preuve de leur expédition.`]),
          ),
        },
        {
          heading: 'Garanties',
          html: ca
            ? p(`Les chaussures, vêtements et équipements Cairn sont garantis 2 ans contre les défauts de matériaux et de fabrication, à compter de la date d’achat. La garantie ne couvre pas l’usure normale, les accidents ni les modifications. En cas de problème, ${page(f, '/help/contact-us', 'contactez-nous')} : nous réparons, remplaçons ou remboursons l’article. Cette garantie s’ajoute aux garanties prévues par la loi de votre province ou territoire, notamment, au Québec, par la Loi sur la protection du consommateur.`)
            : p('Vous bénéficiez de la garantie légale de conformité pendant 2 ans à compter de la livraison (articles L217-3 et suivants du Code de la consommation) et de la garantie des vices cachés (articles 1641 et suivants du Code civil). En plus de ces garanties, les produits Cairn sont garantis 2 ans contre les défauts de matériaux et de fabrication.', `En cas de problème, ${page(f, '/help/contact-us', 'contactez-nous')} : les frais de retour sont à notre charge.`),
        },
        {
          heading: 'Droit applicable',
          html: p(
            ca
              ? 'Ces conditions sont régies par les lois de la province ou du territoire où vous habitez et par les lois fédérales du Canada qui s’y appliquent.'
              : 'Ces conditions sont régies par le droit français. En cas de litige, vous pouvez recourir gratuitement au médiateur de la consommation dont nous relevons, dont nous vous communiquons les coordonnées sur simple demande, ou saisir la juridiction compétente.',
          ),
        },
      ],
    };
  },
  de: (f) => ({
    title: 'Verkaufsbedingungen',
    subtitle: 'Was Sie erwartet, wenn Sie im Cairn-Onlineshop bestellen.',
    description: 'Bestellung, Preise, Zahlung, Lieferung, Rückgabe und Gewährleistung beim Einkauf im Cairn-Onlineshop.',
    leadNote: note(f),
    blocks: [
      { heading: 'Ihr Vertragspartner', html: p(`Sie kaufen bei der Cairn Outdoor Co. Diese Bedingungen gelten für Bestellungen auf dieser Website mit Lieferung nach ${f.countries}, zusätzlich zu unseren ${page(f, '/brand-terms', 'Nutzungsbedingungen')}.`) },
      { heading: 'Ihre Bestellung', html: p('Nach Ihrer Bestellung erhalten Sie eine Eingangsbestätigung per E-Mail; sie ist noch keine Annahme. Der Vertrag kommt zustande, wenn wir Ihnen per E-Mail den Versand oder die Abholbereitschaft bestätigen. Können wir einen Artikel nicht liefern, teilen wir Ihnen das mit und berechnen ihn nicht.') },
      { heading: 'Preise', html: p('Alle Preise enthalten die gesetzliche Mehrwertsteuer.', 'Ist ein Preis auf der Website offensichtlich falsch, melden wir uns vor dem Versand: Sie können zum richtigen Preis bestätigen oder stornieren.') },
      { heading: 'Zahlung', html: p('Wir akzeptieren gängige Kredit- und Debitkarten, PayPal, Klarna (wenn an der Kasse angeboten), Cairn-Geschenkkarten und Cairn-Summit-Prämien. Ihre Karte wird bei der Bestellung autorisiert und beim Versand belastet. Kartendaten gehen direkt an unseren Zahlungsdienstleister: Ihre vollständige Kartennummer sehen und speichern wir nie.') },
      { heading: 'Gutscheincodes und Aktionen', html: p('Gutscheincodes und Angebote gelten im angegebenen Zeitraum zu den dort genannten Bedingungen. Sie können nicht bar ausgezahlt, nicht für Geschenkkarten verwendet und nicht nachträglich auf eine aufgegebene Bestellung angewendet werden.') },
      {
        heading: 'Lieferung',
        html: p(
          `Wir liefern nach ${f.countries}. Der Standardversand dauert 3 bis 5 Werktage und kostet ${f.shipping.standard}; ab einem Warenwert von ${f.shipping.freeFrom} (nach Rabatten) ist er kostenlos.${f.shipping.collectionPoint ? ` Die Lieferung an eine Packstation oder einen Paketshop kostet ${f.shipping.collectionPoint}.` : ''} Die Abholung in einer Cairn-Filiale ist kostenlos.`,
          'Personalisierte Artikel brauchen 21 bis 28 Tage; das voraussichtliche Datum steht an der Kasse bei jedem Artikel.',
        ),
      },
      {
        heading: 'Rückgabe und Widerrufsrecht',
        html: p(
          `Ungetragene Artikel können Sie innerhalb von ${f.returnDays} Tagen nach Lieferung zurückgeben und erhalten Ihr Geld zurück; wie das geht, steht unter ${page(f, '/help/returns/how-to-return', 'So geht die Rückgabe')}.`,
          `Ihr gesetzliches Widerrufsrecht bleibt davon unberührt: Sie können den Vertrag binnen 14 Tagen ab Lieferung ohne Angabe von Gründen widerrufen, indem Sie uns eine eindeutige Erklärung senden (etwa per E-Mail an ${mail(f.contact.email)}) und die Ware innerhalb von 14 weiteren Tagen zurückschicken. Wir erstatten den Kaufpreis und die Kosten des Standardversands binnen 14 Tagen, sobald die Ware oder ein Nachweis der Rücksendung bei uns ist.`,
        ),
      },
      { heading: 'Gewährleistung und Garantie', html: p('Es gilt die gesetzliche Mängelhaftung von 2 Jahren ab Lieferung. Zusätzlich geben wir auf Cairn-Produkte eine Garantie von 2 Jahren auf Material- und Verarbeitungsfehler; normale Abnutzung, Unfälle und Änderungen sind davon ausgenommen.', `Wenn etwas nicht in Ordnung ist, ${page(f, '/help/contact-us', 'melden Sie sich')}: Die Kosten der Rücksendung übernehmen wir.`) },
      { heading: 'Anwendbares Recht und Streitbeilegung', html: p('Es gilt deutsches Recht unter Ausschluss des UN-Kaufrechts; zwingende Verbraucherschutzvorschriften Ihres Wohnsitzlandes bleiben unberührt. Wir sind weder bereit noch verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.') },
    ],
  }),
  it: (f) => ({
    title: 'Condizioni di vendita',
    subtitle: 'Cosa aspettarti quando ordini sul negozio online Cairn.',
    description: 'Ordini, prezzi, pagamento, consegna, resi e garanzie per gli acquisti sul negozio online Cairn.',
    leadNote: note(f),
    blocks: [
      { heading: 'Il venditore', html: p(`Acquisti da Cairn Outdoor Co. Queste condizioni valgono per gli ordini effettuati su questo sito con consegna in Italia, a San Marino e nella Città del Vaticano, insieme ai nostri ${page(f, '/brand-terms', 'termini d’uso')}.`) },
      { heading: 'Il tuo ordine', html: p('Quando effettui un ordine ti inviamo un’email di conferma di ricezione. Il contratto si conclude quando ti confermiamo via email la spedizione o la disponibilità al ritiro. Se non possiamo fornire un articolo, te lo comunichiamo e non ti viene addebitato.') },
      { heading: 'Prezzi', html: p('Tutti i prezzi sono comprensivi di IVA.', 'Se un prezzo sul sito è palesemente errato, ti contattiamo prima della spedizione: puoi confermare al prezzo corretto o annullare.') },
      { heading: 'Pagamento', html: p('Accettiamo le principali carte di credito e di debito, PayPal, Klarna quando è proposto al pagamento, le carte regalo Cairn e i premi Cairn Summit. La carta viene autorizzata all’ordine e addebitata alla spedizione. I dati della carta vanno direttamente al nostro fornitore di pagamento: non vediamo né conserviamo mai il numero completo.') },
      { heading: 'Codici e promozioni', html: p('Codici promozionali e offerte valgono nel periodo indicato e alle condizioni riportate. Non sono convertibili in denaro, non si applicano alle carte regalo né a ordini già effettuati.') },
      {
        heading: 'Consegna',
        html: p(
          `Consegniamo in Italia, a San Marino e nella Città del Vaticano. La spedizione standard richiede da 3 a 5 giorni lavorativi e costa ${f.shipping.standard}; è gratuita per ordini da ${f.shipping.freeFrom} (articoli, al netto degli sconti).${f.shipping.collectionPoint ? ` La consegna in un punto di ritiro costa ${f.shipping.collectionPoint}.` : ''} Il ritiro in un negozio Cairn è gratuito.`,
          'Gli articoli personalizzati richiedono da 21 a 28 giorni; la data prevista di ogni articolo è indicata al pagamento.',
        ),
      },
      {
        heading: 'Resi e diritto di recesso',
        html: p(
          `Puoi restituire gli articoli non indossati entro ${f.returnDays} giorni dalla consegna ed essere rimborsato: la pagina ${page(f, '/help/returns/how-to-return', 'Come fare un reso')} spiega come.`,
          `Resta salvo il tuo diritto di recesso per legge: puoi recedere entro 14 giorni dalla consegna senza indicarne il motivo, comunicandocelo in modo chiaro (ad esempio via email a ${mail(f.contact.email)}) e rispedendo gli articoli entro i 14 giorni successivi. Rimborsiamo il prezzo e le spese di spedizione standard entro 14 giorni dal ricevimento degli articoli o della prova della spedizione.`,
        ),
      },
      { heading: 'Garanzie', html: p('Hai diritto alla garanzia legale di conformità di 2 anni dalla consegna (Codice del consumo, articoli 128 e seguenti). In più, i prodotti Cairn sono garantiti 2 anni contro i difetti di materiali e di lavorazione; sono esclusi la normale usura, gli incidenti e le modifiche.', `Se qualcosa non va, ${page(f, '/help/contact-us', 'contattaci')}: le spese di restituzione sono a nostro carico.`) },
      { heading: 'Legge applicabile', html: p('Queste condizioni sono regolate dalla legge italiana. Per le controversie è competente il foro del luogo in cui risiedi.') },
    ],
  }),
};

export const SMS_TERMS: PageWords = {
  en: (f) => ({
    title: 'SMS terms',
    subtitle: 'Text messages from Cairn: what you get and how to stop them.',
    description: 'The terms of Cairn’s marketing text messages: what we send, how often, what it costs and how to opt out.',
    leadNote: note(f),
    blocks: [
      { heading: 'What you sign up for', html: p('When you opt in, Cairn sends recurring marketing text messages to the mobile number you give us: new gear, sales, member offers and event reminders. We send up to 6 messages a month, between 9 am and 8 pm your time. Order and delivery updates by text are a separate choice in your notification settings.') },
      { heading: 'Your consent', html: p(`Signing up is optional and never a condition of buying anything. You must be ${f.minAge} or over and the holder of the mobile number, or have their permission.`) },
      { heading: 'How to stop', html: p(`Reply STOP to any message and we stop; we confirm with one last message and send nothing more. You can also switch text messages off in your account. Reply HELP for help, or ${page(f, '/help/contact-us', 'contact us')}.`) },
      {
        heading: 'What it costs',
        html: p(f.nora ? 'We don’t charge for our messages, but message and data rates from your mobile carrier may apply. Carriers are not liable for delayed or undelivered messages.' : 'We don’t charge for our messages. Receiving them is normally free; a reply costs what your mobile plan charges for a text.'),
      },
      { heading: 'Your number and your data', html: p(`We use your number only to send the messages you chose, and we never sell it or share it with others for their marketing. Our ${page(f, '/privacy', 'privacy notice')} explains the rest.`) },
    ],
  }),
  fr: (f) => ({
    title: 'Conditions SMS',
    subtitle: 'Les SMS de Cairn : ce que vous recevez et comment les arrêter.',
    description: 'Les conditions des SMS promotionnels de Cairn : ce que nous envoyons, à quelle fréquence, ce que cela coûte et comment vous désinscrire.',
    leadNote: note(f),
    blocks: [
      { heading: 'Ce à quoi vous vous inscrivez', html: p('En vous inscrivant, vous recevez de Cairn des SMS promotionnels réguliers au numéro de mobile que vous nous donnez : nouveautés, soldes, offres réservées aux membres et rappels d’événements. Nous envoyons au plus 6 messages par mois, entre 9 h et 20 h. Le suivi de commande et de livraison par SMS est un choix distinct, dans vos préférences de notification.') },
      { heading: 'Votre consentement', html: p(`L’inscription est facultative et n’est jamais une condition d’achat. Vous devez avoir ${f.minAge} ans ou plus et être titulaire du numéro, ou avoir son accord.`) },
      { heading: 'Comment arrêter', html: p(`Répondez STOP à n’importe quel message pour ne plus rien recevoir ; nous le confirmons par un dernier message. Vous pouvez aussi désactiver les SMS depuis votre compte. Répondez AIDE pour obtenir de l’aide, ou ${page(f, '/help/contact-us', 'contactez-nous')}.`) },
      {
        heading: 'Ce que cela coûte',
        html: p(f.nora ? 'Nos messages sont gratuits, mais les frais de messagerie et de données de votre fournisseur peuvent s’appliquer. Les fournisseurs ne sont pas responsables des messages retardés ou non remis.' : 'Nos messages sont gratuits. Leur réception l’est normalement aussi ; une réponse vous coûte le prix d’un SMS selon votre forfait.'),
      },
      { heading: 'Votre numéro et vos données', html: p(`Nous utilisons votre numéro uniquement pour vous envoyer les messages choisis ; nous ne le vendons jamais et ne le partageons avec personne à des fins de prospection. Notre ${page(f, '/privacy', 'politique de confidentialité')} précise le reste.`) },
    ],
  }),
  de: (f) => ({
    title: 'SMS-Bedingungen',
    subtitle: 'SMS von Cairn: was Sie bekommen und wie Sie sie abbestellen.',
    description: 'Die Bedingungen für Werbe-SMS von Cairn: was wir senden, wie oft, was es kostet und wie Sie sich abmelden.',
    leadNote: note(f),
    blocks: [
      { heading: 'Wofür Sie sich anmelden', html: p('Mit Ihrer Einwilligung schickt Ihnen Cairn regelmäßig Werbe-SMS an die angegebene Mobilnummer: neue Ausrüstung, Sales, Angebote für Mitglieder und Erinnerungen an Events. Wir senden höchstens 6 Nachrichten im Monat, zwischen 9 und 20 Uhr. Bestell- und Versandinfos per SMS wählen Sie getrennt davon in Ihren Benachrichtigungseinstellungen.') },
      { heading: 'Ihre Einwilligung', html: p(`Die Anmeldung ist freiwillig und nie Voraussetzung für einen Kauf. Sie müssen mindestens ${f.minAge} Jahre alt und Inhaber der Mobilnummer sein oder dessen Erlaubnis haben.`) },
      { heading: 'Abmelden', html: p(`Antworten Sie auf eine beliebige Nachricht mit STOP, und wir hören auf; eine letzte SMS bestätigt das. Sie können SMS auch in Ihrem Konto abschalten. Mit HILFE erhalten Sie Unterstützung, oder Sie ${page(f, '/help/contact-us', 'kontaktieren uns')}.`) },
      { heading: 'Kosten', html: p('Unsere Nachrichten sind kostenlos, und ihr Empfang ist es in der Regel auch; eine Antwort kostet, was Ihr Mobilfunktarif für eine SMS berechnet.') },
      { heading: 'Ihre Nummer und Ihre Daten', html: p(`Wir verwenden Ihre Nummer nur für die Nachrichten, die Sie gewählt haben, und verkaufen sie nie oder geben sie für fremde Werbung weiter. Mehr dazu in unserer ${page(f, '/privacy', 'Datenschutzerklärung')}.`) },
    ],
  }),
  it: (f) => ({
    title: 'Termini SMS',
    subtitle: 'Gli SMS di Cairn: cosa ricevi e come smettere di riceverli.',
    description: 'I termini degli SMS promozionali di Cairn: cosa inviamo, con che frequenza, quanto costa e come annullare l’iscrizione.',
    leadNote: note(f),
    blocks: [
      { heading: 'A cosa ti iscrivi', html: p('Iscrivendoti, ricevi da Cairn SMS promozionali periodici al numero di cellulare che ci indichi: nuova attrezzatura, saldi, offerte per i membri e promemoria degli eventi. Inviamo al massimo 6 messaggi al mese, tra le 9 e le 20. Gli aggiornamenti su ordini e consegne via SMS sono una scelta separata, nelle preferenze di notifica.') },
      { heading: 'Il tuo consenso', html: p(`L’iscrizione è facoltativa e non è mai una condizione d’acquisto. Devi avere almeno ${f.minAge} anni ed essere intestatario del numero, o averne il permesso.`) },
      { heading: 'Come smettere', html: p(`Rispondi STOP a qualsiasi messaggio e smettiamo; lo confermiamo con un ultimo SMS. Puoi anche disattivare gli SMS dal tuo account. Rispondi AIUTO per ricevere assistenza, oppure ${page(f, '/help/contact-us', 'contattaci')}.`) },
      { heading: 'Quanto costa', html: p('I nostri messaggi sono gratuiti e di norma lo è anche riceverli; una risposta costa quanto un SMS secondo il tuo piano tariffario.') },
      { heading: 'Il tuo numero e i tuoi dati', html: p(`Usiamo il tuo numero solo per inviarti i messaggi che hai scelto e non lo vendiamo né lo cediamo ad altri per il loro marketing. La nostra ${page(f, '/privacy', 'informativa sulla privacy')} spiega il resto.`) },
    ],
  }),
};

export const ASSOCIATE_DISCOUNT_TERMS: PageWords = {
  en: (f) => ({
    title: 'Associate discount terms',
    subtitle: 'The rules of the discount for the people who work at Cairn.',
    description: 'Who can use the Cairn associate discount, what it covers, the yearly limit and the rules for using it.',
    leadNote: note(f),
    blocks: [
      { heading: 'Who it is for', html: p('The associate discount is for current Cairn employees in our stores, distribution centres and offices who shop with their employee account. It starts once you accept these terms (we ask the first time you sign in) and ends on your last day of employment.') },
      {
        heading: 'What you get',
        html: ul(
          '40% off the current price of Cairn merchandise, online and in our stores.',
          'It doesn’t apply to gift cards, repairs or personalisation, and can’t be combined with promotional codes or Cairn Summit rewards.',
          'Orders placed with the discount earn no Cairn Summit points.',
        ),
      },
      { heading: 'Yearly limit', html: p(`You can buy up to ${f.employeeCap} of merchandise a calendar year with the discount, counted at the price you pay. The limit starts again on 1 January, returns add their amount back, and your account shows what is left.`) },
      { heading: 'For you and your household', html: p('The discount is for you, the people you live with, and the occasional gift. Reselling discounted items, buying for others in exchange for money, or letting someone else use your account is not allowed.') },
      { heading: 'In store', html: p('Show your associate ID when you pay. You can’t ring up your own purchase or a relative’s: another associate serves you.') },
      { heading: 'Returns', html: p(`Returns follow our usual ${page(f, '/help/returns/how-to-return', 'returns policy')}; you are refunded the discounted price you paid.`) },
      { heading: 'If the rules are broken', html: p(`Misuse can lead to the discount being withdrawn and to disciplinary action under the employee handbook. Questions go to your manager or to ${mail(f.peopleEmail)}.`) },
    ],
  }),
  fr: (f) => ({
    title: 'Conditions de remise employé',
    subtitle: 'Les règles de la remise accordée aux personnes qui travaillent chez Cairn.',
    description: 'Qui peut bénéficier de la remise employé Cairn, ce qu’elle couvre, le plafond annuel et les règles d’utilisation.',
    leadNote: note(f),
    blocks: [
      { heading: 'Pour qui', html: p('La remise employé est réservée aux salariés actuels de Cairn, en magasin, en entrepôt ou au siège, qui achètent avec leur compte employé. Elle s’active dès que vous acceptez ces conditions (nous vous les proposons à votre première connexion) et prend fin à votre dernier jour de travail.') },
      {
        heading: 'Ce que vous obtenez',
        html: ul(
          '40 % de remise sur le prix en vigueur des articles Cairn, en ligne et en magasin.',
          'Elle ne s’applique ni aux cartes cadeaux, ni aux réparations, ni à la personnalisation, et ne se cumule pas avec les codes promotionnels ou les récompenses Cairn Summit.',
          'Les commandes passées avec la remise ne rapportent pas de points Cairn Summit.',
        ),
      },
      { heading: 'Plafond annuel', html: p(`Vous pouvez acheter jusqu’à ${f.employeeCap} d’articles par année civile avec la remise, comptés au prix payé. Le plafond repart à zéro le 1er janvier, les retours recréditent leur montant et votre compte indique ce qu’il vous reste.`) },
      { heading: 'Pour vous et votre foyer', html: p('La remise est destinée à vous, aux personnes qui vivent avec vous et à quelques cadeaux occasionnels. Il est interdit de revendre des articles remisés, d’acheter pour d’autres contre de l’argent ou de prêter votre compte.') },
      { heading: 'En magasin', html: p('Présentez votre badge employé au moment de payer. Vous ne pouvez pas encaisser votre propre achat ni celui d’un proche : un collègue s’en charge.') },
      { heading: 'Retours', html: p(`Les retours suivent notre ${page(f, '/help/returns/how-to-return', 'politique de retour')} habituelle ; vous êtes remboursé du prix remisé payé.`) },
      { heading: 'En cas d’abus', html: p(`Un usage abusif peut entraîner le retrait de la remise et des mesures disciplinaires prévues par le règlement intérieur. Pour toute question, adressez-vous à votre responsable ou à ${mail(f.peopleEmail)}.`) },
    ],
  }),
  de: (f) => ({
    title: 'Bedingungen Mitarbeiterrabatt',
    subtitle: 'Die Regeln für den Rabatt der Menschen, die bei Cairn arbeiten.',
    description: 'Wer den Cairn-Mitarbeiterrabatt nutzen kann, was er umfasst, das Jahreslimit und die Regeln für die Nutzung.',
    leadNote: note(f),
    blocks: [
      { heading: 'Für wen', html: p('Der Mitarbeiterrabatt gilt für aktuelle Beschäftigte von Cairn in unseren Filialen, Logistikzentren und Büros, die mit ihrem Mitarbeiterkonto einkaufen. Er gilt, sobald Sie diese Bedingungen akzeptiert haben (wir fragen bei der ersten Anmeldung), und endet mit Ihrem letzten Arbeitstag.') },
      {
        heading: 'Was Sie bekommen',
        html: ul(
          '40 % Rabatt auf den aktuellen Preis von Cairn-Artikeln, online und in unseren Filialen.',
          'Er gilt nicht für Geschenkkarten, Reparaturen oder Personalisierungen und ist nicht mit Gutscheincodes oder Cairn-Summit-Prämien kombinierbar.',
          'Für Bestellungen mit Mitarbeiterrabatt gibt es keine Cairn-Summit-Punkte.',
        ),
      },
      { heading: 'Jahreslimit', html: p(`Sie können pro Kalenderjahr Artikel im Wert von bis zu ${f.employeeCap} mit Rabatt kaufen, gerechnet zum bezahlten Preis. Das Limit beginnt am 1. Januar neu, Rückgaben werden wieder gutgeschrieben, und Ihr Konto zeigt, wie viel noch übrig ist.`) },
      { heading: 'Für Sie und Ihren Haushalt', html: p('Der Rabatt ist für Sie, die Menschen in Ihrem Haushalt und gelegentliche Geschenke gedacht. Rabattierte Artikel weiterzuverkaufen, gegen Bezahlung für andere einzukaufen oder Ihr Konto anderen zu überlassen, ist nicht erlaubt.') },
      { heading: 'In der Filiale', html: p('Zeigen Sie beim Bezahlen Ihren Mitarbeiterausweis. Eigene Einkäufe oder die von Angehörigen dürfen Sie nicht selbst kassieren: Das übernimmt eine Kollegin oder ein Kollege.') },
      { heading: 'Rückgaben', html: p(`Für Rückgaben gelten unsere üblichen ${page(f, '/help/returns/how-to-return', 'Rückgaberegeln')}; erstattet wird der rabattierte Preis, den Sie bezahlt haben.`) },
      { heading: 'Bei Verstößen', html: p(`Missbrauch kann zum Entzug des Rabatts und zu arbeitsrechtlichen Maßnahmen führen. Fragen beantworten Ihre Führungskraft oder ${mail(f.peopleEmail)}.`) },
    ],
  }),
  it: (f) => ({
    title: 'Termini sconto dipendenti',
    subtitle: 'Le regole dello sconto per chi lavora in Cairn.',
    description: 'Chi può usare lo sconto dipendenti Cairn, cosa copre, il limite annuale e le regole di utilizzo.',
    leadNote: note(f),
    blocks: [
      { heading: 'A chi è rivolto', html: p('Lo sconto dipendenti è riservato a chi lavora attualmente in Cairn, nei negozi, nei centri di distribuzione e negli uffici, e acquista con il proprio account dipendente. Si attiva quando accetti questi termini (te li proponiamo al primo accesso) e termina con l’ultimo giorno di lavoro.') },
      {
        heading: 'Cosa ottieni',
        html: ul(
          'Il 40% di sconto sul prezzo corrente degli articoli Cairn, online e nei nostri negozi.',
          'Non vale per carte regalo, riparazioni e personalizzazioni, e non è cumulabile con codici promozionali o premi Cairn Summit.',
          'Gli ordini con lo sconto non danno punti Cairn Summit.',
        ),
      },
      { heading: 'Limite annuale', html: p(`Puoi acquistare con lo sconto articoli fino a ${f.employeeCap} per anno solare, calcolati al prezzo pagato. Il limite riparte il 1° gennaio, i resi restituiscono il loro importo e il tuo account mostra quanto ti resta.`) },
      { heading: 'Per te e la tua famiglia', html: p('Lo sconto è per te, per chi vive con te e per qualche regalo occasionale. Non è consentito rivendere articoli scontati, acquistare per altri in cambio di denaro o far usare il tuo account ad altri.') },
      { heading: 'In negozio', html: p('Mostra il badge dipendente quando paghi. Non puoi battere in cassa i tuoi acquisti né quelli dei tuoi familiari: se ne occupa un collega.') },
      { heading: 'Resi', html: p(`I resi seguono la nostra normale ${page(f, '/help/returns/how-to-return', 'politica di reso')}; ti rimborsiamo il prezzo scontato che hai pagato.`) },
      { heading: 'In caso di abuso', html: p(`Un uso scorretto può portare alla revoca dello sconto e a provvedimenti disciplinari secondo il regolamento aziendale. Per domande rivolgiti al tuo responsabile o scrivi a ${mail(f.peopleEmail)}.`) },
    ],
  }),
};

const PRIVACY_AUTHORITY: Record<string, string> = {
  'en-gb': 'the Information Commissioner’s Office (ICO)',
  'en-ca': 'the Office of the Privacy Commissioner of Canada',
  'fr-ca': 'le Commissariat à la protection de la vie privée du Canada ou, au Québec, la Commission d’accès à l’information',
  'fr-fr': 'la Commission nationale de l’informatique et des libertés (CNIL)',
  'de-de': 'einer Datenschutz-Aufsichtsbehörde, etwa der Ihres Bundeslandes',
  'it-it': 'al Garante per la protezione dei dati personali',
};

export const PRIVACY: PageWords = {
  en: (f) => {
    const us = f.site.country === 'US';
    const gb = f.site.country === 'GB';
    return {
      title: 'Privacy notice',
      subtitle: 'What we collect about you, why, and the choices you have.',
      description: 'How Cairn collects, uses, shares and protects personal data, and how to use your rights.',
      leadNote: note(f),
      blocks: [
        { heading: 'Who we are', html: p(`Cairn Outdoor Co. (“Cairn”, “we”) decides how your personal data is used in our online shop, our stores and Cairn Summit, and is responsible for it. For any question or request, write to ${mail(f.privacyEmail)}.`) },
        {
          heading: 'What we collect',
          html: ul(
            '<strong>Account details:</strong> name, email address, phone number, birth date, postal code and the preferences you give us (sizes, interests, favourite store).',
            '<strong>Orders and returns:</strong> what you buy, delivery and billing addresses, and your messages with customer care.',
            '<strong>Payment:</strong> the payment method and the last four digits of a card. Card numbers stay with our payment provider.',
            '<strong>Cairn Summit:</strong> your points, tier and rewards.',
            `<strong>Use of the site:</strong> pages viewed, device and browser, through cookies and similar technologies${f.nora ? '.' : '; beyond those the site needs to work, only with your consent.'}`,
          ),
        },
        {
          heading: 'Why we use it',
          html: ul(
            'To run your account, orders, deliveries and returns (to perform our contract with you).',
            'To keep tax and accounting records (a legal obligation).',
            'To prevent fraud, keep the site secure and improve the shop (our legitimate interests, balanced against yours).',
            'To send newsletters and text messages, and for analytics and personalisation cookies (your consent, which you can withdraw at any time).',
          ),
        },
        { heading: 'Who we share it with', html: p(`Carriers, payment providers (including PayPal or Klarna when you choose them), our hosting and customer-care tools, and fraud prevention services, each only for what they do for us. We disclose data to authorities only when the law requires it. We don’t sell your personal data${us ? ', and we don’t share it for cross-context behavioural advertising' : ''}.`) },
        { heading: 'How long we keep it', html: p('Your account for as long as it is open (we close accounts after three years without any activity); order records for as long as tax and accounting law requires, up to 10 years; marketing consent until you withdraw it.') },
        {
          heading: 'Your rights',
          html: us
            ? p(`Depending on the state you live in, you can ask to know, see, correct or delete the personal data we hold about you, and opt out of targeted advertising. Write to ${mail(f.privacyEmail)}: we answer within 45 days, and we never treat you differently for using your rights.`)
            : p(`You can ask to see, correct or delete your data, ${gb ? 'to restrict or object to its use, to receive it in a portable format, ' : ''}and withdraw your consent at any time. Write to ${mail(f.privacyEmail)}: we answer within ${gb ? 'one month' : '30 days'}. You can also complain to ${PRIVACY_AUTHORITY[f.site.locale]}.`),
        },
        {
          heading: 'Transfers and security',
          html: p(
            gb
              ? 'Some of our providers are outside the UK. Where that is the case, we rely on adequacy regulations or the UK’s international data transfer agreements. We protect your data with encryption, access controls and regular reviews.'
              : 'Your data may be stored and processed in the United States and Canada. We protect it with encryption, access controls and regular reviews.',
          ),
        },
        { heading: 'Children', html: p(`Our shop is not meant for children under ${f.minAge}, and we don’t knowingly collect their data.`) },
        { heading: 'Changes', html: p('We update this notice when our practices change; the date at the top shows the current version.') },
      ],
    };
  },
  fr: (f) => {
    const ca = f.site.country === 'CA';
    return {
      title: 'Politique de confidentialité',
      subtitle: 'Ce que nous collectons, pourquoi, et les choix dont vous disposez.',
      description: 'Comment Cairn collecte, utilise, partage et protège les données personnelles, et comment exercer vos droits.',
      leadNote: note(f),
      blocks: [
        { heading: 'Qui sommes-nous', html: p(`Cairn Outdoor Co. (« Cairn », « nous ») détermine l’usage de vos données personnelles dans notre boutique en ligne, nos magasins et le programme Cairn Summit, et en est responsable. Pour toute question ou demande, écrivez à ${mail(f.privacyEmail)}.`) },
        {
          heading: 'Ce que nous collectons',
          html: ul(
            '<strong>Données de compte :</strong> nom, adresse e-mail, numéro de téléphone, date de naissance, code postal et les préférences que vous nous indiquez (tailles, centres d’intérêt, magasin préféré).',
            '<strong>Commandes et retours :</strong> vos achats, vos adresses de livraison et de facturation, et vos échanges avec le service client.',
            '<strong>Paiement :</strong> le moyen de paiement et les quatre derniers chiffres d’une carte. Les numéros de carte restent chez notre prestataire de paiement.',
            '<strong>Cairn Summit :</strong> vos points, votre palier et vos récompenses.',
            `<strong>Utilisation du site :</strong> pages consultées, appareil et navigateur, au moyen de cookies et de technologies similaires${ca ? '.' : ' ; au-delà de ceux nécessaires au fonctionnement du site, uniquement avec votre consentement.'}`,
          ),
        },
        {
          heading: 'Pourquoi nous les utilisons',
          html: ul(
            'Pour gérer votre compte, vos commandes, livraisons et retours (exécution de notre contrat avec vous).',
            'Pour tenir nos registres fiscaux et comptables (obligation légale).',
            'Pour prévenir la fraude, sécuriser le site et améliorer la boutique (notre intérêt légitime, mis en balance avec le vôtre).',
            'Pour vous envoyer newsletters et SMS, et pour les cookies de mesure d’audience et de personnalisation (votre consentement, que vous pouvez retirer à tout moment).',
          ),
        },
        { heading: 'Avec qui nous les partageons', html: p('Transporteurs, prestataires de paiement (dont PayPal ou Klarna si vous les choisissez), nos outils d’hébergement et de service client, et des services de prévention de la fraude, chacun uniquement pour ce qu’il fait pour nous. Nous ne communiquons des données aux autorités que lorsque la loi l’exige. Nous ne vendons pas vos données personnelles.') },
        { heading: 'Combien de temps nous les gardons', html: p('Votre compte tant qu’il est ouvert (nous fermons les comptes après trois ans sans aucune activité) ; les données de commande aussi longtemps que le droit fiscal et comptable l’exige, jusqu’à 10 ans ; votre consentement marketing jusqu’à ce que vous le retiriez.') },
        { heading: 'Vos droits', html: p(`Vous pouvez demander à accéder à vos données, à les rectifier ou à les effacer, ${ca ? '' : 'à en limiter l’usage ou à vous y opposer, à les recevoir dans un format portable, '}et retirer votre consentement à tout moment. Écrivez à ${mail(f.privacyEmail)} : nous répondons sous ${ca ? '30 jours' : 'un mois'}. Vous pouvez aussi adresser une réclamation à ${PRIVACY_AUTHORITY[f.site.locale]}.`) },
        {
          heading: 'Transferts et sécurité',
          html: p(
            ca
              ? 'Vos données peuvent être conservées et traitées au Canada et aux États-Unis. Nous les protégeons par le chiffrement, le contrôle des accès et des vérifications régulières.'
              : 'Certains de nos prestataires sont situés hors de l’Espace économique européen ; dans ce cas, nous nous appuyons sur des décisions d’adéquation ou des clauses contractuelles types. Nous protégeons vos données par le chiffrement, le contrôle des accès et des vérifications régulières.',
          ),
        },
        { heading: 'Enfants', html: p(`Notre boutique ne s’adresse pas aux enfants de moins de ${f.minAge} ans, et nous ne collectons pas sciemment leurs données.`) },
        { heading: 'Modifications', html: p('Nous mettons cette politique à jour lorsque nos pratiques évoluent ; la date en haut de page indique la version en vigueur.') },
      ],
    };
  },
  de: (f) => ({
    title: 'Datenschutzerklärung',
    subtitle: 'Welche Daten wir erheben, wozu, und welche Wahl Sie haben.',
    description: 'Wie Cairn personenbezogene Daten erhebt, nutzt, weitergibt und schützt, und wie Sie Ihre Rechte ausüben.',
    leadNote: note(f),
    blocks: [
      { heading: 'Verantwortlicher', html: p(`Verantwortlich für die Verarbeitung Ihrer personenbezogenen Daten in unserem Onlineshop, unseren Filialen und bei Cairn Summit ist die Cairn Outdoor Co. („Cairn“, „wir“). Fragen und Anliegen richten Sie bitte an ${mail(f.privacyEmail)}.`) },
      {
        heading: 'Welche Daten wir erheben',
        html: ul(
          '<strong>Kontodaten:</strong> Name, E-Mail-Adresse, Telefonnummer, Geburtsdatum, Postleitzahl und die Vorlieben, die Sie uns nennen (Größen, Interessen, Lieblingsfiliale).',
          '<strong>Bestellungen und Rückgaben:</strong> was Sie kaufen, Liefer- und Rechnungsadressen sowie Ihre Nachrichten an den Kundenservice.',
          '<strong>Zahlung:</strong> die Zahlungsart und die letzten vier Ziffern einer Karte. Kartennummern bleiben bei unserem Zahlungsdienstleister.',
          '<strong>Cairn Summit:</strong> Ihre Punkte, Ihre Stufe und Ihre Prämien.',
          '<strong>Nutzung der Website:</strong> aufgerufene Seiten, Gerät und Browser, über Cookies und ähnliche Technologien; über die technisch notwendigen hinaus nur mit Ihrer Einwilligung.',
        ),
      },
      {
        heading: 'Wozu wir sie nutzen',
        html: ul(
          'Für Ihr Konto, Ihre Bestellungen, Lieferungen und Rückgaben (Vertragserfüllung, Art. 6 Abs. 1 lit. b DSGVO).',
          'Für steuer- und handelsrechtliche Aufbewahrungspflichten (rechtliche Verpflichtung, Art. 6 Abs. 1 lit. c DSGVO).',
          'Zur Betrugsvermeidung, für die Sicherheit der Website und um den Shop zu verbessern (berechtigtes Interesse, Art. 6 Abs. 1 lit. f DSGVO).',
          'Für Newsletter und SMS sowie für Analyse- und Personalisierungs-Cookies (Ihre Einwilligung, Art. 6 Abs. 1 lit. a DSGVO, jederzeit widerruflich).',
        ),
      },
      { heading: 'An wen wir sie weitergeben', html: p('An Versanddienstleister, Zahlungsdienstleister (auch PayPal oder Klarna, wenn Sie diese wählen), unsere Hosting- und Kundenservice-Dienstleister sowie Dienste zur Betrugsvermeidung, jeweils nur für ihre Aufgabe. Behörden erhalten Daten nur, wenn das Gesetz es verlangt. Wir verkaufen Ihre Daten nicht.') },
      { heading: 'Wie lange wir sie speichern', html: p('Ihr Konto, solange es besteht (nach drei Jahren ohne Aktivität schließen wir es); Bestelldaten so lange, wie Steuer- und Handelsrecht es verlangen, bis zu 10 Jahre; Ihre Werbeeinwilligung, bis Sie sie widerrufen.') },
      { heading: 'Ihre Rechte', html: p(`Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch, und Sie können Einwilligungen jederzeit widerrufen. Schreiben Sie an ${mail(f.privacyEmail)}; wir antworten innerhalb eines Monats. Außerdem können Sie sich bei ${PRIVACY_AUTHORITY['de-de']} beschweren.`) },
      { heading: 'Übermittlung und Sicherheit', html: p('Einige Dienstleister sitzen außerhalb des Europäischen Wirtschaftsraums; dann stützen wir uns auf Angemessenheitsbeschlüsse oder Standardvertragsklauseln. Wir schützen Ihre Daten durch Verschlüsselung, Zugriffskontrollen und regelmäßige Überprüfungen.') },
      { heading: 'Kinder', html: p(`Unser Shop richtet sich nicht an Kinder unter ${f.minAge} Jahren, und wir erheben wissentlich keine Daten von ihnen.`) },
      { heading: 'Änderungen', html: p('Wir passen diese Erklärung an, wenn sich unsere Verarbeitung ändert; das Datum oben zeigt die aktuelle Fassung.') },
    ],
  }),
  it: (f) => ({
    title: 'Informativa sulla privacy',
    subtitle: 'Quali dati raccogliamo, perché, e le scelte che hai.',
    description: 'Come Cairn raccoglie, usa, condivide e protegge i dati personali, e come esercitare i tuoi diritti.',
    leadNote: note(f),
    blocks: [
      { heading: 'Titolare del trattamento', html: p(`Cairn Outdoor Co. («Cairn», «noi») è titolare del trattamento dei tuoi dati personali nel negozio online, nei negozi e nel programma Cairn Summit. Per domande o richieste scrivi a ${mail(f.privacyEmail)}.`) },
      {
        heading: 'Quali dati raccogliamo',
        html: ul(
          '<strong>Dati dell’account:</strong> nome, indirizzo email, numero di telefono, data di nascita, CAP e le preferenze che ci indichi (taglie, interessi, negozio preferito).',
          '<strong>Ordini e resi:</strong> cosa acquisti, indirizzi di consegna e di fatturazione e i messaggi scambiati con il servizio clienti.',
          '<strong>Pagamento:</strong> il metodo di pagamento e le ultime quattro cifre della carta. I numeri di carta restano presso il nostro fornitore di pagamento.',
          '<strong>Cairn Summit:</strong> i tuoi punti, il livello e i premi.',
          '<strong>Uso del sito:</strong> pagine visitate, dispositivo e browser, tramite cookie e tecnologie simili; oltre a quelli necessari al funzionamento del sito, solo con il tuo consenso.',
        ),
      },
      {
        heading: 'Perché li usiamo',
        html: ul(
          'Per gestire account, ordini, consegne e resi (esecuzione del contratto).',
          'Per la tenuta dei registri fiscali e contabili (obbligo di legge).',
          'Per prevenire frodi, proteggere il sito e migliorare il negozio (nostro legittimo interesse, bilanciato con il tuo).',
          'Per inviarti newsletter e SMS e per i cookie di analisi e personalizzazione (il tuo consenso, revocabile in qualsiasi momento).',
        ),
      },
      { heading: 'Con chi li condividiamo', html: p('Corrieri, fornitori di pagamento (anche PayPal o Klarna, se li scegli), i nostri fornitori di hosting e di assistenza clienti e servizi antifrode, ciascuno solo per ciò che fa per noi. Comunichiamo dati alle autorità solo quando la legge lo richiede. Non vendiamo i tuoi dati personali.') },
      { heading: 'Per quanto tempo li conserviamo', html: p('L’account finché è attivo (chiudiamo gli account dopo tre anni senza attività); i dati degli ordini per il tempo richiesto dalle norme fiscali e contabili, fino a 10 anni; il consenso al marketing fino alla revoca.') },
      { heading: 'I tuoi diritti', html: p(`Puoi chiedere l’accesso ai tuoi dati, la rettifica, la cancellazione, la limitazione del trattamento e la portabilità, opporti al trattamento e revocare il consenso in qualsiasi momento. Scrivi a ${mail(f.privacyEmail)}: rispondiamo entro un mese. Puoi anche proporre reclamo ${PRIVACY_AUTHORITY['it-it']}.`) },
      { heading: 'Trasferimenti e sicurezza', html: p('Alcuni fornitori si trovano fuori dallo Spazio economico europeo; in quel caso ci basiamo su decisioni di adeguatezza o clausole contrattuali tipo. Proteggiamo i tuoi dati con crittografia, controllo degli accessi e verifiche periodiche.') },
      { heading: 'Minori', html: p(`Il nostro negozio non è rivolto a chi ha meno di ${f.minAge} anni e non raccogliamo consapevolmente i loro dati.`) },
      { heading: 'Modifiche', html: p('Aggiorniamo questa informativa quando cambiano le nostre pratiche; la data in alto indica la versione in vigore.') },
    ],
  }),
};

/**
 * The terms of our events (Cairn Trail Days, the repair café: blocks-overlay.ts's event sign-ups
 * link here). Sign-up needs an account (docs/requirements/content-blocks.md#event-sign-up "Event form needs a logged-in user"), a
 * plus-one is named, and cancelling is free until a week before, as the sign-up says.
 */
export const EVENT_TERMS: PageWords = {
  en: (f) => ({
    title: 'Event terms',
    subtitle: 'The rules for signing up to Cairn Trail Days, repair cafés and our other events.',
    description: 'How to sign up to a Cairn event, bring a guest, cancel for free, and take part safely.',
    leadNote: note(f),
    blocks: [
      { heading: 'Our events', html: p(`Cairn Outdoor Co. (“Cairn”, “we”) runs free events: guided hikes such as Cairn Trail Days, repair cafés, workshops and evening talks. These terms apply to every registration, alongside our ${page(f, '/privacy', 'privacy notice')}.`) },
      {
        heading: 'Signing up',
        html: ul(
          'You sign up from the event’s page while signed in to your Cairn account, and accept these terms. One registration per person.',
          'Where the event allows it, you may bring one guest: give their name when you sign up. You are responsible for your guest keeping to these terms.',
          'For an event over several days, choose the days you will come.',
          'Places are limited and given in the order registrations arrive. Your place is confirmed by email; it is personal and can’t be sold or passed on.',
        ),
      },
      { heading: 'Cancelling', html: p(`Cancelling is free until a week before the event: use the link in your confirmation email, or ${page(f, '/help/contact-us', 'contact us')}. After that, please still tell us, so someone on the waiting list can take your place.`) + p('We may change or cancel an event, for example when the weather makes it unsafe. We tell you by email as early as we can, and offer you a place at the next date when there is one.') },
      {
        heading: 'Taking part safely',
        html: ul(
          'Our hikes take place outdoors, on uneven ground, and ask for some effort. The event page says how long and how hard each one is: please judge honestly whether it suits you, and tell the guide about anything they should know.',
          'Wear footwear and clothing suited to the terrain and the weather, and bring water. Guides may check your equipment before setting off.',
          'Follow the guides’ instructions. For everyone’s safety a guide may change the route, turn the group back, or ask a participant not to continue.',
          'Under-18s take part only with a parent or guardian who signs up and comes with them.',
        ),
      },
      { heading: 'Photos', html: p('We may take photos and film at our events and use them on our website and social media. If you would rather not appear, tell the team on the day and we will make sure you don’t.') },
      { heading: 'Your details', html: p(`We use your details and your guest’s name to manage the event and send you practical information, and delete them 12 months after the event. The ${page(f, '/privacy', 'privacy notice')} explains your rights.`) },
      { heading: 'Our responsibility', html: p('We take care to run our events safely. Nothing in these terms limits our liability where the law does not allow it to be limited, such as for death or personal injury caused by our negligence. We are not responsible for personal belongings brought to an event.') },
    ],
  }),
  fr: (f) => ({
    title: 'Conditions des événements',
    subtitle: 'Les règles d’inscription aux Cairn Trail Days, aux repair cafés et à nos autres événements.',
    description: 'Comment s’inscrire à un événement Cairn, venir accompagné, annuler gratuitement et participer en toute sécurité.',
    leadNote: note(f),
    blocks: [
      { heading: 'Nos événements', html: p(`Cairn Outdoor Co. (« Cairn », « nous ») organise des événements gratuits : randonnées guidées comme les Cairn Trail Days, repair cafés, ateliers et conférences. Ces conditions s’appliquent à chaque inscription, en complément de notre ${page(f, '/privacy', 'politique de confidentialité')}.`) },
      {
        heading: 'S’inscrire',
        html: ul(
          'Vous vous inscrivez depuis la page de l’événement, connecté à votre compte Cairn, en acceptant ces conditions. Une inscription par personne.',
          'Lorsque l’événement le permet, vous pouvez venir avec une personne : indiquez son nom à l’inscription. Vous veillez à ce qu’elle respecte ces conditions.',
          'Pour un événement sur plusieurs jours, choisissez les jours où vous viendrez.',
          'Les places sont limitées et attribuées dans l’ordre d’arrivée des inscriptions. Votre place vous est confirmée par e-mail ; elle est personnelle et ne peut être ni vendue ni cédée.',
        ),
      },
      { heading: 'Annuler', html: p(`L’annulation est gratuite jusqu’à une semaine avant l’événement : utilisez le lien de votre e-mail de confirmation, ou ${page(f, '/help/contact-us', 'contactez-nous')}. Passé ce délai, prévenez-nous quand même, pour qu’une personne en liste d’attente puisse prendre votre place.`) + p('Nous pouvons modifier ou annuler un événement, par exemple lorsque la météo le rend dangereux. Nous vous prévenons par e-mail le plus tôt possible et vous proposons une place à la date suivante lorsqu’il y en a une.') },
      {
        heading: 'Participer en toute sécurité',
        html: ul(
          'Nos randonnées ont lieu en extérieur, sur terrain irrégulier, et demandent un effort. La page de l’événement en indique la durée et la difficulté : évaluez honnêtement si elle vous convient, et signalez au guide tout ce qu’il doit savoir.',
          'Portez des chaussures et des vêtements adaptés au terrain et à la météo, et emportez de l’eau. Les guides peuvent vérifier votre équipement avant le départ.',
          'Suivez les consignes des guides. Pour la sécurité de tous, un guide peut modifier l’itinéraire, faire demi-tour avec le groupe ou demander à un participant de s’arrêter.',
          'Les mineurs ne participent qu’accompagnés d’un parent ou tuteur inscrit avec eux.',
        ),
      },
      { heading: 'Photos', html: p('Nous pouvons prendre des photos et filmer pendant nos événements, et les publier sur notre site et nos réseaux sociaux. Si vous préférez ne pas apparaître, dites-le à l’équipe sur place et nous y veillerons.') },
      { heading: 'Vos données', html: p(`Nous utilisons vos coordonnées et le nom de votre invité pour organiser l’événement et vous envoyer les informations pratiques, et les supprimons 12 mois après l’événement. La ${page(f, '/privacy', 'politique de confidentialité')} présente vos droits.`) },
      { heading: 'Notre responsabilité', html: p('Nous veillons à organiser nos événements en toute sécurité. Rien dans ces conditions ne limite notre responsabilité lorsque la loi l’interdit, notamment en cas de décès ou de dommage corporel causé par notre négligence. Nous ne sommes pas responsables des effets personnels apportés lors d’un événement.') },
    ],
  }),
  de: (f) => ({
    title: 'Teilnahmebedingungen für Events',
    subtitle: 'Die Regeln für die Anmeldung zu den Cairn Trail Days, Repair-Cafés und unseren anderen Events.',
    description: 'Wie Sie sich zu einem Cairn-Event anmelden, eine Begleitung mitbringen, kostenlos stornieren und sicher teilnehmen.',
    leadNote: note(f),
    blocks: [
      { heading: 'Unsere Events', html: p(`Die Cairn Outdoor Co. („Cairn“, „wir“) veranstaltet kostenlose Events: geführte Wanderungen wie die Cairn Trail Days, Repair-Cafés, Workshops und Abendvorträge. Diese Bedingungen gelten für jede Anmeldung, zusätzlich zu unserer ${page(f, '/privacy', 'Datenschutzerklärung')}.`) },
      {
        heading: 'Anmeldung',
        html: ul(
          'Sie melden sich auf der Seite des Events an, während Sie in Ihrem Cairn-Konto angemeldet sind, und akzeptieren diese Bedingungen. Eine Anmeldung pro Person.',
          'Wo das Event es erlaubt, dürfen Sie eine Begleitung mitbringen: Nennen Sie bei der Anmeldung ihren Namen. Sie sorgen dafür, dass sich Ihre Begleitung an diese Bedingungen hält.',
          'Bei mehrtägigen Events wählen Sie die Tage, an denen Sie kommen.',
          'Die Plätze sind begrenzt und werden in der Reihenfolge der Anmeldungen vergeben. Ihr Platz wird per E-Mail bestätigt; er ist persönlich und darf weder verkauft noch weitergegeben werden.',
        ),
      },
      { heading: 'Stornierung', html: p(`Bis eine Woche vor dem Event ist die Stornierung kostenlos: über den Link in Ihrer Bestätigungs-E-Mail oder über ${page(f, '/help/contact-us', 'unseren Kundenservice')}. Danach sagen Sie uns bitte trotzdem Bescheid, damit jemand von der Warteliste Ihren Platz bekommt.`) + p('Wir können ein Event ändern oder absagen, zum Beispiel wenn das Wetter es unsicher macht. Wir informieren Sie so früh wie möglich per E-Mail und bieten Ihnen, wenn es einen gibt, einen Platz beim nächsten Termin an.') },
      {
        heading: 'Sicher teilnehmen',
        html: ul(
          'Unsere Wanderungen finden draußen auf unebenem Gelände statt und verlangen etwas Kondition. Die Event-Seite nennt Dauer und Schwierigkeit: Schätzen Sie bitte ehrlich ein, ob sie zu Ihnen passen, und sagen Sie der Guide, was sie wissen sollte.',
          'Tragen Sie Schuhe und Kleidung, die zu Gelände und Wetter passen, und nehmen Sie Wasser mit. Die Guides können Ihre Ausrüstung vor dem Start prüfen.',
          'Folgen Sie den Anweisungen der Guides. Zur Sicherheit aller kann eine Guide die Route ändern, mit der Gruppe umkehren oder jemanden bitten, nicht weiterzugehen.',
          'Minderjährige nehmen nur mit einem Elternteil oder Erziehungsberechtigten teil, der sie anmeldet und begleitet.',
        ),
      },
      { heading: 'Fotos', html: p('Wir können bei unseren Events fotografieren und filmen und die Aufnahmen auf unserer Website und in sozialen Medien zeigen. Wenn Sie nicht zu sehen sein möchten, sagen Sie es dem Team vor Ort, und wir achten darauf.') },
      { heading: 'Ihre Daten', html: p(`Wir nutzen Ihre Daten und den Namen Ihrer Begleitung, um das Event zu organisieren und Ihnen praktische Informationen zu schicken, und löschen sie 12 Monate nach dem Event. Ihre Rechte erklärt die ${page(f, '/privacy', 'Datenschutzerklärung')}.`) },
      { heading: 'Haftung', html: p('Wir sorgen dafür, dass unsere Events sicher ablaufen. Diese Bedingungen beschränken unsere Haftung nicht, wo das Gesetz es nicht erlaubt, etwa bei Verletzung von Leben, Körper oder Gesundheit durch unser Verschulden. Für mitgebrachte persönliche Gegenstände haften wir nicht.') },
    ],
  }),
  it: (f) => ({
    title: 'Termini degli eventi',
    subtitle: 'Le regole per iscriversi ai Cairn Trail Days, ai repair café e agli altri nostri eventi.',
    description: 'Come iscriversi a un evento Cairn, portare un ospite, cancellare gratuitamente e partecipare in sicurezza.',
    leadNote: note(f),
    blocks: [
      { heading: 'I nostri eventi', html: p(`Cairn Outdoor Co. («Cairn», «noi») organizza eventi gratuiti: escursioni guidate come i Cairn Trail Days, repair café, laboratori e serate a tema. Questi termini valgono per ogni iscrizione, insieme alla nostra ${page(f, '/privacy', 'informativa sulla privacy')}.`) },
      {
        heading: 'Iscriversi',
        html: ul(
          'Ti iscrivi dalla pagina dell’evento dopo aver effettuato l’accesso al tuo account Cairn, accettando questi termini. Una sola iscrizione per persona.',
          'Se l’evento lo consente, puoi portare un ospite: indica il suo nome al momento dell’iscrizione. Sei responsabile del rispetto di questi termini da parte del tuo ospite.',
          'Per un evento di più giorni, scegli i giorni in cui verrai.',
          'I posti sono limitati e assegnati in ordine di iscrizione. Il tuo posto è confermato via email; è personale e non può essere venduto né ceduto.',
        ),
      },
      { heading: 'Cancellare', html: p(`La cancellazione è gratuita fino a una settimana prima dell’evento: usa il link nell’email di conferma, oppure ${page(f, '/help/contact-us', 'contattaci')}. Dopo, avvisaci comunque, così qualcuno in lista d’attesa potrà prendere il tuo posto.`) + p('Possiamo modificare o annullare un evento, ad esempio quando il meteo lo rende pericoloso. Ti avvisiamo via email il prima possibile e ti offriamo un posto alla data successiva, se ce n’è una.') },
      {
        heading: 'Partecipare in sicurezza',
        html: ul(
          'Le nostre escursioni si svolgono all’aperto, su terreno irregolare, e richiedono un certo impegno fisico. La pagina dell’evento ne indica durata e difficoltà: valuta con sincerità se fanno per te e comunica alla guida ciò che deve sapere.',
          'Indossa calzature e abbigliamento adatti al terreno e al meteo, e porta dell’acqua. Le guide possono controllare l’attrezzatura prima della partenza.',
          'Segui le indicazioni delle guide. Per la sicurezza di tutti, una guida può cambiare percorso, far rientrare il gruppo o chiedere a un partecipante di fermarsi.',
          'I minorenni partecipano solo con un genitore o tutore che li iscrive e li accompagna.',
        ),
      },
      { heading: 'Foto', html: p('Durante i nostri eventi possiamo scattare foto e girare video da pubblicare sul nostro sito e sui social. Se preferisci non comparire, dillo allo staff sul posto e ce ne occuperemo.') },
      { heading: 'I tuoi dati', html: p(`Usiamo i tuoi dati e il nome del tuo ospite per organizzare l’evento e inviarti le informazioni pratiche, e li cancelliamo 12 mesi dopo l’evento. L’${page(f, '/privacy', 'informativa sulla privacy')} spiega i tuoi diritti.`) },
      { heading: 'La nostra responsabilità', html: p('Organizziamo i nostri eventi con cura per la sicurezza di tutti. Nulla in questi termini limita la nostra responsabilità dove la legge non lo consente, come in caso di morte o lesioni personali causate da nostra negligenza. Non rispondiamo degli effetti personali portati all’evento.') },
    ],
  }),
};
