/**
 * Authentication contracts (docs/requirements/sign-in.md#authentication-state Authentication state, docs/requirements/sign-in.md#sign-out Sign-in/Sign-out, docs/requirements/sign-in.md#sign-out
 * Authentication; sign-up fields from docs/requirements/sign-in.md#sign-up). Where the spec shows no body, the shapes
 * below are ours, named after the spec's entity fields (docs/sandbox.md describes them).
 */
import { z } from 'zod';
import { EMAIL_PATTERN, NAME_PATTERN, meetsPasswordRules } from '../forms/validators.ts';
import { defineContract } from './contract.ts';

// ---- Shared fields -----------------------------------------------------------------------

/** docs/requirements/sign-in.md#sign-in-flow: sign-in allows 100 characters (the pattern is the forms' EMAIL_PATTERN). */
export const EMAIL_MAX_LENGTH = 100;
export const emailAddress = z.string().trim().max(EMAIL_MAX_LENGTH).regex(EMAIL_PATTERN, 'Email is not valid');

/** docs/requirements/sign-in.md#passwords: at least 8 characters with an upper case letter, a lower case letter and a digit. */
// One rule for forms and contracts: schemas/forms/validators.ts owns it.
export { PASSWORD_MIN_LENGTH, meetsPasswordRules } from '../forms/validators.ts';
const PASSWORD_MAX_LENGTH = 200;
export const newPassword = z.string().max(PASSWORD_MAX_LENGTH).refine(meetsPasswordRules, 'Password does not meet requirements.');

/** docs/requirements/sign-in.md#passwords / docs/requirements/sign-in.md#sign-in-flow: names 2–30 letters (accented too), spaces and , . ' ` -. */
export const personName = z
  .string()
  .trim()
  .min(2)
  .max(30)
  .regex(NAME_PATTERN, 'Name is not valid.');

/** RFC 7636: the verifier is 43–128 unreserved characters. */
export const PKCE_VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/;
/** base64url(SHA-256(verifier)) without padding: always 43 characters. */
export const PKCE_S256_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

export const CONSUMER_TYPES = ['GUEST', 'REGISTERED', 'EMPLOYEE'] as const;
export const consumerType = z.enum(CONSUMER_TYPES);
export type ConsumerType = z.infer<typeof consumerType>;

/** Professional-programme identity types (docs/requirements/account-and-loyalty.md#segments-and-spend-banners). */
export const IDENTITY_TYPES = ['WRANX', 'IPA'] as const;
export const identityType = z.enum(IDENTITY_TYPES);

/**
 * The authentication state (docs/requirements/sign-in.md#authentication-state: consumerNo, consumerType, memberId,
 * isEmployeeDiscountTCAccepted) plus the segment flags the storefront shows (docs/requirements/account-and-loyalty.md#segments-and-spend-banners).
 * Nothing here is secret: it is what the BFF may tell the browser.
 */
export const authState = z.object({
  consumerNo: z.string(),
  consumerType,
  /** The loyalty member id; only for loyalty members. */
  memberId: z.string().optional(),
  isLoyaltyMember: z.boolean(),
  isEmployeeDiscountTCAccepted: z.boolean(),
  isAthlete: z.boolean(),
  identityTypes: z.array(identityType),
  firstName: z.string().optional(),
});
export type AuthState = z.infer<typeof authState>;

/** The buy-in-store session (docs/requirements/checkout-and-payments.md#buy-in-store): an associate is connected when both ids are set. */
export const buyInStoreSession = z.object({
  storeId: z.string(),
  storeName: z.string(),
  storeEmployeeId: z.string(),
  storeEmployeeName: z.string(),
});
export type BuyInStoreSession = z.infer<typeof buyInStoreSession>;

/** Tokens: opaque strings. The BFF keeps them in httpOnly cookies; a browser never sees one. */
export const tokenSet = z.object({
  accessToken: z.string().min(1),
  refreshToken: z.string().min(1),
  tokenType: z.literal('Bearer'),
  /** Seconds until the access token expires. */
  expiresIn: z.number().int().positive(),
  /** Seconds until the refresh token expires (each refresh rotates it). */
  refreshTokenExpiresIn: z.number().int().positive(),
  /** The user session id, sent back as x-usid. */
  usid: z.string(),
});

