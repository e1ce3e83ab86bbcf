/**
 * Rewrites the references to documents outside the repository ("seed 000 §4", "seed 001 §7",
 * "spec 000 §N", bare "§N" continuing one of those, "DESIGN.md") into references to our own
 * documents: `docs/requirements/<file>.md#<heading>` and `docs/architecture.md#<heading>`.
 *
 *   npm run requirements:refs -- [--dry-run] [--report] [--exclude <glob>]… [path…]
 *
 *   path          files or folders to rewrite (default: src islands blocks schemas tests scripts
 *                 deploy astro.config.mjs)
 *   --exclude G   leave files matching G alone (`**` any folders, `*` within a name); repeatable
 *   --dry-run     change nothing, print the counts
 *   --report      print every rewrite as `file:line  old  →  new`
 *
 * A section number alone says little ("§3" is every entity of a document), so each reference is
 * placed by what its comment talks about: the words right around it weigh most, then its line and
 * the lines near it, then the file's folder; the cited section only breaks ties. Prints how many
 * references it rewrote and how many remain (in excluded files, or that it could not place).
 */
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const ROOT = resolve(import.meta.dirname, '..');
const REQ = 'docs/requirements/';
const ARCH = 'docs/architecture.md';

type Doc = '000' | '001';
type Section = `${Doc}§${number}`;

interface Rule {
  /** `<file>.md#<anchor>` under docs/requirements/. */
  to: string;
  /** What a comment about this rule mentions. */
  words: RegExp;
}

/**
 * The mapping table: each heading of docs/requirements/ with the words that name its subject.
 * Order breaks ties (earlier wins), so the specific comes before the general.
 */
