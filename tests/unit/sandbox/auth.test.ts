import { describe, expect, it } from 'vitest';
import { MAX_FAILED_SIGN_INS } from '../../../src/sandbox/auth/lockout.ts';
import { registerGuestObjectMerger, type MergeContext } from '../../../src/sandbox/auth/merge.ts';
import { AUTH_CODE_TTL_MS } from '../../../src/sandbox/auth/pkce.ts';
import { tokenHash } from '../../../src/sandbox/auth/session.ts';
import { CAPTCHA_FAIL_TOKEN, EXPIRED_RESET_TOKEN, TEST_ACCOUNTS, TEST_PASSWORD } from '../../../src/sandbox/auth/test-data.ts';
import { errorIds, pkcePair, sandboxClient } from './auth-helpers.ts';
import { expectErrorShape, useSandbox } from './sandbox-harness.ts';

const harness = useSandbox();
const api = sandboxClient(() => harness.sandbox.url);
const db = () => harness.sandbox.db;

let counter = 0;
/** A fresh email per test, so lockout counts and sign-ups never collide. */
const freshEmail = (label: string) => `${label}-${Date.now()}-${++counter}@example.test`;

function signUpBody(email: string, extra: Record<string, unknown> = {}) {
  return { firstName: 'Riley', lastName: 'Hiker', email, password: 'Trail-Mix-42', isTermsConfirmed: true, ...extra };
}

async function newAccount(label: string, password = 'Trail-Mix-42') {
  const email = freshEmail(label);
  const created = await api.post('/consumers-v3/auth/signup', signUpBody(email, { password }));
  expect(created.status).toBe(201);
  return { email, password, consumerNo: created.body.consumerNo as string };
}

describe('guest tokens', () => {
  it('issues a guest session with tokens, a usid and a G consumer number', async () => {
    const answer = await api.post('/token/v2/auth/token', { type: 'Guest' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ tokenType: 'Bearer', consumerType: 'GUEST', isLoyaltyMember: false, expiresIn: 1800 });
    expect(answer.body.consumerNo).toMatch(/^G[0-9A-F]{16}$/);
    expect(answer.body.accessToken).toMatch(/^cairn_at_/);
    expect(answer.body.refreshToken).toMatch(/^cairn_rt_/);
    expect(answer.body.usid).toBeTruthy();
  });

  it('stores only hashes of tokens', async () => {
    const guest = await api.guest();
    const stored = db().prepare('SELECT token_hash FROM access_tokens WHERE token_hash = ?').get(tokenHash(guest.accessToken));
    expect(stored).toBeTruthy();
    const raw = db().prepare('SELECT COUNT(*) AS n FROM access_tokens WHERE token_hash = ?').get(guest.accessToken) as { n: number };
    expect(raw.n).toBe(0);
  });

  it('refuses an unknown token type with API400 and the field', async () => {
    const answer = await api.post('/token/v2/auth/token', { type: 'Magic' });
    expect(answer.status).toBe(400);
    expectErrorShape(answer.body, 'API400');
    expect(answer.body.errorDetails[0].field).toBe('body.type');
  });
});

