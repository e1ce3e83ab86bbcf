/**
 * Per-site sign-up rules (docs/requirements/sign-in.md#sign-up; issue 12): what each site's form asks and requires, the
 * age rule with the exact spec messages, and the simplified enrolment. The values come from the
 * one settings table (src/lib/site/account-settings.ts).
 */
import { describe, expect, it } from 'vitest';
import { fieldText } from '../../../schemas/forms/messages.ts';
import type { FieldResult } from '../../../schemas/forms/validators.ts';
import { latestBirthDate, signUpFields, signUpProblems, signUpVariant, validateSiteBirthDate, type SignUpValues } from '../../../src/lib/auth/sign-up-rules.ts';
import { accountSettings, MINIMUM_AGE_BY_REGION, optionalCollectionContact } from '../../../src/lib/site/account-settings.ts';

const TODAY = new Date(Date.UTC(2030, 5, 15));
const en = (r: FieldResult | undefined) => (r ? fieldText(r, 'en') : null);
const de = (r: FieldResult | undefined) => (r ? fieldText(r, 'de') : null);

const filled: SignUpValues = {
  firstName: 'Ada',
  lastName: 'Trail',
  email: 'ada@example.test',
  password: 'Summit-Pass-1',
  phone: '',
  birthDate: '',
  gender: '',
  policy: true,
  loyalty: false,
};

const site = (siteId: string, region: 'NORA' | 'EMEA', phoneMask = region === 'NORA' ? '(XXX) XXX - XXXX' : 'XXXX - XXX - XXX') => ({
  settings: accountSettings(siteId),
  region,
  phoneMask,
  today: TODAY,
});

describe('the settings table', () => {
  it('has the configured sites: fr-ca simplified, de-de and it-it birth date and gender, it-it mobile', () => {
    expect(accountSettings('CAIRN_FR_CA').simplifiedEnrollment).toBe(true);
    expect(accountSettings('CAIRN_EN_US').simplifiedEnrollment).toBe(false);
    expect(accountSettings('CAIRN_DE_DE')).toMatchObject({ birthDateRequired: true, genderShown: true, mobileRequired: false, minimumAge: MINIMUM_AGE_BY_REGION.EMEA });
    expect(accountSettings('CAIRN_IT_IT')).toMatchObject({ birthDateRequired: true, genderShown: true, mobileRequired: true });
    expect(accountSettings('CAIRN_EN_US').minimumAge).toBe(MINIMUM_AGE_BY_REGION.NORA);
  });

  it('makes a collection point’s email and phone optional only where the site does not require them', () => {
    expect(optionalCollectionContact(accountSettings('CAIRN_EN_US'))).toEqual(['email', 'phone']);
    expect(optionalCollectionContact(accountSettings('CAIRN_DE_DE'))).toEqual([]);
  });
});

describe('the variant and its fields', () => {
  it('is simplified where the site has it on, unless the caller asks for the short or the full form', () => {
    expect(signUpVariant(accountSettings('CAIRN_FR_CA'), {})).toBe('simplified');
    expect(signUpVariant(accountSettings('CAIRN_FR_CA'), { simplified: false })).toBe('full');
    expect(signUpVariant(accountSettings('CAIRN_FR_CA'), { short: true })).toBe('short');
    expect(signUpVariant(accountSettings('CAIRN_EN_US'), {})).toBe('full');
  });

  it('asks names, details and gender per variant and site', () => {
    expect(signUpFields('simplified', accountSettings('CAIRN_FR_CA'))).toEqual({ names: false, details: false, gender: false });
    expect(signUpFields('short', accountSettings('CAIRN_DE_DE'))).toEqual({ names: true, details: false, gender: false });
    expect(signUpFields('full', accountSettings('CAIRN_DE_DE'))).toEqual({ names: true, details: true, gender: true });
    expect(signUpFields('full', accountSettings('CAIRN_EN_US'))).toEqual({ names: true, details: true, gender: false });
  });
});

