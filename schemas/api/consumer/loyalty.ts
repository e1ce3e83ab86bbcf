/**
 * The loyalty programme's calls (docs/requirements/account-and-loyalty.md#loyalty-programme): the
 * widgets' token, the welcome offer and the vouchers the points buy. Membership itself is a
 * profile update (schemas/api/consumer/profile.ts). The sandbox's rules are in
 * src/sandbox/consumer/loyalty.ts. PRO410: not a loyalty member (ours).
 */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { money, profileErrors } from './common.ts';

const notMember = { status: 403, errorIds: ['PRO410'], when: 'the shopper is not a loyalty member (member@cairn.test)' } as const;

export const loyaltyToken = defineContract({
  id: 'consumer.loyaltyToken',
  method: 'POST',
  path: '/consumers-v3/consumer/loyalty/token',
  auth: 'registered',
  summary: "A short-lived token for the loyalty programme's widgets, bound to the session",
  request: { body: z.object({ usid: z.string().trim().min(1).max(100), referralCode: z.string().trim().regex(/^[A-Z0-9-]{4,20}$/i, 'a referral code is 4 to 20 letters, digits or dashes').optional() }) },
  response: { 200: z.object({ loyaltyToken: z.string(), tokenType: z.literal('Bearer'), expiresIn: z.number().int(), memberId: z.string(), referralCode: z.string().optional() }) },
  errors: [...profileErrors, notMember, { status: 400, errorIds: ['API400'], when: "usid is not the session's (x-usid of the token answer)" }],
});

export const welcomePromo = defineContract({
  id: 'consumer.loyaltyWelcomePromo',
  method: 'GET',
  path: '/consumers-v3/consumer/loyalty/promo/welcome',
  auth: 'registered',
  summary: "The loyalty welcome offer: a coupon valid for 30 days after joining",
  request: {},
  response: {
    200: z.object({
      promotionId: z.string(),
      couponCode: z.string(),
      calloutMessage: z.string(),
      discountPercent: z.number(),
      validFrom: z.string(),
      validUntil: z.string(),
      active: z.boolean(),
    }),
  },
  errors: [...profileErrors, notMember],
});

export const loyaltyVouchers = defineContract({
  id: 'consumer.loyaltyVouchers',
  method: 'GET',
  path: '/consumers-v3/consumer/loyalty/vouchers',
  auth: 'registered',
  summary: 'The points balance and the vouchers it can buy (docs/requirements/account-and-loyalty.md#loyalty-programme Loyalty)',
  request: {},
  response: {
    200: z.object({
      memberId: z.string(),
      currentLoyaltyPoints: z.number().int(),
      currency: z.string(),
      applicableLoyaltyVouchers: z.array(z.object({ points: z.number().int(), amountInCurrency: money, available: z.boolean(), eligible: z.boolean() })),
    }),
  },
  errors: [...profileErrors, notMember],
});
