/**
 * The address book (docs/requirements/account-and-loyalty.md#addresses): the address a profile
 * holds, what a client sends, and POST/PUT/DELETE …/consumer/address. The sandbox's rules are in
 * src/sandbox/consumer/addresses.ts. PRO414: the address book is full (ours).
 */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { id, profileErrors } from './common.ts';

/** The address book's size (PRO414). */
export const MAX_ADDRESSES = 20;

export const APPROACH_TYPES = ['S', 'B'] as const;

export const consumerAddress = z.object({
  addressId: z.string(),
  id: z.string(),
  /** S shipping, B billing. */
  approachType: z.enum(APPROACH_TYPES),
  /** One main address per approach type (docs/requirements/account-and-loyalty.md#addresses). */
  main: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().optional(),
  phone: z.string().optional(),
  phoneCode: z.string().optional(),
  recipientContactPhone: z.string().optional(),
  country: z.string(),
  countryCode: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string().optional(),
  addressLine3: z.string().optional(),
  postalCode: z.string(),
  city: z.string(),
  province: z.string().optional(),
  stateCode: z.string().optional(),
  region: z.string().optional(),
  subscriptions: z.object({ newsletterConsent: z.boolean() }).optional(),
});
export type ConsumerAddress = z.infer<typeof consumerAddress>;

/** What a client sends; the rules beyond the shape are the country's (GET …/utilities/addressRules). */
export const addressInput = z.object({
  approachType: z.enum(APPROACH_TYPES).default('S'),
  main: z.boolean().optional(),
  firstName: z.string().max(100),
  lastName: z.string().max(100),
  email: z.string().max(254).optional(),
  phone: z.string().max(40).optional(),
  phoneCode: z.string().max(8).optional(),
  recipientContactPhone: z.string().max(40).optional(),
  /** A two-letter code; `countryCode` is accepted as its synonym. */
  country: z.string().max(2).optional(),
  countryCode: z.string().max(2).optional(),
  addressLine1: z.string().max(200),
  addressLine2: z.string().max(200).optional(),
  addressLine3: z.string().max(200).optional(),
  postalCode: z.string().max(20),
  city: z.string().max(200),
  province: z.string().max(100).optional(),
  stateCode: z.string().max(10).optional(),
  region: z.string().max(100).optional(),
  subscriptions: z.object({ newsletterConsent: z.boolean().optional() }).optional(),
});
export type AddressInput = z.input<typeof addressInput>;

const addressRuleErrors = { status: 400, errorIds: ['API400'], when: "a field breaks its country's address rules: one errorDetail per field, with `field` (address.postalCode) and the rule's message" } as const;

export const addAddress = defineContract({
  id: 'consumer.addAddress',
  method: 'POST',
  path: '/consumers-v3/consumer/address',
  auth: 'registered',
  summary: 'Adds an address; the first of its approach type becomes main, main: true moves main to it',
  request: { body: addressInput },
  response: { 201: z.object({ addressId: z.string(), address: consumerAddress, addresses: z.array(consumerAddress) }) },
  errors: [...profileErrors, addressRuleErrors, { status: 409, errorIds: ['PRO414'], when: `the address book holds ${MAX_ADDRESSES} addresses` }],
});

const addressIdParam = z.object({ addressId: id });
const addressMissing = { status: 404, errorIds: ['ADDRESS_NOT_FOUND'], when: "no address of the caller's has that id" } as const;

export const updateAddress = defineContract({
  id: 'consumer.updateAddress',
  method: 'PUT',
  path: '/consumers-v3/consumer/address/{addressId}',
  auth: 'registered',
  summary: 'Replaces an address; main: true makes it the main one of its approach type (main: false is ignored: another address must become main)',
  request: { params: addressIdParam, body: addressInput },
  response: { 200: z.object({ addressId: z.string(), address: consumerAddress, addresses: z.array(consumerAddress) }) },
  errors: [...profileErrors, addressRuleErrors, addressMissing],
});

export const deleteAddress = defineContract({
  id: 'consumer.deleteAddress',
  method: 'DELETE',
  path: '/consumers-v3/consumer/address/{addressId}',
  auth: 'registered',
  summary: 'Deletes an address; when it was main, the newest other address of its type becomes main',
  request: { params: addressIdParam },
  response: { 200: z.object({ addresses: z.array(consumerAddress) }) },
  errors: [...profileErrors, addressMissing],
});
