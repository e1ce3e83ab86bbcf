/** Every interest a profile may hold has a name in en, fr, de and it (the interests step shows them). */
import { describe, expect, it } from 'vitest';
import { INTERESTS } from '../../../schemas/api/consumer-rules.ts';
import { interestName } from '../../../src/lib/auth/messages.ts';

describe('interest names', () => {
  for (const language of ['en', 'fr', 'de', 'it']) {
    it(`names every interest in ${language}`, () => {
      for (const interest of INTERESTS) expect(interestName(interest, language), interest).not.toBe(interest);
    });
  }

  it('falls back to English, then to the id', () => {
    expect(interestName('trail-running', 'es')).toBe('Trail running');
    expect(interestName('knitting', 'fr')).toBe('knitting');
    expect(interestName('hiking', 'fr-FR')).toBe('Randonnée');
  });
});