/** The guest's objects carried over at sign-in (docs/requirements/sign-in.md#token-exchange). */
export const guestObjects = z.object({
  basketId: z.string().min(1).max(100).optional(),
  favoriteId: z.string().min(1).max(100).optional(),
  saveForLaterId: z.string().min(1).max(100).optional(),
});
export type GuestObjects = z.infer<typeof guestObjects>;

export const tokenAnswer = tokenSet.extend(authState.shape).extend({
  /** After a Registered exchange: the shopper's basket, favorites and saved-for-later, merged. */
  basketId: z.string().optional(),
  favoriteId: z.string().optional(),
  saveForLaterId: z.string().optional(),
  /** Present after an agent login. */
  buyInStore: buyInStoreSession.optional(),
});
export type TokenAnswer = z.infer<typeof tokenAnswer>;

const success = z.object({ success: z.literal(true) });
const recaptchaResponse = z.string().max(4000).optional();

// ---- Calls -------------------------------------------------------------------------------

export const TOKEN_TYPES = ['Guest', 'Registered', 'Refresh'] as const;

export const token = defineContract({
  id: 'auth.token',
  method: 'POST',
  path: '/token/v2/auth/token',
  auth: 'public',
  summary: 'Issues tokens: a guest token, a Registered exchange (PKCE), or a refresh',
  description:
    'type Guest: a new anonymous session. type Registered: exchanges the authorization code from sign-in with its PKCE S256 verifier; the guest objects are merged into the account (send the guest access token as Authorization so its objects can be claimed). type Refresh: rotates the refresh token; presenting a rotated one revokes its whole family.',
  request: {
    body: z.discriminatedUnion('type', [
      z.object({ type: z.literal('Guest') }),
      z.object({
        type: z.literal('Registered'),
        authorizationCode: z.string().min(1).max(200),
        codeVerifier: z.string().regex(PKCE_VERIFIER, 'codeVerifier must be 43 to 128 unreserved characters'),
        guestObjects: guestObjects.optional(),
        /** A guest order to attach to the account, with its security token. */
        orderNo: z.string().min(1).max(40).optional(),
        st: z.string().min(1).max(200).optional(),
        action: z.literal('postLogin').optional(),
      }),
      z.object({ type: z.literal('Refresh'), refreshToken: z.string().min(1).max(200) }),
    ]),
  },
  response: { 200: tokenAnswer },
  issueErrorIds: { 'body.codeVerifier': 'AUT404' },
  errors: [
    { status: 400, errorIds: ['AUT404'], when: 'a wrong verifier, a verifier outside 43–128 characters, an unknown, used or expired (10 minutes) code' },
    { status: 401, errorIds: ['AUT404'], when: 'Refresh with an unknown, expired or revoked refresh token, or a rotated one (the family is revoked)' },
    { status: 409, errorIds: ['DUPLICATED_TOKEN', 'AUT409'], when: 'the code is being exchanged already (first exchange of a code of token-conflict@cairn.test); retry after 2000 ms' },
  ],
});

