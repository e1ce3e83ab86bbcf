/**
 * The consumer profile (docs/requirements/account-and-loyalty.md#consumer-profile): built from the account row (src/sandbox/auth/accounts.ts),
 * the consumer's preferences, address book and subscriptions, and the programme traits. Updates
 * follow docs/requirements/account-and-loyalty.md#profile-updates: values that are not truthy are skipped; the phone is normalised to
 * international form with its dialling code; a Loyalty enrollment needs a birth date.
 *
 * Programme figures (points balance, athlete credit, employee and prosumer spend against their
 * caps) come from the programme ledger (src/sandbox/cart/ledger.ts): they move with orders.
 */
import { INTEREST_SEPARATOR, INTERESTS, type ConsumerProfile } from '../../../schemas/api/consumer/profile.ts';
import type { Subscription, SubscriptionType } from '../../../schemas/api/subscription.ts';
import { EARLIEST_BIRTH_DATE, latestBirthDate } from '../../../schemas/forms/validators.ts';
import { accountSettingsFor } from '../../lib/site/account-settings.ts';
import type { Site } from '../../lib/site/locales.ts';
import { accountByEmail, accountByPhone, identityTypesOf, newMemberId, type AccountRow } from '../auth/accounts.ts';
import { ATHLETE_CREDIT, EMPLOYEE_SPEND as EMPLOYEE_CENTS, ledgerFigure, pointsBalance, PROSUMER_SPEND as PROSUMER_CENTS } from '../cart/ledger.ts';
import { statement, transaction, type Database } from '../db.ts';
import { apiFailure } from '../http/api-error.ts';
import { HttpError } from '../http/exchange.ts';
import { storeById } from '../stores/directory.ts';
import { toSubscription, type SubscriptionRow } from '../subscriptions/rows.ts';
import { dialCodeOfNumber, internationalPhone } from '../utilities/countries.ts';
import { listAddresses } from './addresses.ts';
import { fieldFailure, parseJson, requireAccount } from './common.ts';
import { notificationsOf } from './notifications.ts';

/** Yearly caps and opening spend of the discount programmes, major units (the spec names the fields, not the figures). */
export const EMPLOYEE_SPEND = { annualCap: EMPLOYEE_CENTS.annualCap / 100, currentSpend: EMPLOYEE_CENTS.currentSpend / 100 } as const;
export const PROSUMER_SPEND = { annualCap: PROSUMER_CENTS.annualCap / 100, currentSpend: PROSUMER_CENTS.currentSpend / 100 } as const;
export const LOYALTY_TIERS: ReadonlyArray<{ from: number; name: string }> = [
  { from: 5000, name: 'Summit' },
  { from: 2500, name: 'Ridge' },
  { from: 0, name: 'Trailhead' },
];

export interface Preferences {
  interests?: string;
  preferredShoeSize?: string;
  favoriteStoreId?: string;
}

export function preferencesOf(db: Database, consumerNo: string): Preferences {
  const row = statement(db, 'SELECT preferences FROM consumer_profiles WHERE consumer_no = ?').get(consumerNo) as { preferences: string } | undefined;
  return parseJson<Preferences>(row?.preferences, {});
}

function savePreferences(db: Database, consumerNo: string, preferences: Preferences, now: Date): void {
  statement(
    db,
    `INSERT INTO consumer_profiles (consumer_no, preferences, updated_at) VALUES (?, ?, ?)
     ON CONFLICT (consumer_no) DO UPDATE SET preferences = excluded.preferences, updated_at = excluded.updated_at`,
  ).run(consumerNo, JSON.stringify(preferences), now.toISOString());
}

/** The account's phone in international form: accounts keep digits with the dialling code. */
export const phoneOf = (row: AccountRow): string | undefined => (row.phone ? `+${row.phone}` : undefined);

export { requireAccount } from './common.ts';


