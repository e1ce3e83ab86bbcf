/**
 * raiseError (docs/requirements/errors.md#error-mapping): a failure becomes the page language's message, an analytics `error`
 * event, and, for a 403 carrying an appId, the bot-protection event on window and in analytics.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BffFailure } from '../../../src/lib/bff/browser.ts';

const failure = (over: Partial<BffFailure> = {}): BffFailure => ({ ok: false, status: 409, errorId: 'ITEM_OOS', message: 'out of stock', appId: null, ...over });

/** A browser just big enough: a consent root for the region, a cookie, a path and window events. */
function browser(region: 'NORA' | 'EMEA', path = '/en-us/cart') {
  const root = { dataset: { region } };
  vi.stubGlobal('document', { cookie: '', documentElement: { lang: 'en-US' }, querySelector: (s: string) => (s === '[data-consent]' ? root : null) });
  vi.stubGlobal('location', { search: '', pathname: path, protocol: 'https:' });
  const target = new EventTarget();
  const events: Event[] = [];
  target.addEventListener('cairn:bot-protection', (e) => events.push(e));
  vi.stubGlobal('window', Object.assign(target, { dataLayer: undefined as unknown[] | undefined }));
  return { events, dataLayer: () => (globalThis.window as unknown as { dataLayer?: unknown[] }).dataLayer };
}

describe('raiseError', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.unstubAllGlobals());

  it('maps the id to the page language’s words and pushes the analytics error event', async () => {
    const page = browser('NORA');
    const { raiseError } = await import('../../../src/lib/errors/report.ts');
    const error = raiseError(failure(), 'cart.saveForLater.move');
    expect(error).toEqual({ errorId: 'ITEM_OOS', status: 409, message: 'this item could not be moved to cart', action: 'cart.saveForLater.move' });
    expect(page.dataLayer()).toEqual([{ event: 'error', action: 'cart.saveForLater.move', errorId: 'ITEM_OOS', status: 409, errorMessage: 'this item could not be moved to cart' }]);
    expect(page.events).toHaveLength(0);
  });

  it('reads the language from the path and fills message params', async () => {
    browser('EMEA', '/fr-fr/panier');
    // The page's French words (a page carries them, src/components/PageErrorWords.astro).
    await import('../../../src/lib/errors/all-words.ts');
    const { raiseError } = await import('../../../src/lib/errors/report.ts');
    expect(raiseError(failure({ errorId: 'ADDED_MAX_QUANTITY' }), 'cart.add', { params: { max: 2 } }).message).toBe('La quantité maximale pour cet article est de 2.');
    expect(raiseError(failure({ errorId: 'ADDED_MAX_QUANTITY' }), 'cart.add', 'en').message).toBe('You have reached the maximum quantity for this item.');
  });

  it('words no answer as a connection problem, and an answer without words as the generic message', async () => {
    browser('NORA');
    const { raiseError } = await import('../../../src/lib/errors/report.ts');
    expect(raiseError(failure({ status: 0, errorId: null, message: null }), 'cart.add').message).toMatch(/connection/);
    expect(raiseError(failure({ status: 502, errorId: null, message: null }), 'cart.add').message).toBe('Something went wrong. Please try again.');
  });

  it('announces a 403 with an appId as bot protection, on window and in analytics', async () => {
    const page = browser('NORA');
    const { raiseError, BOT_PROTECTION_EVENT } = await import('../../../src/lib/errors/report.ts');
    raiseError(failure({ status: 403, errorId: 'AUT403', message: 'The bot check failed', appId: 'cairn-bot-shield' }), 'auth.signin');
    expect(page.dataLayer()).toEqual([
      { event: 'error', action: 'auth.signin', errorId: 'AUT403', status: 403, errorMessage: 'We could not check that you are not a robot. Please try again.' },
      { event: 'bot_protection', action: 'auth.signin', appId: 'cairn-bot-shield' },
    ]);
    expect(page.events).toHaveLength(1);
    expect(page.events[0]?.type).toBe(BOT_PROTECTION_EVENT);
    expect((page.events[0] as CustomEvent).detail).toEqual({ appId: 'cairn-bot-shield', action: 'auth.signin' });
  });

  it('does not call a 403 without an appId, or another status with one, bot protection', async () => {
    const page = browser('NORA');
    const { raiseError } = await import('../../../src/lib/errors/report.ts');
    raiseError(failure({ status: 403, errorId: 'API403', appId: null }), 'cart.add');
    raiseError(failure({ status: 401, errorId: 'AUT401', appId: 'cairn-bot-shield' }), 'auth.signin');
    expect(page.events).toHaveLength(0);
    expect(page.dataLayer()?.map((e) => (e as { event: string }).event)).toEqual(['error', 'error']);
  });

  it('still dispatches the window event without analytics consent, and pushes nothing', async () => {
    const page = browser('EMEA');
    const { raiseError } = await import('../../../src/lib/errors/report.ts');
    const error = raiseError(failure({ status: 403, errorId: 'AUT403', appId: 'shield' }), 'checkout.placeOrder');
    expect(error.message).toMatch(/robot/);
    expect(page.dataLayer()).toBeUndefined();
    expect(page.events).toHaveLength(1);
  });
});
