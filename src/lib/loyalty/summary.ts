/**
 * A member's loyalty figures in the browser, into $loyalty (the loyalty page, the welcome dialog
 * and the header's account menu read them there):
 * - the points: `loyaltySummary.points.balance` of GET /consumers-v3/consumer?includeLoyaltySummary
 *   — requested only when the site's loyalty features are on and the milestone bar is off (docs/requirements/account-and-loyalty.md#loyalty-programme); otherwise the vouchers answer's currentLoyaltyPoints (docs/requirements/account-and-loyalty.md#loyalty-programme);
 * - the vouchers: GET /consumers-v3/consumer/loyalty/vouchers;
 * - the welcome offer: GET /consumers-v3/consumer/loyalty/promo/welcome (when asked for).
 * Concurrent callers share one load. Answers are read leniently (the BFF and contracts check them).
 */
import { callBff } from '../bff/browser.ts';
import { raiseError } from '../errors/report.ts';
import { featuresForLocale } from '../site/features.ts';
import { pageSite } from '../site/page-site.ts';
import { $loyalty, setLoyalty, setLoyaltyStatus, type LoyaltyVoucher, type WelcomePromo } from '../../stores/loyalty.ts';
import { wantsLoyaltySummary } from './rules.ts';

export const SUMMARY_PATH = '/api/gateway/consumers-v3/consumer?includeLoyaltySummary=true';
export const VOUCHERS_PATH = '/api/gateway/consumers-v3/consumer/loyalty/vouchers';
export const WELCOME_PROMO_PATH = '/api/gateway/consumers-v3/consumer/loyalty/promo/welcome';

interface SummaryAnswer {
  consumerProfile?: { memberId?: string; loyaltyOptInDate?: string; loyaltySummary?: { memberId?: string; points?: { balance?: number }; tier?: string } };
}
interface VouchersAnswer {
  memberId?: string;
  currentLoyaltyPoints?: number;
  currency?: string;
  applicableLoyaltyVouchers?: LoyaltyVoucher[];
}

const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

function promoOf(raw: unknown): WelcomePromo | null {
  if (!raw || typeof raw !== 'object') return null;
  const p = raw as Record<string, unknown>;
  if (typeof p.couponCode !== 'string' || typeof p.validUntil !== 'string' || !isCount(p.discountPercent)) return null;
  return {
    promotionId: String(p.promotionId ?? ''),
    couponCode: p.couponCode,
    discountPercent: p.discountPercent,
    validFrom: typeof p.validFrom === 'string' ? p.validFrom : '',
    validUntil: p.validUntil,
    active: p.active === true,
  };
}

/** Whether this page's site requests the summary (docs/requirements/catalogue.md#sites-and-locales). */
export const summaryWanted = (): boolean => wantsLoyaltySummary(featuresForLocale(pageSite().locale));

/** Whether this page's site has the loyalty features on at all. */
export const loyaltyOn = (): boolean => featuresForLocale(pageSite().locale).loyalty;

let inFlight: Promise<void> | null = null;

async function load(withWelcome: boolean): Promise<void> {
  if (!loyaltyOn()) return;
  setLoyaltyStatus('loading');
  const [summary, vouchers, welcome] = await Promise.all([
    summaryWanted() ? callBff<SummaryAnswer>('GET', SUMMARY_PATH) : Promise.resolve(null),
    callBff<VouchersAnswer>('GET', VOUCHERS_PATH),
    withWelcome ? callBff<unknown>('GET', WELCOME_PROMO_PATH) : Promise.resolve(null),
  ]);
  const s = summary?.ok ? summary.data?.consumerProfile : undefined;
  const balance = s?.loyaltySummary?.points?.balance;
  const v = vouchers.ok ? vouchers.data : undefined;
  const points = isCount(balance) ? balance : v && isCount(v.currentLoyaltyPoints) ? v.currentLoyaltyPoints : null;
  if (points === null) {
    // Neither answer names the points: the panel shows its error with a retry.
    raiseError(vouchers.ok ? { ok: false, status: 502, errorId: null, message: null, appId: null } : vouchers, 'loyalty.summary');
    setLoyaltyStatus('error');
    return;
  }
  if (!vouchers.ok) raiseError(vouchers, 'loyalty.vouchers');
  if (welcome && !welcome.ok) raiseError(welcome, 'loyalty.welcome');
  setLoyalty({
    memberId: s?.loyaltySummary?.memberId ?? s?.memberId ?? v?.memberId,
    currentLoyaltyPoints: points,
    loyaltyOptInDate: s?.loyaltyOptInDate,
    applicableLoyaltyVouchers: Array.isArray(v?.applicableLoyaltyVouchers) ? v.applicableLoyaltyVouchers : [],
    tier: s?.loyaltySummary?.tier,
    currency: v?.currency,
    ...(welcome ? { welcomePromo: welcome.ok ? promoOf(welcome.data) : null } : {}),
  });
}

/**
 * Loads a member's figures (and the welcome offer with `welcome`). A load already running is
 * shared; `force` reloads what is already there (after joining, on retry).
 */
export function loadMemberLoyalty(options: { welcome?: boolean; force?: boolean } = {}): Promise<void> {
  const state = $loyalty.get();
  const complete = state.status === 'ready' && (!options.welcome || state.welcomePromo !== undefined);
  // A load without the welcome offer is running: a caller who wants it asks once that is done.
  if (inFlight) return options.welcome ? inFlight.then(() => ($loyalty.get().welcomePromo === undefined ? loadMemberLoyalty({ welcome: true }) : undefined)) : inFlight;
  if (complete && !options.force) return Promise.resolve();
  inFlight = load(options.welcome ?? false).finally(() => {
    inFlight = null;
  });
  return inFlight;
}