describe('the birth date', () => {
  it('is no later than today minus the site’s minimum age, with the spec’s exact messages', () => {
    expect(latestBirthDate(13, TODAY)).toBe('2017-06-15');
    expect(latestBirthDate(16, TODAY)).toBe('2014-06-15');
    const us = accountSettings('CAIRN_EN_US');
    expect(validateSiteBirthDate('06/15/2017', 'NORA', us, { required: false, today: TODAY })).toBeNull();
    expect(en(validateSiteBirthDate('06/16/2017', 'NORA', us, { required: false, today: TODAY }))).toBe('Date must be same or before 06/15/2017');
    expect(en(validateSiteBirthDate('02/30/2001', 'NORA', us, { required: false, today: TODAY }))).toBe('Date should match MM/DD/YYYY and be a valid date.');
    expect(en(validateSiteBirthDate('', 'NORA', us, { required: true, today: TODAY }))).toBe('This field is required');
    expect(validateSiteBirthDate('', 'NORA', us, { required: false, today: TODAY })).toBeNull();
  });

  it('follows an override of the minimum age in the table (one place)', () => {
    expect(en(validateSiteBirthDate('16/06/2012', 'EMEA', { minimumAge: 18 }, { required: true, today: TODAY }))).toBe('Date must be same or before 15/06/2012');
    expect(validateSiteBirthDate('15/06/2012', 'EMEA', { minimumAge: 18 }, { required: true, today: TODAY })).toBeNull();
    expect(validateSiteBirthDate('16/06/2012', 'EMEA', { minimumAge: 16 }, { required: true, today: TODAY })).toBeNull();
  });
});

describe('signUpProblems', () => {
  it('de-de requires the birth date and the gender, and refuses an under-age date', () => {
    const ctx = { variant: 'full' as const, ...site('CAIRN_DE_DE', 'EMEA') };
    const found = signUpProblems(filled, ctx);
    expect(de(found.birthDate)).toBe('Dieses Feld ist erforderlich');
    expect(de(found.gender)).toBe('Dieses Feld ist erforderlich');
    expect(found.phone).toBeUndefined();
    const young = signUpProblems({ ...filled, birthDate: '01/01/2020', gender: 'female' }, ctx);
    expect(en(young.birthDate)).toBe('Date must be same or before 15/06/2014');
    expect(de(young.birthDate)).toBe('Das Datum muss am oder vor dem 15/06/2014 liegen');
    expect(signUpProblems({ ...filled, birthDate: '14/06/2014', gender: 'female' }, ctx)).toEqual({});
    expect(en(signUpProblems({ ...filled, birthDate: '14/06/2014', gender: 'other' }, ctx).gender)).toBe('This field is required');
  });

  it('it-it requires the mobile number', () => {
    const ctx = { variant: 'full' as const, ...site('CAIRN_IT_IT', 'EMEA') };
    const base = { ...filled, birthDate: '01/01/1990', gender: 'male' };
    expect(en(signUpProblems(base, ctx).phone)).toBe('A valid phone number is required');
    expect(signUpProblems({ ...base, phone: '3123 - 456 - 789' }, ctx)).toEqual({});
  });

  it('en-us asks no gender and leaves birth date and phone optional, unless the loyalty box or MISSING_BIRTHDATE asks', () => {
    const ctx = { variant: 'full' as const, ...site('CAIRN_EN_US', 'NORA') };
    expect(signUpProblems(filled, ctx)).toEqual({});
    expect(en(signUpProblems({ ...filled, loyalty: true }, ctx).birthDate)).toBe('This field is required');
    expect(en(signUpProblems(filled, { ...ctx, birthDateAsked: true }).birthDate)).toBe('This field is required');
  });

  it('the simplified enrolment checks only email, password and the policy', () => {
    const ctx = { variant: 'simplified' as const, ...site('CAIRN_FR_CA', 'NORA') };
    const empty = { ...filled, firstName: '', lastName: '', email: '', password: 'short', policy: false };
    expect(Object.keys(signUpProblems(empty, ctx)).sort()).toEqual(['email', 'password', 'policy']);
    expect(signUpProblems({ ...filled, firstName: '', lastName: '' }, ctx)).toEqual({});
  });
});
