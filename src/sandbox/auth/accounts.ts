/**
 * Accounts: registered shoppers and employees (guests have no row). The auth state a token
 * answer carries is derived here, from the row.
 */
import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import type { AuthState, ConsumerType, IDENTITY_TYPES } from '../../../schemas/api/auth.ts';
import type { consumerDetails } from '../../../schemas/api/consumer/profile.ts';

type ConsumerDetails = z.infer<typeof consumerDetails>;
export type IdentityType = (typeof IDENTITY_TYPES)[number];
import { statement, type Database } from '../db.ts';

export interface AccountRow {
  consumer_no: string;
  email: string;
  phone: string | null;
  phone_code: string | null;
  password_hash: string;
  consumer_type: 'REGISTERED' | 'EMPLOYEE';
  first_name: string;
  last_name: string;
  birth_date: string | null;
  gender: string | null;
  postal_code: string | null;
  member_id: string | null;
  loyalty_opt_in_date: string | null;
  employee_tc_accepted: number;
  is_athlete: number;
  identity_types: string;
  store_employee_id: string | null;
  signup: string;
  created_at: string;
  password_changed_at: string;
}

export function accountByEmail(db: Database, email: string): AccountRow | undefined {
  return statement(db, 'SELECT * FROM accounts WHERE email = ?').get(email.trim()) as AccountRow | undefined;
}

export function accountByConsumerNo(db: Database, consumerNo: string): AccountRow | undefined {
  return statement(db, 'SELECT * FROM accounts WHERE consumer_no = ?').get(consumerNo) as AccountRow | undefined;
}

export function accountByEmployeeId(db: Database, storeEmployeeId: string): AccountRow | undefined {
  return statement(db, "SELECT * FROM accounts WHERE store_employee_id = ? AND consumer_type = 'EMPLOYEE'").get(storeEmployeeId) as AccountRow | undefined;
}

export function accountByPhone(db: Database, phone: string): AccountRow | undefined {
  return statement(db, 'SELECT * FROM accounts WHERE phone = ?').get(phone) as AccountRow | undefined;
}

/**
 * A phone as digits with its dialling code, the key for "one account per number" (docs/requirements/account-and-loyalty.md#phone-numbers):
 * a leading 0 after dialling code 44 is dropped; ten digits with no code default to 1.
 */
export function phoneKey(phone: string, phoneCode?: string): string {
  const digits = phone.replace(/\D/g, '');
  const code = (phoneCode ?? '').replace(/\D/g, '');
  // Already international (the sign-up form sends +39…, with phoneCode alongside): the code is in it.
  if (phone.trim().startsWith('+')) return digits.replace(/^440/, '44');
  if (!code) return digits.length === 10 ? `1${digits}` : digits;
  return code + (code === '44' ? digits.replace(/^0/, '') : digits);
}

export function identityTypesOf(row: AccountRow): AuthState['identityTypes'] {
  try {
    const parsed = JSON.parse(row.identity_types) as unknown;
    return Array.isArray(parsed) ? (parsed.filter((t) => t === 'WRANX' || t === 'IPA') as AuthState['identityTypes']) : [];
  } catch {
    return [];
  }
}

export function accountAuthState(row: AccountRow): AuthState {
  return {
    consumerNo: row.consumer_no,
    consumerType: row.consumer_type,
    ...(row.member_id ? { memberId: row.member_id } : {}),
    isLoyaltyMember: row.member_id !== null,
    isEmployeeDiscountTCAccepted: row.consumer_type === 'EMPLOYEE' && row.employee_tc_accepted === 1,
    isAthlete: row.is_athlete === 1,
    identityTypes: identityTypesOf(row),
    firstName: row.first_name,
  };
}

export function guestAuthState(consumerNo: string): AuthState {
  return { consumerNo, consumerType: 'GUEST', isLoyaltyMember: false, isEmployeeDiscountTCAccepted: false, isAthlete: false, identityTypes: [] };
}

/** The auth state of any consumer number: an account's, or a guest's. */
export function authStateOf(db: Database, consumerNo: string): AuthState {
  const row = accountByConsumerNo(db, consumerNo);
  return row ? accountAuthState(row) : guestAuthState(consumerNo);
}

/** A new consumer number: C and 9 digits, retried on the (unlikely) collision. */
export function newConsumerNo(db: Database): string {
  for (;;) {
    const candidate = `C${String(randomInt(100_000_000, 1_000_000_000))}`;
    if (!accountByConsumerNo(db, candidate)) return candidate;
  }
}

export function newMemberId(db: Database): string {
  for (;;) {
    const candidate = `LM${String(randomInt(10_000_000, 100_000_000))}`;
    if (!statement(db, 'SELECT 1 FROM accounts WHERE member_id = ?').get(candidate)) return candidate;
  }
}

/** An account's kind: a guest has a token, never an account. */
export type AccountType = Exclude<ConsumerType, 'GUEST'>;

/**
 * A new account's row: who it is in the contracts' words (the auth state's consumerNo and memberId,
 * the profile's contact details, schemas/api/auth.ts and consumer/profile.ts), plus what only the sandbox keeps.
 */
export interface NewAccount
  extends Pick<AuthState, 'consumerNo' | 'memberId'>,
    Pick<ConsumerDetails, 'email' | 'firstName' | 'lastName' | 'phone' | 'phoneCode' | 'birthDate' | 'gender' | 'postalCode'> {
  passwordHash: string;
  consumerType: AccountType;
  loyaltyOptInDate?: string;
  employeeTcAccepted?: boolean;
  isAthlete?: boolean;
  identityTypes?: readonly IdentityType[];
  storeEmployeeId?: string;
  signup?: unknown;
  createdAt: string;
}

export function insertAccount(db: Database, a: NewAccount): void {
  statement(
    db,
    `INSERT INTO accounts (consumer_no, email, phone, phone_code, password_hash, consumer_type, first_name, last_name, birth_date,
       gender, postal_code, member_id, loyalty_opt_in_date, employee_tc_accepted, is_athlete, identity_types, store_employee_id,
       signup, created_at, password_changed_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    a.consumerNo,
    a.email,
    a.phone ?? null,
    a.phoneCode ?? null,
    a.passwordHash,
    a.consumerType,
    a.firstName,
    a.lastName,
    a.birthDate ?? null,
    a.gender ?? null,
    a.postalCode ?? null,
    a.memberId ?? null,
    a.loyaltyOptInDate ?? null,
    a.employeeTcAccepted ? 1 : 0,
    a.isAthlete ? 1 : 0,
    JSON.stringify(a.identityTypes ?? []),
    a.storeEmployeeId ?? null,
    JSON.stringify(a.signup ?? {}),
    a.createdAt,
    a.createdAt,
  );
}

export function setPassword(db: Database, consumerNo: string, passwordHash: string, at: string): void {
  statement(db, 'UPDATE accounts SET password_hash = ?, password_changed_at = ? WHERE consumer_no = ?').run(passwordHash, at, consumerNo);
}
