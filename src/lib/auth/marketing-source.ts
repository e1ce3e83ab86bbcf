/**
 * Where a new account came from (docs/requirements/account-and-loyalty.md#consumer-profile): the `leadSource` and
 * `enrollment_marketing_source` query parameters become the sign-up and loyalty enrolment
 * payloads' `source` (`acquisitionType 'Registered'`, `campaignName`, and the store of an
 * associate's buy-in-store session).
 *
 * `enrollment_marketing_source` is a kept query parameter (src/lib/site/kept-query.ts), but
 * `leadSource` is not, and a shopper who lands from a mailer usually signs up pages later. So the
 * header's script, on every page, remembers both for the visit in sessionStorage (not sensitive:
 * a campaign name) with `rememberMarketingSource()`; `marketingSource()` reads the page's query
 * first, then what the visit remembered. The enrolment's own parameter wins over the lead source.
 *
 * Tiny and dependency-free: it ships in the header's script.
 */

export const LEAD_SOURCE_PARAM = 'leadSource';
export const ENROLLMENT_SOURCE_PARAM = 'enrollment_marketing_source';
/** The payload's limit (schemas/api/auth.ts source.campaignName). */
export const CAMPAIGN_NAME_MAX_LENGTH = 100;
/** The sign-up payload's acquisition type (docs/requirements/sign-in.md#sign-up). */
export const ACQUISITION_TYPE = 'Registered';

const STORAGE_KEY = 'cairn.marketingSource';

export interface MarketingSource {
  acquisitionType: typeof ACQUISITION_TYPE;
  campaignName?: string;
  store?: string;
}

type Remembered = Partial<Record<typeof LEAD_SOURCE_PARAM | typeof ENROLLMENT_SOURCE_PARAM, string>>;

/** A campaign name as sent: control characters dropped, trimmed, at most 100 characters; undefined when empty. */
export function cleanCampaignName(value: string | null | undefined): string | undefined {
  // eslint-disable-next-line no-control-regex
  const clean = (value ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, CAMPAIGN_NAME_MAX_LENGTH).trim();
  return clean || undefined;
}

/** The two parameters of a query string, cleaned. */
export function sourceParams(search: string): Remembered {
  const q = new URLSearchParams(search);
  const out: Remembered = {};
  for (const name of [LEAD_SOURCE_PARAM, ENROLLMENT_SOURCE_PARAM] as const) {
    const value = cleanCampaignName(q.get(name));
    if (value) out[name] = value;
  }
  return out;
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Storage may be off (privacy settings): the page's own query still counts.
    return null;
  }
}

function remembered(): Remembered {
  try {
    const raw = storage()?.getItem(STORAGE_KEY);
    const parsed = raw ? (JSON.parse(raw) as unknown) : null;
    if (!parsed || typeof parsed !== 'object') return {};
    const p = parsed as Record<string, unknown>;
    const out: Remembered = {};
    for (const name of [LEAD_SOURCE_PARAM, ENROLLMENT_SOURCE_PARAM] as const) {
      const value = typeof p[name] === 'string' ? cleanCampaignName(p[name]) : undefined;
      if (value) out[name] = value;
    }
    return out;
  } catch {
    return {};
  }
}

/** Keeps the page's lead and enrolment sources for the rest of the visit (a newer value replaces an older one). */
export function rememberMarketingSource(search: string = typeof location === 'undefined' ? '' : location.search): void {
  const found = sourceParams(search);
  if (!found[LEAD_SOURCE_PARAM] && !found[ENROLLMENT_SOURCE_PARAM]) return;
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify({ ...remembered(), ...found }));
  } catch {
    // Full or refused storage: this page's query still counts.
  }
}

/** The campaign: the enrolment source, else the lead source; this page's query before the visit's memory. */
export function campaignNameOf(current: Remembered, visit: Remembered): string | undefined {
  return current[ENROLLMENT_SOURCE_PARAM] ?? current[LEAD_SOURCE_PARAM] ?? visit[ENROLLMENT_SOURCE_PARAM] ?? visit[LEAD_SOURCE_PARAM];
}

/**
 * The `source` of a sign-up or loyalty enrolment payload. `store`: the store of an associate's
 * buy-in-store session, when there is one (the caller reads $buyInStore).
 */
export function marketingSource(options: { store?: string | null | undefined; search?: string } = {}): MarketingSource {
  const search = options.search ?? (typeof location === 'undefined' ? '' : location.search);
  const campaignName = campaignNameOf(sourceParams(search), remembered());
  const store = options.store?.trim().slice(0, 40);
  return { acquisitionType: ACQUISITION_TYPE, ...(campaignName ? { campaignName } : {}), ...(store ? { store } : {}) };
}
