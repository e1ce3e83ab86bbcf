/**
 * The help forms' rules (src/lib/help/forms.ts): the spec's validators with their exact English
 * words, the contracts' limits, and bodies the contracts accept (parsed with the same zod
 * contracts the sandbox validates requests with).
 */
import { describe, expect, it } from 'vitest';
import { contactUs, warrantyClaim, CONTACT_MESSAGE_MAX, CLAIM_TEXT_MAX } from '../../../schemas/api/consumer/care.ts';
import { fieldText } from '../../../schemas/forms/messages.ts';
import {
  categoriesOf,
  contactBody,
  contactProblems,
  emptyContact,
  emptyWarranty,
  fieldOfRefusal,
  maskPhone,
  productNumberOf,
  referenceOf,
  shownDate,
  todayIso,
  warrantyBody,
  warrantyProblems,
  CONTACT_FIELDS,
  type ContactValues,
  type FormSite,
  type HelpProblem,
  type WarrantyValues,
} from '../../../src/lib/help/forms.ts';
import { siteForLocale } from '../../../src/lib/site/locales.ts';

const US = siteForLocale('en-us') as FormSite;
const FR = siteForLocale('fr-fr') as FormSite;
const words = (p: HelpProblem | undefined) => (p && p !== 'productInvalid' ? fieldText(p, 'en') : p);

const contact = (over: Partial<ContactValues> = {}): ContactValues => ({
  ...emptyContact(),
  category: 'returns',
  subject: 'return-label',
  firstName: 'Robin',
  lastName: 'Hiker',
  email: 'robin@example.test',
  message: 'My label did not print, can you send it again?',
  ...over,
});

const claim = (over: Partial<WarrantyValues> = {}): WarrantyValues => ({
  ...emptyWarranty(),
  productId: 'fwinstock1',
  purchaseDate: '01/10/2025',
  purchasePlace: 'ONLINE',
  issue: 'SOLE',
  description: 'The sole is peeling at the toe.',
  firstName: 'Robin',
  lastName: 'Hiker',
  email: 'robin@example.test',
  ...over,
});

describe('the contact form', () => {
  it('asks for every required field with the spec’s words, and nothing of a complete message', () => {
    const problems = contactProblems(emptyContact(), US);
    expect(Object.keys(problems).sort()).toEqual(['category', 'email', 'firstName', 'lastName', 'message', 'subject']);
    expect(words(problems.email)).toBe('This field is required');
    expect(contactProblems(contact(), US)).toEqual({});
  });

  it('refuses a bad email, name and phone with the exact messages', () => {
    const problems = contactProblems(contact({ email: 'robin@example', firstName: 'R2-D2', phone: '12345' }), US);
    expect(words(problems.email)).toBe('Email is not valid');
    expect(words(problems.firstName)).toBe('Name is not valid.');
    expect(words(problems.phone)).toBe('A valid phone number is required');
    // Phone is optional: empty passes; a full NORA number in the mask passes.
    expect(contactProblems(contact({ phone: maskPhone('3035550100', US) }), US).phone).toBeUndefined();
    expect(maskPhone('3035550100', US)).toBe('(303) 555 - 0100');
    expect(maskPhone('0612345678', FR)).toBe('0612 - 345 - 678');
  });

  it('bounds the message: at least 10 characters, at most CONTACT_MESSAGE_MAX (trimmed)', () => {
    expect(words(contactProblems(contact({ message: '  too short ' }), US).message)).toBe('Value must contain at least 10 characters');
    expect(contactProblems(contact({ message: `${'a'.repeat(CONTACT_MESSAGE_MAX)}   ` }), US).message).toBeUndefined();
    expect(words(contactProblems(contact({ message: 'a'.repeat(CONTACT_MESSAGE_MAX + 1) }), US).message)).toBe(`Value must not be longer than ${CONTACT_MESSAGE_MAX} characters`);
  });

  it('sends a body the contract accepts, without the empty optional fields', () => {
    const body = contactBody(contact({ firstName: ' Robin ', orderNumber: ' crn00001001 ' }));
    expect(body).toEqual({ category: 'returns', subject: 'return-label', email: 'robin@example.test', firstName: 'Robin', lastName: 'Hiker', orderNumber: 'CRN00001001', message: 'My label did not print, can you send it again?' });
    expect(contactUs.request.body!.safeParse(body).success).toBe(true);
    expect(contactUs.request.body!.safeParse(contactBody(contact({ phone: '(303) 555 - 0100' }))).success).toBe(true);
  });

  it('reads the categories answer defensively, dropping what it can’t use', () => {
    const answer = { categories: [{ id: 'orders', label: 'My order', subjects: [{ id: 'order-status', label: 'Where is my order?' }] }, { id: 'empty', label: 'No subjects', subjects: [] }, { label: 'no id' }] };
    expect(categoriesOf(answer)).toEqual([{ id: 'orders', label: 'My order', subjects: [{ id: 'order-status', label: 'Where is my order?' }] }]);
    expect(categoriesOf(null)).toEqual([]);
    expect(categoriesOf({ categories: 'nope' })).toEqual([]);
  });
});

