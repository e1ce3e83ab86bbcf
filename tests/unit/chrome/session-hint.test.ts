import { describe, expect, it } from 'vitest';
import { SESSION_HINT_COOKIE } from '../../../src/lib/bff/session.ts';
import { SESSION_HINT } from '../../../src/components/chrome/guest.ts';

describe('the chrome’s session hint', () => {
  it('reads the cookie the BFF sets with every session (a rename must follow on both sides)', () => {
    expect(SESSION_HINT).toBe(SESSION_HINT_COOKIE);
  });
});
