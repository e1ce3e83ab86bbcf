/**
 * The account's profile form (issue 12; docs/requirements/account-and-loyalty.md#consumer-profile): the form's values from the profile on
 * file (dial code, mask, the region's date format), the checks with the spec's exact messages
 * (phone, age rule, gender where shown), the PUT body (changed, truthy values only; the phone
 * normalised; 'Profile not loaded'), where refusals show, and the call (the greeting follows a
 * new first name).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fieldText } from '../../../schemas/forms/messages.ts';
import {
  buildProfileUpdate,
  fieldOfProfileError,
  formValuesOf,
  joinInterests,
  latestBirthDate,
  snapshotOf,
  validateProfileForm,
  type DialOption,
  type ProfileErrors,
  type ProfileFormContext,
  type ProfileSnapshot,
} from '../../../src/lib/account/profile-form.ts';
import { saveProfileUpdate } from '../../../src/lib/account/profile-save.ts';
import { stubBffFetch, type Call } from '../fake-bff.ts';

const COUNTRIES: DialOption[] = [
  { value: '+1-CA', dialCode: '+1', code: 'CA', name: 'Canada', mask: '(XXX) XXX - XXXX' },
  { value: '+44-GB', dialCode: '+44', code: 'GB', name: 'United Kingdom', mask: 'XXXXX XXXXXX' },
  { value: '+49', dialCode: '+49', code: 'DE', name: 'Germany' },
  { value: '+1-US', dialCode: '+1', code: 'US', name: 'United States', mask: '(XXX) XXX - XXXX' },
];

const US: ProfileFormContext = {
  region: 'NORA',
  format: 'MM/DD/YYYY',
  today: '2025-06-15',
  minimumAge: 13,
  genderShown: false,
  mobileRequired: false,
  birthDateRequired: false,
  countries: COUNTRIES,
  country: 'US',
};
const DE: ProfileFormContext = { ...US, region: 'EMEA', format: 'DD/MM/YYYY', minimumAge: 16, genderShown: true, birthDateRequired: true, country: 'DE' };
const GB: ProfileFormContext = { ...US, region: 'EMEA', format: 'DD/MM/YYYY', minimumAge: 16, country: 'GB' };

/** member@cairn.test as seeded (src/sandbox/auth/test-data.ts, src/sandbox/seed/consumer.ts). */
const MEMBER: ProfileSnapshot = {
  email: 'member@cairn.test',
  firstName: 'Morgan',
  lastName: 'Member',
  phone: '+13035550100',
  phoneCode: '+1',
  postalCode: '',
  birthDate: '',
  gender: '',
  preferredShoeSize: '10',
  interests: 'hiking|camping',
};

const messages = (errors: ProfileErrors, language = 'en') =>
  Object.fromEntries(Object.entries(errors).map(([k, p]) => [k, p.kind === 'field' ? fieldText(p.result, language) : p.id]));

describe('the form from the profile on file', () => {
  it('splits the phone into the site country’s dial code and the national number in its mask; dates in the region’s format', () => {
    const values = formValuesOf({ ...MEMBER, birthDate: '1990-04-12' }, US);
    expect(values).toMatchObject({ dial: '+1-US', phone: '(303) 555 - 0100', birthDate: '04/12/1990', shoeSize: '10', interests: ['hiking', 'camping'] });
    expect(formValuesOf({ ...MEMBER, birthDate: '1990-04-12' }, DE).birthDate).toBe('12/04/1990');
  });

  it('shows a UK number with its trunk 0 again, and finds the code of a number stored without one', () => {
    expect(formValuesOf({ ...MEMBER, phone: '+447700900123', phoneCode: '+44' }, GB)).toMatchObject({ dial: '+44-GB', phone: '07700 900123' });
    expect(formValuesOf({ ...MEMBER, phone: '+4915112345678', phoneCode: '' }, DE)).toMatchObject({ dial: '+49' });
  });

  it('a shared dial code on another site is the shop’s own country’s, not the list’s first', () => {
    const list: DialOption[] = [{ value: '+1-AS', dialCode: '+1', code: 'AS', name: 'Amerikanisch-Samoa', mask: '(XXX) XXX - XXXX' }, ...COUNTRIES];
    expect(formValuesOf(MEMBER, { ...DE, countries: list }).dial).toBe('+1-US');
  });

  it('defaults the dial code to the site’s country; leaves a number our mask does not fit as its digits', () => {
    expect(formValuesOf({ ...MEMBER, phone: '', phoneCode: '' }, DE)).toMatchObject({ dial: '+49', phone: '' });
    expect(formValuesOf({ ...MEMBER, phone: '+4915112345678', phoneCode: '+49' }, DE).phone).toBe('15112345678');
  });

  it('reads a contract profile', () => {
    const snap = snapshotOf({
      consumerDetails: { email: 'a@b.co', firstName: 'A', lastName: 'B', address: [], identity: [] },
      preferences: { interests: '' },
    });
    expect(snap).toMatchObject({ phone: '', birthDate: '', preferredShoeSize: '', interests: '' });
  });
});

