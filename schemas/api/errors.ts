/**
 * The gateway's error answer (docs/requirements/errors.md#error-answers "API error response") and the catalogue of error ids
 * (docs/requirements/errors.md#server-error-codes, docs/requirements/errors.md#error-mapping). Shared by the sandbox, which answers with them, and the storefront,
 * which maps them to messages.
 *
 * Where the spec names a symbolic id the client handles (DUPLICATED_TOKEN, LOGIN_IN_USE…) and a
 * server code for the same condition (AUT409, AUT439…), the answer lists the symbolic id first
 * and the code second (SYMBOLIC_ERROR_CODES): clients switch on errorDetails[0].errorId, support
 * staff search logs by the code.
 */
import { z } from 'zod';

export const apiErrorDetail = z.object({
  errorId: z.string().min(1),
  message: z.string(),
  /**
   * Where a request failed its contract: `body.email`, `query.count`, `params.basketId`.
   * Not in the spec's shape; additive, so a client that ignores it loses nothing.
   */
  field: z.string().optional(),
});
export type ApiErrorDetail = z.infer<typeof apiErrorDetail>;

export const apiError = z.object({
  errorDetails: z.array(apiErrorDetail).min(1),
  appId: z.string(),
  correlationId: z.string(),
});
export type ApiError = z.infer<typeof apiError>;

/** Ids the client handles by name (docs/requirements/errors.md#client-handled-ids "Client-handled ids"). */
export const CLIENT_HANDLED_ERROR_IDS = [
  'CART_NOT_FOUND',
  'INVALID_CUSTOMER',
  'ITEM_OOS',
  'ITEMS_OOS',
  'ADDED_MAX_QUANTITY',
  'GWP_PRODUCT',
  'ITEM_NOT_AVAILABLE',
  'NO_PRICE',
  'INVALID_PRICE',
  'PAYMENT_ERROR',
  'PAYMENT_FRAUD_VERIFICATION_EXCEPTION',
  'CANT_SHIP_THERE',
  'GC_INVALID2',
  'GC_ALREADY_APPLIED',
  'GC_NOT_ALLOWED',
  'GC_ZERO_BALANCE',
  'ITEM_NO_LONGER_AVAILABLE',
  'CC_EXPIRY_DATE_INVALID',
  'PAYMENT_INSTRUMENT_NOT_FOUND',
  'ADDRESS_NOT_FOUND',
  'SHIPPING_POBOX_UNAVAILABLE',
  'SOME_PRODUCTS_NO_INVENTORY',
  'DUPLICATED_TOKEN',
  'LOGIN_IN_USE',
  'LOGIN_IN_USE2',
  'PHONE_NUMBER_ALREADY_IN_USE',
  'PHONE_NUMBER_ALREADY_IN_USE2',
  'MISSING_BIRTHDATE',
] as const;
export type ClientHandledErrorId = (typeof CLIENT_HANDLED_ERROR_IDS)[number];

/** Server error codes by group (docs/requirements/errors.md#server-error-codes "Server error codes by group"; docs/requirements/errors.md#server-error-codes). */
export const SERVER_ERROR_CODES = {
  auth: [
    'AUT498', 'AUT401', 'AUT418', 'AUT437', 'AUT438', 'AUT439', 'PRO400', 'AUT423', 'AUT441', 'AUT426',
    'AUT402', 'AUT403', 'AUT444', 'AUT442', 'AUT450', 'AUT451', 'AUT452', 'AUT453', 'AUT409', 'AUT404',
    'AUT500', 'AUT432', 'AUT440',
  ],
  ordersAndCart: ['ORD430', 'ORD415', 'ORD516', 'ORD517', 'ORD518', 'OHS4004', 'ORD400', 'BSK404', 'ORD404', 'ORD409'],
  inventory: ['INV700', 'INV701', 'INV702', 'INV405', 'INV406', 'INV407', 'INV408', 'INV409'],
  giftCards: ['GFC400', 'GFC410', 'GFC700', 'GFC725', 'GFC740', 'GFC755', 'GFC760', 'GFC799', 'GFC800', 'GFC812', 'GFS800', 'GFO404', 'GFO405'],
  promotions: ['PRM130', 'PRM135', 'PRM140', 'PRM150', 'PRM155', 'PRM160', 'PRM175', 'PRM416'],
  rewards: ['REW130', 'REW135', 'REW140', 'REW401'],
  paymentAndAddress: [
    'PYT300', 'PYT400', 'PYT402', 'PYT404', 'PYT405', 'PYT406', 'PAY400', 'PAY401', 'BIL400', 'BILL410',
    'CHK320', 'CHK380', 'SHP404', 'SHP410', 'SHP500', 'TAX309', 'TAX310', 'FE309',
  ],
  profile: ['PRO404', 'PRO410', 'PRO411', 'PRO412', 'PRO414', 'PRO415', 'PRO418', 'CCA400', 'CCA401', 'CCN404'],
  others: [
    'GWP403', 'PLP400', 'STR404', 'RTN500', 'REV410', 'API400', 'API404', 'API405', 'API406', 'API415',
    'ATTR100', 'ATTR200', 'ATTR300', 'GEN500', '4044',
  ],
} as const;
export type ServerErrorGroup = keyof typeof SERVER_ERROR_CODES;
export type ServerErrorCode = (typeof SERVER_ERROR_CODES)[ServerErrorGroup][number];

