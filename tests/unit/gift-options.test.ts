import { describe, expect, it } from 'vitest';
import { GIFT_LIMITS, giftOptionIssues, savedGiftOption, usableGiftOption } from '../../src/lib/gift-options/gift-option.ts';
import { giftMessages } from '../../islands/cart/gift-option/messages.ts';
import { fieldMessage } from '../../schemas/forms/messages.ts';

const full = { to: 'Riley', email: 'riley@example.test', message: 'Happy trails' };

describe('gift option (docs/requirements/cart.md#gift-options: used only when to, email and message are all present)', () => {
  it('is used when all three are present, trimmed', () => {
    expect(usableGiftOption({ to: ' Riley ', email: 'riley@example.test ', message: ' Happy trails' })).toEqual(full);
  });

  it('is not used when any of the three is missing or blank', () => {
    expect(usableGiftOption({ ...full, to: '' })).toBeNull();
    expect(usableGiftOption({ ...full, email: '  ' })).toBeNull();
    expect(usableGiftOption({ to: 'Riley', email: 'riley@example.test' })).toBeNull();
    expect(usableGiftOption({ ...full, message: null })).toBeNull();
    expect(usableGiftOption(null)).toBeNull();
    expect(savedGiftOption({})).toBeNull();
    expect(savedGiftOption({ giftOption: full })).toEqual(full);
  });

  it('finds nothing wrong with a complete option', () => {
    expect(giftOptionIssues(full)).toEqual({});
  });

  it('asks for each missing field', () => {
    expect(giftOptionIssues({})).toEqual({ to: 'required', email: 'required', message: 'required' });
    expect(giftOptionIssues({ ...full, message: ' ' })).toEqual({ message: 'required' });
  });

  it('checks the email with the shop pattern (a dot in the domain)', () => {
    expect(giftOptionIssues({ ...full, email: 'riley@example' })).toEqual({ email: 'emailInvalid' });
    expect(giftOptionIssues({ ...full, email: 'riley example.test' })).toEqual({ email: 'emailInvalid' });
    expect(fieldMessage('emailInvalid', 'en')).toBe('Email is not valid');
  });

  it('refuses fields over the contract limits', () => {
    expect(giftOptionIssues({ ...full, message: 'x'.repeat(GIFT_LIMITS.message + 1) })).toEqual({ message: 'tooLong' });
    expect(giftOptionIssues({ ...full, message: 'x'.repeat(GIFT_LIMITS.message) })).toEqual({});
    expect(giftMessages('en').tooLong(500)).toBe('Value must not be longer than 500 characters');
  });

  it('has its words in en, fr and de', () => {
    expect(giftMessages('en').add).toBe('Add gift message');
    expect(giftMessages('fr').add).not.toBe(giftMessages('en').add);
    expect(giftMessages('de').add).not.toBe(giftMessages('en').add);
    expect(giftMessages('es')).toBe(giftMessages('en'));
  });
});