/** The subscriptions of the account's email and phone on the site (the newsletter service's rows). */
function subscriptionsOf(db: Database, row: AccountRow, site: Site): Subscription[] {
  const phone = phoneOf(row);
  const rows = statement(db, 'SELECT * FROM subscriptions WHERE site_id = ? AND recipient IN (?, ?) ORDER BY type').all(site.siteId, row.email.toLowerCase(), phone ?? '') as unknown as SubscriptionRow[];
  const list: Subscription[] = rows
    .filter((r) => (r.type === 'SMS' ? r.recipient === phone : r.recipient === row.email.toLowerCase()))
    .map(toSubscription);
  // Consents given at sign-up count until the shopper changes them here or on the newsletter form.
  const signup = parseJson<{ subscriptions?: { newsletterConsent?: boolean; smsNotificationConsent?: boolean; loyaltyNewsletterConsent?: boolean } }>(row.signup, {}).subscriptions ?? {};
  const fromSignup: Array<[SubscriptionType, boolean | undefined, string | undefined]> = [
    ['Newsletter', signup.newsletterConsent, row.email.toLowerCase()],
    ['LoyaltyNewsletter', signup.loyaltyNewsletterConsent, row.email.toLowerCase()],
    ['SMS', signup.smsNotificationConsent, phone],
  ];
  for (const [type, consent, recipient] of fromSignup) {
    if (!consent || !recipient || list.some((s) => s.type === type)) continue;
    list.push({ type, recipient, channel: 'ECOMM', optin: true, doubleOptin: false, country: site.country, region: site.region, optinDate: row.created_at });
  }
  return list.sort((a, b) => a.type.localeCompare(b.type));
}

/**
 * A consent given at sign-up stands for a subscription until the shopper changes it: the
 * subscription routes read it as the row on file, so opting out of it works (PUT) and is dated.
 */
export function signupConsentRow(db: Database, site: Site, type: SubscriptionType, recipient: string): SubscriptionRow | undefined {
  const row =
    type === 'SMS'
      ? accountByPhone(db, recipient.trim().replace(/^\+/, ''))
      : (statement(db, 'SELECT * FROM accounts WHERE lower(email) = ?').get(recipient.trim().toLowerCase()) as AccountRow | undefined);
  if (!row) return undefined;
  const signup = parseJson<{ subscriptions?: { newsletterConsent?: boolean; smsNotificationConsent?: boolean; loyaltyNewsletterConsent?: boolean } }>(row.signup, {}).subscriptions ?? {};
  const consent = type === 'Newsletter' ? signup.newsletterConsent : type === 'LoyaltyNewsletter' ? signup.loyaltyNewsletterConsent : signup.smsNotificationConsent;
  if (!consent) return undefined;
  return { type, recipient: recipient.trim(), channel: 'ECOMM', optin: 1, double_optin: 0, category: null, country: site.country, region: site.region, optin_date: row.created_at, optout_date: null };
}

export function isPartiallyEnrolled(row: AccountRow): boolean {
  return Boolean(row.email) && (!row.phone || !row.first_name || !row.last_name || !row.postal_code || !row.birth_date);
}

export function loyaltyTier(points: number): string {
  return (LOYALTY_TIERS.find((t) => points >= t.from) ?? LOYALTY_TIERS[LOYALTY_TIERS.length - 1])!.name;
}

