/**
 * The help forms' rules (issue 12): the contact form (POST /consumers-v3/contactus) and the
 * warranty claim (POST /consumers-v3/consumer/warranty), as pure functions the islands and the
 * tests share. Field checks are the spec's validators (schemas/forms/validators.ts, docs/requirements/errors.md#field-validation-messages);
 * the limits are the contracts' own (schemas/api/consumer-rules.ts). No zod: this ships to the
 * browser.
 */
import { CARE_TEXT_MIN, CLAIM_TEXT_MAX, CONTACT_MESSAGE_MAX, PURCHASE_PLACES, WARRANTY_ISSUES } from '../../../schemas/api/consumer-rules.ts';
import {
  SIGN_IN_EMAIL_MAX_LENGTH,
  applyPhoneMask,
  formatDate,
  fromIsoDate,
  isBlank,
  parseDate,
  toIsoDate,
  validateDate,
  validateEmail,
  validateLength,
  validateName,
  validateRequired,
  type DateFormat,
  type FieldResult,
  type Region,
} from '../../../schemas/forms/validators.ts';
// The phone is the point of this form: its numbering plans load with it (docs/decisions.md#phones).
import '../phone/fields-ready.ts';
import { validatePhone } from '../phone/fields.ts';
import { PRODUCT_ID } from '../site/routes.ts';

export { CARE_TEXT_MIN, CLAIM_TEXT_MAX, CONTACT_MESSAGE_MAX, PURCHASE_PLACES, WARRANTY_ISSUES };
export type WarrantyIssue = (typeof WARRANTY_ISSUES)[number];
export type PurchasePlace = (typeof PURCHASE_PLACES)[number];

/** The contracts' longest order number and phone (schemas/api/consumer/care.ts). */
export const ORDER_NUMBER_MAX = 100;
export const PHONE_MAX = 20;

/** What the site's forms need to know about where they are. */
export interface FormSite {
  region: Region;
  /** The site's country: a phone typed without its dialling code is read there. */
  country?: string | undefined;
  phoneMask: string;
  dateFormat: DateFormat;
}

/**
 * What is wrong with a field: a validator's answer, or one of ours where the spec's validators
 * have no words ('productInvalid': not a product number).
 */
export type HelpProblem = Exclude<FieldResult, null> | 'productInvalid';
type Check = HelpProblem | null;

/** Field → its problem (only fields with one). */
export type Problems<F extends string> = Partial<Record<F, HelpProblem>>;

const collect = <F extends string>(checks: Record<F, Check>): Problems<F> => {
  const out: Problems<F> = {};
  for (const [field, result] of Object.entries(checks) as Array<[F, Check]>) if (result) out[field] = result;
  return out;
};

/** An email: required, an address with a dot in its domain, at most the contracts' 100 characters. */
const email = (value: string): FieldResult => validateEmail(value) ?? validateLength(value, { max: SIGN_IN_EMAIL_MAX_LENGTH });
/** A text the shopper writes (message, description): required, between the contract's bounds. */
const text = (value: string, max: number): FieldResult => validateRequired(value) ?? validateLength(value, { min: CARE_TEXT_MIN, max });
const optional = (value: string, max: number): FieldResult => validateLength(value, { max });
const phone = (value: string, site: FormSite): FieldResult => validatePhone(value, { region: site.region, mask: site.phoneMask, country: site.country });
const trimmed = (value: string): string | undefined => (isBlank(value) ? undefined : value.trim());

/** The characters a text holds as the contract counts them (trimmed). */
export const counted = (value: string): number => value.trim().length;

/** The phone as the shopper types it: digits laid into the site's mask (longer numbers keep their digits). */
export const maskPhone = (value: string, site: FormSite): string => applyPhoneMask(value, site.phoneMask);

// ---- Contact us --------------------------------------------------------------------------------

