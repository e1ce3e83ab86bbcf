/**
 * Segmentation audience conditions (docs/requirements/editors-and-experiments.md#segmentation), each with its negation, and the choice of a
 * segmentation block's segment (docs/requirements/editors-and-experiments.md#segmentation: the first segment whose condition is true, or a forced
 * test-context segment, else the baseline). Pure: the block's script feeds it the auth and cart
 * stores.
 *
 * Membership conditions (loyalty, employee, programme profiles) hold for signed-in shoppers only:
 * a guest is no loyalty member and no employee. "non-…" conditions are signed-in shoppers
 * without the flag; `not-…` is the plain negation (so `not-employee` includes guests,
 * `non-employee` does not).
 */
import type { AuthState } from '../../stores/auth.ts';

export const AUDIENCE_CONDITIONS = [
  'logged-out',
  'logged-in',
  'loyalty-member',
  'non-loyalty-logged-in',
  'employee',
  'non-employee',
  'cart-empty',
  'cart-not-empty',
  'ipa-wranx-profile',
  'wranx-only',
  'ipa-only',
  'athlete-profile',
] as const;
export type AudienceCondition = (typeof AUDIENCE_CONDITIONS)[number];

export const NEGATION_PREFIX = 'not-';
export type AudienceExpression = AudienceCondition | `${typeof NEGATION_PREFIX}${AudienceCondition}`;

export const AUDIENCE_EXPRESSIONS: readonly AudienceExpression[] = [...AUDIENCE_CONDITIONS, ...AUDIENCE_CONDITIONS.map((c) => `${NEGATION_PREFIX}${c}` as const)];

export interface AudienceFacts {
  auth: Exclude<AuthState, { status: 'unknown' }>;
  cartItems: number;
}

const isCondition = (v: string): v is AudienceCondition => (AUDIENCE_CONDITIONS as readonly string[]).includes(v);

export function parseAudience(expression: string): { condition: AudienceCondition; negated: boolean } | null {
  const trimmed = expression.trim();
  if (isCondition(trimmed)) return { condition: trimmed, negated: false };
  if (trimmed.startsWith(NEGATION_PREFIX)) {
    const rest = trimmed.slice(NEGATION_PREFIX.length);
    if (isCondition(rest)) return { condition: rest, negated: true };
  }
  return null;
}

export const isAudienceExpression = (v: string): v is AudienceExpression => parseAudience(v) !== null;

export function conditionHolds(condition: AudienceCondition, facts: AudienceFacts): boolean {
  const a = facts.auth;
  const signedIn = a.status === 'signed-in';
  const wranx = signedIn && a.identityTypes.includes('WRANX');
  const ipa = signedIn && a.identityTypes.includes('IPA');
  const employee = signedIn && a.consumerType === 'EMPLOYEE';
  switch (condition) {
    case 'logged-out':
      return !signedIn;
    case 'logged-in':
      return signedIn;
    case 'loyalty-member':
      return signedIn && a.isLoyaltyMember;
    case 'non-loyalty-logged-in':
      return signedIn && !a.isLoyaltyMember;
    case 'employee':
      return employee;
    case 'non-employee':
      return signedIn && !employee;
    case 'cart-empty':
      return facts.cartItems === 0;
    case 'cart-not-empty':
      return facts.cartItems > 0;
    case 'ipa-wranx-profile':
      return wranx || ipa;
    case 'wranx-only':
      return wranx && !ipa;
    case 'ipa-only':
      return ipa && !wranx;
    case 'athlete-profile':
      return signedIn && a.isAthlete;
  }
}

/** An expression's truth; an unknown expression is false (the segment is skipped). */
export function audienceHolds(expression: string, facts: AudienceFacts): boolean {
  const parsed = parseAudience(expression);
  if (!parsed) return false;
  const holds = conditionHolds(parsed.condition, facts);
  return parsed.negated ? !holds : holds;
}

export interface SegmentRule {
  id: string;
  /** The audience expression; the segment id when the CMS gives none. */
  condition: string;
}

export type SegmentChoice = { kind: 'segment'; id: string; forced: boolean } | { kind: 'baseline' };

export function chooseSegment(segments: readonly SegmentRule[], facts: AudienceFacts, forcedId?: string): SegmentChoice {
  if (forcedId && segments.some((s) => s.id === forcedId)) return { kind: 'segment', id: forcedId, forced: true };
  const first = segments.find((s) => audienceHolds(s.condition, facts));
  return first ? { kind: 'segment', id: first.id, forced: false } : { kind: 'baseline' };
}
