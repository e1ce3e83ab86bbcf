/**
 * A long list of small records as one string for an island's props (src/lib/islands/packed-rows.ts):
 * what is packed is what the island unpacks, an absent optional field stays absent, and a value
 * that holds a separator cannot split its record.
 */
import { describe, expect, it } from 'vitest';
import { packRows, unpackRows, type RowShape } from '../../../src/lib/islands/packed-rows.ts';
import { firstStepOf, firstStepProp } from '../../../src/lib/checkout/first-step-prop.ts';
import { profileContextOf, profileContextProp, type ProfileFormContext } from '../../../src/lib/account/profile-form.ts';
import type { FirstStep } from '../../../src/lib/checkout/first-state.ts';
import type { Cart } from '../../../schemas/api/cart.ts';

interface Country {
  code: string;
  name: string;
  dialCode: string;
  mask?: string | undefined;
}
const SHAPE: RowShape<Country> = { fields: ['code', 'name', 'dialCode', 'mask'], optional: ['mask'] };
const COUNTRIES: Country[] = [
  { code: 'AX', name: 'Åland Islands', dialCode: '+358' },
  { code: 'US', name: 'United States', dialCode: '+1', mask: '(XXX) XXX - XXXX' },
  { code: 'CI', name: 'Côte d’Ivoire', dialCode: '+225' },
];

describe('packed rows', () => {
  it('unpacks what it packed, in order, with an absent optional field left out', () => {
    const packed = packRows(COUNTRIES, SHAPE);
    expect(unpackRows(packed, SHAPE)).toEqual(COUNTRIES);
    expect(unpackRows(packed, SHAPE)[0]).not.toHaveProperty('mask');
  });

  it('keeps a required field that is empty, as an empty string', () => {
    const rows = unpackRows(packRows([{ code: 'ZZ', name: '', dialCode: '+0' }], SHAPE), SHAPE);
    expect(rows).toEqual([{ code: 'ZZ', name: '', dialCode: '+0' }]);
  });

  it('is a fraction of the records as JSON', () => {
    const many = Array.from({ length: 240 }, (_, i) => ({ code: `C${i}`, name: `Country number ${i}`, dialCode: `+${i}` }));
    expect(packRows(many, SHAPE).length).toBeLessThan(JSON.stringify(many).length / 2);
  });

  it('reads a tab or a line break inside a value as a space, so the other records stay whole', () => {
    const rows = unpackRows(packRows([{ code: 'XX', name: 'Two\tparts\nand a line', dialCode: '+9' }, COUNTRIES[1]!], SHAPE), SHAPE);
    expect(rows).toEqual([{ code: 'XX', name: 'Two parts and a line', dialCode: '+9' }, COUNTRIES[1]]);
  });

  it('unpacks an empty list from an empty string', () => {
    expect(packRows([], SHAPE)).toBe('');
    expect(unpackRows('', SHAPE)).toEqual([]);
  });
});

describe('the islands that take a country list', () => {
  const cart = { id: 'b1', items: [] } as unknown as Cart;

  it('the checkout: a shipping step comes back as it was; a summary step has no list and travels as it is', () => {
    const shipping: FirstStep = {
      kind: 'shipping',
      cart,
      signedIn: false,
      isAthlete: false,
      countries: COUNTRIES,
      rules: { country: 'US', rules: [] },
      book: [],
      storeNames: {},
    };
    const prop = firstStepProp(shipping);
    expect(prop.kind === 'shipping' && typeof prop.countries).toBe('string');
    expect(firstStepOf(prop)).toEqual(shipping);
    const summary: FirstStep = { kind: 'summary', cart, signedIn: true, isAthlete: false };
    expect(firstStepOf(firstStepProp(summary))).toEqual(summary);
  });

  it('the profile form: the dial codes, with their select values, come back as they were', () => {
    const ctx: ProfileFormContext = {
      region: 'NORA',
      format: 'MM/DD/YYYY',
      today: '2026-11-30',
      minimumAge: 13,
      genderShown: true,
      mobileRequired: false,
      birthDateRequired: false,
      countries: [
        { value: '+44-GB', dialCode: '+44', code: 'GB', name: 'United Kingdom' },
        { value: '+1', dialCode: '+1', code: 'US', name: 'United States', mask: '(XXX) XXX - XXXX' },
      ],
      country: 'US',
    };
    const prop = profileContextProp(ctx);
    expect(typeof prop.countries).toBe('string');
    expect(profileContextOf(prop)).toEqual(ctx);
  });
});