describe('the warranty claim', () => {
  const now = new Date(2025, 5, 15);

  it('asks for the product, purchase, problem and who to answer', () => {
    const problems = warrantyProblems(emptyWarranty(), US, now);
    expect(Object.keys(problems).sort()).toEqual(['description', 'email', 'firstName', 'issue', 'lastName', 'productId', 'purchaseDate', 'purchasePlace']);
    expect(warrantyProblems(claim(), US, now)).toEqual({});
  });

  it('takes a product number in any case, or a product page’s address', () => {
    expect(productNumberOf('fwinstock1')).toBe('FWINSTOCK1');
    expect(productNumberOf('https://shop.example/en-us/p/trail-boot-FWINSTOCK1?color=moss')).toBe('FWINSTOCK1');
    expect(productNumberOf('/fr-fr/p/veste-APLOWSTCK1')).toBe('APLOWSTCK1');
    expect(productNumberOf('boots')).toBeNull();
    expect(warrantyProblems(claim({ productId: 'my boots' }), US, now).productId).toBe('productInvalid');
  });

  it('checks the purchase date in the site’s format, never after today', () => {
    expect(words(warrantyProblems(claim({ purchaseDate: '13/01/2025' }), US, now).purchaseDate)).toBe('Date should match MM/DD/YYYY and be a valid date.');
    expect(warrantyProblems(claim({ purchaseDate: '13/01/2025' }), FR, now).purchaseDate).toBeUndefined();
    expect(words(warrantyProblems(claim({ purchaseDate: '06/16/2025' }), US, now).purchaseDate)).toBe('Date must be same or before 06/15/2025');
    expect(warrantyProblems(claim({ purchaseDate: '06/15/2025' }), US, now).purchaseDate).toBeUndefined();
    expect(todayIso(now)).toBe('2025-06-15');
    expect(shownDate('2025-06-15', 'DD/MM/YYYY')).toBe('15/06/2025');
  });

  it('bounds the description by CLAIM_TEXT_MAX', () => {
    expect(words(warrantyProblems(claim({ description: 'a'.repeat(CLAIM_TEXT_MAX + 1) }), US, now).description)).toBe(`Value must not be longer than ${CLAIM_TEXT_MAX} characters`);
  });

  it('sends a body the contract accepts: the product number, an ISO date', () => {
    const body = warrantyBody(claim({ productId: '/en-us/p/trail-boot-FWINSTOCK1', orderNumber: 'crn00001001' }), US);
    expect(body).toMatchObject({ productId: 'FWINSTOCK1', orderNumber: 'CRN00001001', purchaseDate: '2025-01-10', purchasePlace: 'ONLINE', issue: 'SOLE' });
    expect(warrantyClaim.request.body!.safeParse(body).success).toBe(true);
    expect(warrantyBody(claim({ purchaseDate: '10/01/2025' }), FR).purchaseDate).toBe('2025-01-10');
  });
});

describe('answers', () => {
  it('names the refused field from the gateway’s `body.<field>:` message', () => {
    expect(fieldOfRefusal('body.subject: Choose a subject of returns: return-label', CONTACT_FIELDS)).toBe('subject');
    expect(fieldOfRefusal('body.photos: too many', CONTACT_FIELDS)).toBeNull();
    expect(fieldOfRefusal(null, CONTACT_FIELDS)).toBeNull();
  });

  it('finds the case or claim reference', () => {
    expect(referenceOf({ caseId: 'CASE-1' })).toBe('CASE-1');
    expect(referenceOf({ claimId: 'WRT-1' })).toBe('WRT-1');
    expect(referenceOf({})).toBeNull();
    expect(referenceOf(null)).toBeNull();
  });
});
