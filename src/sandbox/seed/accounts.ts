/**
 * Seeds the test accounts (src/sandbox/auth/test-data.ts): deterministic rows (salts derived
 * from the email), the locked account's lock and the expired reset token. Idempotent, so a
 * database seeded before the accounts existed gets them on the next start.
 */
import { accountByEmail, insertAccount, phoneKey } from '../auth/accounts.ts';
import { lockUntil } from '../auth/lockout.ts';
import { hashSeedPassword } from '../auth/passwords.ts';
import { tokenHash } from '../auth/session.ts';
import { EXPIRED_RESET_TOKEN, SEED_ACCOUNT_CREATED_AT, TEST_ACCOUNTS, TEST_PASSWORD, type TestAccount } from '../auth/test-data.ts';
import { statement, transaction, type Database } from '../db.ts';

/** Far enough to never pass; a password reset lifts it. */
const LOCKED_FOREVER = Date.UTC(9999, 0, 1);
const SEED_TIME = Date.parse(SEED_ACCOUNT_CREATED_AT);

export function seedAccounts(db: Database): number {
  let added = 0;
  transaction(db, () => {
    for (const account of Object.values(TEST_ACCOUNTS) as TestAccount[]) {
      if (accountByEmail(db, account.email)) continue;
      insertAccount(db, {
        consumerNo: account.consumerNo,
        email: account.email,
        passwordHash: hashSeedPassword(TEST_PASSWORD, account.email),
        consumerType: account.consumerType,
        firstName: account.firstName,
        lastName: account.lastName,
        ...(account.phone ? { phone: phoneKey(account.phone, account.phoneCode), phoneCode: account.phoneCode } : {}),
        birthDate: account.birthDate,
        memberId: account.memberId,
        loyaltyOptInDate: account.memberId ? SEED_ACCOUNT_CREATED_AT : undefined,
        employeeTcAccepted: account.employeeTcAccepted,
        isAthlete: account.isAthlete,
        identityTypes: account.identityTypes,
        storeEmployeeId: account.storeEmployeeId,
        createdAt: SEED_ACCOUNT_CREATED_AT,
      });
      if (account.locked) lockUntil(db, account.email, LOCKED_FOREVER, SEED_TIME);
      added++;
    }
    statement(db, 'INSERT OR IGNORE INTO password_resets (token_hash, consumer_no, created_at, expires_at) VALUES (?, ?, ?, ?)').run(
      tokenHash(EXPIRED_RESET_TOKEN),
      TEST_ACCOUNTS.member.consumerNo,
      SEED_TIME,
      SEED_TIME + 60 * 60_000,
    );
  });
  return added;
}

export function hasAccounts(db: Database): boolean {
  return statement(db, 'SELECT 1 FROM accounts LIMIT 1').get() !== undefined;
}
