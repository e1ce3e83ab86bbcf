import { describe, expect, it } from 'vitest';
import {
  billingCountryError,
  contactErrors,
  contactToAddress,
  errorTotal,
  partialContactErrors,
  shippingAddressError,
  walletShippingMethods,
  WALLET_CITY_MAX,
  type ShippingMethod,
  type WalletContact,
} from '../../../src/lib/payments/wallet/rules.ts';
import { walletErrorMessage } from '../../../src/lib/payments/wallet/messages.ts';

const good: WalletContact = {
  givenName: 'Zoë',
  familyName: "O'Brien-Núñez",
  addressLines: ['2150 Canyon Blvd.', 'Apt #4'],
  locality: 'Boulder',
  administrativeArea: 'CO',
  postalCode: '80302',
  countryCode: 'US',
  emailAddress: 'zoe+wallet@example.com',
  phoneNumber: '+1 (303) 555-0100',
};

describe('wallet contact rules (docs/requirements/checkout-and-payments.md#wallet-validation)', () => {
  it('accepts a complete contact with accented letters, digits and common punctuation', () => {
    expect(contactErrors(good, 'shipping', 'us')).toEqual([]);
    expect(contactErrors(good, 'billing', 'us')).toEqual([]);
  });

  it('needs the first address line non-blank', () => {
    expect(contactErrors({ ...good, addressLines: ['   ', 'second'] }, 'shipping', 'US')).toEqual([{ code: 'shippingContactInvalid', messageKey: 'shippingContactInvalid', contactField: 'addressLines', reason: 'required' }]);
    expect(contactErrors({ ...good, addressLines: [] }, 'billing', 'US')).toEqual([{ code: 'billingContactInvalid', messageKey: 'billingContactInvalid', contactField: 'addressLines', reason: 'required' }]);
  });

  it('needs the postal code, the given name and the family name', () => {
    expect(contactErrors({ ...good, postalCode: '' }, 'shipping', 'US')).toEqual([{ code: 'shippingContactInvalid', messageKey: 'shippingContactInvalid', contactField: 'postalCode', reason: 'required' }]);
    expect(contactErrors({ ...good, givenName: ' ' }, 'shipping', 'US')[0]).toMatchObject({ contactField: 'name', reason: 'required' });
    expect(contactErrors({ ...good, familyName: undefined }, 'billing', 'US')[0]).toMatchObject({ code: 'billingContactInvalid', contactField: 'name', reason: 'required' });
  });

  it('refuses characters outside letters, digits, spaces and common punctuation, except in phone and email', () => {
    expect(contactErrors({ ...good, givenName: 'Zoë<script>' }, 'shipping', 'US')).toEqual([{ code: 'shippingContactInvalid', messageKey: 'shippingContactInvalid', contactField: 'name', reason: 'characters' }]);
    expect(contactErrors({ ...good, addressLines: ['2150 Canyon Blvd', 'Apt {4}'] }, 'shipping', 'US')[0]).toMatchObject({ contactField: 'addressLines', reason: 'characters' });
    expect(contactErrors({ ...good, locality: 'Boulder!' }, 'shipping', 'US')[0]).toMatchObject({ contactField: 'locality', reason: 'characters' });
    expect(contactErrors({ ...good, postalCode: '80302*' }, 'shipping', 'US')[0]).toMatchObject({ contactField: 'postalCode', reason: 'characters' });
    expect(contactErrors({ ...good, administrativeArea: 'C=O' }, 'shipping', 'US')[0]).toMatchObject({ contactField: 'administrativeArea', reason: 'characters' });
    // Phone and email are not held to the rule.
    expect(contactErrors({ ...good, emailAddress: 'a_b!c@example.com', phoneNumber: '+1*303*555' }, 'shipping', 'US')).toEqual([]);
  });

  it('wants the shipping country to be the site country: applePayCountryError', () => {
    expect(contactErrors({ ...good, countryCode: 'CA' }, 'shipping', 'us')).toEqual([{ code: 'shippingContactInvalid', messageKey: 'applePayCountryError', contactField: 'countryCode' }]);
    expect(partialContactErrors({ countryCode: 'ca', locality: 'Toronto', postalCode: 'M5V' }, 'us')).toEqual([{ code: 'shippingContactInvalid', messageKey: 'applePayCountryError', contactField: 'countryCode' }]);
    expect(partialContactErrors({ countryCode: 'us', locality: 'Boulder' }, 'US')).toEqual([]);
    // Billing may be elsewhere (it must be in the country list instead).
    expect(contactErrors({ ...good, countryCode: 'CA' }, 'billing', 'us')).toEqual([]);
  });

  it('gives applePayCityNameLength for a city over 50 characters (50 is fine)', () => {
    const city50 = 'B'.repeat(WALLET_CITY_MAX);
    expect(contactErrors({ ...good, locality: city50 }, 'shipping', 'US')).toEqual([]);
    expect(contactErrors({ ...good, locality: `${city50}x` }, 'shipping', 'US')).toEqual([{ code: 'shippingContactInvalid', messageKey: 'applePayCityNameLength', contactField: 'locality' }]);
    expect(partialContactErrors({ countryCode: 'US', locality: `${city50}x` }, 'US')).toEqual([{ code: 'shippingContactInvalid', messageKey: 'applePayCityNameLength', contactField: 'locality' }]);
  });

  it('checks the billing country against the country list: billingContactInvalid', () => {
    expect(billingCountryError({ countryCode: 'ca' }, ['US', 'CA'])).toBeNull();
    expect(billingCountryError({ countryCode: 'XX' }, ['US', 'CA'])).toEqual({ code: 'billingContactInvalid', messageKey: 'billingContactInvalid', contactField: 'countryCode' });
    expect(billingCountryError({}, [])).not.toBeNull();
  });

  it('maps gateway refusals of the address: addressUnserviceable, a field, else unknown', () => {
    expect(shippingAddressError('CANT_SHIP_THERE', null)).toEqual({ code: 'addressUnserviceable', messageKey: 'addressUnserviceable' });
    expect(shippingAddressError('SHIPPING_POBOX_UNAVAILABLE', null).code).toBe('addressUnserviceable');
    expect(shippingAddressError('API400', 'address.city: Only letters')).toMatchObject({ code: 'shippingContactInvalid', contactField: 'locality' });
    expect(shippingAddressError('GEN500', null)).toEqual({ code: 'unknown', messageKey: 'unknown' });
  });
});

