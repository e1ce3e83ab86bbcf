/**
 * Authentication (docs/requirements/sign-in.md#token-exchange): guest tokens, registered sign-in with PKCE S256, the
 * token exchange that carries the guest's objects over, refresh rotation with family
 * revocation, sign-out, sign-up, password change/forgot/reset, and the associate (agent) login.
 * Passwords are checked before a transaction (scrypt is asynchronous); every state change runs
 * inside one (BEGIN IMMEDIATE), and an answer that must persist a change (a lockout count, a
 * burnt code, a revoked family) is returned from the transaction, not thrown out of it.
 */
import { randomBytes } from 'node:crypto';
import {
  agentLogin,
  changePassword,
  confirmForgotPassword,
  meetsPasswordRules,
  RESET_TOKEN_TTL_MINUTES,
  requestPasswordReset,
  signIn,
  signOut,
  signUp,
  token,
  type GuestObjects,
  type TokenAnswer,
} from '../../../schemas/api/auth.ts';
import { AUTH_ERRORS } from '../../../schemas/api/errors.ts';
import {
  accountAuthState,
  accountByConsumerNo,
  accountByEmail,
  accountByEmployeeId,
  accountByPhone,
  authStateOf,
  guestAuthState,
  insertAccount,
  newConsumerNo,
  newMemberId,
  phoneKey,
  setPassword,
  type AccountRow,
} from '../auth/accounts.ts';
import { clearFailures, isLocked, LOCK_MS, recordFailure, type FailureOutcome } from '../auth/lockout.ts';
import { mergeGuestObjects } from '../auth/merge.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { AUTH_CODE_TTL_MS, codeRow, issueAuthCode, markCodeUsed, markConflictAnswered, verifierMatches } from '../auth/pkce.ts';
import { tokenHash, type Session } from '../auth/session.ts';
import { ASSOCIATE_STORES, CAPTCHA_FAIL_TOKEN, TOKEN_CONFLICT_EMAIL } from '../auth/test-data.ts';
import {
  familyById,
  familyOfRefreshToken,
  issueTokens,
  newSecret,
  openFamily,
  revokeConsumerFamilies,
  revokeFamily,
  rotateRefreshToken,
  TOKEN_PREFIX,
  type Family,
  type TokenSet,
} from '../auth/tokens.ts';
import { statement, transaction, type Database } from '../db.ts';
import { apiFailure } from '../http/api-error.ts';
import { contractRoute } from '../http/contract-route.ts';
import { HttpError, header, sendJson, siteOf } from '../http/exchange.ts';
import { checkBirthDate } from '../consumer/profile.ts';
import type { Route } from '../http/router.ts';

const LOCK_MINUTES = LOCK_MS / 60_000;

export const MESSAGES = {
  invalidCredentials: 'The email or password is incorrect.',
  lastAttempt: 'The email or password is incorrect. One attempt is left before the account is locked.',
  lockedNow: `Too many failed attempts: the account is locked for ${LOCK_MINUTES} minutes. Reset your password to unlock it now.`,
  locked: 'The account is locked. Reset your password to unlock it.',
  captcha: 'The bot check failed. Please try again.',
} as const;

function checkCaptcha(response: string | undefined): void {
  if (response === CAPTCHA_FAIL_TOKEN) throw new HttpError(403, AUTH_ERRORS.captchaFailed, MESSAGES.captcha);
}

/** One answer per outcome, the same for an unknown email and a wrong password. */
function credentialFailure(outcome: FailureOutcome | 'locked'): HttpError {
  switch (outcome) {
    case 'wrong':
      return new HttpError(401, AUTH_ERRORS.invalidCredentials, MESSAGES.invalidCredentials);
    case 'last-attempt':
      return new HttpError(401, AUTH_ERRORS.lastAttempt, MESSAGES.lastAttempt);
    case 'locked-now':
      return new HttpError(423, AUTH_ERRORS.lockedNow, MESSAGES.lockedNow);
    case 'locked':
      return new HttpError(423, AUTH_ERRORS.locked, MESSAGES.locked);
  }
}

