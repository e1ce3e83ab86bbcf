/**
 * The sandbox's subscription and event-registration calls (docs/requirements/account-and-loyalty.md#communication-and-subscriptions): their rules, their
 * error shapes, and the test input that makes the subscription service fail.
 */
import { describe, expect, it } from 'vitest';
import { REQUEST_TIMEOUT_MS, expectErrorShape, useSandbox, type Answer } from './sandbox-harness.ts';
import { SUBSCRIPTION_UNAVAILABLE_RECIPIENT } from '../../../schemas/api/subscription.ts';

const h = useSandbox();

async function send(method: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await fetch(h.sandbox.url + path, {
    method,
    headers: { 'content-type': 'application/json', 'x-site-id': 'CAIRN_EN_GB', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, body: text ? JSON.parse(text) : undefined };
}

const SUBSCRIPTION = '/consumers-v3/consumer/subscription';
const REGISTRATION = '/consumers-v3/consumer/event-registration';

describe('POST /consumers-v3/consumer/subscription', () => {
  it('subscribes a new address (201), then says it already is (200), case-insensitively', async () => {
    const first = await send('POST', SUBSCRIPTION, { type: 'Newsletter', recipient: 'Hiker@Example.com' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ type: 'Newsletter', recipient: 'hiker@example.com', optin: true, doubleOptin: false, channel: 'ECOMM', country: 'GB', region: 'EMEA' });
    expect(Date.parse(first.body.optinDate)).not.toBeNaN();
    const again = await send('POST', SUBSCRIPTION, { type: 'Newsletter', recipient: 'hiker@example.com' });
    expect(again.status).toBe(200);
    expect(again.body.optinDate).toBe(first.body.optinDate);
  });

  it('keeps one subscription per site and type', async () => {
    await send('POST', SUBSCRIPTION, { type: 'Newsletter', recipient: 'two-sites@example.com' });
    const otherSite = await send('POST', SUBSCRIPTION, { type: 'Newsletter', recipient: 'two-sites@example.com' }, { 'x-site-id': 'CAIRN_EN_US' });
    expect(otherSite.status).toBe(201);
    expect(otherSite.body).toMatchObject({ country: 'US', region: 'NORA' });
    const loyalty = await send('POST', SUBSCRIPTION, { type: 'LoyaltyNewsletter', recipient: 'two-sites@example.com' });
    expect(loyalty.status).toBe(201);
  });

  it('opts out with PUT (optoutDate) and back in with POST (201, a change)', async () => {
    await send('POST', SUBSCRIPTION, { type: 'Newsletter', recipient: 'fickle@example.com' });
    const out = await send('PUT', SUBSCRIPTION, { type: 'Newsletter', recipient: 'fickle@example.com', optin: false });
    expect(out.status).toBe(200);
    expect(out.body.optin).toBe(false);
    expect(Date.parse(out.body.optoutDate)).not.toBeNaN();
    const back = await send('POST', SUBSCRIPTION, { type: 'Newsletter', recipient: 'fickle@example.com' });
    expect(back.status).toBe(201);
    expect(back.body.optin).toBe(true);
    expect(back.body.optoutDate).toBeUndefined();
  });

  it('lists a recipient’s subscriptions with GET', async () => {
    await send('POST', SUBSCRIPTION, { type: 'SMS', recipient: '+447700900123' });
    const res = await h.get(`${SUBSCRIPTION}?recipient=${encodeURIComponent('+447700900123')}`, { 'x-site-id': 'CAIRN_EN_GB' });
    expect(res.status).toBe(200);
    expect(res.body.subscriptions).toEqual([expect.objectContaining({ type: 'SMS', recipient: '+447700900123', optin: true })]);
    const none = await h.get(`${SUBSCRIPTION}?recipient=nobody@example.com`);
    expect(none.body).toEqual({ subscriptions: [] });
  });

  it('refuses a bad recipient or type with API400 naming the field', async () => {
    const email = await send('POST', SUBSCRIPTION, { type: 'Newsletter', recipient: 'not-an-email' });
    expect(email.status).toBe(400);
    expectErrorShape(email.body, 'API400');
    expect(email.body.errorDetails[0].field).toBe('body.recipient');
    const phone = await send('POST', SUBSCRIPTION, { type: 'SMS', recipient: 'hiker@example.com' });
    expect(phone.status).toBe(400);
    const type = await send('POST', SUBSCRIPTION, { type: 'Postcard', recipient: 'hiker@example.com' });
    expect(type.body.errorDetails[0].field).toBe('body.type');
  });

  it('answers 404 to a PUT for a subscription that does not exist', async () => {
    const res = await send('PUT', SUBSCRIPTION, { type: 'Newsletter', recipient: 'ghost@example.com', optin: false });
    expect(res.status).toBe(404);
    expectErrorShape(res.body, 'API404');
  });

  it('fails with 503 GEN500 for the documented test address', async () => {
    const res = await send('POST', SUBSCRIPTION, { type: 'Newsletter', recipient: SUBSCRIPTION_UNAVAILABLE_RECIPIENT });
    expect(res.status).toBe(503);
    expectErrorShape(res.body, 'GEN500');
  });
});

describe('POST /consumers-v3/consumer/event-registration', () => {
  const registration = (over: Record<string, unknown> = {}) => ({
    email: 'walker@example.com',
    attendingDays: '2030-07-12, 2030-07-13',
    eventId: 'EVT-TEST-1',
    eventTermsAccepted: true,
    firstName: 'Ada',
    lastName: 'Walker',
    gender: 'F',
    phoneNumber: '+15555550100',
    plusOne: 'Zoë O’Brien',
    registrationTimestamp: '2030-06-01T10:00:00.000Z',
    ...over,
  });

  it('registers once per event and email (201), then refuses the same email (409)', async () => {
    const first = await send('POST', REGISTRATION, registration());
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ eventId: 'EVT-TEST-1', email: 'walker@example.com', attendingDays: '2030-07-12, 2030-07-13', plusOne: 'Zoë O’Brien' });
    expect(first.body.registrationId).toMatch(/^EVR-/);
    const again = await send('POST', REGISTRATION, registration({ email: 'WALKER@example.com' }));
    expect(again.status).toBe(409);
    expectErrorShape(again.body, 'API400');
    expect(again.body.errorDetails[0].message).toBe('You are already registered for this event.');
    const otherEvent = await send('POST', REGISTRATION, registration({ eventId: 'EVT-TEST-2' }));
    expect(otherEvent.status).toBe(201);
  });

  it('validates the body: terms, plus-one name, days, timestamp', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ eventTermsAccepted: false }, 'body.eventTermsAccepted'],
      [{ plusOne: 'R2-D2 <script>' }, 'body.plusOne'],
      [{ attendingDays: '2030-07-12,2030-07-13' }, 'body.attendingDays'],
      [{ registrationTimestamp: 'yesterday' }, 'body.registrationTimestamp'],
      [{ email: 'walker' }, 'body.email'],
    ];
    for (const [over, field] of cases) {
      const res = await send('POST', REGISTRATION, registration({ eventId: 'EVT-VALIDATION', ...over }));
      expect(res.status, field).toBe(400);
      expectErrorShape(res.body, 'API400');
      expect(res.body.errorDetails.map((d: { field: string }) => d.field)).toContain(field);
    }
    const plusOne = await send('POST', REGISTRATION, registration({ eventId: 'EVT-VALIDATION', plusOne: '42' }));
    expect(plusOne.body.errorDetails[0].message).toContain('Name is not valid.');
  });
});
