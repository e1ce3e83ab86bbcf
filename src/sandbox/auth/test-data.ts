/**
 * The auth test data (docs/sandbox.md "Test data"), like Stripe's test cards: seeded accounts
 * of every kind and the inputs that force a branch.
 */
import type { NewAccount } from './accounts.ts';

/** Every seeded account's password. */
export const TEST_PASSWORD = 'Summit-Pass-1';

/** recaptcha_response that fails the bot check (AUT403) on sign-in and sign-up. */
export const CAPTCHA_FAIL_TOKEN = 'captcha-fail';

/** A reset token for member@cairn.test that has expired (AUT402). */
export const EXPIRED_RESET_TOKEN = 'RESET-EXPIRED-0000';

/** The first exchange of each authorization code of this account answers 409 DUPLICATED_TOKEN. */
export const TOKEN_CONFLICT_EMAIL = 'token-conflict@cairn.test';

/** A documented test account: a new account's fields (./accounts.ts) the seed sets, plus what it is for. */
export type TestAccount = Pick<
  NewAccount,
  'email' | 'consumerNo' | 'consumerType' | 'firstName' | 'lastName' | 'phone' | 'phoneCode' | 'birthDate' | 'memberId' | 'employeeTcAccepted' | 'storeEmployeeId' | 'isAthlete' | 'identityTypes'
> & {
  locked?: boolean;
  /** What the account is for (docs/sandbox.md). */
  what: string;
};

export const TEST_ACCOUNTS = {
  member: { email: 'member@cairn.test', consumerNo: 'C000000001', consumerType: 'REGISTERED', firstName: 'Morgan', lastName: 'Member', phone: '3035550100', phoneCode: '+1', what: 'a registered shopper, not in loyalty; its phone is taken (PHONE_NUMBER_ALREADY_IN_USE)' },
  loyalty: { email: 'loyalty@cairn.test', consumerNo: 'C000000002', consumerType: 'REGISTERED', firstName: 'Lee', lastName: 'Loyal', birthDate: '1988-04-12', memberId: 'LM00000002', what: 'a loyalty member (memberId LM00000002)' },
  employee: { email: 'employee@cairn.test', consumerNo: 'C000000003', consumerType: 'EMPLOYEE', firstName: 'Emery', lastName: 'Staff', employeeTcAccepted: true, storeEmployeeId: 'E1001', what: 'an employee who accepted the discount terms; agent login E1001' },
  employeeNoTerms: { email: 'employee-new@cairn.test', consumerNo: 'C000000004', consumerType: 'EMPLOYEE', firstName: 'Noa', lastName: 'Newhire', employeeTcAccepted: false, storeEmployeeId: 'E1002', what: 'an employee who has not accepted the discount terms (employee terms dialog); agent login E1002' },
  athlete: { email: 'athlete@cairn.test', consumerNo: 'C000000005', consumerType: 'REGISTERED', firstName: 'Ash', lastName: 'Athlete', isAthlete: true, what: 'an athlete profile' },
  wranx: { email: 'wranx@cairn.test', consumerNo: 'C000000006', consumerType: 'REGISTERED', firstName: 'Wren', lastName: 'Ranx', identityTypes: ['WRANX'], what: 'a WRANX programme member' },
  ipa: { email: 'ipa@cairn.test', consumerNo: 'C000000007', consumerType: 'REGISTERED', firstName: 'Ira', lastName: 'Pro', identityTypes: ['IPA'], what: 'an IPA programme member' },
  locked: { email: 'locked@cairn.test', consumerNo: 'C000000008', consumerType: 'REGISTERED', firstName: 'Lou', lastName: 'Locked', locked: true, what: 'a locked account (AUT441) until its password is reset' },
  // A second employee without the terms, so the account's journey (accepting from the overview) and sign-in's never accept them for each other in one run.
  employeeTermsPending: { email: 'employee-terms@cairn.test', consumerNo: 'C000000010', consumerType: 'EMPLOYEE', firstName: 'Teo', lastName: 'Trainee', employeeTcAccepted: false, what: 'an employee who has not accepted the discount terms, for the account overview' },
  tokenConflict: { email: TOKEN_CONFLICT_EMAIL, consumerNo: 'C000000009', consumerType: 'REGISTERED', firstName: 'Tate', lastName: 'Retry', what: 'the first token exchange of each sign-in answers 409 DUPLICATED_TOKEN; the retry succeeds' },
} as const satisfies Record<string, TestAccount>;

/**
 * Stores where an associate can sign in (agent login). The stores area (utilities/stores)
 * should serve the same ids; until it exists, this list is the source.
 */
export const ASSOCIATE_STORES: ReadonlyArray<{ storeId: string; storeName: string }> = [
  { storeId: '1001', storeName: 'Cairn Boulder Flagship' },
  { storeId: '1002', storeName: 'Cairn Seattle' },
  { storeId: '2001', storeName: 'Cairn London Covent Garden' },
];

/** Seeded loyalty opt-in date and account creation time: fixed, so two seeds are identical. */
export const SEED_ACCOUNT_CREATED_AT = '2024-01-15T09:00:00.000Z';
