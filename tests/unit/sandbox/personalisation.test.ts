/**
 * The personalisation decide call (POST /api/engine/v1/decide/{brand}): recommendations from the
 * catalogue, the same for the same visitor and context, never what a shopper cannot buy.
 */
import { describe, expect, it } from 'vitest';
import { decideResponse, type DecideRequest } from '../../../schemas/api/personalisation.ts';
import { expectErrorShape, REQUEST_TIMEOUT_MS, useSandbox } from './sandbox-harness.ts';

const sb = useSandbox();

async function decide(body: unknown, headers: Record<string, string> = {}, brand = 'CAIRN') {
  const res = await fetch(`${sb.sandbox.url}/api/engine/v1/decide/${brand}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  return { status: res.status, body: await res.json() };
}

const request = (over: Partial<DecideRequest> & { context?: DecideRequest['events'] } = {}): DecideRequest => ({
  channel: 'ECOMM',
  events: [{ eventType: 'monetate:decision:DecisionRequest', requestId: 'r1', decisionPoint: 'trending', limit: 12 }, ...(over.context ?? [])],
  ...(over.customerId ? { customerId: over.customerId } : {}),
  ...(over.monetateId ? { monetateId: over.monetateId } : {}),
});

const itemsOf = (body: unknown) => decideResponse.parse(body).data.responses[0]!.actions[0]!.items;

describe('decide', () => {
  it('answers the requested number of recommendations with every field of the spec', async () => {
    const res = await decide(request({ customerId: 'c-1' }));
    expect(res.status).toBe(200);
    const items = itemsOf(res.body);
    expect(items).toHaveLength(12);
    for (const item of items) {
      expect(item.url).toMatch(/^\/en-us\/p\/.+-[A-Z0-9]+$/);
      expect(item.image.url).toMatch(/^\/media\/products\//);
      expect(item.rating).toBeGreaterThanOrEqual(3.5);
      expect(item.price.currency).toBe('USD');
      expect(item.recToken).toBeTruthy();
    }
  });

  it('is deterministic per visitor and differs between visitors', async () => {
    const a1 = itemsOf((await decide(request({ customerId: 'c-1' }))).body).map((i) => i.id);
    const a2 = itemsOf((await decide(request({ customerId: 'c-1' }))).body).map((i) => i.id);
    const b = itemsOf((await decide(request({ customerId: 'c-2' }))).body).map((i) => i.id);
    const m = itemsOf((await decide(request({ monetateId: 'c-1' }))).body).map((i) => i.id);
    expect(a2).toEqual(a1);
    expect(b).not.toEqual(a1);
    // customerId and monetateId are the same visitor key when only one is known.
    expect(m).toEqual(a1);
  });

  it('recommends around the product on a product page, never the product itself nor sold-out ones', async () => {
    const items = itemsOf(
      (
        await decide(
          request({
            customerId: 'c-3',
            context: [
              { eventType: 'monetate:context:PageView', url: '/en-us/p/talus-gtx-hiking-boot-FWSOLDOUT1', pageType: 'product detail', categories: ['1002'] },
              { eventType: 'monetate:context:ProductDetailView', products: [{ productId: 'FWINSTOCK1' }] },
            ],
          }),
        )
      ).body,
    );
    const ids = items.map((i) => i.id);
    expect(ids).not.toContain('FWINSTOCK1');
    expect(ids).not.toContain('FWSOLDOUT1');
    expect(ids).not.toContain('FWCOMINGS1');
    // Footwear context: footwear cards.
    expect(ids.every((id) => id.startsWith('FW'))).toBe(true);
  });

  it('prices in the currency of the caller’s site', async () => {
    const items = itemsOf((await decide(request({ customerId: 'c-1' }), { 'x-site-id': 'CAIRN_DE_DE' })).body);
    expect(items[0]!.price.currency).toBe('EUR');
    expect(items[0]!.url).toMatch(/^\/de-de\/p\//);
  });

  it('acknowledges impression records with no decision', async () => {
    const res = await decide({ channel: 'ECOMM', monetateId: 'm-1', events: [{ eventType: 'monetate:record:RecImpressions', recImpressions: ['rt.a', 'rt.b'] }] });
    expect(res.status).toBe(200);
    expect(decideResponse.parse(res.body)).toMatchObject({ meta: { code: 200, monetateId: 'm-1' }, data: { responses: [] } });
  });

  it('refuses more than 24 impressions, a bad body and an unknown brand', async () => {
    const tooMany = await decide({ channel: 'ECOMM', events: [{ eventType: 'monetate:record:RecImpressions', recImpressions: Array.from({ length: 25 }, (_, i) => `rt.${i}`) }] });
    expect(tooMany.status).toBe(400);
    expectErrorShape(tooMany.body, 'API400');
    const noEvents = await decide({ channel: 'ECOMM', events: [] });
    expect(noEvents.status).toBe(400);
    const brand = await decide(request(), {}, 'OTHER');
    expect(brand.status).toBe(404);
    expectErrorShape(brand.body, 'API404');
  });
});
