/**
 * In the browser the numbering plans are not part of src/lib/phone/fields.ts's code: they load on
 * demand (`loadPhoneRules`) or come with a phone form's own code (fields-ready.ts). A check before
 * they are here fails loudly rather than calling a number valid or dropping it from an address.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

type Fields = typeof import('../../../src/lib/phone/fields.ts');

/** The module as the browser evaluates it: not on the server, so nothing loaded at import. */
async function browserFields(): Promise<Fields> {
  vi.resetModules();
  vi.stubEnv('SSR', false);
  return import('../../../src/lib/phone/fields.ts');
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('the phone rules in the browser', () => {
  it('are not there until loaded, and a check before then throws instead of guessing', async () => {
    const fields = await browserFields();
    expect(fields.phoneRulesLoaded()).toBe(false);
    expect(() => fields.validatePhone('06 12 34 56 78', { region: 'EMEA', country: 'FR' })).toThrow(/not loaded/);
    expect(() => fields.internationalPhone('06 12 34 56 78', undefined, { region: 'EMEA', country: 'FR' })).toThrow(/not loaded/);
  });

  it('checks need no plans where they decide without them: a blank field, a rule pattern', async () => {
    const fields = await browserFields();
    expect(fields.validatePhone('', { region: 'NORA', required: true })).toBe('phoneInvalid');
    expect(fields.validatePhone('3035550123', { region: 'NORA', pattern: /^[2-9]\d{9}$/ })).toBeNull();
    expect(fields.internationalPhone('  ')).toBeUndefined();
  });

  it('once loaded (one load however many ask), read numbers in their country', async () => {
    const fields = await browserFields();
    await Promise.all([fields.loadPhoneRules(), fields.loadPhoneRules()]);
    expect(fields.phoneRulesLoaded()).toBe(true);
    expect(fields.validatePhone('06 12 34 56 78', { region: 'EMEA', country: 'FR' })).toBeNull();
    expect(fields.validatePhone('06 12 34 56', { region: 'EMEA', country: 'FR' })).toBe('phoneInvalid');
    expect(fields.internationalPhone('06 12 34 56 78', undefined, { region: 'EMEA', country: 'FR' })).toBe('+33612345678');
  });

  it('come with a phone form’s code through fields-ready.ts', async () => {
    const fields = await browserFields();
    await import('../../../src/lib/phone/fields-ready.ts');
    expect(fields.phoneRulesLoaded()).toBe(true);
    expect(fields.internationalPhone('3035550123', '+1', { region: 'NORA', country: 'US' })).toBe('+13035550123');
  });

  it('are there on the server before anything renders', async () => {
    vi.resetModules();
    const fields = await import('../../../src/lib/phone/fields.ts');
    expect(fields.phoneRulesLoaded()).toBe(true);
  });
});