export const signIn = defineContract({
  id: 'auth.signIn',
  method: 'POST',
  path: '/consumers-v3/auth/signin',
  auth: 'public',
  summary: 'Registered sign-in: credentials and a PKCE S256 challenge for an authorization code',
  description: 'The code expires after 10 minutes and works once. Only S256 challenges are accepted.',
  request: {
    body: z.object({
      type: z.literal('Registered'),
      username: emailAddress,
      password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
      codeChallenge: z.string().regex(PKCE_S256_CHALLENGE, 'codeChallenge must be base64url(SHA-256(verifier))'),
      codeChallengeMethod: z.literal('S256', { message: 'Only S256 code challenges are accepted' }).default('S256'),
      recaptcha_response: recaptchaResponse,
    }),
  },
  response: { 200: z.object({ authorizationCode: z.string(), expiresIn: z.number().int().positive() }) },
  issueErrorIds: { 'body.username': 'AUT453', 'body.codeChallenge': 'AUT404', 'body.codeChallengeMethod': 'AUT404' },
  errors: [
    { status: 400, errorIds: ['AUT453'], when: 'the username is not an email address' },
    { status: 400, errorIds: ['AUT404'], when: 'codeChallengeMethod plain, or a challenge that is not a S256 hash' },
    { status: 401, errorIds: ['AUT401'], when: 'a wrong email or a wrong password (one answer for both)' },
    { status: 401, errorIds: ['AUT426'], when: 'the 4th failure in a row: the next one locks the account' },
    { status: 423, errorIds: ['AUT423'], when: 'the 5th failure in a row locks the account for 30 minutes' },
    { status: 423, errorIds: ['AUT441'], when: 'the account is locked (locked@cairn.test, or after 5 failures)' },
    { status: 403, errorIds: ['AUT403'], when: 'recaptcha_response is the documented failing token' },
  ],
});

export const signOut = defineContract({
  id: 'auth.signOut',
  method: 'POST',
  path: '/consumers-v3/consumer/auth/signout',
  auth: 'session',
  summary: "Signs out: revokes the session's tokens",
  request: { body: z.object({ refreshToken: z.string().min(1).max(200) }) },
  response: { 200: success },
});

export const signUpSubscriptions = z.object({
  newsletterConsent: z.boolean().default(false),
  loyaltyConsent: z.boolean().default(false),
  smsNotificationConsent: z.boolean().default(false),
  loyaltyEnrollment: z.literal('Full').optional(),
  loyaltyNewsletterConsent: z.boolean().default(false),
});

/**
 * docs/requirements/sign-in.md#sign-up "Sign-up form" and "Sign-up payload". The names may be left out by the simplified
 * enrolment (docs/requirements/account-and-loyalty.md#loyalty-enrolment, a per-site setting): the account is then partially enrolled and the
 * complete-profile steps ask for them later.
 */
export const signUpBody = z.object({
  firstName: personName.optional(),
  lastName: personName.optional(),
  email: emailAddress,
  password: newPassword,
  /** ISO date (YYYY-MM-DD); required with a loyalty enrolment. */
  birthDate: z.iso.date().optional(),
  phone: z
    .string()
    .trim()
    .regex(/^[0-9 ()+-]{6,20}$/, 'A valid phone number is required')
    .optional(),
  phoneCode: z
    .string()
    .regex(/^\+?\d{1,4}$/)
    .optional(),
  postalCode: z.string().trim().max(12).optional(),
  gender: z.string().max(20).optional(),
  newsletter: z.boolean().optional(),
  loyaltyTerms: z.boolean().optional(),
  brandTerms: z.boolean().optional(),
  policy: z.boolean().optional(),
  optInAccepted: z.boolean().optional(),
  isTermsConfirmed: z.literal(true, { message: 'The terms must be accepted' }),
  isTemporaryPassword: z.boolean().default(false),
  subscriptions: signUpSubscriptions.prefault({}),
  source: z
    .object({
      store: z.string().max(40).optional(),
      acquisitionType: z.literal('Registered'),
      campaignName: z.string().max(100).optional(),
    })
    .optional(),
  recaptcha_response: recaptchaResponse,
  termsConditionsAndPolicy: z.boolean().optional(),
});
export type SignUpBody = z.input<typeof signUpBody>;

export const signUp = defineContract({
  id: 'auth.signUp',
  method: 'POST',
  path: '/consumers-v3/auth/signup',
  auth: 'public',
  summary: 'Creates an account (and enrols it in loyalty with loyaltyEnrollment Full)',
  description: 'The shopper is not signed in by this call: sign in next with the same credentials.',
  request: { body: signUpBody },
  response: { 201: authState.extend({ email: z.string() }) },
  issueErrorIds: { 'body.email': 'AUT453', 'body.password': 'AUT451' },
  errors: [
    { status: 409, errorIds: ['LOGIN_IN_USE', 'AUT439'], when: 'an account has that email' },
    { status: 409, errorIds: ['PHONE_NUMBER_ALREADY_IN_USE', 'AUT444'], when: 'an account has that phone number' },
    { status: 400, errorIds: ['MISSING_BIRTHDATE'], when: 'loyaltyEnrollment Full without birthDate' },
    { status: 400, errorIds: ['PRO412'], when: "a birth date under the site's minimum age (src/lib/site/account-settings.ts) or before 1900-01-02" },
    { status: 400, errorIds: ['AUT453'], when: 'the email is not valid' },
    { status: 400, errorIds: ['AUT451'], when: 'the password does not meet the rules' },
    { status: 403, errorIds: ['AUT403'], when: 'recaptcha_response is the documented failing token' },
  ],
});

