/**
 * Per-site sign-up and profile settings (docs/requirements/sign-in.md#sign-up; issue 12): which optional fields a site asks
 * for and requires. One table, keyed by site id, read on the server and in the browser (it imports
 * only the site list), honoured by every form that asks for these fields: sign-up, the profile,
 * the loyalty enrolment and the checkout's collection-point and store-pickup contacts.
 *
 * The values are ours (the spec says only "configured"): see docs/decisions.md.
 */
import { siteForId, siteForLocale, type Site } from './locales.ts';

export interface AccountSettings {
  /** Birth date asked and required at sign-up (docs/requirements/sign-in.md#sign-up "required only if configured"). */
  birthDateRequired: boolean;
  /** The youngest a shopper may be: the birth date must be on or before today minus this many years. */
  minimumAge: number;
  /** Gender asked; when shown it is required (docs/requirements/sign-in.md#sign-up "Gender required when shown for a locale"). */
  genderShown: boolean;
  /** Mobile number required at sign-up and in the profile. */
  mobileRequired: boolean;
  /** Collection-point email, phone and contact name required at checkout. */
  collectionPointContactRequired: boolean;
  /** Store-pickup email required at checkout. */
  storePickupEmailRequired: boolean;
  /** Sign-up asks only email and password; the profile is completed later (the simplified enrolment). */
  simplifiedEnrollment: boolean;
}

/** docs/requirements/sign-in.md#sign-up "the minimal age (configured per country)": the age of digital consent in each region. */
export const MINIMUM_AGE_BY_REGION = { NORA: 13, EMEA: 16 } as const;

const NORA: AccountSettings = {
  birthDateRequired: false,
  minimumAge: MINIMUM_AGE_BY_REGION.NORA,
  genderShown: false,
  mobileRequired: false,
  collectionPointContactRequired: false,
  storePickupEmailRequired: false,
  simplifiedEnrollment: false,
};

const EMEA: AccountSettings = {
  ...NORA,
  minimumAge: MINIMUM_AGE_BY_REGION.EMEA,
  collectionPointContactRequired: true,
  storePickupEmailRequired: true,
};

/** Overrides per site id, over the region's defaults. */
const OVERRIDES: Readonly<Record<string, Partial<AccountSettings>>> = {
  // Where marketing asked for birthday rewards and gendered size advice (our choice, docs/decisions.md).
  CAIRN_DE_DE: { birthDateRequired: true, genderShown: true },
  CAIRN_IT_IT: { birthDateRequired: true, genderShown: true, mobileRequired: true },
  CAIRN_FR_FR: { genderShown: true },
  // The Canadian French site tries the shorter sign-up (email and password first).
  CAIRN_FR_CA: { simplifiedEnrollment: true },
};

export function accountSettingsFor(site: Site | undefined): AccountSettings {
  const base = site?.region === 'EMEA' ? EMEA : NORA;
  return { ...base, ...(site ? OVERRIDES[site.siteId] : undefined) };
}

export const accountSettings = (siteId: string): AccountSettings => accountSettingsFor(siteForId(siteId));

/** In the browser: the settings of the site the page's locale path names. */
export const accountSettingsForLocale = (locale: string | undefined): AccountSettings => accountSettingsFor(siteForLocale(locale));

/**
 * The contact fields a collection-point delivery may leave blank on a site: its email and phone
 * where the site does not require them (docs/requirements/catalogue.md#sites-and-locales). The recipient's names stay required: the
 * carrier hands the parcel over by name. Store pickup needs no rule of its own in the checkout:
 * the contact email it uses is the order's (the shipping contact, or the billing address of a
 * pickup-only cart), which every order has (docs/decisions.md).
 */
export function optionalCollectionContact(settings: Pick<AccountSettings, 'collectionPointContactRequired'>): ReadonlyArray<'email' | 'phone'> {
  return settings.collectionPointContactRequired ? [] : ['email', 'phone'];
}