describe('the checks (exact spec messages)', () => {
  it('passes the profile as it is', () => {
    expect(validateProfileForm(formValuesOf(MEMBER, US), MEMBER, US)).toEqual({});
  });

  it('refuses a phone that is not ten digits starting 2–9 (NORA), and names, emails as the spec says', () => {
    const values = { ...formValuesOf(MEMBER, US), phone: '(123) 456 - 7890', firstName: 'M0rgan', email: 'member@cairn' };
    expect(messages(validateProfileForm(values, MEMBER, US))).toEqual({ phone: 'A valid phone number is required', firstName: 'Name is not valid.', email: 'Email is not valid' });
    expect(messages(validateProfileForm({ ...values, phone: '(303) 55', firstName: 'M', email: 'member@cairn.test' }, MEMBER, US))).toEqual({
      phone: 'A valid phone number is required',
      firstName: 'Value must contain at least 2 characters',
    });
  });

  it('a stored phone can’t be emptied (an empty value would be skipped), and a mobile is required where the site says so', () => {
    expect(messages(validateProfileForm({ ...formValuesOf(MEMBER, US), phone: '' }, MEMBER, US))).toEqual({ phone: 'A valid phone number is required' });
    const none = { ...MEMBER, phone: '', phoneCode: '' };
    expect(validateProfileForm(formValuesOf(none, US), none, US)).toEqual({});
    expect(messages(validateProfileForm(formValuesOf(none, US), none, { ...US, mobileRequired: true }))).toEqual({ phone: 'A valid phone number is required' });
  });

  it('the age rule counts from the gateway’s today with the site’s minimum age, in the region’s format', () => {
    const us = { ...formValuesOf(MEMBER, US), birthDate: '06/16/2012' };
    expect(messages(validateProfileForm(us, MEMBER, US))).toEqual({ birthDate: 'Date must be same or before 06/15/2012' });
    expect(validateProfileForm({ ...us, birthDate: '06/15/2012' }, MEMBER, US)).toEqual({});
    const de = { ...formValuesOf(MEMBER, DE), gender: 'female', birthDate: '16/06/2009' };
    expect(messages(validateProfileForm(de, MEMBER, DE))).toEqual({ birthDate: 'Date must be same or before 15/06/2009' });
    expect(messages(validateProfileForm({ ...de, birthDate: '16/06/2009' }, MEMBER, DE), 'de')).toEqual({ birthDate: 'Das Datum muss am oder vor dem 15/06/2009 liegen' });
    expect(messages(validateProfileForm({ ...us, birthDate: '02/30/2001' }, MEMBER, US))).toEqual({ birthDate: 'Date should match MM/DD/YYYY and be a valid date.' });
    expect(messages(validateProfileForm({ ...us, birthDate: '01/01/1900' }, MEMBER, US))).toEqual({ birthDate: 'Date must be same or after 01/02/1900' });
  });

  it('gender is required where the site shows it, and the birth date where the site requires it', () => {
    expect(messages(validateProfileForm(formValuesOf(MEMBER, DE), MEMBER, DE))).toEqual({ birthDate: 'This field is required', gender: 'This field is required' });
    expect(validateProfileForm(formValuesOf(MEMBER, US), MEMBER, US).gender).toBeUndefined();
  });

  it('what is on file must keep a value: postal code, shoe size, interests', () => {
    const stored = { ...MEMBER, postalCode: '80302' };
    const values = { ...formValuesOf(stored, US), postalCode: ' ', shoeSize: '', interests: [] };
    expect(messages(validateProfileForm(values, stored, US))).toEqual({ postalCode: 'This field is required', shoeSize: 'This field is required', interests: 'keepOneInterest' });
    expect(messages(validateProfileForm({ ...values, postalCode: '1234567890123' }, stored, US)).postalCode).toBe('Value must not be longer than 12 characters');
  });

  it('latest birth date: today minus the minimum age (29 February rolls to 1 March)', () => {
    expect(latestBirthDate('2025-06-15', 13)).toBe('2012-06-15');
    expect(latestBirthDate('2024-02-29', 13)).toBe('2011-03-01');
  });
});

