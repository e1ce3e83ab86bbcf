/**
 * Loyalty reads of the consumer service (docs/requirements/account-and-loyalty.md#loyalty-programme): the programme widget's token, the welcome
 * offer and the vouchers. Points are the programme ledger's balance (src/sandbox/cart/ledger.ts),
 * the one the checkout's loyalty payment reads, so the account page and the checkout agree.
 */
import { createHmac } from 'node:crypto';
import type { Site } from '../../lib/site/locales.ts';
import type { AccountRow } from '../auth/accounts.ts';
import type { Database } from '../db.ts';
import { pointsBalance } from '../cart/ledger.ts';
import { LOYALTY_VOUCHER_POINTS, POINTS_PER_UNIT } from '../cart/test-data.ts';
import { HttpError } from '../http/exchange.ts';

/** The widget token lives this long (s). */
export const LOYALTY_TOKEN_TTL_S = 900;
/** Signs the widget token; a sandbox value, not a secret (the real programme signs its own). */
const LOYALTY_TOKEN_KEY = 'cairn-sandbox-loyalty-widget';
export const WELCOME_PROMO = { promotionId: 'LOYALTY-WELCOME-15', discountPercent: 15, validDays: 30 } as const;

export function requireMember(row: AccountRow): string {
  if (!row.member_id) throw new HttpError(403, 'PRO410', 'This account is not a loyalty member: join the programme first');
  return row.member_id;
}

const b64 = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An HS256 JWT naming the member and the session, as a programme widget expects. */
export function loyaltyToken(row: AccountRow, usid: string, referralCode: string | undefined, now = Date.now()) {
  const memberId = requireMember(row);
  const iat = Math.floor(now / 1000);
  const unsigned = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: memberId, usid, ...(referralCode ? { ref: referralCode.toUpperCase() } : {}), iat, exp: iat + LOYALTY_TOKEN_TTL_S })}`;
  const signature = createHmac('sha256', LOYALTY_TOKEN_KEY).update(unsigned).digest('base64url');
  return {
    loyaltyToken: `${unsigned}.${signature}`,
    tokenType: 'Bearer' as const,
    expiresIn: LOYALTY_TOKEN_TTL_S,
    memberId,
    ...(referralCode ? { referralCode: referralCode.toUpperCase() } : {}),
  };
}

export function welcomePromo(row: AccountRow, now = Date.now()) {
  const memberId = requireMember(row);
  const from = row.loyalty_opt_in_date ?? row.created_at;
  const until = new Date(Date.parse(from) + WELCOME_PROMO.validDays * 86_400_000).toISOString();
  return {
    promotionId: WELCOME_PROMO.promotionId,
    couponCode: `WELCOME-${memberId}`,
    calloutMessage: `Welcome to Cairn Rewards: ${WELCOME_PROMO.discountPercent}% off your next order`,
    discountPercent: WELCOME_PROMO.discountPercent,
    validFrom: from,
    validUntil: until,
    active: now < Date.parse(until),
  };
}

export function vouchers(db: Database, row: AccountRow, site: Site) {
  const memberId = requireMember(row);
  const points = pointsBalance(db, row.consumer_no);
  return {
    memberId,
    currentLoyaltyPoints: points,
    currency: site.currency,
    applicableLoyaltyVouchers: LOYALTY_VOUCHER_POINTS.map((p) => ({ points: p, amountInCurrency: p / POINTS_PER_UNIT, available: p <= points, eligible: p <= points })),
  };
}
