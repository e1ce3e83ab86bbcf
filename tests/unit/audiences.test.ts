/**
 * docs/requirements/editors-and-experiments.md#audiences segmentation audience conditions, each with its negation, and docs/requirements/editors-and-experiments.md#segmentation's choice of
 * segment: the first whose condition holds, a forced test-context segment first, else baseline.
 */
import { describe, expect, it } from 'vitest';
import { AUDIENCE_CONDITIONS, audienceHolds, chooseSegment, conditionHolds, parseAudience, type AudienceCondition, type AudienceFacts } from '../../src/lib/segments/audiences.ts';
import type { SignedInShopper } from '../../src/stores/auth.ts';
import { parseSessionSummary } from '../../src/lib/session/load.ts';
import { segmentationBlock } from '../../schemas/content/segmentation.ts';

const shopper = (over: Partial<SignedInShopper> = {}): AudienceFacts['auth'] => ({
  status: 'signed-in',
  consumerNo: 'C1',
  consumerType: 'REGISTERED',
  isLoyaltyMember: false,
  isEmployeeDiscountTCAccepted: false,
  identityTypes: [],
  isAthlete: false,
  ...over,
});
const guest: AudienceFacts['auth'] = { status: 'guest' };
const facts = (auth: AudienceFacts['auth'], cartItems = 0): AudienceFacts => ({ auth, cartItems });

const PEOPLE: Record<string, AudienceFacts> = {
  guest: facts(guest),
  guestWithCart: facts(guest, 2),
  member: facts(shopper()),
  loyalty: facts(shopper({ isLoyaltyMember: true }), 1),
  employee: facts(shopper({ consumerType: 'EMPLOYEE' })),
  wranx: facts(shopper({ identityTypes: ['WRANX'] })),
  ipa: facts(shopper({ identityTypes: ['IPA'] })),
  both: facts(shopper({ identityTypes: ['WRANX', 'IPA'] })),
  athlete: facts(shopper({ isAthlete: true })),
};

/** Who each condition holds for, among PEOPLE. */
const EXPECTED: Record<AudienceCondition, string[]> = {
  'logged-out': ['guest', 'guestWithCart'],
  'logged-in': ['member', 'loyalty', 'employee', 'wranx', 'ipa', 'both', 'athlete'],
  'loyalty-member': ['loyalty'],
  'non-loyalty-logged-in': ['member', 'employee', 'wranx', 'ipa', 'both', 'athlete'],
  employee: ['employee'],
  'non-employee': ['member', 'loyalty', 'wranx', 'ipa', 'both', 'athlete'],
  'cart-empty': ['guest', 'member', 'employee', 'wranx', 'ipa', 'both', 'athlete'],
  'cart-not-empty': ['guestWithCart', 'loyalty'],
  'ipa-wranx-profile': ['wranx', 'ipa', 'both'],
  'wranx-only': ['wranx'],
  'ipa-only': ['ipa'],
  'athlete-profile': ['athlete'],
};