describe('registered sign-in with PKCE S256', () => {
  it('signs a loyalty member in and answers the auth state', async () => {
    const tokens = await api.signIn(TEST_ACCOUNTS.loyalty.email);
    expect(tokens).toMatchObject({ consumerNo: 'C000000002', consumerType: 'REGISTERED', memberId: 'LM00000002', isLoyaltyMember: true, firstName: 'Lee' });
  });

  it.each([
    ['member', { consumerType: 'REGISTERED', isLoyaltyMember: false }],
    ['employee', { consumerType: 'EMPLOYEE', isEmployeeDiscountTCAccepted: true }],
    ['employeeNoTerms', { consumerType: 'EMPLOYEE', isEmployeeDiscountTCAccepted: false }],
    ['athlete', { isAthlete: true }],
    ['wranx', { identityTypes: ['WRANX'] }],
    ['ipa', { identityTypes: ['IPA'] }],
  ] as const)('the seeded %s account signs in with its flags', async (kind, flags) => {
    const tokens = await api.signIn(TEST_ACCOUNTS[kind].email);
    expect(tokens).toMatchObject(flags);
  });

  it('treats the email case-insensitively', async () => {
    const tokens = await api.signIn('Member@Cairn.TEST');
    expect(tokens.consumerNo).toBe(TEST_ACCOUNTS.member.consumerNo);
  });

  it('refuses a plain code challenge method', async () => {
    const { challenge } = pkcePair();
    const answer = await api.post('/consumers-v3/auth/signin', { type: 'Registered', username: TEST_ACCOUNTS.member.email, password: TEST_PASSWORD, codeChallenge: challenge, codeChallengeMethod: 'plain' });
    expect(answer.status).toBe(400);
    expect(errorIds(answer)).toEqual(['AUT404']);
    expect(answer.body.errorDetails[0].field).toBe('body.codeChallengeMethod');
  });

  it('refuses a challenge that is not a S256 hash (a plain verifier sent as challenge)', async () => {
    const answer = await api.post('/consumers-v3/auth/signin', { type: 'Registered', username: TEST_ACCOUNTS.member.email, password: TEST_PASSWORD, codeChallenge: 'x'.repeat(64) });
    expect(answer.status).toBe(400);
    expect(errorIds(answer)).toEqual(['AUT404']);
  });

  it('answers AUT453 for a username that is not an email', async () => {
    const { challenge } = pkcePair();
    const answer = await api.post('/consumers-v3/auth/signin', { type: 'Registered', username: 'not-an-email', password: 'x', codeChallenge: challenge });
    expect(answer.status).toBe(400);
    expect(errorIds(answer)).toEqual(['AUT453']);
  });

  it.each([
    ['42 characters', 'a'.repeat(42)],
    ['129 characters', 'a'.repeat(129)],
    ['a character outside the unreserved set', `${'a'.repeat(50)}+`],
  ])('refuses a verifier of %s', async (_, verifier) => {
    const { answer } = await api.signInStep(TEST_ACCOUNTS.member.email);
    const exchanged = await api.exchange(answer.body.authorizationCode, verifier);
    expect(exchanged.status).toBe(400);
    expect(errorIds(exchanged)).toEqual(['AUT404']);
    expect(exchanged.body.errorDetails[0].field).toBe('body.codeVerifier');
  });

  it('accepts verifiers of exactly 43 and 128 characters', async () => {
    for (const length of [43, 128]) {
      const verifier = 'v'.repeat(length);
      const { createHash } = await import('node:crypto');
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      const signed = await api.post('/consumers-v3/auth/signin', { type: 'Registered', username: TEST_ACCOUNTS.member.email, password: TEST_PASSWORD, codeChallenge: challenge });
      expect((await api.exchange(signed.body.authorizationCode, verifier)).status).toBe(200);
    }
  });

  it('refuses a wrong verifier, and the code is burnt', async () => {
    const { answer, verifier } = await api.signInStep(TEST_ACCOUNTS.member.email);
    const wrong = await api.exchange(answer.body.authorizationCode, pkcePair().verifier);
    expect(wrong.status).toBe(400);
    expect(errorIds(wrong)).toEqual(['AUT404']);
    expect(wrong.body.errorDetails[0].message).toMatch(/verifier/);
    const right = await api.exchange(answer.body.authorizationCode, verifier);
    expect(right.status).toBe(400);
  });

  it('refuses a reused code and revokes what the first exchange issued', async () => {
    const { answer, verifier } = await api.signInStep(TEST_ACCOUNTS.member.email);
    const first = await api.exchange(answer.body.authorizationCode, verifier);
    expect(first.status).toBe(200);
    const again = await api.exchange(answer.body.authorizationCode, verifier);
    expect(again.status).toBe(400);
    expect(again.body.errorDetails[0].message).toMatch(/already used/);
    const refreshed = await api.post('/token/v2/auth/token', { type: 'Refresh', refreshToken: first.body.refreshToken });
    expect(refreshed.status).toBe(401);
  });

  it('refuses a code older than 10 minutes', async () => {
    const { answer, verifier } = await api.signInStep(TEST_ACCOUNTS.member.email);
    db()
      .prepare('UPDATE auth_codes SET created_at = created_at - ? WHERE code_hash = ?')
      .run(AUTH_CODE_TTL_MS + 1000, tokenHash(answer.body.authorizationCode));
    const exchanged = await api.exchange(answer.body.authorizationCode, verifier);
    expect(exchanged.status).toBe(400);
    expect(exchanged.body.errorDetails[0].message).toMatch(/expired/);
  });

  it('still accepts a code just under 10 minutes old', async () => {
    const { answer, verifier } = await api.signInStep(TEST_ACCOUNTS.member.email);
    db()
      .prepare('UPDATE auth_codes SET created_at = created_at - ? WHERE code_hash = ?')
      .run(AUTH_CODE_TTL_MS - 5000, tokenHash(answer.body.authorizationCode));
    expect((await api.exchange(answer.body.authorizationCode, verifier)).status).toBe(200);
  });

  it('refuses an unknown code', async () => {
    const exchanged = await api.exchange('cairn_ac_nope', pkcePair().verifier);
    expect(exchanged.status).toBe(400);
    expect(errorIds(exchanged)).toEqual(['AUT404']);
  });

  it('fails the documented captcha token with AUT403', async () => {
    const { answer } = await api.signInStep(TEST_ACCOUNTS.member.email, TEST_PASSWORD, { recaptcha_response: CAPTCHA_FAIL_TOKEN });
    expect(answer.status).toBe(403);
    expectErrorShape(answer.body, 'AUT403');
  });

  it('answers 409 DUPLICATED_TOKEN + AUT409 on the first exchange of the conflict account, then succeeds', async () => {
    const { answer, verifier } = await api.signInStep(TEST_ACCOUNTS.tokenConflict.email);
    const first = await api.exchange(answer.body.authorizationCode, verifier);
    expect(first.status).toBe(409);
    expect(errorIds(first)).toEqual(['DUPLICATED_TOKEN', 'AUT409']);
    const retry = await api.exchange(answer.body.authorizationCode, verifier);
    expect(retry.status).toBe(200);
    expect(retry.body.consumerNo).toBe(TEST_ACCOUNTS.tokenConflict.consumerNo);
  });
});