describe('wallet shipping methods and totals (docs/requirements/checkout-and-payments.md#device-wallet)', () => {
  const m = (code: string): ShippingMethod => ({ code, label: code, price: { amount: 1 }, deliveryTime: '1-2', selected: false }) as ShippingMethod;
  it('excludes pickup, pudo and sts', () => {
    expect(walletShippingMethods([m('standard'), m('pickup'), m('pudo'), m('sts'), m('customs')]).map((x) => x.code)).toEqual(['standard', 'customs']);
  });
  it('shows amount 1, pending, on errors', () => {
    expect(errorTotal('Cairn')).toEqual({ label: 'Cairn', amount: '1', type: 'pending' });
  });
});

describe('wallet contact to the gateway address', () => {
  it('uses the checkout conversion: trimmed lines, upper-case country, the wallet phone as given', () => {
    expect(contactToAddress({ ...good, givenName: ' Zoë ', countryCode: 'us' })).toEqual({
      firstName: 'Zoë',
      lastName: "O'Brien-Núñez",
      addressLine1: '2150 Canyon Blvd.',
      addressLine2: 'Apt #4',
      city: 'Boulder',
      province: 'CO',
      postalCode: '80302',
      country: 'US',
      email: 'zoe+wallet@example.com',
      phone: '+1 (303) 555-0100',
    });
  });
});

describe('wallet error words', () => {
  it('names the site country, the city limit, and the field', () => {
    expect(walletErrorMessage({ code: 'shippingContactInvalid', messageKey: 'applePayCountryError', contactField: 'countryCode' }, 'en', 'us', 50)).toBe('We can only deliver to addresses in United States from this site.');
    expect(walletErrorMessage({ code: 'shippingContactInvalid', messageKey: 'applePayCityNameLength', contactField: 'locality' }, 'en', 'US', 50)).toBe('The city name must not be longer than 50 characters.');
    expect(walletErrorMessage({ code: 'shippingContactInvalid', messageKey: 'shippingContactInvalid', contactField: 'name', reason: 'characters' }, 'en', 'US', 50)).toBe(
      'The name of the shipping contact may only use letters, digits, spaces and common punctuation.',
    );
    expect(walletErrorMessage({ code: 'unknown', messageKey: 'applePayShippingMethodListError' }, 'de', 'DE', 50)).toBe('Für diese Adresse ist keine Versandart verfügbar.');
    expect(walletErrorMessage({ code: 'unknown', messageKey: 'unknown', message: 'Declined' }, 'fr', 'FR', 50)).toBe('Declined');
  });
});