export const changePassword = defineContract({
  id: 'auth.changePassword',
  method: 'POST',
  path: '/consumers-v3/consumer/changepassword',
  auth: 'registered',
  summary: "Changes the signed-in shopper's password; other sessions are signed out",
  request: { body: z.object({ currentPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH), newPassword: z.string().max(PASSWORD_MAX_LENGTH) }) },
  response: { 200: success },
  errors: [
    { status: 400, errorIds: ['AUT450'], when: 'the current password is wrong' },
    { status: 400, errorIds: ['AUT451'], when: 'the new password does not meet the rules' },
    { status: 400, errorIds: ['AUT452'], when: 'the new password is the current one' },
  ],
});

export const RESET_TOKEN_TTL_MINUTES = 60;

export const requestPasswordReset = defineContract({
  id: 'auth.resetPassword',
  method: 'POST',
  path: '/consumers-v3/consumer/resetpassword',
  auth: 'session',
  summary: 'Sends a password-reset link; the same answer whether or not the email has an account',
  description: `The link carries a reset token valid for ${RESET_TOKEN_TTL_MINUTES} minutes. The sandbox does not send mail: GET /__sandbox/outbox?to={email} shows it.`,
  request: { body: z.object({ email: emailAddress }) },
  response: { 202: success },
  issueErrorIds: { 'body.email': 'AUT453' },
  errors: [{ status: 400, errorIds: ['AUT453'], when: 'the email is not valid' }],
});

export const confirmForgotPassword = defineContract({
  id: 'auth.confirmForgotPassword',
  method: 'POST',
  path: '/consumers-v3/confirmforgotpassword',
  auth: 'public',
  summary: 'Sets a new password with the token of a reset link; unlocks the account and signs out every session',
  request: { body: z.object({ email: emailAddress, resetToken: z.string().min(1).max(200), newPassword: z.string().max(PASSWORD_MAX_LENGTH) }) },
  response: { 200: success },
  errors: [
    { status: 400, errorIds: ['AUT402'], when: 'the token is unknown, used, for another email, or older than 60 minutes (RESET-EXPIRED-0000 for expired@cairn.test)' },
    { status: 400, errorIds: ['AUT451'], when: 'the new password does not meet the rules' },
  ],
});

export const agentLogin = defineContract({
  id: 'auth.agentLogin',
  method: 'POST',
  path: '/consumers-v3/consumer/agent/login',
  auth: 'session',
  summary: 'Store associate (employee) login at a store: starts a buy-in-store session',
  request: {
    body: z.object({
      storeId: z.string().regex(/^\d{3,6}$/, 'storeId must be 3 to 6 digits'),
      storeEmployeeId: z.string().regex(/^[A-Z0-9]{3,12}$/, 'storeEmployeeId must be 3 to 12 capitals or digits'),
      password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
    }),
  },
  response: { 200: tokenAnswer.extend({ buyInStore: buyInStoreSession }) },
  errors: [
    { status: 401, errorIds: ['AUT401'], when: 'an unknown employee id or a wrong password (one answer for both)' },
    { status: 401, errorIds: ['AUT426'], when: 'the 4th failure in a row' },
    { status: 423, errorIds: ['AUT423', 'AUT441'], when: 'the employee account locks, or is locked' },
    { status: 404, errorIds: ['STR404'], when: 'no store has that id' },
  ],
});

export const authContracts = [token, signIn, signOut, signUp, changePassword, requestPasswordReset, confirmForgotPassword, agentLogin] as const;