describe('credential failures and lockout', () => {
  it('answers a wrong email and a wrong password with the same status and body', async () => {
    const account = await newAccount('generic');
    const unknown = await api.signInStep(freshEmail('nobody'), 'Whatever-1');
    const wrong = await api.signInStep(account.email, 'Wrong-Pass-1');
    expect(unknown.answer.status).toBe(401);
    expect(wrong.answer.status).toBe(unknown.answer.status);
    expect(wrong.answer.body.errorDetails).toEqual(unknown.answer.body.errorDetails);
    expect(errorIds(wrong.answer)).toEqual(['AUT401']);
  });

  it(`warns on the last attempt (AUT426), locks on the ${MAX_FAILED_SIGN_INS}th failure (AUT423), then reports the lock (AUT441)`, async () => {
    const account = await newAccount('lockout');
    const answers = [];
    for (let i = 0; i < MAX_FAILED_SIGN_INS; i++) answers.push((await api.signInStep(account.email, `Wrong-Pass-${i}`)).answer);
    expect(answers.map((a) => errorIds(a)[0])).toEqual(['AUT401', 'AUT401', 'AUT401', 'AUT426', 'AUT423']);
    expect(answers.map((a) => a.status)).toEqual([401, 401, 401, 401, 423]);
    // Locked: even the right password is refused.
    const right = await api.signInStep(account.email, account.password);
    expect(right.answer.status).toBe(423);
    expect(errorIds(right.answer)).toEqual(['AUT441']);
  });

  it('counts failures per account whatever the IP', async () => {
    const account = await newAccount('ip');
    for (let i = 0; i < MAX_FAILED_SIGN_INS; i++) {
      const { challenge } = pkcePair();
      await api.post('/consumers-v3/auth/signin', { type: 'Registered', username: account.email, password: 'Wrong-Pass-1', codeChallenge: challenge }, { headers: { 'x-forwarded-for': `203.0.113.${i}` } });
    }
    const right = await api.signInStep(account.email, account.password);
    expect(errorIds(right.answer)).toEqual(['AUT441']);
  });

  it('locks an unknown email the same way, so lockout does not reveal accounts', async () => {
    const email = freshEmail('ghost');
    const ids = [];
    for (let i = 0; i <= MAX_FAILED_SIGN_INS; i++) ids.push(errorIds((await api.signInStep(email, 'Wrong-Pass-1')).answer)[0]);
    expect(ids).toEqual(['AUT401', 'AUT401', 'AUT401', 'AUT426', 'AUT423', 'AUT441']);
  });

  it('resets the count after a successful sign-in', async () => {
    const account = await newAccount('reset-count');
    for (let i = 0; i < MAX_FAILED_SIGN_INS - 2; i++) await api.signInStep(account.email, 'Wrong-Pass-1');
    expect((await api.signInStep(account.email, account.password)).answer.status).toBe(200);
    const after = await api.signInStep(account.email, 'Wrong-Pass-1');
    expect(errorIds(after.answer)).toEqual(['AUT401']);
  });

  it('keeps the seeded locked account locked (AUT441)', async () => {
    const { answer } = await api.signInStep(TEST_ACCOUNTS.locked.email);
    expect(answer.status).toBe(423);
    expect(errorIds(answer)).toEqual(['AUT441']);
  });
});

