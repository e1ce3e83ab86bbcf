import { describe, expect, it } from 'vitest';
import { categoriesOf, clientTokenOf, klarnaOutcome } from '../../../src/lib/payments/klarna/adapter.ts';
import { KLARNA_SANDBOX_OUTCOMES, SANDBOX_CLOSED, sandboxAuthorization } from '../../../src/lib/payments/klarna/sandbox.ts';
import { PAYMENT_SESSION_RETRY_MS, requestPaymentSession, type PaymentSession } from '../../../src/lib/payments/providers.ts';

describe('Klarna authorisation outcomes (docs/requirements/checkout-and-payments.md#paypal-and-klarna)', () => {
  it('approved with a token: the token; not approved with the form: the form again; otherwise the error', () => {
    expect(klarnaOutcome({ approved: true, show_form: true, authorization_token: 't1' })).toEqual({ kind: 'authorized', token: 't1' });
    expect(klarnaOutcome({ approved: false, show_form: true })).toEqual({ kind: 'form-again' });
    expect(klarnaOutcome({ approved: false, show_form: false })).toEqual({ kind: 'error' });
    expect(klarnaOutcome({ approved: true, show_form: true })).toEqual({ kind: 'error' });
  });

  it('the sandbox Klarna answers as authorize() would, with the documented tokens', () => {
    expect(KLARNA_SANDBOX_OUTCOMES).toEqual(['klarna-approved', 'klarna-declined', 'not-approved']);
    expect(klarnaOutcome(sandboxAuthorization('klarna-approved'))).toEqual({ kind: 'authorized', token: 'klarna-approved' });
    expect(klarnaOutcome(sandboxAuthorization('klarna-declined'))).toEqual({ kind: 'authorized', token: 'klarna-declined' });
    expect(klarnaOutcome(sandboxAuthorization('not-approved'))).toEqual({ kind: 'error' });
    expect(klarnaOutcome(SANDBOX_CLOSED)).toEqual({ kind: 'form-again' });
  });

  it('reads the session’s categories and client token, ignoring malformed entries', () => {
    const meta = { client_token: 'ct', payment_method_categories: [{ identifier: 'pay_later', name: 'Pay later' }, { identifier: 3 }, null] };
    expect(categoriesOf(meta)).toEqual([{ identifier: 'pay_later', name: 'Pay later' }]);
    expect(clientTokenOf(meta)).toBe('ct');
    expect(categoriesOf({})).toEqual([]);
    expect(clientTokenOf({})).toBeNull();
  });
});

describe('the payment session (docs/requirements/checkout-and-payments.md#payment-session)', () => {
  const session: PaymentSession = { success: true, provider: 'klarna', meta: {}, locale: 'en_US' };
  const failure = (status: number, errorId: string | null = null) => ({ ok: false as const, status, errorId, message: errorId, appId: null });

  it('asks for paymentMethod=klarna|paypal and answers the session', async () => {
    const paths: string[] = [];
    const out = await requestPaymentSession('klarna', async (p) => (paths.push(p), { ok: true, status: 200, data: session }));
    expect(out).toEqual({ ok: true, session });
    expect(paths).toHaveLength(1);
    expect(paths[0]).toMatch(/^\/api\/gateway\/cart\/v1\/paymentSession\?paymentMethod=klarna&/);
  });

  it('retries once after 3000 ms when the gateway failed', async () => {
    const waits: number[] = [];
    let n = 0;
    const out = await requestPaymentSession('paypal', async () => (++n === 1 ? failure(503) : { ok: true, status: 200, data: { ...session, provider: 'paypal' } }), async (ms) => void waits.push(ms));
    expect(PAYMENT_SESSION_RETRY_MS).toBe(3000);
    expect(waits).toEqual([3000]);
    expect(out).toMatchObject({ ok: true, session: { provider: 'paypal' } });
  });

  it('gives up after the one retry, and does not retry a definite refusal (PYT400: no Klarna on this site)', async () => {
    const waits: number[] = [];
    let n = 0;
    expect(await requestPaymentSession('paypal', async () => (n++, failure(0)), async (ms) => void waits.push(ms))).toMatchObject({ ok: false, status: 0 });
    expect(n).toBe(2);
    n = 0;
    waits.length = 0;
    expect(await requestPaymentSession('klarna', async () => (n++, failure(400, 'PYT400')), async (ms) => void waits.push(ms))).toMatchObject({ ok: false, errorId: 'PYT400' });
    expect(n).toBe(1);
    expect(waits).toEqual([]);
  });
});
