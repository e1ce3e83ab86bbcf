/**
 * Consumer service contracts (docs/requirements/account-and-loyalty.md#consumer-calls the Consumer
 * service table), one module per part of the account, like the sandbox's src/sandbox/consumer/:
 *
 * - profile.ts: the profile (GET, PUT, POST …/consumer) and its parts;
 * - addresses.ts: the address book;
 * - wallet.ts: saved cards and gift cards;
 * - orders.ts: order history, one order, invoice, returns, tracking, cancelling, e-gift card mails;
 * - notifications.ts: notification choices;
 * - loyalty.ts: the loyalty widgets' token, welcome offer and vouchers;
 * - enrolment.ts: the lookup and pre-fill steps of sign-in and sign-up;
 * - care.ts: warranty claims and contact us;
 * - common.ts: the shapes and errors they share (not re-exported).
 *
 * The spec shows request fields, not answers: every answer is built from the spec's field names.
 * Subscriptions and event registration have their own files (../subscription.ts,
 * ../event-registration.ts); zod-free values the browser needs are in ../consumer-rules.ts.
 * Import from the module that holds what you use; this index is for code that uses many.
 *
 * Profile codes (docs/requirements/account-and-loyalty.md#consumer-profile names them, not their meanings; these are ours):
 * PRO404 no such consumer, PRO410 not a loyalty member, PRO411 an unknown interest, PRO412 a
 * birth date out of bounds, PRO414 the address book is full, PRO415 the wallet is full, PRO418 a
 * programme field the shopper can't change; CCA400 card details not valid, CCA401 the card (or
 * gift card) is already saved, CCN404 no such saved card.
 */
import { addAddress, deleteAddress, updateAddress } from './addresses.ts';
import { contactUs, getCategorySubjects, warrantyClaim } from './care.ts';
import { lookupConsumer, retrieveUserData } from './enrolment.ts';
import { loyaltyToken, loyaltyVouchers, welcomePromo } from './loyalty.ts';
import { updateNotification } from './notifications.ts';
import { cancelOrder, downloadInvoice, purchaseDetails, purchaseHistory, resendGiftCardEmail, returnLabel, trackOrder } from './orders.ts';
import { completeProfile, getProfile, updateProfile } from './profile.ts';
import { deletePaymentInstrument, listPaymentInstruments, patchPaymentInstrument, savePaymentInstrument } from './wallet.ts';

export * from './addresses.ts';
export * from './care.ts';
export * from './enrolment.ts';
export * from './loyalty.ts';
export * from './notifications.ts';
export * from './orders.ts';
export * from './profile.ts';
export * from './wallet.ts';

export const consumerContracts = [
  getProfile,
  updateProfile,
  completeProfile,
  loyaltyToken,
  welcomePromo,
  loyaltyVouchers,
  lookupConsumer,
  retrieveUserData,
  updateNotification,
  addAddress,
  updateAddress,
  deleteAddress,
  listPaymentInstruments,
  savePaymentInstrument,
  patchPaymentInstrument,
  deletePaymentInstrument,
  purchaseHistory,
  purchaseDetails,
  downloadInvoice,
  returnLabel,
  trackOrder,
  cancelOrder,
  resendGiftCardEmail,
  warrantyClaim,
  getCategorySubjects,
  contactUs,
] as const;