const RULES: Rule[] = [
  // errors.md
  { to: 'errors.md#error-answers', words: /errorDetails|correlationId|\bappId\b|error answer|error response|errors? in the spec'?s shape/i },
  { to: 'errors.md#flash-codes', words: /\bflash(es)?\b|ProductLineItem|ProductItem(NotAvailable|MaxQuantity|Required)|InvalidShippingAddress/i },
  { to: 'errors.md#server-error-codes', words: /\b(AUT|ORD|INV|GFC|GFS|GFO|PRM|REW|PYT|BIL|BILL|CHK|SHP|TAX|PRO|CCA|CCN|OHS|BSK|GWP|PLP|STR|RTN|ATTR|GEN|API)\d{3}\b|server (error )?codes?|codes by group/ },
  { to: 'errors.md#client-handled-ids', words: /ITEM_OOS|ITEMS_OOS|ADDED_MAX_QUANTITY|GWP_PRODUCT|ITEM_NOT_AVAILABLE|NO_PRICE|INVALID_PRICE|CANT_SHIP_THERE|ITEM_NO_LONGER_AVAILABLE|SOME_PRODUCTS_NO_INVENTORY|PAYMENT_INSTRUMENT_NOT_FOUND|ADDRESS_NOT_FOUND|client-handled|error ids?\b|errorId/ },
  { to: 'errors.md#error-mapping', words: /mapped by|map(s|ping)? (an? )?(error|id)|falls? back to the server|translated (api )?message|error tracking|raise[sd]?\b|bot.protection/i },
  { to: 'errors.md#toasts', words: /\btoasts?\b/i },
  { to: 'errors.md#timings', words: /debounce|reload guard|\bpoll\b|max(imum)? wait/i },
  { to: 'errors.md#field-validation-messages', words: /Email is not valid|Name is not valid|This field is required|Value must|Value should|Date should|Date must|validators?\b|validation (rules?|messages?)|name validator|blank strings?|same as \{|exact length|must contain/i },
  { to: 'errors.md#messages', words: /Unable to remove item|could not be moved to cart|successfully logged in|credit card save failed|gift card (already exists|save failed)|Coupon could not be applied|exact (strings?|words|messages?)|account.created/i },

  // sign-in.md
  { to: 'sign-in.md#sms-opt-in', words: /\bSMS\b|sms terms|I accept/i },
  { to: 'sign-in.md#passwords', words: /password|checklist|FE340|FE872|reset link|forgot/i },
  { to: 'sign-in.md#bot-check', words: /recaptcha|captcha|bot.check|\bbot\b/i },
  { to: 'sign-in.md#token-exchange', words: /token exchange|exchange[ds]? (the |a )?(code|token)|guestObjects|\/token\/v2|DUPLICATED_TOKEN|\b409\b|carried over|carries (the guest|over)|merged?\b|guest token/i },
  { to: 'sign-in.md#sign-out', words: /sign(s|ing|ed)?.?out|log(s|ging|ged)?.?out|signout/i },
  { to: 'sign-in.md#enrolment-steps', words: /enrol(l)?ment steps?|enrolment.{0,12}(lookup|mobile|profile)|\blookup\b|complete profile|partially enrolled|interests step|welcome step|enrolment starts?/i },
  { to: 'sign-in.md#sign-up', words: /sign.?up|\bregister|signup|LOGIN_IN_USE|PHONE_NUMBER_ALREADY_IN_USE|MISSING_BIRTHDATE|birth.?date|minimal age|minimum age|\bgender\b|prefill(ed)? from a consumer/i },
  { to: 'sign-in.md#associate-login', words: /associate.login|agent.login|agent\/login/i },
  { to: 'sign-in.md#authentication-state', words: /consumerNo|consumerType|refreshToken|authentication state|auth state|never tokens|who is signed in/i },
  { to: 'sign-in.md#sign-in-flow', words: /sign(s|ed|ing)?.?in\b|signin|log.?in\b|credential|codeChallenge|code challenge|PKCE|authorizationCode|S256|return path/i },
  { to: 'sign-in.md#roles', words: /\broles?\b|\bguests?\b|registered shopper|privilege/i },

  // editors-and-experiments.md
  { to: 'editors-and-experiments.md#showcase-viewer', words: /showcase|doc ?type|No results|layout ?variant|document.type/i },
  { to: 'editors-and-experiments.md#preview', words: /preview|previewDateTime|\beditors?\b|scroll position|host (label|as)|diagnostics/i },
  { to: 'editors-and-experiments.md#segmentation', words: /segmentation|first segment/i },
  { to: 'editors-and-experiments.md#audiences', words: /audiences?|conditions?\b|negation/i },
  { to: 'editors-and-experiments.md#experimentation-client', words: /optimizely|experimentation (client|library|service)|event batch|batch size|flush|ready time|attribute set|\brevenue\b|event keys?|user id must/i },
  { to: 'editors-and-experiments.md#experiences', words: /experiences?\b|variant decision|test decision|p13n_testcontext|test.context|baselines?|skeleton|recalculat/i },
  { to: 'editors-and-experiments.md#consent', words: /consent|C000[1-4]|targeting/i },
  { to: 'editors-and-experiments.md#personalisation', words: /personali[sz]ation|monetate|\/decide|decide\/|engine/i },

  // checkout-and-payments.md
  { to: 'checkout-and-payments.md#3-d-secure', words: /3-?D ?S(ecure)?|three.domain|card challenge|challenge dialog|threeDS|PaymentNotAuthorized|patch(es|ed)? the order/i },
  { to: 'checkout-and-payments.md#wallet-validation', words: /applePay(Country|City|Shipping)|shippingContactInvalid|billingContactInvalid|addressUnserviceable|givenName|familyName|addressLines|wallet (rules?|validation|contact)|contact fields?|billing country|shipping country/i },
  { to: 'checkout-and-payments.md#device-wallet', words: /wallet|apple.?pay|DW_APPLE_PAY|merchant|express.(flow|session)/i },
  { to: 'checkout-and-payments.md#payment-session', words: /payment.?session/i },
  { to: 'checkout-and-payments.md#paypal-and-klarna', words: /paypal|klarna|PAY400|buy.now.pay.later|BNPL/i },
  { to: 'checkout-and-payments.md#gift-cards', words: /gift.?cards?|GC_|giftcard|\bXXX\b/i },
  { to: 'checkout-and-payments.md#athlete-payment', words: /athletes?.payment|ATHLETES_PAYMENT|payable/i },
  { to: 'checkout-and-payments.md#rewards-and-loyalty-points', words: /rewards?\b|vouchers?|loyalty points|LOYALTY_POINTS|REWARD_C/i },
  { to: 'checkout-and-payments.md#buy-in-store', words: /buy.in.store|store associate|storeEmployee|in.store|inStoreSalesInfo|end store session/i },
  { to: 'checkout-and-payments.md#order-confirmation', words: /order.confirmation|storeContext|applePayPdp|purchase event/i },
  { to: 'checkout-and-payments.md#express-checkout', words: /express checkout|\bEXPRESS\b|saved default card/i },
  { to: 'checkout-and-payments.md#failed-order-steps', words: /back to (shipping|billing)|returns? to (shipping|billing)|failed (order )?step|recovery paths?/i },
  { to: 'checkout-and-payments.md#cards', words: /credit card|card (form|number)s?|expiry|luhn|security code|\bCVV\b|CC_EXPIRY|masked|saves? a card|card save|paymentInstrumentId/i },
  { to: 'checkout-and-payments.md#order-placement', words: /place(s|d)? (the |an )?order|placeOrder|prepareOrder|prepare(s|d)? the order|order placement|idempotency|order number|orderNumber/i },
  { to: 'checkout-and-payments.md#addresses-at-checkout', words: /shipping address|billing address|PO.?box|POBOX|shippingAddress|billingAddress/i },
  { to: 'checkout-and-payments.md#checkout-calls', words: /deviceFingerPrint|paymentInstruments|paymentMethods\b|checkout calls|\/checkout\/order/i },
  { to: 'checkout-and-payments.md#checkout-steps', words: /checkout steps?|checkout's steps|three steps|step(s)? (of|in) (the )?checkout|shipping, (then )?billing|(billing|shipping|summary) step|step \d, (shipping|billing|summary)|\/checkout\b/i },
  { to: 'checkout-and-payments.md#payment-kinds', words: /payment (kinds?|methods?|codes?)|payment_method_id|payment instruments?|CREDIT_CARD|adapter|payments?\b/i },

  // cart.md
  { to: 'cart.md#saved-for-later', words: /saved?.for.later|saveForLater|saved items?|update-saved-item/i },
  { to: 'cart.md#favorites', words: /favou?rites?|wishlists?|favoriteId|share[ds]? (list|favorites)/i },
  { to: 'cart.md#mini-cart', words: /mini.?cart/i },
  { to: 'cart.md#cart-recovery', words: /CART_NOT_FOUND|INVALID_CUSTOMER|cart.not.found|invalid.customer|recreat|re-add|recover/i },
  { to: 'cart.md#delivery-method-transitions', words: /transitions?|downgrad|pickup to home|home to pickup|store.to.store/i },
  { to: 'cart.md#approaching-promotions', words: /approaching|threshold|call-?out|calloutM/i },
  { to: 'cart.md#gift-options', words: /gift.?options?|giftOption|all three are present|to, email(,)? and message/i },
  { to: 'cart.md#coupons-and-promotions', words: /coupons?|promotions?|promo ?summary|promoSummary|Free Gift|Marked Down|discount label/i },
  { to: 'cart.md#quantities-and-retries', words: /quantit(y|ies)|maxQty|999.?999|DEFAULT_(MAX_)?QTY|retr(y|ied|ies)|2000 ?ms|2 seconds/i },
  { to: 'cart.md#adding-to-the-cart', words: /add(s|ed|ing)?.to.(the )?cart|add body|addItems?|AddLine|item input|ItemInput|\/cart\/v1\/item|cartWithItem|adds? (a |an )?(line|item)/i },
  { to: 'cart.md#shipping-methods-and-delivery', words: /shipping methods?|pudo|collection.point|\bsts\b|ship.to.store|pickup|shippingId|shopper'?s own shipment|deliver(y|ies)( choice| method| option)?/i },
  { to: 'cart.md#cart-totals', words: /totals?\b|remainingToPay|itemTotal|taxation|subtotal/i },
  { to: 'cart.md#cart-items', words: /cart (item|line)s?|\blines?\b|shippingOptions|productPromotions|masterId|isCustoms/i },
  { to: 'cart.md#cart-calls', words: /\/cart\/v[12]|price_adjustments?|price adjustment|reserveWithItem|cart calls|the Cart table/i },
  { to: 'cart.md#the-cart', words: /\bcarts?\b|basket(Id)?\b/i },

  // account-and-loyalty.md
  { to: 'account-and-loyalty.md#profile-updates', words: /Profile not loaded|truthy|profile updates?|update[sd]? (the )?profile/i },
  { to: 'account-and-loyalty.md#phone-numbers', words: /phones?\b|ten.digit|digit.count|dial(l)?ing|dialCode|dial code|mask|E\.164|trunk|international form|country (table|list)|countryList|\+44/i },
  { to: 'account-and-loyalty.md#addresses', words: /address(es)?\b|approach ?type|main (address|flag)|province|postal ?code|address rules/i },
  { to: 'account-and-loyalty.md#orders-and-returns', words: /order history|purchase(history)?|invoice|return ?label|\breturns?\b|cancel(Order)?|TrackOrder|track(ing)? (an? )?order|OHS4004|resendGiftCardEmail/i },
  { to: 'account-and-loyalty.md#communication-and-subscriptions', words: /subscriptions?|communication|opt.?in|opt.?out|double.?opt|server.?time|server's clock|gateway's clock|notification(s)? (call|body)/i },
  { to: 'account-and-loyalty.md#loyalty-enrolment', words: /loyalty (enrol|sign.?up)|enrol(l)?(ment|s|ing)?\b|join(s|ing)?\b|referral|welcome promo|loyalty\/token/i },
  { to: 'account-and-loyalty.md#segments-and-spend-banners', words: /segments?\b|spend|WRANX|\bIPA\b|athletes?\b|annualC(ap|redit)|prosumer|identity types?/i },
  { to: 'account-and-loyalty.md#employees', words: /employees?\b|EMPLOYEE|discount terms|employee terms/i },
  { to: 'account-and-loyalty.md#loyalty-programme', words: /loyalty|milestone|benefits box|points balance|LoyaltyPoints/i },
  { to: 'account-and-loyalty.md#saved-payment-methods', words: /saved (cards?|payment)|payment.methods? page|wallet page|payment_instruments/i },
  { to: 'account-and-loyalty.md#help-and-contact', words: /contact.?us|contactus|warranty|\bhelp\b/i },
  { to: 'account-and-loyalty.md#stores', words: /store locator|stores?\b|collectionPoints|store search/i },
  { to: 'account-and-loyalty.md#consumer-profile', words: /profile|consumerDetails|consumerProfile|preferences|interests|identity|preferredShoeSize|account\b/i },
  { to: 'account-and-loyalty.md#consumer-calls', words: /consumers-v3|gateway headers|\bheaders?\b|channel|ECOMM|MAPP|access key|Consumer service/i },

  // catalogue.md
  { to: 'catalogue.md#quick-shop', words: /quick.?shop|notify.?me|footer button|update-cart-item|sign.in.to.buy|update.in.cart/i },
  { to: 'catalogue.md#kept-query-parameters', words: /kept|query param(eter)?s?|enrollment_marketing_source|localePath|leadSource|utm_|gclid|cache key/i },
  { to: 'catalogue.md#page-types', words: /page.?types?|searchhub|Page is not available/i },
  { to: 'catalogue.md#formats', words: /currency|percent(age)?s?|date formats?|MM\/DD|DD\/MM|placeholder date|01\/01\/1900|formats?\b/i },
  { to: 'catalogue.md#delivery-days', words: /same.day|delivery (days|times?)|deliveryTime|N-M|fastest|lowest day/i },
  { to: 'catalogue.md#reviews', words: /reviews?\b|questions?\b|answers? vote|REV410|translate/i },
  { to: 'catalogue.md#analytics', words: /analytics|tag.manager|dataLayer|GA4|interaction.origin|\bpush(es)?\b|tracked|tracking/i },
  { to: 'catalogue.md#listings-and-search', words: /facets?|listings?|search|pagination|siblings?|autoSuggest|suggest/i },
  { to: 'catalogue.md#variant-stock', words: /\bstock\b|InStock|OutOfStock|inventory|AVAILABLE|selection is complete|availability|reservable/i },
  { to: 'catalogue.md#prices', words: /prices?\b|omnibus|best price|lowCurrent|highOriginal/i },
  { to: 'catalogue.md#product-calls', words: /\/products\/v[12]|productSets?|\/notifications|widgetRecommendations|\/catalog\b/i },
  { to: 'catalogue.md#product', words: /products?\b|badge|eyebrow|presale|LOW STOCK|coming.soon|swatch|attributes?\b|variants?\b/i },
  { to: 'catalogue.md#routes', words: /routes?\b|\/cart\b(?!\/)|\/checkout\b(?!\/)|\/account\b(?!\/)|\/associate-login|\/forgot-password|informational|linked (pages|routes)|\/loyalty|-terms\b|\/favorites|\/help|\/privacy|product id|category id|8 to 11|4 to 10|redirects?/i },
  { to: 'catalogue.md#sites-and-locales', words: /locales?\b|sites?\b|site id|siteId|\bregion\b|NORA|EMEA|languages?\b|underscore/i },

  // content-blocks.md
  { to: 'content-blocks.md#errors-in-content-blocks', words: /logged only|only logged|no (other )?user.facing|removes itself/i },
  { to: 'content-blocks.md#dialogs-and-panels', words: /dialogs?\b|panels?\b|modal|side panel|transition time|one (is )?open|only one/i },
  { to: 'content-blocks.md#benefit-bar', words: /benefit.?bar|benefitBarClosed/i },
  { to: 'content-blocks.md#promo-bar', words: /promo.?bar/i },
  { to: 'content-blocks.md#pop-up', words: /pop.?ups?\b|minimi[sz]ed|maximi[sz]ed/i },
  { to: 'content-blocks.md#mega-menu', words: /mega.?menu|\bL[123]\b|shop.all|visual selectors?|navigation|nav height|popover/i },
  { to: 'content-blocks.md#secondary-nav', words: /secondary.?nav/i },
  { to: 'content-blocks.md#newsletter', words: /newsletter|dynamic form|policy checkbox/i },
  { to: 'content-blocks.md#event-sign-up', words: /event.?(sign.?up|registration|form|pass)|attending|plus.?one|guest.name|eventId/i },
  { to: 'content-blocks.md#article-grid', words: /articles?\b|read.more|tag filter|tagId/i },
  { to: 'content-blocks.md#recommendations-and-up-sell', words: /recommendations?|up.?sells?|recToken|impressions?/i },
  { to: 'content-blocks.md#user-generated-content', words: /\bugc\b|olapic|curalate|social|user.generated|widgets?\b/i },
  { to: 'content-blocks.md#video', words: /videos?\b|cloudinary|\btracks?\b|autoplay|transcripts|chapters/i },
  { to: 'content-blocks.md#icon-and-text', words: /icon.?(and|&|\/).?text|iconSize|icon sizes?/i },
  { to: 'content-blocks.md#vertical-list', words: /vertical.?list/i },
  { to: 'content-blocks.md#filter-list', words: /filter.?(list|by|bar)|see more|see less|load.more/i },
  { to: 'content-blocks.md#carousels', words: /carousels?|autorotate|slides?\b|swiper/i },
  { to: 'content-blocks.md#collection-and-cta-collection', words: /collections?\b|\bCTA|category cards|linked cards|inline catalog|accordions?|anchors?\b|targets?\b/i },
  { to: 'content-blocks.md#banner', words: /banners?\b|hero|gradient|caption|overlay|eyebrow|cinema|backdrop/i },
  { to: 'content-blocks.md#images', words: /images?\b|srcset|sharpen|pixel ratio|\bDPR\b|quality 50|transforms?\b|pictures?\b/i },
  { to: 'content-blocks.md#layout-values', words: /\d(\.\d+)?rem\b|\d+vh\b|fractions?|paddings?|margins?|layout values?|widths?\b|heights?\b|columns?\b|grid/i },
  { to: 'content-blocks.md#footer', words: /footer/i },
  { to: 'content-blocks.md#content-service', words: /caas|content service|augmentedpage|fragments?|children\/|fixed pages?|content client|live collection|\{mode\}|CMS area|page areas?/i },
  { to: 'content-blocks.md#page-composition', words: /per.block|block list|registry|section (content )?types?|hidden per breakpoint|sticky|hideOn|\bblocks?\b|sections?\b|CMS/i },
];

/** Headings whose words are common ("cart", "profile", "product"): their matches count half. */
const GENERAL = new Set([
  'cart.md#the-cart',
  'cart.md#cart-items',
  'account-and-loyalty.md#consumer-profile',
  'account-and-loyalty.md#consumer-calls',
  'catalogue.md#product',
  'sign-in.md#sign-in-flow',
  'catalogue.md#sites-and-locales',
  'content-blocks.md#page-composition',
  'content-blocks.md#layout-values',
  'checkout-and-payments.md#payment-kinds',
]);

/** Where each cited section's rules went (README's table); the first is the section's default. */
const SECTIONS: Record<Section, string[]> = {
  '000§1': ['checkout-and-payments.md#payment-kinds', 'sign-in.md#who-signs-in', 'checkout-and-payments.md#buy-in-store', 'account-and-loyalty.md#consumer-calls'],
  '000§2': ['catalogue.md#routes', 'catalogue.md#kept-query-parameters', 'content-blocks.md#dialogs-and-panels', 'errors.md#toasts', 'checkout-and-payments.md#order-confirmation'],
  '000§3': ['cart.md#the-cart', 'cart.md#cart-totals', 'cart.md#cart-items', 'cart.md#shipping-methods-and-delivery', 'checkout-and-payments.md#payment-kinds', 'cart.md#saved-for-later', 'cart.md#favorites', 'account-and-loyalty.md#loyalty-programme', 'checkout-and-payments.md#order-confirmation', 'account-and-loyalty.md#addresses', 'sign-in.md#authentication-state', 'checkout-and-payments.md#buy-in-store', 'errors.md#error-answers', 'checkout-and-payments.md#payment-session', 'cart.md#cart-calls'],
  '000§4': ['checkout-and-payments.md#checkout-steps', 'checkout-and-payments.md#order-placement', 'checkout-and-payments.md#3-d-secure', 'checkout-and-payments.md#failed-order-steps', 'cart.md#delivery-method-transitions', 'sign-in.md#sign-in-flow', 'sign-in.md#token-exchange', 'sign-in.md#sign-out', 'cart.md#cart-recovery', 'cart.md#saved-for-later', 'checkout-and-payments.md#device-wallet', 'checkout-and-payments.md#paypal-and-klarna', 'cart.md#approaching-promotions', 'checkout-and-payments.md#buy-in-store', 'editors-and-experiments.md#personalisation', 'checkout-and-payments.md#express-checkout'],
  '000§5': ['errors.md#field-validation-messages', 'cart.md#gift-options', 'account-and-loyalty.md#addresses', 'checkout-and-payments.md#addresses-at-checkout', 'checkout-and-payments.md#cards', 'checkout-and-payments.md#wallet-validation', 'checkout-and-payments.md#rewards-and-loyalty-points', 'checkout-and-payments.md#athlete-payment', 'editors-and-experiments.md#consent', 'sign-in.md#sign-in-flow', 'sign-in.md#passwords'],
  '000§6': ['sign-in.md#roles', 'account-and-loyalty.md#employees', 'account-and-loyalty.md#segments-and-spend-banners', 'checkout-and-payments.md#buy-in-store'],
  '000§7': ['cart.md#cart-calls', 'sign-in.md#authentication-calls', 'checkout-and-payments.md#checkout-calls', 'cart.md#adding-to-the-cart', 'cart.md#quantities-and-retries', 'sign-in.md#token-exchange', 'checkout-and-payments.md#payment-session', 'sign-in.md#bot-check', 'account-and-loyalty.md#consumer-calls'],
  '000§8': ['errors.md#client-handled-ids', 'errors.md#error-mapping', 'errors.md#flash-codes', 'errors.md#server-error-codes', 'errors.md#messages'],
  '000§9': ['errors.md#timings', 'cart.md#quantities-and-retries', 'sign-in.md#token-exchange', 'checkout-and-payments.md#payment-session', 'cart.md#cart-recovery', 'catalogue.md#listings-and-search', 'catalogue.md#routes', 'catalogue.md#delivery-days', 'cart.md#coupons-and-promotions'],
  '001§1': ['catalogue.md#sites-and-locales', 'sign-in.md#who-signs-in'],
  '001§2': ['content-blocks.md#page-composition', 'catalogue.md#page-types', 'catalogue.md#routes', 'catalogue.md#kept-query-parameters', 'sign-in.md#enrolment-steps', 'catalogue.md#quick-shop', 'editors-and-experiments.md#showcase-viewer', 'editors-and-experiments.md#preview', 'content-blocks.md#content-service'],
  '001§3': ['account-and-loyalty.md#consumer-profile', 'account-and-loyalty.md#addresses', 'catalogue.md#product', 'catalogue.md#prices', 'cart.md#cart-items', 'cart.md#approaching-promotions', 'content-blocks.md#page-composition', 'sign-in.md#sign-up', 'editors-and-experiments.md#experimentation-client'],
  '001§4': ['content-blocks.md#page-composition', 'sign-in.md#enrolment-steps', 'account-and-loyalty.md#addresses', 'catalogue.md#quick-shop', 'catalogue.md#variant-stock', 'sign-in.md#sign-up', 'editors-and-experiments.md#experiences', 'editors-and-experiments.md#segmentation', 'editors-and-experiments.md#consent', 'errors.md#toasts', 'checkout-and-payments.md#buy-in-store'],
  '001§5': ['errors.md#field-validation-messages', 'account-and-loyalty.md#phone-numbers', 'account-and-loyalty.md#profile-updates', 'account-and-loyalty.md#addresses', 'sign-in.md#sign-up', 'sign-in.md#sign-in-flow', 'content-blocks.md#newsletter', 'content-blocks.md#event-sign-up', 'editors-and-experiments.md#showcase-viewer', 'cart.md#approaching-promotions', 'cart.md#gift-options'],
  '001§6': ['editors-and-experiments.md#audiences', 'account-and-loyalty.md#segments-and-spend-banners', 'account-and-loyalty.md#employees', 'sign-in.md#roles'],
  '001§7': ['account-and-loyalty.md#consumer-calls', 'catalogue.md#product-calls', 'content-blocks.md#content-service', 'cart.md#favorites', 'account-and-loyalty.md#stores', 'editors-and-experiments.md#personalisation', 'content-blocks.md#user-generated-content'],
  '001§8': ['errors.md#error-mapping', 'errors.md#messages', 'content-blocks.md#errors-in-content-blocks', 'sign-in.md#sign-up', 'checkout-and-payments.md#cards'],
  '001§9': ['content-blocks.md#layout-values', 'content-blocks.md#images', 'content-blocks.md#recommendations-and-up-sell', 'catalogue.md#listings-and-search', 'catalogue.md#formats', 'editors-and-experiments.md#experimentation-client', 'catalogue.md#delivery-days'],
};

/** A file's folder says which requirements file it most likely means. */
const AREAS: Array<[RegExp, string]> = [
  [/(^|\/)(cart|mini-cart|saved-for-later|favorites|gift-options?|delivery|wishlists?)(\/|\.|-)/, 'cart.md'],
  [/(^|\/)(checkout|payments?|order-confirmation|express|wallet)(\/|\.|-)/, 'checkout-and-payments.md'],
  [/(^|\/)(account|loyalty|consumer|addresses?|profile|subscriptions?|help|stores|utilities)(\/|\.|-)/, 'account-and-loyalty.md'],
  [/(^|\/)(catalog(ue)?|product|quick-shop|reviews|search|facets|site|buy-box|inventory)(\/|\.|-)/, 'catalogue.md'],
  [/(^|\/)(sign-in|auth|associate-login|employee-terms|bff)(\/|\.|-)/, 'sign-in.md'],
  [/(^|\/)(preview|experiments?|experience|segment(s|ation)?|personali[sz]ation|consent|showcase|analytics)(\/|\.|-)/, 'editors-and-experiments.md'],
  [/(^|\/)(errors?|toasts?)(\/|\.|-)/, 'errors.md'],
  [/(^|\/)(blocks|content|articles|media|social)(\/|\.|-)/, 'content-blocks.md'],
];

/**
 * Folders that are one rule's home: a block's component and schema are about that block, whatever
 * else their comments mention; an island or module named after a rule is mostly about it.
 */
const HOMES: Array<[RegExp, string, number]> = [
  [/(blocks|schemas\/content)\/event-signup|islands\/event/, 'content-blocks.md#event-sign-up', 10],
  [/(blocks|schemas\/content)\/(banner|hero)/, 'content-blocks.md#banner', 10],
  [/(blocks|schemas\/content)\/(collection|cta-collection|category-cards|linked-cards|inline-catalog-grid|accordions|anchors)/, 'content-blocks.md#collection-and-cta-collection', 10],
  [/(blocks|schemas\/content)\/benefit-bar/, 'content-blocks.md#benefit-bar', 10],
  [/(blocks|schemas\/content)\/promo-bar/, 'content-blocks.md#promo-bar', 10],
  [/(blocks|schemas\/content)\/pop-up/, 'content-blocks.md#pop-up', 10],
  [/(blocks|schemas\/content)\/mega-menu/, 'content-blocks.md#mega-menu', 10],
  [/(blocks|schemas\/content)\/secondary-nav/, 'content-blocks.md#secondary-nav', 10],
  [/(blocks|schemas\/content)\/newsletter/, 'content-blocks.md#newsletter', 10],
  [/(blocks|schemas\/content)\/article-grid|src\/lib\/articles|schemas\/api\/article|sandbox\/articles/, 'content-blocks.md#article-grid', 10],
  [/(blocks|schemas\/content)\/(recommendations|up-sell)/, 'content-blocks.md#recommendations-and-up-sell', 10],
  [/(blocks|schemas\/content)\/ugc|src\/lib\/social|api\/social|sandbox\/social|schemas\/api\/social/, 'content-blocks.md#user-generated-content', 10],
  [/(blocks|schemas\/content)\/video/, 'content-blocks.md#video', 10],
  [/(blocks|schemas\/content)\/icon-and-text/, 'content-blocks.md#icon-and-text', 10],
  [/(blocks|schemas\/content)\/vertical-list/, 'content-blocks.md#vertical-list', 10],
  [/(blocks|schemas\/content)\/filter-by/, 'content-blocks.md#filter-list', 10],
  [/(blocks|schemas\/content)\/footer/, 'content-blocks.md#footer', 10],
  [/(blocks|schemas\/content)\/(picture|rich-text|spacer)/, 'content-blocks.md#picture-rich-text-and-spacer', 10],
  [/(blocks|schemas\/content)\/dialog/, 'content-blocks.md#dialogs-and-panels', 10],
  [/(blocks|schemas\/content)\/experience|src\/lib\/experiments/, 'editors-and-experiments.md#experiences', 4],
  [/(blocks|schemas\/content)\/segmentation|src\/lib\/segments/, 'editors-and-experiments.md#segmentation', 4],
  [/showcase/, 'editors-and-experiments.md#showcase-viewer', 4],
  [/preview/, 'editors-and-experiments.md#preview', 3],
  [/consent/, 'editors-and-experiments.md#consent', 4],
  [/toast/, 'errors.md#toasts', 4],
  [/quick-shop/, 'catalogue.md#quick-shop', 3],
  [/saved-for-later/, 'cart.md#saved-for-later', 3],
  [/favorites|wishlists/, 'cart.md#favorites', 3],
  [/gift-option/, 'cart.md#gift-options', 4],
  [/mini-cart/, 'cart.md#mini-cart', 3],
  [/employee-terms/, 'account-and-loyalty.md#employees', 4],
  [/associate-login/, 'sign-in.md#associate-login', 4],
  [/reviews/, 'catalogue.md#reviews', 3],
  [/order-confirmation/, 'checkout-and-payments.md#order-confirmation', 3],
  [/spend/, 'account-and-loyalty.md#segments-and-spend-banners', 4],
  [/countries|phone/, 'account-and-loyalty.md#phone-numbers', 3],
  [/address/, 'account-and-loyalty.md#addresses', 2],
  [/facets|search/, 'catalogue.md#listings-and-search', 2],
  [/delivery/, 'cart.md#shipping-methods-and-delivery', 2],
  [/buy-in-store/, 'checkout-and-payments.md#buy-in-store', 4],
];

/** DESIGN.md's sections, now headings of docs/architecture.md. */
const DESIGN: Array<[RegExp, string]> = [
  [/how it is deployed|deploy|redis|health|log(s|ged)?\b|correlation|stateless/i, 'how-it-is-deployed'],
  [/checkout and payments|masked|card numbers?|order placement|idempotency/i, 'checkout-and-payments'],
  [/state in the browser|never tokens|stores? import|nanostores/i, 'state-in-the-browser'],
  [/performance rules?|hydration|cache|cached|compress|private, no-store|budget/i, 'performance-rules'],
  [/composition|block|registry/i, 'composition-of-pages'],
  [/security rules?|set:html|sanitis|token|session|same-origin|redirect|json only|csp|preview|signed/i, 'security-rules'],
  [/\btests?\b/i, 'tests'],
];

// ---- finding references --------------------------------------------------------------------

/** Between the words of one reference a comment may wrap: spaces, a newline and `*` or `//`. */
const GAP = String.raw`(?:[ \t]+|[ \t]*\n[ \t]*(?:\*(?!/)|//)?[ \t]*)`;
const HEAD = new RegExp(String.raw`\b(?:(?:[Ss]eed|[Ss]pec)${GAP})?(000|001)(?:/(001))?${GAP}§(\d+)`, 'g');
const CONT = new RegExp(String.raw`^(\s*(?:,|;|and|&|–|-|or)?${GAP}?(?:[\s*/]*))§(\d+)(?:\s*[–-]\s*§?(\d+))?`);
const RANGE = /^\s*[–-]\s*§?(\d+)/;
const BARE = /(?<![A-Za-z0-9 ]RFC \d+ )(?<!RFC \d{3,5} )§(\d+)/g;
const DESIGN_REF = /DESIGN\.md(?:(?:,|:)?\s*(?:"([^"\n]+)"|(Security rules|Performance rules|How it is deployed|Checkout and payments|State in the browser|Tests)\b))?/g;

interface Ref {
  start: number;
  end: number;
  cites: Section[];
}

function expand(doc: Doc, from: number, to?: number): Section[] {
  const out: Section[] = [];
  for (let n = from; n <= (to ?? from); n++) out.push(`${doc}§${n}`);
  return out;
}

/** Every spec reference in a text: a head ("seed 001 §2") and the "§N" that continue it. */
export function findReferences(text: string): Ref[] {
  const refs: Ref[] = [];
  const taken: Array<[number, number]> = [];
  for (const m of text.matchAll(HEAD)) {
    const start = m.index;
    // "seed" is optional, but a bare "001 §5" must not be part of something else ("RFC 001").
    if (!/^[Ss](eed|pec)/.test(m[0]) && /[A-Za-z0-9.]$/.test(text.slice(Math.max(0, start - 1), start))) continue;
    const docs: Doc[] = m[2] ? ['000', '001'] : [m[1] as Doc];
    let end = start + m[0].length;
    const first = Number(m[3]);
    const range = RANGE.exec(text.slice(end));
    const cites: Section[] = docs.flatMap((d) => expand(d, first, range ? Number(range[1]) : undefined));
    if (range) end += range[0].length;
    for (;;) {
      const c = CONT.exec(text.slice(end));
      if (!c || /\n\s*\n/.test(c[1]!)) break;
      cites.push(...docs.flatMap((d) => expand(d, Number(c[2]), c[3] ? Number(c[3]) : undefined)));
      end += c[0].length;
    }
    refs.push({ start, end, cites: [...new Set(cites)] });
    taken.push([start, end]);
  }
  // "§N" on its own continues the last document cited shortly before it (same comment).
  for (const m of text.matchAll(BARE)) {
    const at = m.index;
    if (taken.some(([s, e]) => at >= s && at < e)) continue;
    const before = refs.filter((r) => r.end <= at && at - r.end < 500).at(-1);
    if (!before) continue;
    const between = text.slice(before.end, at);
    if (/\*\/|\n\s*\n/.test(between)) continue;
    const docs = [...new Set(before.cites.map((c) => c.slice(0, 3) as Doc))];
    let end = at + m[0].length;
    const range = RANGE.exec(text.slice(end));
    if (range) end += range[0].length;
    const cites = docs.flatMap((d) => expand(d, Number(m[1]), range ? Number(range[1]) : undefined));
    // "§8, §9" is one list: placed together, so it reads as one reference.
    for (;;) {
      const c = CONT.exec(text.slice(end));
      if (!c || /\n\s*\n/.test(c[1]!)) break;
      cites.push(...docs.flatMap((d) => expand(d, Number(c[2]), c[3] ? Number(c[3]) : undefined)));
      end += c[0].length;
    }
    refs.push({ start: at, end, cites: [...new Set(cites)] });
    taken.push([at, end]);
  }
  return refs.sort((a, b) => a.start - b.start);
}

// ---- placing a reference -------------------------------------------------------------------

const clean = (s: string): string => s.replace(/\n[ \t]*(\*(?!\/)|\/\/)?/g, ' ').replace(/\s+/g, ' ');

/** The words a reference is about: its clause, its line, the lines around it. */
function contextOf(text: string, ref: Ref): { near: string; line: string; block: string } {
  const after = clean(text.slice(ref.end, ref.end + 160));
  const clause = /^[^)(;]*?(?=[)(;]|\. |$)/.exec(after)?.[0] ?? after;
  // The words just before it on its line ("Up-sell (seed 001 §3)"), not past a sentence's end.
  const lineBefore = text.slice(text.lastIndexOf('\n', ref.start) + 1, ref.start);
  const lead = lineBefore.replace(/^\s*(\*|\/\/)?/, '').slice(-80);
  const lineStart = text.lastIndexOf('\n', ref.start) + 1;
  const lineEnd = text.indexOf('\n', ref.end);
  const line = text.slice(lineStart, lineEnd < 0 ? undefined : lineEnd);
  const block = clean(text.slice(Math.max(0, ref.start - 300), ref.end + 300));
  return { near: `${lead} ${clause.slice(0, 110)}`, line: clean(line), block };
}

/** Strips other references out of a context so their words don't count. */
const unref = (s: string): string => s.replace(HEAD, ' ').replace(/docs\/[\w/.-]+#[\w-]+/g, ' ');

function place(text: string, ref: Ref, file: string): string[] {
  const { near, line, block } = contextOf(text, ref);
  const [n, l, b] = [unref(near), unref(line), unref(block)];
  const areas = AREAS.filter(([re]) => re.test(file)).map(([, f]) => f);
  const homes = HOMES.filter(([re]) => re.test(file));
  return [
    ...new Set(
      ref.cites.map((cite) => {
        const fromSection = SECTIONS[cite] ?? [];
        let best: { to: string; score: number } | null = null;
        for (const rule of RULES) {
          const words = rule.words;
          let score = ((words.test(n) ? 8 : 0) + (words.test(l) ? 3 : 0) + (words.test(b) ? 1 : 0)) * (GENERAL.has(rule.to) ? 0.5 : 1);
          for (const [, to, bonus] of homes) if (to === rule.to) score += bonus;
          if (words.test(file)) score += 2;
          if (score === 0) continue;
          if (fromSection.includes(rule.to)) score += 2;
          if (areas.includes(rule.to.split('#')[0]!)) score += 1.5;
          if (process.env.REFS_DEBUG && file.includes(process.env.REFS_DEBUG)) console.log(cite, rule.to, score, JSON.stringify(n));
          if (!best || score > best.score) best = { to: rule.to, score };
        }
        if (best && best.score >= 4) return best.to;
        // Little said: the section's heading in the file's own area, else the section's default.
        const inArea = fromSection.find((to) => areas.includes(to.split('#')[0]!));
        return inArea ?? best?.to ?? fromSection[0] ?? 'README.md#where-each-rule-came-from';
      }),
    ),
  ].map((to) => `${REQ}${to}`);
}

function placeDesign(text: string, at: number, title: string | undefined): string {
  const context = title ?? clean(text.slice(at, at + 200));
  // A section named right after it ("DESIGN.md, Security\n * rules") wins over words further on.
  const named = /^[\s,:"]*(security rules|performance rules|how it is deployed|checkout and payments|state in the browser)/i.exec(context)?.[1];
  if (named) return `${ARCH}#${named.toLowerCase().replace(/ /g, '-')}`;
  for (const [re, anchor] of DESIGN) if (re.test(context)) return `${ARCH}#${anchor}`;
  return ARCH;
}

// ---- rewriting files -----------------------------------------------------------------------

export interface Rewrite {
  file: string;
  line: number;
  from: string;
  to: string;
}

export function rewrite(text: string, file: string): { text: string; rewrites: Rewrite[] } {
  const edits: Array<{ start: number; end: number; to: string }> = [];
  for (const ref of findReferences(text)) edits.push({ start: ref.start, end: ref.end, to: place(text, ref, file).join(', ') });
  for (const m of text.matchAll(DESIGN_REF)) {
    edits.push({ start: m.index, end: m.index + m[0].length, to: placeDesign(text, m.index + m[0].length, m[1] ?? m[2]) });
  }
  edits.sort((a, b) => a.start - b.start);
  let out = '';
  let at = 0;
  const rewrites: Rewrite[] = [];
  for (const e of edits) {
    if (e.start < at) continue;
    out += text.slice(at, e.start) + e.to;
    rewrites.push({ file, line: text.slice(0, e.start).split('\n').length, from: clean(text.slice(e.start, e.end)), to: e.to });
    at = e.end;
  }
  return { text: tidy(out + text.slice(at)), rewrites };
}

/** The same reference twice in a row ("cart.md#x, cart.md#x") says it once. */
export function tidy(text: string): string {
  return text.replace(/(docs\/[\w/.-]+\.md(?:#[\w-]+)?)(?:(?:,|;| and)\s*\1(?![\w-]))+/g, '$1');
}

/** What still cites a document outside the repository. */
export const LEFT = /\b(?:seed|spec)\s+00[01]\b|\b00[01]\s+§\d|DESIGN\.md/gi;

function globToRegExp(pattern: string): RegExp {
  // A folder ("islands/product/") means everything under it.
  const glob = pattern.endsWith('/') ? `${pattern}**` : pattern;
  const re = glob
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*\*\//g, '\u0000')
    .replace(/\*\*/g, '\u0001')
    .replace(/\*/g, '[^/]*')
    .replace(/\?/g, '[^/]')
    .replace(/\u0000/g, '(?:.*/)?')
    .replace(/\u0001/g, '.*');
  return new RegExp(`^${re}(?:/.*)?$`);
}

const CODE = /\.(ts|tsx|mts|js|mjs|astro|css|vcl)$/;

function filesUnder(path: string, out: string[] = []): string[] {
  const full = resolve(ROOT, path);
  if (statSync(full, { throwIfNoEntry: false })?.isDirectory()) {
    for (const name of readdirSync(full)) if (name !== 'node_modules' && !name.startsWith('.')) filesUnder(join(full, name), out);
  } else if (CODE.test(full)) out.push(relative(ROOT, full));
  return out;
}

function main(): void {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      exclude: { type: 'string', multiple: true, default: [] },
      'dry-run': { type: 'boolean', default: false },
      report: { type: 'boolean', default: false },
    },
  });
  const roots = positionals.length ? positionals : ['src', 'islands', 'blocks', 'schemas', 'tests', 'scripts', 'deploy', 'astro.config.mjs'];
  const skip = (values.exclude ?? []).map(globToRegExp);
  const self = relative(ROOT, import.meta.filename);
  let rewritten = 0;
  let left = 0;
  let leftInSkipped = 0;
  const files = [...new Set(roots.flatMap((r) => filesUnder(r)))].filter((f) => f !== self && !f.startsWith('tests/unit/house/'));
  for (const file of files) {
    const text = readFileSync(resolve(ROOT, file), 'utf8');
    if (skip.some((re) => re.test(file))) {
      leftInSkipped += [...text.matchAll(LEFT)].length;
      continue;
    }
    const result = rewrite(text, file);
    rewritten += result.rewrites.length;
    const tidied = result.text !== text && result.rewrites.length === 0;
    if (values.report) for (const r of result.rewrites) console.log(`${r.file}:${r.line}  ${r.from}  →  ${r.to}`);
    const remaining = [...result.text.matchAll(LEFT)];
    left += remaining.length;
    for (const m of remaining) console.log(`left: ${file}:${result.text.slice(0, m.index).split('\n').length}  ${m[0]}`);
    if (!values['dry-run'] && (result.rewrites.length || tidied)) writeFileSync(resolve(ROOT, file), result.text);
  }
  console.log(
    `${values['dry-run'] ? 'would rewrite' : 'rewrote'} ${rewritten} references; ${left} left in the files rewritten, ${leftInSkipped} in excluded files`,
  );
}

if (import.meta.filename === process.argv[1] || process.argv[1]?.endsWith('requirements-references.ts')) main();