export function profileView(db: Database, row: AccountRow, site: Site, includeLoyaltySummary: boolean): ConsumerProfile {
  const identities = identityTypesOf(row);
  const preferences = preferencesOf(db, row.consumer_no);
  const phone = phoneOf(row);
  const source = parseJson<{ source?: { store?: string; acquisitionType?: string; campaignName?: string } }>(row.signup, {}).source;
  const member = row.member_id !== null;
  const currency = site.currency;
  const spend = (programme: 'athlete' | 'employee' | 'prosumer'): number => ledgerFigure(db, row.consumer_no, programme) / 100;
  const points = member ? pointsBalance(db, row.consumer_no) : 0;
  return {
    consumerId: row.consumer_no,
    consumerType: row.consumer_type,
    consumerDetails: {
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      ...(phone ? { phone, phoneCode: row.phone_code ?? dialCodeOfNumber(phone) } : {}),
      ...(row.postal_code ? { postalCode: row.postal_code } : {}),
      ...(row.birth_date ? { birthDate: row.birth_date } : {}),
      ...(row.gender ? { gender: row.gender } : {}),
      ...(source ? { source } : {}),
      address: listAddresses(db, row.consumer_no),
      ...(row.is_athlete === 1 ? { athlete: { currentSpend: spend('athlete'), annualCredit: ATHLETE_CREDIT.annualCredit / 100, currency } } : {}),
      ...(row.consumer_type === 'EMPLOYEE'
        ? {
            employee: {
              currentSpend: spend('employee'),
              annualCap: EMPLOYEE_SPEND.annualCap,
              currency,
              isEmployeeDiscountTCAccepted: row.employee_tc_accepted === 1,
              ...(row.store_employee_id ? { storeEmployeeId: row.store_employee_id } : {}),
            },
          }
        : {}),
      ...(identities[0] ? { prosumer: { currentSpend: spend('prosumer'), annualCap: PROSUMER_SPEND.annualCap, currency, identityType: identities[0] } } : {}),
      identity: identities.map((type) => ({ type, id: `${type}-${row.consumer_no}`, verified: true })),
    },
    preferences: {
      interests: preferences.interests ?? '',
      ...(preferences.preferredShoeSize ? { preferredShoeSize: preferences.preferredShoeSize } : {}),
      ...(preferences.favoriteStoreId ? { favoriteStoreId: preferences.favoriteStoreId } : {}),
    },
    subscriptions: subscriptionsOf(db, row, site),
    enrollments: member ? [{ type: 'Loyalty', optin: true, doubleOptin: false, region: site.region, channel: 'ECOMM' }] : [],
    isLoyaltyMember: member,
    ...(row.member_id ? { memberId: row.member_id } : {}),
    ...(row.loyalty_opt_in_date ? { loyaltyOptInDate: row.loyalty_opt_in_date } : {}),
    ...(includeLoyaltySummary && row.member_id
      ? { loyaltySummary: { memberId: row.member_id, points: { balance: points }, tier: loyaltyTier(points) } }
      : {}),
    partiallyEnrolled: isPartiallyEnrolled(row),
    // The account page reads the choices here: the spec's notification call is PUT only.
    notifications: notificationsOf(db, row.consumer_no),
  };
}

// ---- Updates ------------------------------------------------------------------------------------

type Skippable<T> = T | '' | null | undefined;

export interface ProfileInput {
  consumerProfile: {
    consumerDetails?: {
      email?: Skippable<string>;
      firstName?: Skippable<string>;
      lastName?: Skippable<string>;
      phone?: Skippable<string>;
      phoneCode?: Skippable<string>;
      postalCode?: Skippable<string>;
      birthDate?: Skippable<string>;
      gender?: Skippable<string>;
      source?: { store?: string | undefined; acquisitionType?: string | undefined; campaignName?: string | undefined } | undefined;
      athlete?: unknown;
      employee?: unknown;
      prosumer?: unknown;
      identity?: unknown;
    } | undefined;
    preferences?: { interests?: Skippable<string>; preferredShoeSize?: Skippable<string>; favoriteStoreId?: Skippable<string> } | undefined;
    subscriptions?: Array<{ type: SubscriptionType; optin: boolean; channel?: 'ECOMM' | 'MAPP' | undefined; category?: string | undefined }> | undefined;
    enrollments?: Array<{ type: 'Loyalty'; optin: boolean; channel?: 'ECOMM' | 'MAPP' | undefined }> | undefined;
    isEmployeeDiscountTCAccepted?: true | undefined;
  };
}

type Source = { store?: string; acquisitionType?: string; campaignName?: string };
/** What sign-up keeps in accounts.signup (src/sandbox/routes/auth.ts signUp). */
type SignupRecord = { subscriptions?: unknown; source?: Source; isTemporaryPassword?: unknown };
const SOURCE_FIELDS = ['store', 'acquisitionType', 'campaignName'] as const;

/** The source after an update (its truthy values, by the mode), or null when nothing changes. */
function sourceUpdate(current: Source | undefined, sent: { [K in keyof Source]?: string | undefined } | undefined, mode: UpdateMode): Source | null {
  if (!sent) return null;
  const next: Source = { ...current };
  let changed = false;
  for (const field of SOURCE_FIELDS) {
    const value = sent[field];
    if (!truthy(value) || (mode === 'fill' && next[field])) continue;
    if (next[field] !== value.trim()) {
      next[field] = value.trim();
      changed = true;
    }
  }
  return changed ? next : null;
}

/** 'overwrite' (PUT): every truthy value replaces; 'fill' (POST): only empty fields are filled. */
export type UpdateMode = 'overwrite' | 'fill';

const truthy = (v: Skippable<string>): v is string => typeof v === 'string' && v.trim() !== '';

const FIELD = 'consumerProfile.consumerDetails';

/**
 * A birth date within bounds for the site (sign-up and profile updates): PRO412 otherwise. docs/requirements/account-and-loyalty.md#profile-updates "not later than today minus the minimal age (configured per country)": the site's
 * minimum age from the storefront's one table (src/lib/site/account-settings.ts).
 */
