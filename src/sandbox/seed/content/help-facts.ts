/**
 * The facts the help and legal pages (help-pages.ts) state, per site: taken from the sandbox's own
 * rules (rates, loyalty points and tiers, the welcome offer, the associate spend cap, minimum
 * ages), so what a page says is what the shop does. Formatting follows the site's locale.
 */
import type { Site } from '../../../lib/site/locales.ts';
import { ratesFor } from '../../cart/rates.ts';
import { LOYALTY_VOUCHER_POINTS, POINTS_PER_UNIT } from '../../cart/test-data.ts';
import { EMPLOYEE_SPEND } from '../../cart/ledger.ts';
import { WELCOME_PROMO } from '../../consumer/loyalty.ts';
import { accountSettingsFor } from '../../../lib/site/account-settings.ts';
import { LOYALTY_TIERS } from '../../consumer/profile.ts';

export type Language = 'en' | 'fr' | 'de' | 'it';

/** The return window the returns page and the terms of sale promise, in days from delivery. */
export const RETURN_DAYS = 60;
/** The date the legal pages say they were last updated. */
const LAST_UPDATED = '2025-05-01T12:00:00Z';

interface Contact {
  email: string;
  phone: string;
  /** The phone number in E.164, for tel: links. */
  tel: string;
  /** Opening hours, one line a day range. */
  hours: string[];
}

const CONTACT: Record<string, Contact> = {
  'en-us': { email: 'help@cairn.example', phone: '1-800-555-0142', tel: '+18005550142', hours: ['Monday to Friday, 7 am to 7 pm Mountain Time', 'Saturday and Sunday, 9 am to 5 pm Mountain Time'] },
  'en-ca': { email: 'help@cairn.example', phone: '1-888-555-0175', tel: '+18885550175', hours: ['Monday to Friday, 8 am to 8 pm Eastern Time', 'Saturday, 9 am to 5 pm Eastern Time'] },
  'fr-ca': { email: 'aide@cairn.example', phone: '1-888-555-0175', tel: '+18885550175', hours: ['Du lundi au vendredi, de 8 h à 20 h (heure de l’Est)', 'Le samedi, de 9 h à 17 h (heure de l’Est)'] },
  'en-gb': { email: 'help@cairn.example', phone: '020 7946 0321', tel: '+442079460321', hours: ['Monday to Friday, 9:00 to 18:00 (UK time)', 'Saturday, 10:00 to 16:00 (UK time)'] },
  'fr-fr': { email: 'aide@cairn.example', phone: '01 99 00 42 17', tel: '+33199004217', hours: ['Du lundi au vendredi, de 9 h à 18 h', 'Le samedi, de 10 h à 16 h'] },
  'de-de': { email: 'hilfe@cairn.example', phone: '030 23125 417', tel: '+493023125417', hours: ['Montag bis Freitag, 9 bis 18 Uhr', 'Samstag, 10 bis 16 Uhr'] },
  'it-it': { email: 'assistenza@cairn.example', phone: '02 9475 0312', tel: '+390294750312', hours: ['Dal lunedì al venerdì, dalle 9 alle 18', 'Il sabato, dalle 10 alle 16'] },
};

export interface Facts {
  site: Site;
  lang: Language;
  /** North America (tax on top, free standard shipping for members) or Europe and the UK. */
  nora: boolean;
  /** A path on this site: `/en-us/…`. */
  loc: (path: string) => string;
  /** An amount in the site's currency, major units; whole amounts without decimals. */
  money: (amount: number) => string;
  /** A count in the site's locale (2,500 / 2 500 / 2.500). */
  num: (n: number) => string;
  /** Alternatives in words: "a, b, or c" / "a, b ou c". */
  or: (items: string[]) => string;
  /** The legal pages' last-updated date, written out. */
  updated: string;
  /** The countries the site delivers to, in words, for a sentence ("the United States", "Deutschland und Österreich"). */
  countries: string;
  /** The site's country in words. */
  country: string;
  shipping: { standard: string; collectionPoint: string | null; freeFrom: string };
  taxIncluded: boolean;
  contact: Contact;
  privacyEmail: string;
  peopleEmail: string;
  minAge: number;
  loyalty: {
    /** One point for every whole unit of this amount. */
    perPoint: string;
    pointsPerUnit: number;
    vouchers: Array<{ points: string; value: string }>;
    /** The points from which a member is Ridge, and Summit (Trailhead is from the start). */
    tiers: { ridge: string; summit: string };
    welcomePercent: number;
    welcomeDays: number;
  };
  employeeCap: string;
  returnDays: number;
}