describe('the update', () => {
  it('says "Profile not loaded" without a profile', () => {
    expect(buildProfileUpdate(null, formValuesOf(MEMBER, US), US)).toEqual({ status: 'not-loaded' });
  });

  it('sends nothing when nothing changed', () => {
    expect(buildProfileUpdate(MEMBER, formValuesOf(MEMBER, US), US)).toEqual({ status: 'unchanged' });
    // Interests in another order and a re-typed email in capitals are no change.
    expect(buildProfileUpdate(MEMBER, { ...formValuesOf(MEMBER, US), interests: ['camping', 'hiking'], email: 'Member@Cairn.test' }, US)).toEqual({ status: 'unchanged' });
  });

  it('sends the changed, truthy values only: the phone international with its code, the birth date ISO, interests piped', () => {
    const values = { ...formValuesOf(MEMBER, US), firstName: ' Morgana ', phone: '(720) 555 - 0199', birthDate: '04/12/1990', postalCode: '80302', shoeSize: '10.5', interests: ['climbing', 'hiking'], gender: 'female' };
    expect(buildProfileUpdate(MEMBER, values, US)).toEqual({
      status: 'send',
      body: {
        consumerProfile: {
          consumerDetails: { firstName: 'Morgana', phone: '+17205550199', phoneCode: '+1', birthDate: '1990-04-12', postalCode: '80302' },
          preferences: { preferredShoeSize: '10.5', interests: 'hiking|climbing' },
        },
      },
    });
  });

  it('drops the UK trunk 0; sends gender only where it is asked', () => {
    const gb = { ...MEMBER, phone: '', phoneCode: '' };
    const update = buildProfileUpdate(gb, { ...formValuesOf(gb, GB), phone: '07700 900123' }, GB);
    expect(update).toEqual({ status: 'send', body: { consumerProfile: { consumerDetails: { phone: '+447700900123', phoneCode: '+44' } } } });
    expect(buildProfileUpdate(MEMBER, { ...formValuesOf(MEMBER, DE), gender: 'male' }, DE)).toEqual({ status: 'send', body: { consumerProfile: { consumerDetails: { gender: 'male' } } } });
  });

  it('leaves a stored phone our mask does not fit alone unless it is edited', () => {
    const de = { ...MEMBER, phone: '+4915112345678', phoneCode: '+49' };
    const values = formValuesOf(de, DE);
    expect(validateProfileForm({ ...values, gender: 'male', birthDate: '01/02/1990' }, de, DE)).toEqual({});
    expect(buildProfileUpdate(de, values, DE)).toEqual({ status: 'unchanged' });
  });

  it('puts refusals at their field (docs/requirements/account-and-loyalty.md#consumer-profile), others in the alert', () => {
    expect(fieldOfProfileError('PHONE_NUMBER_ALREADY_IN_USE2')).toBe('phone');
    expect(fieldOfProfileError('PHONE_NUMBER_ALREADY_IN_USE')).toBe('phone');
    expect(fieldOfProfileError('LOGIN_IN_USE2')).toBe('email');
    expect(fieldOfProfileError('PRO412')).toBe('birthDate');
    expect(fieldOfProfileError('PRO411')).toBe('interests');
    expect(fieldOfProfileError('PRO418')).toBeNull();
    expect(fieldOfProfileError(null)).toBeNull();
  });

  it('joins interests in the list’s order, each once', () => {
    expect(joinInterests(['camping', 'hiking', 'camping'])).toBe('hiking|camping');
  });
});

describe('the call', () => {
  const calls: Call[] = [];
  const profile = (firstName: string) => ({ consumerProfile: { consumerDetails: { email: 'member@cairn.test', firstName, lastName: 'Member', address: [], identity: [] }, preferences: { interests: '' } } });

  beforeEach(() => {
    calls.length = 0;
    vi.stubGlobal('location', { pathname: '/en-us/account/profile' });
    vi.stubGlobal('window', {});
  });
  afterEach(() => vi.unstubAllGlobals());

  it('PUTs the body and answers the profile; a new first name reads the session again (the header greeting)', async () => {
    stubBffFetch(calls, () => ({ status: 200, body: profile('Morgana') }));
    const result = await saveProfileUpdate({ consumerProfile: { consumerDetails: { firstName: 'Morgana' } } });
    expect(result.ok && result.profile.consumerDetails.firstName).toBe('Morgana');
    await vi.waitFor(() => expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['PUT /api/gateway/consumers-v3/consumer', 'GET /api/session']));
    expect(calls[0]?.body).toEqual({ consumerProfile: { consumerDetails: { firstName: 'Morgana' } } });
  });

  it('answers the refusal, mapped to its words; no session read', async () => {
    stubBffFetch(calls, () => ({ status: 409, body: { errorDetails: [{ errorId: 'PHONE_NUMBER_ALREADY_IN_USE2', message: 'This phone number is already used by another account' }], appId: 'x', correlationId: 'c' } }));
    const result = await saveProfileUpdate({ consumerProfile: { consumerDetails: { phone: '+13035550100' } } });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.errorId).toBe('PHONE_NUMBER_ALREADY_IN_USE2');
    expect(calls).toHaveLength(1);
  });
});
