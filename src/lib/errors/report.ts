/**
 * What happens when a call fails (docs/requirements/errors.md#error-mapping): the failure is mapped to a message in the page's
 * language, logged to analytics as an error event, and, for a 403 that carries an appId (the bot
 * protection answering), announced as a bot-protection event (`cairn:bot-protection` on window,
 * plus its analytics event). Every island reports through here so the rule lives once.
 */
import type { BffFailure } from '../bff/browser.ts';
import { logFailure } from './log.ts';
import { pageLanguage } from '../page/language.ts';
import { errorMessage, type MessageParams } from './messages.ts';

export { BOT_PROTECTION_EVENT } from './log.ts';

/** A failed call as the UI handles it: the id to switch on and the words to show. */
export interface ShopperError {
  errorId: string | null;
  status: number;
  message: string;
  /** Where it happened: 'cart.add', 'auth.signin'… (analytics). */
  action: string;
}

// Lives in src/lib/page/language.ts (no catalogue attached); re-exported for the importers here.
export { pageLanguage };

/** How to word a failure: the language (default: the page's) and values its message names (`{ max: 2 }`). */
export interface RaiseOptions {
  language?: string;
  params?: MessageParams;
}

/**
 * Maps and logs a failure; the caller shows `message` where the spec says (field, notice, toast).
 * The third argument is the language, or options with the language and message params.
 */
export function raiseError(failure: BffFailure, action: string, options: string | RaiseOptions = {}): ShopperError {
  const { language = pageLanguage(), params } = typeof options === 'string' ? { language: options } : options;
  // An answer without an id or words (an HTML 502) is not "no connection": it gets the generic message.
  const key = failure.errorId ?? (failure.status !== 0 && !failure.message ? 'GENERIC' : null);
  const error: ShopperError = { errorId: failure.errorId, status: failure.status, message: errorMessage(key, failure.message, language, params), action };
  logFailure(failure, action, error.message);
  return error;
}
