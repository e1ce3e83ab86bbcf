/**
 * A gateway answer handed to the browser (src/lib/bff/relay.ts): the gateway's status and bytes,
 * private and uncached, less any credential. Here, not in tests/unit/bff: the relay reads the
 * access key from astro:env, which needs Astro's Vite plugins.
 */
import { describe, expect, it } from 'vitest';
import { relayAnswer } from '../../../src/lib/bff/relay.ts';

const json = (body: string, status = 200) => new Response(body, { status, headers: { 'content-type': 'application/json; charset=utf-8', 'idempotent-replayed': 'true', 'x-internal': 'no' } });

describe('relayAnswer', () => {
  it('hands over the gateway’s bytes, status and content type as they came, private and marked with the correlation id', async () => {
    const answer = '{"id":"c-1","basketId":"b-1","items":[{"name":"Summit Trail Mid — WP","qty":2}],"note":"café"}';
    const relayed = await relayAnswer(json(answer, 201), ['a-shopper-token-123'], 'corr-1');
    const { response } = relayed;
    expect(response.status).toBe(201);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('idempotent-replayed')).toBe('true');
    expect(response.headers.get('x-internal')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('x-correlation-id')).toBe('corr-1');
    expect(Buffer.from(await response.arrayBuffer()).toString('utf8')).toBe(answer);
    expect(relayed.strings(new Set(['basketId']))).toEqual({ basketId: 'b-1' });
  });

  it('streams the same bytes to a reader of the body', async () => {
    const answer = JSON.stringify({ id: 'c-2', items: Array.from({ length: 40 }, (_, i) => ({ productId: `FW-${i}`, name: 'Ridge Runner' })) });
    const { response } = await relayAnswer(json(answer), [], 'corr-2');
    expect(await response.text()).toBe(answer);
  });

  it('leaves out a credential the gateway echoed, and a string holding a secret the BFF holds', async () => {
    const answer = JSON.stringify({ id: 'c-3', accessToken: 'eyJ-leaked', shopper: { note: 'token a-shopper-token-123 here', name: 'Ada' } });
    const relayed = await relayAnswer(json(answer), ['a-shopper-token-123'], 'corr-3');
    const body = JSON.parse(await relayed.response.text()) as Record<string, unknown>;
    expect(body).toEqual({ id: 'c-3', shopper: { note: '[redacted]', name: 'Ada' } });
    expect(relayed.json()).toEqual(body);
  });
});