describe('refresh tokens', () => {
  it('rotate: the new pair works, the access token authorises calls', async () => {
    const tokens = await api.signIn(TEST_ACCOUNTS.member.email);
    const refreshed = await api.post('/token/v2/auth/token', { type: 'Refresh', refreshToken: tokens.refreshToken });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.refreshToken).not.toBe(tokens.refreshToken);
    expect(refreshed.body.consumerNo).toBe(TEST_ACCOUNTS.member.consumerNo);
    expect(refreshed.body.usid).toBe(tokens.usid);
    const again = await api.post('/token/v2/auth/token', { type: 'Refresh', refreshToken: refreshed.body.refreshToken });
    expect(again.status).toBe(200);
  });

  it('reuse of a rotated refresh token revokes the whole family, access tokens included', async () => {
    const tokens = await api.signIn(TEST_ACCOUNTS.member.email);
    const rotated = await api.post('/token/v2/auth/token', { type: 'Refresh', refreshToken: tokens.refreshToken });
    expect(rotated.status).toBe(200);
    const replay = await api.post('/token/v2/auth/token', { type: 'Refresh', refreshToken: tokens.refreshToken });
    expect(replay.status).toBe(401);
    expect(errorIds(replay)).toEqual(['AUT404']);
    expect((await api.post('/token/v2/auth/token', { type: 'Refresh', refreshToken: rotated.body.refreshToken })).status).toBe(401);
    const signOut = await api.post('/consumers-v3/consumer/auth/signout', { refreshToken: rotated.body.refreshToken }, { token: rotated.body.accessToken });
    expect(signOut.status).toBe(401);
  });

  it('refuses an expired refresh token', async () => {
    const tokens = await api.guest();
    db().prepare('UPDATE refresh_tokens SET expires_at = 0 WHERE token_hash = ?').run(tokenHash(tokens.refreshToken));
    const answer = await api.post('/token/v2/auth/token', { type: 'Refresh', refreshToken: tokens.refreshToken });
    expect(answer.status).toBe(401);
    expect(answer.body.errorDetails[0].message).toMatch(/expired/);
  });
});