const cannotAuthorize = (status: number, message: string) => new HttpError(status, AUTH_ERRORS.cannotAuthorize, message);

function storeOf(storeId: string): { storeId: string; storeName: string } | undefined {
  return ASSOCIATE_STORES.find((s) => s.storeId === storeId);
}

function buyInStoreOf(db: Database, family: Family): TokenAnswer['buyInStore'] {
  if (!family.storeId || !family.storeEmployeeId) return undefined;
  const employee = accountByConsumerNo(db, family.consumerNo);
  return {
    storeId: family.storeId,
    storeName: storeOf(family.storeId)?.storeName ?? family.storeId,
    storeEmployeeId: family.storeEmployeeId,
    storeEmployeeName: employee ? `${employee.first_name} ${employee.last_name}` : family.storeEmployeeId,
  };
}

function answer(db: Database, family: Family, tokens: TokenSet, extra: Partial<TokenAnswer> = {}): TokenAnswer {
  const buyInStore = buyInStoreOf(db, family);
  return { ...tokens, ...authStateOf(db, family.consumerNo), ...(buyInStore ? { buyInStore } : {}), ...extra };
}

/** The guest family a sign-in replaces: it ends, so its tokens can't outlive the sign-in. */
function endGuestSession(db: Database, session: Session | undefined): void {
  if (session?.consumerType === 'GUEST') revokeFamily(db, session.familyId, 'signed-in');
}

function newGuestConsumerNo(): string {
  return `G${randomBytes(8).toString('hex').toUpperCase()}`;
}

type Exchanged = { kind: 'ok'; answer: TokenAnswer } | { kind: 'refused'; message: string } | { kind: 'conflict' };

function exchangeCode(
  db: Database,
  body: { authorizationCode: string; codeVerifier: string; guestObjects?: GuestObjects; orderNo?: string; st?: string },
  session: Session | undefined,
  siteId: string | undefined,
  now = Date.now(),
): Exchanged {
  return transaction(db, () => {
    const row = codeRow(db, body.authorizationCode);
    if (!row) return { kind: 'refused', message: 'The authorization code is not valid' };
    if (row.used_at !== null) {
      // A replayed code: whatever it was exchanged for is suspect too (RFC 6749 §4.1.2).
      if (row.family_id) revokeFamily(db, row.family_id, 'auth-code-reuse', now);
      return { kind: 'refused', message: 'The authorization code was already used' };
    }
    if (now - row.created_at > AUTH_CODE_TTL_MS) {
      markCodeUsed(db, row.code_hash, null, now);
      return { kind: 'refused', message: 'The authorization code has expired' };
    }
    if (!verifierMatches(body.codeVerifier, row.challenge)) {
      markCodeUsed(db, row.code_hash, null, now);
      return { kind: 'refused', message: 'The code verifier does not match the code challenge' };
    }
    const account = accountByConsumerNo(db, row.consumer_no);
    if (!account) return { kind: 'refused', message: 'The account no longer exists' };
    if (account.email.toLowerCase() === TOKEN_CONFLICT_EMAIL && row.conflict_answered === 0) {
      markConflictAnswered(db, row.code_hash);
      return { kind: 'conflict' };
    }
    const family = openFamily(db, { consumerNo: account.consumer_no, consumerType: account.consumer_type }, now);
    markCodeUsed(db, row.code_hash, family.familyId, now);
    const tokens = issueTokens(db, family, now);
    const merged =
      body.guestObjects || body.orderNo
        ? mergeGuestObjects({
            db,
            guestConsumerNo: session?.consumerType === 'GUEST' ? session.consumerNo : undefined,
            consumerNo: account.consumer_no,
            guestObjects: body.guestObjects ?? {},
            orderNo: body.orderNo,
            st: body.st,
            siteId,
          })
        : {};
    endGuestSession(db, session);
    const ids = Object.fromEntries(Object.entries(merged).filter(([, v]) => typeof v === 'string' && v));
    return { kind: 'ok', answer: answer(db, family, tokens, ids) };
  });
}