/**
 * Ids the sandbox and the BFF add where the spec's catalogue has none: a wrong access key or
 * token (API401), a cross-site or forbidden request (API403), a shopper's session the store
 * could not read or save (API503, src/middleware.ts).
 */
export const PLATFORM_ERROR_IDS = ['API401', 'API403', 'API503'] as const;

/** Flash codes on carts and orders (docs/requirements/errors.md#flash-codes); they travel in `flash`, not in errorDetails. */
export const FLASH_CODES = [
  'ProductLineItemInventoryMissing',
  'ProductItemNotAvailable',
  'ProductLineItemFullInventoryMissing',
  'InvalidShippingAddress',
  'PaymentNotAuthorized',
  'ProductItemMaxQuantity',
  'ProductItemRequired',
] as const;
export type FlashCode = (typeof FLASH_CODES)[number];

export type ErrorId = ClientHandledErrorId | ServerErrorCode | (typeof PLATFORM_ERROR_IDS)[number];

export const ALL_ERROR_IDS: readonly ErrorId[] = [
  ...CLIENT_HANDLED_ERROR_IDS,
  ...Object.values(SERVER_ERROR_CODES).flat(),
  ...PLATFORM_ERROR_IDS,
];

/**
 * The server code answered with a client-handled id, where the spec names both for one condition.
 * Ids missing here have no code of their own in the catalogue and are answered alone.
 */
export const SYMBOLIC_ERROR_CODES: Partial<Record<ClientHandledErrorId, ServerErrorCode>> = {
  DUPLICATED_TOKEN: 'AUT409',
  LOGIN_IN_USE: 'AUT439',
  LOGIN_IN_USE2: 'PRO400',
  PHONE_NUMBER_ALREADY_IN_USE: 'AUT444',
  PHONE_NUMBER_ALREADY_IN_USE2: 'AUT442',
  INVALID_CUSTOMER: 'AUT498',
  CART_NOT_FOUND: 'BSK404',
  ITEM_NO_LONGER_AVAILABLE: 'ORD430',
};

/** The auth codes by meaning (docs/requirements/errors.md#server-error-codes), so code reads `AUTH_ERRORS.locked`, not 'AUT441'. */
export const AUTH_ERRORS = {
  invalidCustomer: 'AUT498',
  /** Wrong email or wrong password: one answer for both, so accounts can't be enumerated. */
  invalidCredentials: 'AUT401',
  loginInUse: 'AUT439',
  /** The failure that locks the account. */
  lockedNow: 'AUT423',
  /** A sign-in attempt on an account that is already locked. */
  locked: 'AUT441',
  lastAttempt: 'AUT426',
  resetLinkExpired: 'AUT402',
  captchaFailed: 'AUT403',
  phoneInUse: 'AUT444',
  /** Change password: the current password is wrong. */
  currentPasswordWrong: 'AUT450',
  /** Change or reset password: the new password does not meet the rules. */
  newPasswordInvalid: 'AUT451',
  /** Change password: the new password equals the current one. */
  newPasswordUnchanged: 'AUT452',
  invalidEmailFormat: 'AUT453',
  duplicateToken: 'AUT409',
  /** A code, verifier, or token that cannot authorise (PKCE failures, expired or revoked tokens). */
  cannotAuthorize: 'AUT404',
  systemError: 'AUT500',
} as const satisfies Record<string, ServerErrorCode>;

export function isApiError(value: unknown): value is ApiError {
  return apiError.safeParse(value).success;
}

/** The first error id of an answer, the one a client switches on. */
export function firstErrorId(error: ApiError): string {
  return error.errorDetails[0]?.errorId ?? 'GEN500';
}
