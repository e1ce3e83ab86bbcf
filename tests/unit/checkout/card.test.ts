import { describe, expect, it } from 'vitest';
import {
  cardProblems,
  cardTypeOf,
  expiryPassed,
  formatCardNumber,
  formatExpiry,
  luhnValid,
  maskCardInput,
  parseExpiry,
  paymentCardBody,
  securityCodeValid,
} from '../../../src/lib/checkout/card.ts';

// The sandbox's documented test cards (docs/sandbox.md "Cards and payments").
const VISA = '4111111111111111';
const MASTERCARD = '5555555555554444';
const AMEX = '378282246310005';
const NOW = new Date('2030-06-15T12:00:00Z');

describe('card brand (IIN)', () => {
  it('tells Visa, Mastercard (5-series and 2-series) and American Express from the first digits', () => {
    expect(cardTypeOf(VISA)).toBe('visa');
    expect(cardTypeOf('4')).toBe('visa');
    expect(cardTypeOf(MASTERCARD)).toBe('mastercard');
    expect(cardTypeOf('2221000000000009')).toBe('mastercard');
    expect(cardTypeOf('2720 99')).toBe('mastercard');
    expect(cardTypeOf(AMEX)).toBe('amex');
    expect(cardTypeOf('3400')).toBe('amex');
  });

  it('is null while it cannot be told, or for other brands', () => {
    expect(cardTypeOf('')).toBeNull();
    expect(cardTypeOf('5')).toBeNull();
    expect(cardTypeOf('2220')).toBeNull();
    expect(cardTypeOf('2721')).toBeNull();
    expect(cardTypeOf('6011111111111117')).toBeNull();
    expect(cardTypeOf('3530111333300000')).toBeNull();
  });
});

describe('Luhn check', () => {
  it('accepts the test cards, with spaces or dashes', () => {
    for (const n of [VISA, MASTERCARD, AMEX, '4000000000003220', '4000000000000069', '4111 1111 1111 1111', '4111-1111-1111-1111']) expect(luhnValid(n), n).toBe(true);
  });

  it('refuses a wrong check digit, letters, and lengths outside 12 to 19 digits', () => {
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(luhnValid('4111111111111a11')).toBe(false);
    expect(luhnValid('00000000000')).toBe(false);
    expect(luhnValid('000000000000')).toBe(true);
    expect(luhnValid('0'.repeat(20))).toBe(false);
    expect(luhnValid('')).toBe(false);
  });
});

describe('typing and showing the number', () => {
  it('groups the digits by 4 as typed, dropping anything else', () => {
    expect(formatCardNumber('4111')).toBe('4111');
    expect(formatCardNumber('41111')).toBe('4111 1');
    expect(formatCardNumber('4111-1111 1111x1111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('')).toBe('');
  });

  it('stops at the brand’s length (15 American Express, 16 Mastercard, 19 otherwise)', () => {
    expect(formatCardNumber(AMEX + '99')).toBe('3782 8224 6310 005');
    expect(formatCardNumber(MASTERCARD + '99')).toBe('5555 5555 5555 4444');
    expect(formatCardNumber(VISA + '1234')).toBe('4111 1111 1111 1111 123');
  });

  it('masks all but the last 4 digits when the field loses focus', () => {
    expect(maskCardInput('4111 1111 1111 1111')).toBe('•••• •••• •••• 1111');
    expect(maskCardInput(AMEX)).toBe('•••• •••• ••• 0005');
    expect(maskCardInput('4111 1111 1111 1111')).not.toContain('4111 1111');
    expect(maskCardInput('411')).toBe('411');
  });
});

describe('expiry (docs/requirements/checkout-and-payments.md#cards: a card expiry must be valid)', () => {
  it('adds the slash after the month as typed and reads MM/YY to a 4-digit year', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12/3');
    expect(formatExpiry('12/30')).toBe('12/30');
    expect(formatExpiry('12305')).toBe('12/30');
    expect(formatExpiry('1/')).toBe('01');
    expect(formatExpiry('1/3')).toBe('01/3');
    expect(formatExpiry('12/2030')).toBe('12/30');
    expect(formatExpiry('3/2031')).toBe('03/31');
    expect(parseExpiry('12/30')).toEqual({ month: 12, year: 2030 });
    expect(parseExpiry('01/2031')).toEqual({ month: 1, year: 2031 });
  });

  it('refuses what is not a month and a year', () => {
    for (const v of ['', '1230', '13/30', '00/30', '1/30', '12/3', 'ab/cd']) expect(parseExpiry(v), v).toBeNull();
  });

  it('a card is good through its expiry month', () => {
    expect(expiryPassed({ month: 6, year: 2030 }, NOW)).toBe(false);
    expect(expiryPassed({ month: 5, year: 2030 }, NOW)).toBe(true);
    expect(expiryPassed({ month: 12, year: 2029 }, NOW)).toBe(true);
    expect(expiryPassed({ month: 1, year: 2031 }, NOW)).toBe(false);
  });
});

describe('the card form before sending', () => {
  const good = { number: '4111 1111 1111 1111', expiry: '12/30', securityCode: '737', holder: 'Ada Lovelace' };

  it('a complete, valid card has no problem', () => {
    expect(cardProblems(good, NOW)).toEqual({});
    expect(cardProblems({ ...good, number: AMEX, securityCode: '1234' }, NOW, ['visa', 'mastercard', 'amex'])).toEqual({});
  });

  it('every empty field is required', () => {
    expect(cardProblems({ number: '', expiry: ' ', securityCode: '', holder: '  ' }, NOW)).toEqual({ number: 'required', expiry: 'required', securityCode: 'required', holder: 'required' });
  });

  it('a Luhn-invalid number, a past or malformed expiry, a 2- or 5-digit code', () => {
    expect(cardProblems({ ...good, number: '4111 1111 1111 1112' }, NOW)).toEqual({ number: 'numberInvalid' });
    expect(cardProblems({ ...good, expiry: '05/30' }, NOW)).toEqual({ expiry: 'expiryInvalid' });
    expect(cardProblems({ ...good, expiry: '13/30' }, NOW)).toEqual({ expiry: 'expiryInvalid' });
    expect(cardProblems({ ...good, securityCode: '73' }, NOW)).toEqual({ securityCode: 'securityCodeInvalid' });
    expect(securityCodeValid('12345')).toBe(false);
    expect(securityCodeValid('123')).toBe(true);
    expect(securityCodeValid('1234')).toBe(true);
  });

  it('a brand the methods answer does not list', () => {
    expect(cardProblems({ ...good, number: '6011111111111117' }, NOW, ['visa', 'mastercard', 'amex'])).toEqual({ number: 'typeUnsupported' });
    expect(cardProblems({ ...good, number: AMEX }, NOW, ['visa'])).toEqual({ number: 'typeUnsupported' });
    expect(cardProblems({ ...good, number: '6011111111111117' }, NOW)).toEqual({});
  });

  it('builds the contract’s body: digits only, month and 4-digit year, the brand', () => {
    expect(paymentCardBody(good)).toEqual({
      payment_method_id: 'CREDIT_CARD',
      paymentCard: { cardNumber: VISA, holder: 'Ada Lovelace', expirationMonth: 12, expirationYear: 2030, cardType: 'visa', securityCode: '737' },
    });
    expect(paymentCardBody({ ...good, number: '6011111111111117' }).paymentCard).not.toHaveProperty('cardType');
    expect(() => paymentCardBody({ ...good, expiry: '' })).toThrow();
  });
});
