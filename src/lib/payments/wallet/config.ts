/**
 * The wallet's per-site settings. Merchant validation (docs/requirements/checkout-and-payments.md#device-wallet) applies "the automatic promo
 * code if configured": a site that runs a wallet promotion names its coupon here. None is
 * configured (docs/decisions.md "Device wallet express"); the sandbox's coupons (SAVE10…) work.
 */
const AUTO_PROMO_CODES: Readonly<Record<string, string>> = {};

/** The automatic wallet promo code of a site (by site id), or null. */
export const walletPromoCode = (siteId: string | undefined): string | null => (siteId ? (AUTO_PROMO_CODES[siteId] ?? null) : null);