export function checkBirthDate(date: string, site: Site, now: Date, field = `body.${FIELD}.birthDate`): void {
  const minimumAge = accountSettingsFor(site).minimumAge;
  const latest = latestBirthDate(minimumAge, now);
  if (date < EARLIEST_BIRTH_DATE || date > latest) {
    throw new HttpError(400, 'PRO412', `Date must be same or before ${latest} and after 1900-01-01 (${minimumAge} or older)`, [
      { errorId: 'PRO412', message: 'birthDate is out of bounds', field },
    ]);
  }
}

function normaliseInterests(raw: string): string {
  const values = raw
    .split(INTEREST_SEPARATOR)
    .map((v) => v.trim())
    .filter(Boolean);
  const unknown = values.filter((v) => !(INTERESTS as readonly string[]).includes(v));
  if (unknown.length) throw new HttpError(400, 'PRO411', `Unknown interests: ${unknown.join(', ')}. Interests are ${INTERESTS.join(', ')}, joined by "${INTEREST_SEPARATOR}"`);
  return [...new Set(values)].join(INTEREST_SEPARATOR);
}

/** Writes one subscription of the newsletter service's table (routes/subscriptions.ts reads the same rows). */
function setSubscription(db: Database, site: Site, type: SubscriptionType, recipient: string, optin: boolean, channel: 'ECOMM' | 'MAPP', category: string | undefined, now: Date): void {
  const before = statement(db, 'SELECT optin, optin_date, optout_date FROM subscriptions WHERE site_id = ? AND type = ? AND recipient = ?').get(site.siteId, type, recipient) as
    | { optin: number; optin_date: string | null; optout_date: string | null }
    | undefined;
  const at = now.toISOString();
  const optinDate = optin && before?.optin !== 1 ? at : (before?.optin_date ?? null);
  const optoutDate = !optin && before?.optin === 1 ? at : optin ? null : (before?.optout_date ?? null);
  statement(
    db,
    `INSERT INTO subscriptions (site_id, type, recipient, channel, optin, double_optin, category, country, region, optin_date, optout_date, updated_at)
     VALUES (?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (site_id, type, recipient) DO UPDATE SET optin = excluded.optin, category = COALESCE(excluded.category, category),
       optin_date = excluded.optin_date, optout_date = excluded.optout_date, updated_at = excluded.updated_at`,
  ).run(site.siteId, type, recipient, channel, optin ? 1 : 0, category ?? null, site.country, site.region, optinDate, optoutDate, at);
}

export interface UpdateResult {
  row: AccountRow;
  /** The profile went from partially enrolled to complete. */
  completed: boolean;
}