/** Country names English writes with an article in a sentence ("deliver to the United States"). */
const THE = new Set(['US', 'GB']);

const languageOf = (site: Site): Language => (['fr', 'de', 'it'].includes(site.language) ? (site.language as Language) : 'en');

export function factsFor(site: Site): Facts {
  const lang = languageOf(site);
  const rates = ratesFor(site);
  const moneyFormat = (amount: number) =>
    new Intl.NumberFormat(site.hreflang, { style: 'currency', currency: site.currency, minimumFractionDigits: Number.isInteger(amount) ? 0 : 2, maximumFractionDigits: 2 }).format(amount);
  const num = (n: number) => new Intl.NumberFormat(site.hreflang).format(n);
  const regions = new Intl.DisplayNames(site.hreflang, { type: 'region' });
  const tierFrom = (name: string) => num(LOYALTY_TIERS.find((t) => t.name === name)?.from ?? 0);
  return {
    site,
    lang,
    nora: site.region === 'NORA',
    loc: (path) => `/${site.locale}${path}`,
    money: moneyFormat,
    num,
    or: (items) => new Intl.ListFormat(site.hreflang, { type: 'disjunction' }).format(items),
    updated: new Intl.DateTimeFormat(site.hreflang, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(LAST_UPDATED)),
    countries: new Intl.ListFormat(site.hreflang, { type: 'conjunction' }).format(rates.shipsTo.map((c) => (lang === 'en' && THE.has(c) ? `the ${regions.of(c) ?? c}` : (regions.of(c) ?? c)))),
    country: regions.of(site.country) ?? site.country,
    shipping: {
      standard: moneyFormat(rates.fees.standard / 100),
      collectionPoint: rates.pudo ? moneyFormat(rates.fees.pudo / 100) : null,
      freeFrom: moneyFormat(rates.freeShippingFrom / 100),
    },
    taxIncluded: rates.taxIncluded,
    contact: CONTACT[site.locale] ?? (CONTACT['en-us'] as Contact),
    privacyEmail: 'privacy@cairn.example',
    peopleEmail: 'people@cairn.example',
    minAge: accountSettingsFor(site).minimumAge,
    loyalty: {
      perPoint: moneyFormat(1),
      pointsPerUnit: POINTS_PER_UNIT,
      vouchers: LOYALTY_VOUCHER_POINTS.map((p) => ({ points: num(p), value: moneyFormat(p / POINTS_PER_UNIT) })),
      tiers: { ridge: tierFrom('Ridge'), summit: tierFrom('Summit') },
      welcomePercent: WELCOME_PROMO.discountPercent,
      welcomeDays: WELCOME_PROMO.validDays,
    },
    employeeCap: moneyFormat(EMPLOYEE_SPEND.annualCap / 100),
    returnDays: RETURN_DAYS,
  };
}

/** A page's words, before they become blocks (help-pages.ts). HTML is rich text: h2–h6 only, never h1. */
export interface PageCopy {
  /** The page's h1 (the lead banner's title) and its meta title. */
  title: string;
  subtitle: string;
  /** The meta description. */
  description: string;
  /** Small print in the lead banner (last updated…), as HTML. */
  leadNote?: string;
  /** Calls to action in the lead banner. */
  leadTargets?: CtaTarget[];
  /** Rich-text blocks, in order; each starts with its own h2. */
  blocks: Array<{ heading: string; html: string }>;
  faq?: { title: string; items: Array<[question: string, answerHtml: string]> };
  cta?: { title: string; text?: string; targets: CtaTarget[]; note?: string };
}

export interface CtaTarget {
  url: string;
  text: string;
  style?: 'primary' | 'secondary';
}

/** The copy of one page in the four languages. */
export type PageWords = Record<Language, (f: Facts) => PageCopy>;