describe('sign-out', () => {
  it('revokes the session: its access token and refresh token stop working', async () => {
    const tokens = await api.signIn(TEST_ACCOUNTS.member.email);
    const out = await api.post('/consumers-v3/consumer/auth/signout', { refreshToken: tokens.refreshToken }, { token: tokens.accessToken });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ success: true });
    expect((await api.post('/token/v2/auth/token', { type: 'Refresh', refreshToken: tokens.refreshToken })).status).toBe(401);
    const again = await api.post('/consumers-v3/consumer/auth/signout', { refreshToken: tokens.refreshToken }, { token: tokens.accessToken });
    expect(again.status).toBe(401);
  });

  it('needs a session, and never revokes someone else’s refresh token', async () => {
    const other = await api.signIn(TEST_ACCOUNTS.athlete.email);
    expect((await api.post('/consumers-v3/consumer/auth/signout', { refreshToken: other.refreshToken })).status).toBe(401);
    const guest = await api.guest();
    expect((await api.post('/consumers-v3/consumer/auth/signout', { refreshToken: other.refreshToken }, { token: guest.accessToken })).status).toBe(200);
    expect((await api.post('/token/v2/auth/token', { type: 'Refresh', refreshToken: other.refreshToken })).status).toBe(200);
  });
});

describe('sign-up', () => {
  it('creates an account that can sign in', async () => {
    const email = freshEmail('new');
    const created = await api.post('/consumers-v3/auth/signup', signUpBody(email, { phone: '(415) 555-0199', phoneCode: '+1', source: { acquisitionType: 'Registered', campaignName: 'spring' } }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ email, consumerType: 'REGISTERED', isLoyaltyMember: false });
    expect(created.body.consumerNo).toMatch(/^C\d{9}$/);
    const tokens = await api.signIn(email, 'Trail-Mix-42');
    expect(tokens.consumerNo).toBe(created.body.consumerNo);
  });

  it('enrols in loyalty with loyaltyEnrollment Full and a birth date', async () => {
    const created = await api.post('/consumers-v3/auth/signup', signUpBody(freshEmail('loyal'), { birthDate: '1990-02-03', subscriptions: { loyaltyEnrollment: 'Full', loyaltyConsent: true } }));
    expect(created.status).toBe(201);
    expect(created.body.isLoyaltyMember).toBe(true);
    expect(created.body.memberId).toMatch(/^LM\d{8}$/);
  });

  it('answers MISSING_BIRTHDATE for a loyalty enrolment without a birth date', async () => {
    const answer = await api.post('/consumers-v3/auth/signup', signUpBody(freshEmail('nobirth'), { subscriptions: { loyaltyEnrollment: 'Full' } }));
    expect(answer.status).toBe(400);
    expectErrorShape(answer.body, 'MISSING_BIRTHDATE');
  });

  it('answers LOGIN_IN_USE + AUT439 for an email that has an account (any case)', async () => {
    const answer = await api.post('/consumers-v3/auth/signup', signUpBody('MEMBER@cairn.test'));
    expect(answer.status).toBe(409);
    expect(errorIds(answer)).toEqual(['LOGIN_IN_USE', 'AUT439']);
  });

  it('answers PHONE_NUMBER_ALREADY_IN_USE + AUT444 for a phone that has an account', async () => {
    const answer = await api.post('/consumers-v3/auth/signup', signUpBody(freshEmail('phone'), { phone: '303-555-0100', phoneCode: '+1' }));
    expect(answer.status).toBe(409);
    expect(errorIds(answer)).toEqual(['PHONE_NUMBER_ALREADY_IN_USE', 'AUT444']);
  });

  it('answers AUT453 for an invalid email and AUT451 for a weak password', async () => {
    const badEmail = await api.post('/consumers-v3/auth/signup', signUpBody('hiker@localhost'));
    expect(badEmail.status).toBe(400);
    expect(errorIds(badEmail)).toEqual(['AUT453']);
    const weak = await api.post('/consumers-v3/auth/signup', signUpBody(freshEmail('weak'), { password: 'alllowercase1' }));
    expect(weak.status).toBe(400);
    expect(errorIds(weak)).toEqual(['AUT451']);
    expect(weak.body.errorDetails[0].message).toContain('Password does not meet requirements.');
  });

  it('refuses unaccepted terms, a bad name and a future birth date with API400', async () => {
    for (const extra of [{ isTermsConfirmed: false }, { firstName: 'R2D2!' }, { birthDate: '2999-01-01' }]) {
      const answer = await api.post('/consumers-v3/auth/signup', signUpBody(freshEmail('bad'), extra));
      expect(answer.status).toBe(400);
      expect(errorIds(answer)[0]).toBe('API400');
    }
  });

  it('fails the documented captcha token with AUT403', async () => {
    const answer = await api.post('/consumers-v3/auth/signup', signUpBody(freshEmail('captcha'), { recaptcha_response: CAPTCHA_FAIL_TOKEN }));
    expect(answer.status).toBe(403);
    expectErrorShape(answer.body, 'AUT403');
  });

  it('gives one account to concurrent sign-ups with one email', async () => {
    const email = freshEmail('race');
    const answers = await Promise.all(Array.from({ length: 5 }, () => api.post('/consumers-v3/auth/signup', signUpBody(email))));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(4);
  });
});

