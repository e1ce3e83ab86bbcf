/**
 * The account's communication choices (issue 12; docs/requirements/account-and-loyalty.md#communication-and-subscriptions): the states shown from the
 * profile, the notification grid and what a save sends, the calls, and, against a seeded
 * sandbox, that a consent given at sign-up can be withdrawn (PUT, dated by the server) and that
 * notification choices come back with the profile.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeSubscription, notificationChanges, notificationGrid, saveNotifications, subscriptionStates } from '../../../src/lib/account/subscriptions.ts';
import { stubBffFetch, type Call } from '../fake-bff.ts';
import { sandboxClient } from '../sandbox/auth-helpers.ts';
import { ok, shopperSession } from '../sandbox/cart-helpers.ts';
import { useSandbox } from '../sandbox/sandbox-harness.ts';

describe('what the page shows', () => {
  it('every subscription type, not subscribed unless listed', () => {
    const states = subscriptionStates([{ type: 'Newsletter', optin: true, optinDate: '2025-01-02T10:00:00.000Z' }, { type: 'SMS', optin: false, optoutDate: '2025-02-01T00:00:00.000Z' }]);
    expect(states).toEqual({
      Newsletter: { type: 'Newsletter', optin: true, optinDate: '2025-01-02T10:00:00.000Z' },
      LoyaltyNewsletter: { type: 'LoyaltyNewsletter', optin: false },
      SMS: { type: 'SMS', optin: false, optoutDate: '2025-02-01T00:00:00.000Z' },
    });
  });

  it('the notification grid: each type per web channel; a save sends only what changed', () => {
    const grid = notificationGrid(
      [
        { type: 'ORDER_UPDATES', channel: 'EMAIL', optin: true },
        { type: 'EVENTS', channel: 'SMS', optin: false },
        { type: 'PRICE_DROP', channel: 'PUSH', optin: true },
      ],
      ['ORDER_UPDATES', 'EVENTS', 'PRICE_DROP'],
      ['EMAIL', 'SMS'],
    );
    expect(grid).toEqual({ ORDER_UPDATES: { EMAIL: true, SMS: false }, EVENTS: { EMAIL: false, SMS: false }, PRICE_DROP: { EMAIL: false, SMS: false } });
    const after = { ...grid, ORDER_UPDATES: { EMAIL: false, SMS: false }, EVENTS: { EMAIL: true, SMS: false } };
    expect(notificationChanges(grid, after)).toEqual([
      { type: 'ORDER_UPDATES', channel: 'EMAIL', optin: false },
      { type: 'EVENTS', channel: 'EMAIL', optin: true },
    ]);
    expect(notificationChanges(grid, grid)).toEqual([]);
  });
});

describe('the calls', () => {
  const calls: Call[] = [];
  beforeEach(() => {
    calls.length = 0;
    vi.stubGlobal('location', { pathname: '/en-us/account/communication' });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('opts in with POST and out with PUT, and shows the dates the gateway answers', async () => {
    stubBffFetch(calls, (method, _path, body) => ({
      status: method === 'POST' ? 201 : 200,
      body: { ...(body as object), channel: 'ECOMM', doubleOptin: false, country: 'US', region: 'NORA', ...(method === 'POST' ? { optinDate: '2025-06-15T08:00:00.000Z' } : { optoutDate: '2025-06-16T08:00:00.000Z' }) },
    }));
    const inResult = await changeSubscription('Newsletter', 'member@cairn.test', true);
    expect(inResult).toEqual({ ok: true, state: { type: 'Newsletter', optin: true, optinDate: '2025-06-15T08:00:00.000Z' } });
    const outResult = await changeSubscription('SMS', '+13035550100', false);
    expect(outResult).toEqual({ ok: true, state: { type: 'SMS', optin: false, optoutDate: '2025-06-16T08:00:00.000Z' } });
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ['POST', '/api/gateway/consumers-v3/consumer/subscription', { type: 'Newsletter', recipient: 'member@cairn.test', optin: true }],
      ['PUT', '/api/gateway/consumers-v3/consumer/subscription', { type: 'SMS', recipient: '+13035550100', optin: false }],
    ]);
  });

  it('a failure answers the mapped message (the page keeps the state on file)', async () => {
    stubBffFetch(calls, () => ({ status: 503, body: { errorDetails: [{ errorId: 'GEN500', message: 'The subscription service is unavailable' }], appId: 'x', correlationId: 'c' } }));
    const result = await changeSubscription('Newsletter', 'unavailable@cairn.test', true);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toBeTruthy();
  });

  it('PUTs the notification changes and answers every choice on file', async () => {
    stubBffFetch(calls, () => ({ status: 200, body: { notifications: [{ type: 'EVENTS', channel: 'EMAIL', optin: true, updatedAt: '2025-06-15T08:00:00.000Z' }] } }));
    const result = await saveNotifications([{ type: 'EVENTS', channel: 'EMAIL', optin: true }]);
    expect(result).toEqual({ ok: true, notifications: [{ type: 'EVENTS', channel: 'EMAIL', optin: true, updatedAt: '2025-06-15T08:00:00.000Z' }] });
    expect(calls[0]).toMatchObject({ method: 'PUT', path: '/api/gateway/consumers-v3/consumer/notification', body: { notifications: [{ type: 'EVENTS', channel: 'EMAIL', optin: true }] } });
  });
});

describe('against the sandbox', () => {
  const h = useSandbox();
  const api = sandboxClient(() => h.sandbox.url);
  const SUBSCRIPTION = '/consumers-v3/consumer/subscription';

  async function newAccount(subscriptions: Record<string, boolean>, phone?: string) {
    const email = `comms-${Math.random().toString(36).slice(2, 10)}@example.test`;
    const guest = await api.guest();
    ok(await api.post('/consumers-v3/auth/signup', { firstName: 'Robin', lastName: 'Hiker', email, password: 'Summit-Pass-1', isTermsConfirmed: true, ...(phone ? { phone, phoneCode: '+1' } : {}), subscriptions }, { token: guest.accessToken }));
    const tokens = await api.signIn(email);
    return { email, shopper: shopperSession(api, tokens.accessToken) };
  }

  it('a consent given at sign-up is a subscription on file: listed, withdrawn with PUT (dated), and the profile follows', async () => {
    const { email, shopper } = await newAccount({ newsletterConsent: true, smsNotificationConsent: true }, '7205550142');
    const listed = await shopper.get(`${SUBSCRIPTION}?recipient=${encodeURIComponent(email)}`);
    ok(listed);
    expect(listed.body.subscriptions).toEqual([expect.objectContaining({ type: 'Newsletter', optin: true })]);
    const smsListed = await shopper.get(`${SUBSCRIPTION}?recipient=${encodeURIComponent('+17205550142')}`);
    expect(smsListed.body.subscriptions).toEqual([expect.objectContaining({ type: 'SMS', optin: true })]);
    const out = await shopper.put(SUBSCRIPTION, { type: 'Newsletter', recipient: email, optin: false });
    ok(out);
    expect(out.body).toMatchObject({ type: 'Newsletter', optin: false });
    expect(Date.parse(out.body.optoutDate)).not.toBeNaN();
    const sms = await shopper.put(SUBSCRIPTION, { type: 'SMS', recipient: '+17205550142', optin: false });
    ok(sms);
    const profile = await shopper.get('/consumers-v3/consumer');
    ok(profile);
    const subs = profile.body.consumerProfile.subscriptions.map((s: { type: string; optin: boolean }) => [s.type, s.optin]);
    expect(subs).toEqual([
      ['Newsletter', false],
      ['SMS', false],
    ]);
  });

  it('opting in again after sign-up consent says "already" (200), without a new date', async () => {
    const { email, shopper } = await newAccount({ newsletterConsent: true });
    const again = await shopper.post(SUBSCRIPTION, { type: 'Newsletter', recipient: email });
    expect(again.status).toBe(200);
    expect(again.body.optin).toBe(true);
  });

  it('notification choices come back with the profile', async () => {
    const { shopper } = await newAccount({});
    ok(await shopper.put('/consumers-v3/consumer/notification', { notifications: [{ type: 'BACK_IN_STOCK', channel: 'EMAIL', optin: true }] }));
    const profile = await shopper.get('/consumers-v3/consumer');
    ok(profile);
    expect(profile.body.consumerProfile.notifications).toEqual([expect.objectContaining({ type: 'BACK_IN_STOCK', channel: 'EMAIL', optin: true })]);
  });
});
