/**
 * The logging half of a failed call (docs/requirements/errors.md#error-mapping): the analytics error event, and for a 403 that
 * carries an appId (the bot protection answering) the bot-protection event, as analytics and as
 * `cairn:bot-protection` on window. raiseError (./report.ts) calls it after choosing the words;
 * small forms that keep their own words (the newsletter, the event sign-up) call it directly, so
 * they don't load the message catalogue.
 */
import { pushEvent } from '../analytics/data-layer.ts';
import type { BffFailure } from '../bff/browser.ts';

export const BOT_PROTECTION_EVENT = 'cairn:bot-protection';

export function logFailure(failure: BffFailure, action: string, shownMessage: string): void {
  pushEvent({ event: 'error', action, errorId: failure.errorId ?? 'NETWORK', status: failure.status, errorMessage: shownMessage });
  if (failure.status === 403 && failure.appId) {
    pushEvent({ event: 'bot_protection', action, appId: failure.appId });
    if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(BOT_PROTECTION_EVENT, { detail: { appId: failure.appId, action } }));
  }
}
