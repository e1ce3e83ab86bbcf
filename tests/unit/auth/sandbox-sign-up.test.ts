/**
 * The sandbox's sign-up (issue 12): the simplified enrolment's payload (no names) makes a
 * partially enrolled account; the birth date follows the site's minimum age from the one settings
 * table (src/lib/site/account-settings.ts); the source is kept and the profile read shows it.
 */
import { describe, expect, it } from 'vitest';
import { latestBirthDate } from '../../../src/lib/auth/sign-up-rules.ts';
import { accountSettings } from '../../../src/lib/site/account-settings.ts';
import { errorIds, sandboxClient } from '../sandbox/auth-helpers.ts';
import { useSandbox } from '../sandbox/sandbox-harness.ts';

const harness = useSandbox();
const api = sandboxClient(() => harness.sandbox.url);

let counter = 0;
const freshEmail = (label: string) => `${label}-${Date.now()}-${++counter}@example.test`;
const PASSWORD = 'Trail-Mix-42';
const site = (siteId: string) => ({ headers: { 'x-site-id': siteId } });

/** A day after the latest birth date the site allows: one day too young. */
function dayTooYoung(siteId: string): string {
  const latest = new Date(`${latestBirthDate(accountSettings(siteId).minimumAge)}T00:00:00Z`);
  latest.setUTCDate(latest.getUTCDate() + 1);
  return latest.toISOString().slice(0, 10);
}

describe('sandbox sign-up', () => {
  it('takes an email and a password alone; the account is partially enrolled and keeps its source', async () => {
    const email = freshEmail('simple');
    const created = await api.post(
      '/consumers-v3/auth/signup',
      { email, password: PASSWORD, isTermsConfirmed: true, source: { acquisitionType: 'Registered', campaignName: 'spring-mailer' } },
      site('CAIRN_FR_CA'),
    );
    expect(created.status).toBe(201);
    const tokens = await api.signIn(email, PASSWORD);
    const profile = await api.get('/consumers-v3/consumer', { token: tokens.accessToken, ...site('CAIRN_FR_CA') });
    expect(profile.status).toBe(200);
    expect(profile.body.consumerProfile.partiallyEnrolled).toBe(true);
    expect(profile.body.consumerProfile.consumerDetails).toMatchObject({ email, firstName: '', lastName: '', source: { acquisitionType: 'Registered', campaignName: 'spring-mailer' } });
  });

  it('keeps a phone sent in international form with its dial code once (the sign-up form sends both)', async () => {
    const email = freshEmail('phone');
    const created = await api.post('/consumers-v3/auth/signup', { firstName: 'Giulia', lastName: 'Sentiero', email, password: PASSWORD, isTermsConfirmed: true, phone: '+393123456780', phoneCode: '+39' }, site('CAIRN_IT_IT'));
    expect(created.status).toBe(201);
    const tokens = await api.signIn(email, PASSWORD);
    const profile = await api.get('/consumers-v3/consumer', { token: tokens.accessToken, ...site('CAIRN_IT_IT') });
    expect(profile.body.consumerProfile.consumerDetails.phone).toBe('+393123456780');
    // The same number again, in either form, is taken.
    const again = await api.post('/consumers-v3/auth/signup', { firstName: 'Gia', lastName: 'Altra', email: freshEmail('again'), password: PASSWORD, isTermsConfirmed: true, phone: '312 345 6780', phoneCode: '+39' }, site('CAIRN_IT_IT'));
    expect(errorIds(again)[0]).toBe('PHONE_NUMBER_ALREADY_IN_USE');
  });

  it("refuses a birth date under the site's minimum age with PRO412, and takes the last allowed day", async () => {
    for (const siteId of ['CAIRN_EN_US', 'CAIRN_DE_DE']) {
      const young = await api.post('/consumers-v3/auth/signup', { firstName: 'Riley', lastName: 'Hiker', email: freshEmail('young'), password: PASSWORD, isTermsConfirmed: true, birthDate: dayTooYoung(siteId) }, site(siteId));
      expect(young.status, siteId).toBe(400);
      expect(errorIds(young)[0]).toBe('PRO412');
      const oldEnough = await api.post(
        '/consumers-v3/auth/signup',
        { firstName: 'Riley', lastName: 'Hiker', email: freshEmail('ok'), password: PASSWORD, isTermsConfirmed: true, birthDate: latestBirthDate(accountSettings(siteId).minimumAge) },
        site(siteId),
      );
      expect(oldEnough.status, siteId).toBe(201);
    }
  });
});