export const CONTACT_FIELDS = ['category', 'subject', 'firstName', 'lastName', 'email', 'phone', 'orderNumber', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;

export const emptyContact = (): ContactValues => ({ category: '', subject: '', firstName: '', lastName: '', email: '', phone: '', orderNumber: '', message: '' });

export function contactProblems(v: ContactValues, site: FormSite): Problems<ContactField> {
  return collect<ContactField>({
    category: validateRequired(v.category),
    subject: validateRequired(v.subject),
    firstName: validateName(v.firstName),
    lastName: validateName(v.lastName),
    email: email(v.email),
    phone: phone(v.phone, site),
    orderNumber: optional(v.orderNumber, ORDER_NUMBER_MAX),
    message: text(v.message, CONTACT_MESSAGE_MAX),
  });
}

/** The body of POST /consumers-v3/contactus (schemas/api/consumer/care.ts contactUs). */
export interface ContactBody {
  category: string;
  subject: string;
  email: string;
  firstName: string;
  lastName: string;
  phone?: string;
  orderNumber?: string;
  message: string;
}

export function contactBody(v: ContactValues): ContactBody {
  const phoneNumber = trimmed(v.phone);
  const order = trimmed(v.orderNumber);
  return {
    category: v.category,
    subject: v.subject,
    email: v.email.trim(),
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    ...(phoneNumber ? { phone: phoneNumber } : {}),
    ...(order ? { orderNumber: order.toUpperCase() } : {}),
    message: v.message.trim(),
  };
}

// ---- Warranty claim ----------------------------------------------------------------------------

export const WARRANTY_FIELDS = ['productId', 'orderNumber', 'purchaseDate', 'purchasePlace', 'issue', 'description', 'firstName', 'lastName', 'email', 'phone'] as const;
export type WarrantyField = (typeof WARRANTY_FIELDS)[number];
export type WarrantyValues = Record<WarrantyField, string>;

export const emptyWarranty = (): WarrantyValues => ({ productId: '', orderNumber: '', purchaseDate: '', purchasePlace: '', issue: '', description: '', firstName: '', lastName: '', email: '', phone: '' });

/**
 * The product a claim is about, from what the shopper typed: a product number (any case), or a
 * product page's address pasted whole (`…/p/trail-boot-FWINSTOCK1?color=…`). null when neither.
 */
export function productNumberOf(value: string): string | null {
  const typed = value.trim();
  if (!typed) return null;
  const upper = typed.toUpperCase();
  if (PRODUCT_ID.test(upper)) return upper;
  const path = /\/p\/([^/?#\s]+)/.exec(typed)?.[1];
  const id = path?.slice(path.lastIndexOf('-') + 1);
  return id && PRODUCT_ID.test(id) ? id : null;
}

/** Today in the site's calendar, as an ISO date (the purchase date's upper bound). */
export const todayIso = (now: Date = new Date()): string => toIsoDate({ year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() });

export function warrantyProblems(v: WarrantyValues, site: FormSite, now: Date = new Date()): Problems<WarrantyField> {
  return collect<WarrantyField>({
    productId: validateRequired(v.productId) ?? (productNumberOf(v.productId) ? null : 'productInvalid'),
    orderNumber: optional(v.orderNumber, ORDER_NUMBER_MAX),
    purchaseDate: validateRequired(v.purchaseDate) ?? validateDate(v.purchaseDate, site.dateFormat, { max: todayIso(now) }),
    purchasePlace: validateRequired(v.purchasePlace),
    issue: validateRequired(v.issue),
    description: text(v.description, CLAIM_TEXT_MAX),
    firstName: validateName(v.firstName),
    lastName: validateName(v.lastName),
    email: email(v.email),
    phone: phone(v.phone, site),
  });
}

/** The body of POST /consumers-v3/consumer/warranty (schemas/api/consumer/care.ts warrantyClaim). */
export interface WarrantyBody {
  productId: string;
  orderNumber?: string;
  purchaseDate: string;
  purchasePlace: PurchasePlace;
  issue: WarrantyIssue;
  description: string;
  email: string;
  firstName: string;
  lastName: string;
  phone?: string;
}

/** The claim's body; call it only once warrantyProblems found nothing. */
export function warrantyBody(v: WarrantyValues, site: FormSite): WarrantyBody {
  const date = parseDate(v.purchaseDate, site.dateFormat);
  const phoneNumber = trimmed(v.phone);
  const order = trimmed(v.orderNumber);
  return {
    productId: productNumberOf(v.productId) ?? v.productId.trim(),
    ...(order ? { orderNumber: order.toUpperCase() } : {}),
    purchaseDate: date ? toIsoDate(date) : v.purchaseDate.trim(),
    purchasePlace: v.purchasePlace as PurchasePlace,
    issue: v.issue as WarrantyIssue,
    description: v.description.trim(),
    email: v.email.trim(),
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    ...(phoneNumber ? { phone: phoneNumber } : {}),
  };
}

/** An ISO date as the shopper reads it in the site's format (the confirmation, a prefill). */
export function shownDate(iso: string, format: DateFormat): string {
  const d = fromIsoDate(iso);
  return d ? formatDate(d, format) : iso;
}

// ---- Answers -----------------------------------------------------------------------------------

/**
 * The form field a gateway refusal names (`body.subject: Choose a subject of …`, the sandbox's
 * and the contracts' API400 shape), when it is one of the form's fields.
 */
export function fieldOfRefusal<F extends string>(message: string | null, fields: readonly F[]): F | null {
  const named = message ? /^body\.(\w+)/.exec(message)?.[1] : undefined;
  return named && (fields as readonly string[]).includes(named) ? (named as F) : null;
}

/** The reference a confirmation shows: the answer's case or claim id, when it has one. */
export function referenceOf(answer: unknown): string | null {
  if (!answer || typeof answer !== 'object') return null;
  const a = answer as Record<string, unknown>;
  const ref = a.caseId ?? a.claimId;
  return typeof ref === 'string' && ref.trim() ? ref : null;
}

/** The contact categories and subjects answer (GET /consumers-v3/contactus/categorySubject), read defensively. */
export interface ContactCategory {
  id: string;
  label: string;
  subjects: Array<{ id: string; label: string }>;
}

export function categoriesOf(answer: unknown): ContactCategory[] {
  const list = answer && typeof answer === 'object' ? (answer as { categories?: unknown }).categories : undefined;
  if (!Array.isArray(list)) return [];
  const str = (v: unknown) => (typeof v === 'string' && v ? v : null);
  return list.flatMap((raw) => {
    const c = raw as { id?: unknown; label?: unknown; subjects?: unknown };
    const id = str(c?.id);
    if (!id) return [];
    const subjects = Array.isArray(c.subjects)
      ? c.subjects.flatMap((s: { id?: unknown; label?: unknown }) => {
          const sid = str(s?.id);
          return sid ? [{ id: sid, label: str(s.label) ?? sid }] : [];
        })
      : [];
    return subjects.length ? [{ id, label: str(c.label) ?? id, subjects }] : [];
  });
}