/** Checks credentials: password first (asynchronous), then the count, in one transaction. */
async function checkCredentials<T>(
  db: Database,
  lockKey: string,
  account: AccountRow | undefined,
  password: string,
  onSuccess: (account: AccountRow) => T,
): Promise<T> {
  if (isLocked(db, lockKey)) throw credentialFailure('locked');
  const matches = await verifyPassword(password, account?.password_hash);
  const outcome = transaction(db, () => {
    if (isLocked(db, lockKey)) return { kind: 'failed' as const, outcome: 'locked' as const };
    if (!account || !matches) return { kind: 'failed' as const, outcome: recordFailure(db, lockKey) };
    clearFailures(db, lockKey);
    return { kind: 'ok' as const, value: onSuccess(account) };
  });
  if (outcome.kind === 'failed') throw credentialFailure(outcome.outcome);
  return outcome.value;
}

function isRealPastDate(iso: string, now = new Date()): boolean {
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso && date < now && iso >= '1900-01-01';
}

export const authRoutes: Route[] = [
  contractRoute(token, ({ x, body, session }) => {
    const db = x.db;
    if (body.type === 'Guest') {
      const tokens = transaction(db, () => {
        const family = openFamily(db, { consumerNo: newGuestConsumerNo(), consumerType: 'GUEST' });
        return { family, tokens: issueTokens(db, family) };
      });
      return { status: 200, body: { ...tokens.tokens, ...guestAuthState(tokens.family.consumerNo) } };
    }
    if (body.type === 'Refresh') {
      const outcome = transaction(db, () => {
        const rotated = rotateRefreshToken(db, body.refreshToken);
        return rotated.kind === 'rotated' ? { kind: 'ok' as const, answer: answer(db, rotated.family, rotated.tokens) } : rotated;
      });
      if (outcome.kind === 'ok') return { status: 200, body: outcome.answer };
      const why = {
        unknown: 'The refresh token is not valid',
        expired: 'The refresh token has expired',
        revoked: 'The session has ended',
        reused: 'The refresh token was already used: the session has been ended for safety',
      }[outcome.reason];
      throw cannotAuthorize(401, why);
    }
    const exchanged = exchangeCode(db, body, session, header(x, 'x-site-id'));
    if (exchanged.kind === 'conflict') throw apiFailure(409, 'DUPLICATED_TOKEN', 'The code is being exchanged already; retry in 2 seconds');
    if (exchanged.kind === 'refused') throw cannotAuthorize(400, exchanged.message);
    return { status: 200, body: exchanged.answer };
  }),

  contractRoute(signIn, async ({ x, body }) => {
    checkCaptcha(body.recaptcha_response);
    const email = body.username.toLowerCase();
    const code = await checkCredentials(x.db, email, accountByEmail(x.db, email), body.password, (account) =>
      issueAuthCode(x.db, account.consumer_no, body.codeChallenge),
    );
    return { status: 200, body: { authorizationCode: code, expiresIn: AUTH_CODE_TTL_MS / 1000 } };
  }),

  contractRoute(signOut, ({ x, body, session }) => {
    transaction(x.db, () => {
      const familyId = familyOfRefreshToken(x.db, body.refreshToken);
      // Only the caller's own sessions: a refresh token of someone else is ignored, not revoked.
      if (familyId && familyById(x.db, familyId)?.consumerNo === session.consumerNo) revokeFamily(x.db, familyId, 'signed-out');
      revokeFamily(x.db, session.familyId, 'signed-out');
    });
    return { status: 200, body: { success: true } };
  }),

  contractRoute(signUp, async ({ x, body }) => {
    checkCaptcha(body.recaptcha_response);
    const db = x.db;
    if (body.subscriptions.loyaltyEnrollment === 'Full' && !body.birthDate) {
      throw apiFailure(400, 'MISSING_BIRTHDATE', 'A birth date is required to join the loyalty programme');
    }
    if (body.birthDate && !isRealPastDate(body.birthDate)) throw new HttpError(400, 'API400', 'body.birthDate: must be a real date in the past');
    // The site's minimum age (src/lib/site/account-settings.ts), as for a profile update.
    if (body.birthDate) checkBirthDate(body.birthDate, siteOf(x), new Date(), 'body.birthDate');
    const phone = body.phone ? phoneKey(body.phone, body.phoneCode) : undefined;
    const taken = () => {
      if (accountByEmail(db, body.email)) throw apiFailure(409, 'LOGIN_IN_USE', 'An account already exists with this email');
      if (phone && accountByPhone(db, phone)) throw apiFailure(409, 'PHONE_NUMBER_ALREADY_IN_USE', 'An account already exists with this phone number');
    };
    taken();
    const passwordHash = await hashPassword(body.password);
    const created = transaction(db, () => {
      taken(); // again: another sign-up may have taken it while the password was hashed
      const now = new Date().toISOString();
      const loyalty = body.subscriptions.loyaltyEnrollment === 'Full';
      const consumerNo = newConsumerNo(db);
      insertAccount(db, {
        consumerNo,
        email: body.email,
        passwordHash,
        consumerType: 'REGISTERED',
        // The simplified enrolment sends no names: the account is partially enrolled until the profile steps fill them.
        firstName: body.firstName ?? '',
        lastName: body.lastName ?? '',
        phone,
        phoneCode: body.phoneCode,
        birthDate: body.birthDate,
        gender: body.gender,
        postalCode: body.postalCode,
        ...(loyalty ? { memberId: newMemberId(db), loyaltyOptInDate: now } : {}),
        signup: { subscriptions: body.subscriptions, source: body.source, isTemporaryPassword: body.isTemporaryPassword },
        createdAt: now,
      });
      return accountByConsumerNo(db, consumerNo) as AccountRow;
    });
    return { status: 201, body: { ...accountAuthState(created), email: created.email } };
  }),

  contractRoute(changePassword, async ({ x, body, session }) => {
    const account = accountByConsumerNo(x.db, session.consumerNo);
    if (!account) throw apiFailure(403, 'INVALID_CUSTOMER', 'The account no longer exists');
    if (!(await verifyPassword(body.currentPassword, account.password_hash))) throw new HttpError(400, AUTH_ERRORS.currentPasswordWrong, 'The current password is not correct');
    if (!meetsPasswordRules(body.newPassword)) throw new HttpError(400, AUTH_ERRORS.newPasswordInvalid, 'Password does not meet requirements.');
    if (body.newPassword === body.currentPassword) throw new HttpError(400, AUTH_ERRORS.newPasswordUnchanged, 'The new password must differ from the current one');
    const hash = await hashPassword(body.newPassword);
    transaction(x.db, () => {
      setPassword(x.db, account.consumer_no, hash, new Date().toISOString());
      revokeConsumerFamilies(x.db, account.consumer_no, 'password-changed', session.familyId);
    });
    return { status: 200, body: { success: true } };
  }),

  contractRoute(requestPasswordReset, ({ x, body }) => {
    const account = accountByEmail(x.db, body.email);
    // The same answer either way: this call must not tell who has an account.
    if (account) {
      const resetToken = newSecret(TOKEN_PREFIX.reset);
      const now = Date.now();
      transaction(x.db, () => {
        statement(x.db, 'INSERT INTO password_resets (token_hash, consumer_no, created_at, expires_at) VALUES (?, ?, ?, ?)').run(
          tokenHash(resetToken),
          account.consumer_no,
          now,
          now + RESET_TOKEN_TTL_MINUTES * 60_000,
        );
        const link = `/forgot-password?email=${encodeURIComponent(account.email)}&token=${encodeURIComponent(resetToken)}`;
        statement(x.db, 'INSERT INTO outbox (recipient, subject, body, created_at) VALUES (?, ?, ?, ?)').run(
          account.email,
          'Reset your password',
          JSON.stringify({ link, resetToken, expiresInMinutes: RESET_TOKEN_TTL_MINUTES }),
          new Date(now).toISOString(),
        );
      });
    }
    return { status: 202, body: { success: true } };
  }),

  contractRoute(confirmForgotPassword, async ({ x, body }) => {
    const db = x.db;
    const reset = statement(db, 'SELECT consumer_no, expires_at, used_at FROM password_resets WHERE token_hash = ?').get(tokenHash(body.resetToken)) as
      | { consumer_no: string; expires_at: number; used_at: number | null }
      | undefined;
    const account = reset ? accountByConsumerNo(db, reset.consumer_no) : undefined;
    const usable = reset && account && reset.used_at === null && reset.expires_at > Date.now() && account.email.toLowerCase() === body.email.toLowerCase();
    if (!usable || !account) throw new HttpError(400, AUTH_ERRORS.resetLinkExpired, 'The reset link has expired or was already used. Ask for a new one.');
    if (!meetsPasswordRules(body.newPassword)) throw new HttpError(400, AUTH_ERRORS.newPasswordInvalid, 'Password does not meet requirements.');
    const hash = await hashPassword(body.newPassword);
    const done = transaction(db, () => {
      const claimed = statement(db, 'UPDATE password_resets SET used_at = ? WHERE token_hash = ? AND used_at IS NULL').run(Date.now(), tokenHash(body.resetToken));
      if (claimed.changes === 0) return false;
      setPassword(db, account.consumer_no, hash, new Date().toISOString());
      clearFailures(db, account.email);
      revokeConsumerFamilies(db, account.consumer_no, 'password-reset');
      return true;
    });
    if (!done) throw new HttpError(400, AUTH_ERRORS.resetLinkExpired, 'The reset link has expired or was already used. Ask for a new one.');
    return { status: 200, body: { success: true } };
  }),

  contractRoute(agentLogin, async ({ x, body, session }) => {
    const store = storeOf(body.storeId);
    if (!store) throw new HttpError(404, 'STR404', `Store ${body.storeId} not found`);
    const account = accountByEmployeeId(x.db, body.storeEmployeeId);
    // An employee locked out of the email sign-in is locked out here too.
    if (account && isLocked(x.db, account.email)) throw credentialFailure('locked');
    const result = await checkCredentials(x.db, `agent:${body.storeEmployeeId}`, account, body.password, (employee) => {
      const family = openFamily(x.db, { consumerNo: employee.consumer_no, consumerType: 'EMPLOYEE', storeId: store.storeId, storeEmployeeId: body.storeEmployeeId });
      const tokens = issueTokens(x.db, family);
      endGuestSession(x.db, session);
      return answer(x.db, family, tokens);
    });
    const buyInStore = result.buyInStore;
    if (!buyInStore) throw new HttpError(500, 'AUT500', 'The associate session could not be started');
    return { status: 200, body: { ...result, buyInStore } };
  }),

  {
    // Sandbox only: the mail it would have sent (password reset links), newest first.
    method: 'GET',
    path: '/__sandbox/outbox',
    handler: (x) => {
      const to = x.url.searchParams.get('to') ?? '';
      const rows = statement(x.db, 'SELECT subject, body, created_at FROM outbox WHERE recipient = ? ORDER BY id DESC LIMIT 20').all(to) as Array<{
        subject: string;
        body: string;
        created_at: string;
      }>;
      sendJson(x, 200, { messages: rows.map((r) => ({ subject: r.subject, createdAt: r.created_at, ...(JSON.parse(r.body) as object) })) });
    },
  },
];