describe('change password', () => {
  it('changes it, keeps this session and signs the others out', async () => {
    const account = await newAccount('change');
    const here = await api.signIn(account.email, account.password);
    const elsewhere = await api.signIn(account.email, account.password);
    const answer = await api.post('/consumers-v3/consumer/changepassword', { currentPassword: account.password, newPassword: 'New-Trail-77' }, { token: here.accessToken });
    expect(answer.status).toBe(200);
    expect((await api.post('/token/v2/auth/token', { type: 'Refresh', refreshToken: elsewhere.refreshToken })).status).toBe(401);
    expect((await api.post('/token/v2/auth/token', { type: 'Refresh', refreshToken: here.refreshToken })).status).toBe(200);
    expect((await api.signInStep(account.email, account.password)).answer.status).toBe(401);
    expect((await api.signInStep(account.email, 'New-Trail-77')).answer.status).toBe(200);
  });

  it('answers AUT450, AUT451 and AUT452', async () => {
    const account = await newAccount('change-errors');
    const { accessToken } = await api.signIn(account.email, account.password);
    const change = (body: object) => api.post('/consumers-v3/consumer/changepassword', body, { token: accessToken });
    expect(errorIds(await change({ currentPassword: 'Wrong-Pass-1', newPassword: 'New-Trail-77' }))).toEqual(['AUT450']);
    expect(errorIds(await change({ currentPassword: account.password, newPassword: 'short' }))).toEqual(['AUT451']);
    expect(errorIds(await change({ currentPassword: account.password, newPassword: account.password }))).toEqual(['AUT452']);
  });

  it('needs a signed-in shopper: 401 without a token, 403 for a guest', async () => {
    const body = { currentPassword: 'a', newPassword: 'New-Trail-77' };
    expect((await api.post('/consumers-v3/consumer/changepassword', body)).status).toBe(401);
    const guest = await api.guest();
    expect((await api.post('/consumers-v3/consumer/changepassword', body, { token: guest.accessToken })).status).toBe(403);
  });
});

