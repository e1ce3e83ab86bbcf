/**
 * Profile values the browser offers, without zod (the interests step must not load the consumer
 * contracts). schemas/api/consumer/profile.ts and consumer/care.ts re-export them.
 */
/** The interests a profile may hold (docs/requirements/account-and-loyalty.md#consumer-profile preferences.interests, pipe-separated). */
export const INTERESTS = ['hiking', 'trail-running', 'climbing', 'camping', 'skiing', 'snowboarding', 'travel', 'urban-exploring', 'fishing', 'cycling'] as const;

/** Customer care (docs/requirements/account-and-loyalty.md#help-and-contact contactus, warranty): the forms count these characters as the shopper types. */
export const CLAIM_TEXT_MAX = 2000;
export const CONTACT_MESSAGE_MAX = 4000;
/** A contact message or a claim's description says at least this much. */
export const CARE_TEXT_MIN = 10;
/** What a warranty claim may be about, and where the item was bought. */
export const WARRANTY_ISSUES = ['SEAM', 'SOLE', 'ZIPPER', 'WATERPROOFING', 'HARDWARE', 'OTHER'] as const;
export const PURCHASE_PLACES = ['ONLINE', 'STORE', 'RETAILER'] as const;
