/**
 * What the profile and communication pages read on the server, as the signed-in shopper (issue
 * 12): the profile (GET /consumers-v3/consumer), the country list for the dial-code select, and
 * today by the gateway's clock (GET /fapi/server/time: the age rule counts from it, docs/requirements/account-and-loyalty.md#communication-and-subscriptions).
 * Each read has its deadline; a failure is logged and answered as "not there", so the page shows
 * its error state (the profile) or a fallback (the countries, the day).
 */
import { getProfile, type ConsumerProfile } from '../../../schemas/api/consumer/profile.ts';
import { serverTime } from '../../../schemas/api/platform.ts';
import { getCountryList } from '../../../schemas/api/utilities.ts';
import type { BffRequest } from '../bff/auth-session.ts';
import { authBroker } from '../bff/broker.ts';
import { log } from '../log/logger.ts';
import type { Site } from '../site/locales.ts';
import { SITE_DIAL_CODES, type DialOption } from './profile-form.ts';

/** A first screen waits this long for each read at most. */
export const PROFILE_READ_TIMEOUT_MS = 4_000;

type Outcome = { ok: true } | { ok: false; status: number; error: { errorDetails: ReadonlyArray<{ errorId: string }> } };

/** Runs a read; a refusal or a throw is logged and answers null. */
async function attempt<O extends Outcome>(event: string, req: BffRequest, read: () => Promise<O>): Promise<Extract<O, { ok: true }> | null> {
  try {
    const out = await read();
    if (out.ok) return out as Extract<O, { ok: true }>;
    const refused = out as Extract<Outcome, { ok: false }>;
    log('warn', event, { status: refused.status, errorId: refused.error.errorDetails[0]?.errorId, correlationId: req.correlationId });
  } catch (error) {
    log('warn', event, { error: error instanceof Error ? error.message : String(error), correlationId: req.correlationId });
  }
  return null;
}

/** The shopper's profile, or null when it could not be read. */
export async function readProfile(req: BffRequest): Promise<ConsumerProfile | null> {
  const out = await attempt('account.profile_read_failed', req, () => authBroker.callForShopper(req, getProfile, { query: {} }, PROFILE_READ_TIMEOUT_MS));
  return out?.data.consumerProfile ?? null;
}

/** The dial-code options in the site's language; the site's own code alone when the list can't be read. */
export async function readDialOptions(req: BffRequest, site: Site): Promise<DialOption[]> {
  const out = await attempt('account.country_list_failed', req, () => authBroker.callForShopper(req, getCountryList, { query: { locale: site.locale } }, PROFILE_READ_TIMEOUT_MS));
  if (out?.data.countries.length) return out.data.countries.map((c) => ({ value: c.value, dialCode: c.dialCode, code: c.code, name: c.name, ...(c.mask ? { mask: c.mask } : {}) }));
  const own = SITE_DIAL_CODES[site.country];
  return own ? [{ value: own, dialCode: own, code: site.country, name: site.country }] : [];
}

/** Today (ISO date, UTC) by the gateway's clock; the server's own clock if it can't be read. */
export async function gatewayToday(req: BffRequest): Promise<string> {
  const out = await attempt('account.server_time_failed', req, () => authBroker.callForShopper(req, serverTime, {}, PROFILE_READ_TIMEOUT_MS));
  return new Date(out?.data.timestamp ?? Date.now()).toISOString().slice(0, 10);
}