describe('forgot and reset password', () => {
  it('sends a reset link (to the outbox) and sets the new password with it, once', async () => {
    const account = await newAccount('forgot');
    const guest = await api.guest();
    const asked = await api.post('/consumers-v3/consumer/resetpassword', { email: account.email }, { token: guest.accessToken });
    expect(asked.status).toBe(202);
    const outbox = await api.get(`/__sandbox/outbox?to=${encodeURIComponent(account.email)}`);
    const { resetToken, link } = outbox.body.messages[0];
    expect(link).toMatch(/^\/forgot-password\?/);
    const confirm = (newPassword: string) => api.post('/consumers-v3/confirmforgotpassword', { email: account.email, resetToken, newPassword });
    expect(errorIds(await confirm('weak'))).toEqual(['AUT451']);
    expect((await confirm('Reset-Trail-9')).status).toBe(200);
    expect(errorIds(await confirm('Reset-Trail-10'))).toEqual(['AUT402']);
    expect((await api.signInStep(account.email, 'Reset-Trail-9')).answer.status).toBe(200);
  });

  it('answers alike for an email without an account', async () => {
    const guest = await api.guest();
    const answer = await api.post('/consumers-v3/consumer/resetpassword', { email: freshEmail('nobody') }, { token: guest.accessToken });
    expect(answer.status).toBe(202);
    expect(answer.body).toEqual({ success: true });
  });

  it('answers AUT402 for the expired test token and for a token of another email', async () => {
    const expired = await api.post('/consumers-v3/confirmforgotpassword', { email: TEST_ACCOUNTS.member.email, resetToken: EXPIRED_RESET_TOKEN, newPassword: 'Reset-Trail-9' });
    expect(expired.status).toBe(400);
    expectErrorShape(expired.body, 'AUT402');
    const wrongEmail = await api.post('/consumers-v3/confirmforgotpassword', { email: TEST_ACCOUNTS.ipa.email, resetToken: EXPIRED_RESET_TOKEN, newPassword: 'Reset-Trail-9' });
    expect(errorIds(wrongEmail)).toEqual(['AUT402']);
  });

  it('unlocks a locked account and signs every session out', async () => {
    const account = await newAccount('unlock');
    const before = await api.signIn(account.email, account.password);
    for (let i = 0; i < MAX_FAILED_SIGN_INS; i++) await api.signInStep(account.email, 'Wrong-Pass-1');
    expect(errorIds((await api.signInStep(account.email, account.password)).answer)).toEqual(['AUT441']);
    const guest = await api.guest();
    await api.post('/consumers-v3/consumer/resetpassword', { email: account.email }, { token: guest.accessToken });
    const { resetToken } = (await api.get(`/__sandbox/outbox?to=${encodeURIComponent(account.email)}`)).body.messages[0];
    expect((await api.post('/consumers-v3/confirmforgotpassword', { email: account.email, resetToken, newPassword: 'Unlocked-1' })).status).toBe(200);
    expect((await api.signInStep(account.email, 'Unlocked-1')).answer.status).toBe(200);
    expect((await api.post('/token/v2/auth/token', { type: 'Refresh', refreshToken: before.refreshToken })).status).toBe(401);
  });
});

describe('agent (store associate) login', () => {
  it('starts a buy-in-store session for an employee at a store', async () => {
    const guest = await api.guest();
    const answer = await api.post('/consumers-v3/consumer/agent/login', { storeId: '1001', storeEmployeeId: 'E1001', password: TEST_PASSWORD }, { token: guest.accessToken });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      consumerType: 'EMPLOYEE',
      consumerNo: TEST_ACCOUNTS.employee.consumerNo,
      buyInStore: { storeId: '1001', storeName: 'Cairn Boulder Flagship', storeEmployeeId: 'E1001', storeEmployeeName: 'Emery Staff' },
    });
    // The associate's session keeps its store on refresh.
    const refreshed = await api.post('/token/v2/auth/token', { type: 'Refresh', refreshToken: answer.body.refreshToken });
    expect(refreshed.body.buyInStore).toMatchObject({ storeId: '1001', storeEmployeeId: 'E1001' });
    // The guest session it replaced has ended.
    expect((await api.post('/token/v2/auth/token', { type: 'Refresh', refreshToken: guest.refreshToken })).status).toBe(401);
  });

  it('answers one AUT401 for an unknown employee and a wrong password, and STR404 for an unknown store', async () => {
    const guest = await api.guest();
    const login = (body: object) => api.post('/consumers-v3/consumer/agent/login', body, { token: guest.accessToken });
    const unknown = await login({ storeId: '1001', storeEmployeeId: 'E9999', password: TEST_PASSWORD });
    const wrong = await login({ storeId: '1001', storeEmployeeId: 'E1002', password: 'Wrong-Pass-1' });
    expect(unknown.status).toBe(401);
    expect(wrong.body.errorDetails).toEqual(unknown.body.errorDetails);
    expect(errorIds(await login({ storeId: '9999', storeEmployeeId: 'E1001', password: TEST_PASSWORD }))).toEqual(['STR404']);
  });

  it('needs a session', async () => {
    expect((await api.post('/consumers-v3/consumer/agent/login', { storeId: '1001', storeEmployeeId: 'E1001', password: TEST_PASSWORD })).status).toBe(401);
  });
});

