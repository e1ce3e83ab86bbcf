/**
 * Customer care: warranty claims and contact us (POST …/consumer/warranty, …/contactus and its
 * categories; docs/requirements/account-and-loyalty.md#help-and-contact). The sandbox's rules are
 * in src/sandbox/consumer/care.ts.
 */
import { z } from 'zod';
import { NAME_PATTERN } from '../../forms/validators.ts';
import { CARE_TEXT_MIN, CLAIM_TEXT_MAX, CONTACT_MESSAGE_MAX, PURCHASE_PLACES, WARRANTY_ISSUES } from '../consumer-rules.ts';
import { defineContract } from '../contract.ts';
import { email, id } from './common.ts';

/** A warranty claim and a contact message may each carry this much text (zod-free, for the forms). */
export { CARE_TEXT_MIN, CLAIM_TEXT_MAX, CONTACT_MESSAGE_MAX, PURCHASE_PLACES, WARRANTY_ISSUES } from '../consumer-rules.ts';

export const warrantyClaim = defineContract({
  id: 'consumer.warranty',
  method: 'POST',
  path: '/consumers-v3/consumer/warranty',
  auth: 'session',
  summary: 'Files a warranty claim for a product',
  request: {
    body: z.object({
      productId: id,
      orderNumber: id.optional(),
      purchaseDate: z.iso.date(),
      purchasePlace: z.enum(PURCHASE_PLACES),
      issue: z.enum(WARRANTY_ISSUES),
      description: z.string().trim().min(CARE_TEXT_MIN).max(CLAIM_TEXT_MAX),
      email,
      firstName: z.string().trim().min(2).max(30).regex(NAME_PATTERN, 'Name is not valid.'),
      lastName: z.string().trim().min(2).max(30).regex(NAME_PATTERN, 'Name is not valid.'),
      phone: z.string().trim().max(20).optional(),
      photos: z.array(z.url()).max(5).optional(),
    }),
  },
  response: { 201: z.object({ claimId: z.string(), status: z.literal('RECEIVED'), productId: z.string(), email: z.string(), createdAt: z.string() }) },
  errors: [
    { status: 401, errorIds: ['AUT404'], when: 'no valid access token' },
    { status: 404, errorIds: ['API404'], when: 'productId is not a product (or variant) of the catalogue' },
    { status: 404, errorIds: ['OHS4004'], when: "a signed-in shopper's orderNumber that is not theirs" },
    { status: 400, errorIds: ['API400'], when: 'a purchase date in the future' },
  ],
});

export const categorySubjects = z.object({
  categories: z.array(z.object({ id: z.string(), label: z.string(), subjects: z.array(z.object({ id: z.string(), label: z.string() })) })),
});

export const getCategorySubjects = defineContract({
  id: 'consumer.contactCategories',
  method: 'GET',
  path: '/consumers-v3/contactus/categorySubject',
  auth: 'public',
  summary: "Contact-us categories and their subjects, in the site's language",
  request: {},
  response: { 200: categorySubjects },
});

export const contactUs = defineContract({
  id: 'consumer.contactUs',
  method: 'POST',
  path: '/consumers-v3/contactus',
  auth: 'session',
  summary: 'Sends a message to customer care; a confirmation mail goes to the sender',
  request: {
    body: z.object({
      category: z.string().trim().min(1).max(40),
      subject: z.string().trim().min(1).max(40),
      email,
      firstName: z.string().trim().min(2).max(30).regex(NAME_PATTERN, 'Name is not valid.'),
      lastName: z.string().trim().min(2).max(30).regex(NAME_PATTERN, 'Name is not valid.'),
      phone: z.string().trim().max(20).optional(),
      orderNumber: id.optional(),
      message: z.string().trim().min(CARE_TEXT_MIN).max(CONTACT_MESSAGE_MAX),
    }),
  },
  response: { 201: z.object({ caseId: z.string(), category: z.string(), subject: z.string(), email: z.string(), createdAt: z.string() }) },
  errors: [
    { status: 401, errorIds: ['AUT404'], when: 'no valid access token' },
    { status: 400, errorIds: ['API400'], when: 'a category, or a subject of the category, that GET /consumers-v3/contactus/categorySubject does not list' },
  ],
});