export function updateProfile(db: Database, consumerNo: string, input: ProfileInput, site: Site, mode: UpdateMode, now = new Date()): UpdateResult {
  const body = input.consumerProfile;
  const details = body.consumerDetails ?? {};
  for (const field of ['athlete', 'employee', 'prosumer', 'identity'] as const) {
    if (details[field] !== undefined) throw new HttpError(403, 'PRO418', `${field} is kept by its programme and can't be changed from the profile`);
  }
  return transaction(db, () => {
    const before = requireAccount(db, consumerNo);
    const empty = (column: keyof AccountRow) => before[column] === null || before[column] === '';
    const wanted = (column: keyof AccountRow, value: Skippable<string>): value is string => truthy(value) && (mode === 'overwrite' || empty(column));
    const set: Partial<Record<keyof AccountRow, string | null>> = {};

    if (wanted('email', details.email)) {
      const email = details.email.trim();
      const owner = accountByEmail(db, email);
      if (owner && owner.consumer_no !== consumerNo) throw apiFailure(409, 'LOGIN_IN_USE2', 'This email address is already used by another account');
      if (email !== before.email) set.email = email;
    }
    if (wanted('first_name', details.firstName)) set.first_name = details.firstName.trim();
    if (wanted('last_name', details.lastName)) set.last_name = details.lastName.trim();
    if (wanted('phone', details.phone)) {
      const international = internationalPhone(details.phone, truthy(details.phoneCode) ? details.phoneCode : undefined);
      if (!international) throw fieldFailure([{ field: `body.${FIELD}.phone`, message: 'A valid phone number is required' }]);
      const key = international.slice(1);
      const owner = accountByPhone(db, key);
      if (owner && owner.consumer_no !== consumerNo) throw apiFailure(409, 'PHONE_NUMBER_ALREADY_IN_USE2', 'This phone number is already used by another account');
      set.phone = key;
      set.phone_code = dialCodeOfNumber(international) ?? null;
    }
    if (wanted('postal_code', details.postalCode)) set.postal_code = details.postalCode.trim();
    if (wanted('gender', details.gender)) set.gender = details.gender.trim();
    if (wanted('birth_date', details.birthDate)) {
      checkBirthDate(details.birthDate, site, now);
      set.birth_date = details.birthDate;
    }

    const enrol = body.enrollments?.find((e) => e.type === 'Loyalty');
    if (enrol?.optin && before.member_id === null) {
      if (!(set.birth_date ?? before.birth_date)) throw new HttpError(400, 'MISSING_BIRTHDATE', 'A birth date is needed to join the loyalty programme');
      set.member_id = newMemberId(db);
      set.loyalty_opt_in_date = now.toISOString();
    } else if (enrol && !enrol.optin && before.member_id !== null && mode === 'overwrite') {
      set.member_id = null;
      set.loyalty_opt_in_date = null;
    }

    // The marketing source (a loyalty enrolment's campaign, docs/requirements/account-and-loyalty.md#loyalty-enrolment): kept with the sign-up's,
    // in the same place (accounts.signup.source, which the profile shows), by the update's mode.
    const source = sourceUpdate(parseJson<SignupRecord>(before.signup, {}).source, details.source, mode);
    if (source) set.signup = JSON.stringify({ ...parseJson<SignupRecord>(before.signup, {}), source });

    // The employee discount terms, once accepted, stay accepted.
    if (body.isEmployeeDiscountTCAccepted && before.consumer_type === 'EMPLOYEE' && before.employee_tc_accepted !== 1) {
      statement(db, 'UPDATE accounts SET employee_tc_accepted = 1 WHERE consumer_no = ?').run(consumerNo);
    }
    const columns = Object.keys(set) as Array<keyof AccountRow>;
    if (columns.length) {
      statement(db, `UPDATE accounts SET ${columns.map((c) => `${c} = ?`).join(', ')} WHERE consumer_no = ?`).run(...columns.map((c) => set[c] ?? null), consumerNo);
    }
    // Subscriptions follow the recipient they were made for.
    if (set.email) statement(db, "UPDATE OR IGNORE subscriptions SET recipient = ? WHERE recipient = ? AND type != 'SMS'").run(set.email.toLowerCase(), before.email.toLowerCase());
    if (set.phone && before.phone) statement(db, "UPDATE OR IGNORE subscriptions SET recipient = ? WHERE recipient = ? AND type = 'SMS'").run(`+${set.phone}`, `+${before.phone}`);

    const prefs = body.preferences;
    if (prefs) {
      const current = preferencesOf(db, consumerNo);
      const next: Preferences = { ...current };
      const take = (key: keyof Preferences, value: Skippable<string>) => truthy(value) && (mode === 'overwrite' || !current[key]);
      if (take('interests', prefs.interests)) next.interests = normaliseInterests(prefs.interests as string);
      if (take('preferredShoeSize', prefs.preferredShoeSize)) next.preferredShoeSize = (prefs.preferredShoeSize as string).trim();
      if (take('favoriteStoreId', prefs.favoriteStoreId)) {
        const id = (prefs.favoriteStoreId as string).trim();
        if (!storeById(id)) throw apiFailure(404, 'STR404', `Store ${id} not found`);
        next.favoriteStoreId = id;
      }
      if (JSON.stringify(next) !== JSON.stringify(current)) savePreferences(db, consumerNo, next, now);
    }

    const after = requireAccount(db, consumerNo);
    for (const choice of body.subscriptions ?? []) {
      const recipient = choice.type === 'SMS' ? phoneOf(after) : after.email.toLowerCase();
      if (!recipient) throw fieldFailure([{ field: 'body.consumerProfile.subscriptions', message: 'An SMS subscription needs a phone number on the profile' }]);
      setSubscription(db, site, choice.type, recipient, choice.optin, choice.channel ?? 'ECOMM', choice.category, now);
    }
    return { row: after, completed: isPartiallyEnrolled(before) && !isPartiallyEnrolled(after) };
  });
}