describe('carrying the guest objects over', () => {
  it('hands the guest objects to the registered mergers with the guest who owns them', async () => {
    const seen: MergeContext[] = [];
    registerGuestObjectMerger('test-wishlist', (ctx) => {
      seen.push(ctx);
      return ctx.guestObjects.favoriteId ? { favoriteId: `merged-${ctx.guestObjects.favoriteId}` } : undefined;
    });
    try {
      const guest = await api.guest();
      const tokens = await api.signIn(
        TEST_ACCOUNTS.wranx.email,
        TEST_PASSWORD,
        { guestObjects: { basketId: 'guest-basket', favoriteId: 'fav-1', saveForLaterId: 'sfl-1' }, orderNo: 'ORD-1', st: 'st-1', action: 'postLogin' },
        { token: guest.accessToken, headers: { 'x-site-id': 'CAIRN_FR_FR' } },
      );
      // Other areas' mergers (cart, saved-for-later) run too; this one answers the favorites.
      expect(tokens.favoriteId).toBe('merged-fav-1');
      const ctx = seen.at(-1)!;
      expect(ctx).toMatchObject({ guestConsumerNo: guest.consumerNo, consumerNo: TEST_ACCOUNTS.wranx.consumerNo, orderNo: 'ORD-1', st: 'st-1', siteId: 'CAIRN_FR_FR' });
      // The guest session ends with the sign-in.
      expect((await api.post('/token/v2/auth/token', { type: 'Refresh', refreshToken: guest.refreshToken })).status).toBe(401);
    } finally {
      registerGuestObjectMerger('test-wishlist', () => undefined);
    }
  });

  it('does not name a guest when the exchange carries no guest token', async () => {
    const seen: MergeContext[] = [];
    registerGuestObjectMerger('test-probe', (ctx) => void seen.push(ctx));
    try {
      await api.signIn(TEST_ACCOUNTS.ipa.email, TEST_PASSWORD, { guestObjects: { basketId: 'someone-elses-basket' } });
      expect(seen.at(-1)?.guestConsumerNo).toBeUndefined();
    } finally {
      registerGuestObjectMerger('test-probe', () => undefined);
    }
  });

  it('rolls the sign-in back when a merger fails: nothing is issued, the code stays usable', async () => {
    registerGuestObjectMerger('test-failing', () => {
      throw new Error('merge failed');
    });
    const { answer, verifier } = await api.signInStep(TEST_ACCOUNTS.ipa.email);
    try {
      const failed = await api.exchange(answer.body.authorizationCode, verifier, { guestObjects: { basketId: 'b' } });
      expect(failed.status).toBe(500);
    } finally {
      registerGuestObjectMerger('test-failing', () => undefined);
    }
    expect((await api.exchange(answer.body.authorizationCode, verifier, { guestObjects: { basketId: 'b' } })).status).toBe(200);
  });
});