describe('audience conditions', () => {
  it('cover the twelve conditions of docs/requirements/editors-and-experiments.md#audiences', () => {
    expect([...AUDIENCE_CONDITIONS].sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(Object.entries(EXPECTED))('%s holds for exactly the right shoppers, and its negation for the others', (condition, holders) => {
    for (const [who, f] of Object.entries(PEOPLE)) {
      expect(conditionHolds(condition as AudienceCondition, f), `${condition} for ${who}`).toBe(holders.includes(who));
      expect(audienceHolds(condition, f), `${condition} for ${who}`).toBe(holders.includes(who));
      expect(audienceHolds(`not-${condition}`, f), `not-${condition} for ${who}`).toBe(!holders.includes(who));
    }
  });

  it('a guest is neither an employee nor a non-employee, but not-employee includes guests', () => {
    expect(audienceHolds('employee', PEOPLE.guest!)).toBe(false);
    expect(audienceHolds('non-employee', PEOPLE.guest!)).toBe(false);
    expect(audienceHolds('not-employee', PEOPLE.guest!)).toBe(true);
  });

  it('parses expressions and refuses unknown ones (an unknown condition never holds)', () => {
    expect(parseAudience('not-loyalty-member')).toEqual({ condition: 'loyalty-member', negated: true });
    expect(parseAudience(' athlete-profile ')).toEqual({ condition: 'athlete-profile', negated: false });
    expect(parseAudience('not-not-employee')).toBeNull();
    expect(parseAudience('vip')).toBeNull();
    expect(audienceHolds('vip', PEOPLE.loyalty!)).toBe(false);
    expect(audienceHolds('not-vip', PEOPLE.loyalty!)).toBe(false);
  });
});

describe('choosing a segment', () => {
  const segments = [
    { id: 'members', condition: 'loyalty-member' },
    { id: 'signed-in', condition: 'logged-in' },
    { id: 'basket', condition: 'cart-not-empty' },
  ];

  it('takes the first segment whose condition holds, in order', () => {
    expect(chooseSegment(segments, PEOPLE.loyalty!)).toEqual({ kind: 'segment', id: 'members', forced: false });
    expect(chooseSegment(segments, PEOPLE.member!)).toEqual({ kind: 'segment', id: 'signed-in', forced: false });
    expect(chooseSegment(segments, PEOPLE.guestWithCart!)).toEqual({ kind: 'segment', id: 'basket', forced: false });
  });

  it('falls back to the baseline', () => {
    expect(chooseSegment(segments, PEOPLE.guest!)).toEqual({ kind: 'baseline' });
  });

  it('lets a forced test-context segment win, when it is one of the block\'s segments', () => {
    expect(chooseSegment(segments, PEOPLE.guest!, 'basket')).toEqual({ kind: 'segment', id: 'basket', forced: true });
    expect(chooseSegment(segments, PEOPLE.loyalty!, 'not-a-segment')).toEqual({ kind: 'segment', id: 'members', forced: false });
  });
});

describe('the segmentation schema', () => {
  it('takes a segment\'s condition from its id, or from condition', () => {
    const ok = segmentationBlock.safeParse({ type: 'segmentation', id: 's', segments: [{ id: 'not-employee' }, { id: 'vip', condition: 'loyalty-member' }] });
    expect(ok.success).toBe(true);
  });
  it('refuses an unknown condition, a duplicate id and a segment named baseline', () => {
    const bad = segmentationBlock.safeParse({ type: 'segmentation', id: 's', segments: [{ id: 'vip' }, { id: 'employee' }, { id: 'employee' }, { id: 'baseline', condition: 'logged-in' }] });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.path.join('.'))).toEqual(['segments.0.id', 'segments.2.id', 'segments.3.id']);
  });
});

describe('the session summary (GET /api/session) the stores are filled from', () => {
  it('reads a signed-in shopper with flags, identity types and a basket', () => {
    const summary = parseSessionSummary({
      signedIn: true,
      consumerNo: 'C42',
      consumerType: 'EMPLOYEE',
      memberId: 'M1',
      isLoyaltyMember: true,
      isEmployeeDiscountTCAccepted: true,
      identityTypes: ['WRANX', 'NOPE'],
      isAthlete: false,
      refreshToken: 'must-be-ignored',
      cart: { basketId: 'B1', totalItems: 3, items: [{ itemId: 'i1', productId: 'FWINSTOCK1', qty: 3 }] },
    });
    expect(summary.shopper).toEqual({
      consumerNo: 'C42',
      consumerType: 'EMPLOYEE',
      memberId: 'M1',
      firstName: undefined,
      isLoyaltyMember: true,
      isEmployeeDiscountTCAccepted: true,
      identityTypes: ['WRANX'],
      isAthlete: false,
    });
    expect(JSON.stringify(summary)).not.toContain('must-be-ignored');
    expect(summary.cart).toMatchObject({ basketId: 'B1', totalItems: 3 });
  });

  it('reads anything else as a guest with an empty basket', () => {
    for (const body of [null, 'x', { signedIn: false }, { signedIn: true }, { errorDetails: [] }]) {
      expect(parseSessionSummary(body)).toMatchObject({ shopper: null, buyInStore: null, session: { signedIn: false }, cart: { basketId: undefined, currency: undefined, totalItems: 0, items: [] } });
    }
  });
});
