/**
 * Experiments: the SDK input rules (docs/requirements/editors-and-experiments.md#experiences), p13n_testcontext, the client settings of
 * docs/requirements/editors-and-experiments.md#experimentation-client (ready 30000 ms, batch 10, flush 1000 ms, queue 10000), the dispatcher and store handed to
 * the SDK, and the real @optimizely/optimizely-sdk 6 deciding on the sandbox datafile and
 * delivering its events in batches to the sandbox's event log.
 */
import { createBatchEventProcessor, createInstance, createStaticProjectConfigManager } from '@optimizely/optimizely-sdk';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eventBatch, storedBatches } from '../../schemas/api/experiment-events.ts';
import { experienceBlock } from '../../schemas/content/experience.ts';
import {
  batchProcessorOptions,
  boundedEventStore,
  EVENT_BATCH_SIZE,
  EVENT_FLUSH_INTERVAL_MS,
  EVENTS_ENDPOINT,
  MAX_EVENT_QUEUE,
  READY_TIMEOUT_MS,
  sameOriginDispatcher,
  type DispatcherLike,
  type LogEventLike,
} from '../../src/lib/experiments/events.ts';
import { experimentsSource } from '../../src/lib/experiments/source.ts';
import { EMPTY_TEST_CONTEXT, forcedSegment, forcedVariant, parseTestContext } from '../../src/lib/experiments/test-context.ts';
import { pageDecision } from '../../src/lib/experiments/decisions.ts';
import { isValidAttributes, isValidEventTags, isValidUserId, trackEvent, userContextFor } from '../../src/lib/experiments/validation.ts';
import { SANDBOX_EXPERIMENTS, sandboxDatafile, TEST_VISITORS } from '../../src/sandbox/experiments/datafile.ts';
import { startSandbox, type Sandbox } from '../../src/sandbox/server.ts';

describe('experimentation input rules', () => {
  it('an attribute set must be an object whose values are defined', () => {
    expect(isValidAttributes({ loggedIn: true, siteId: 'CAIRN_EN_US', visits: 3, consumerType: null })).toBe(true);
    expect(isValidAttributes({})).toBe(true);
    expect(isValidAttributes({ loggedIn: undefined })).toBe(false);
    for (const bad of [null, undefined, 'loggedIn', 42, ['a'], new Date()]) expect(isValidAttributes(bad), String(bad)).toBe(false);
  });

  it('the user id must be a string', () => {
    expect(isValidUserId('visitor-1')).toBe(true);
    expect(isValidUserId('')).toBe(true);
    for (const bad of [undefined, null, 42, { id: 'x' }]) expect(isValidUserId(bad)).toBe(false);
  });

  it('event tags may carry revenue (an integer) and value (a number)', () => {
    expect(isValidEventTags(undefined)).toBe(true);
    expect(isValidEventTags({ revenue: 4999, value: 49.99, category: 'boots' })).toBe(true);
    expect(isValidEventTags({ revenue: 49.99 })).toBe(false);
    expect(isValidEventTags({ revenue: '4999' })).toBe(false);
    expect(isValidEventTags({ value: 'high' })).toBe(false);
    expect(isValidEventTags({ value: Number.POSITIVE_INFINITY })).toBe(false);
    expect(isValidEventTags('revenue=1')).toBe(false);
  });

  it('invalid input is logged and answers null or false, never throws', () => {
    const log = vi.fn();
    const client = { createUserContext: vi.fn(() => ({ trackEvent: vi.fn() })) };
    expect(userContextFor(client, 42, {}, log)).toBeNull();
    expect(userContextFor(client, 'v1', { loggedIn: undefined }, log)).toBeNull();
    expect(userContextFor(client, 'v1', 'attributes', log)).toBeNull();
    expect(client.createUserContext).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledTimes(3);

    const context = { trackEvent: vi.fn() };
    expect(trackEvent(context, 'hero_click', { revenue: 1.5 }, log)).toBe(false);
    expect(trackEvent(context, '', undefined, log)).toBe(false);
    expect(trackEvent(null, 'hero_click', undefined, log)).toBe(false);
    expect(context.trackEvent).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledTimes(5);

    expect(trackEvent(context, 'hero_click', { revenue: 2, value: 1.5 }, log)).toBe(true);
    expect(context.trackEvent).toHaveBeenCalledWith('hero_click', { revenue: 2, value: 1.5 });
    const throwing = { trackEvent: () => { throw new Error('boom'); } };
    expect(trackEvent(throwing, 'hero_click', undefined, log)).toBe(false);
  });

  it('valid input reaches the client', () => {
    const log = vi.fn();
    const made = { trackEvent: vi.fn() };
    const client = { createUserContext: vi.fn(() => made) };
    expect(userContextFor(client, 'v1', { loggedIn: false }, log)).toBe(made);
    expect(client.createUserContext).toHaveBeenCalledWith('v1', { loggedIn: false });
    expect(log).not.toHaveBeenCalled();
  });
});

describe('p13n_testcontext', () => {
  const ctx = (value: unknown) => parseTestContext(new URLSearchParams({ p13n_testcontext: typeof value === 'string' ? value : JSON.stringify(value) }));

  it('forces a variant by id, or scoped to one experience, or the baseline', () => {
    expect(forcedVariant(ctx({ variants: ['summit'] }), 'home_hero_test', ['trail', 'summit'])).toBe('summit');
    expect(forcedVariant(ctx({ variants: [{ experienceId: 'home_hero_test', variantId: 'trail' }] }), 'home_hero_test', ['trail', 'summit'])).toBe('trail');
    expect(forcedVariant(ctx({ variants: [{ experienceId: 'home_hero_test', variantId: 'baseline' }, 'summit'] }), 'home_hero_test', ['trail', 'summit'])).toBe('baseline');
    expect(forcedVariant(ctx({ variants: [{ experienceId: 'other', variantId: 'trail' }] }), 'home_hero_test', ['trail'])).toBeUndefined();
    expect(forcedVariant(ctx({ variants: ['nope'] }), 'home_hero_test', ['trail'])).toBeUndefined();
  });

  it('forces a segment', () => {
    expect(forcedSegment(ctx({ variants: ['loyalty-member'] }), ['logged-in', 'loyalty-member'])).toBe('loyalty-member');
    expect(forcedSegment(ctx({ variants: [{ segmentId: 'logged-in' }] }), ['logged-in'])).toBe('logged-in');
  });

  it('ignores what is not a JSON object with a variants list', () => {
    for (const bad of ['not json', '["summit"]', '{"variant":"summit"}', 'x'.repeat(5000)]) {
      const parsed = ctx(bad);
      expect(parsed.valid, bad.slice(0, 20)).toBe(false);
      expect(parsed.ids.size + parsed.byExperience.size).toBe(0);
    }
    expect(parseTestContext(new URLSearchParams('')).valid).toBe(true);
    expect(forcedVariant(EMPTY_TEST_CONTEXT, 'x', ['a'])).toBeUndefined();
  });

  it('a decision on the page-level global is read by experience id, ours are not taken for another\'s', () => {
    expect(pageDecision({ home_hero_test: { experienceId: 'home_hero_test', variantId: 'summit' } }, 'home_hero_test')).toBe('summit');
    expect(pageDecision({ home_hero_test: { experienceId: 'home_hero_test', variantId: 'summit', source: 'cairn:optimizely' } }, 'home_hero_test')).toBeUndefined();
    expect(pageDecision(undefined, 'home_hero_test')).toBeUndefined();
  });
});

describe('the experience schema', () => {
  it('reads experienceId, baselines, variants, trackingEvent, bottomMargins and hideOnBreakpoint', () => {
    const parsed = experienceBlock.parse({
      type: 'experience',
      id: 'e',
      experienceId: 'home_hero_test',
      hideOnBreakpoint: ['sm'],
      baselines: [{ type: 'rich-text', id: 'b' }],
      variants: [{ name: 'Trail', variantId: 'trail', targets: [{ type: 'rich-text', id: 't' }] }],
      trackingEvent: 'hero_click',
      bottomMargins: { sm: 'sm', lg: 'lg' },
    });
    expect(parsed).toMatchObject({ experienceId: 'home_hero_test', trackingEvent: 'hero_click', hideOnBreakpoint: ['sm'], bottomMargins: { sm: 'sm', lg: 'lg' } });
    expect(parsed.variants[0]?.targets).toHaveLength(1);
  });
  it('refuses a variant called baseline and duplicate variant ids', () => {
    const bad = experienceBlock.safeParse({ type: 'experience', id: 'e', experienceId: 'x', variants: [{ name: 'A', variantId: 'baseline' }, { name: 'B', variantId: 'b' }, { name: 'C', variantId: 'b' }] });
    expect(bad.error?.issues.map((i) => i.path.join('.'))).toEqual(['variants.0.variantId', 'variants.2.variantId']);
  });
});

describe('where experiments come from', () => {
  it('the sandbox, when nothing is configured and it runs', () => {
    expect(experimentsSource({ sandboxUrl: 'http://127.0.0.1:4322/' })).toEqual({
      sdkKey: 'sandbox',
      datafileUrl: 'http://127.0.0.1:4322/experiments/v1/datafiles/sandbox.json',
      eventsUrl: 'http://127.0.0.1:4322/experiments/v1/events',
    });
  });
  it('the Optimizely CDN and event log for an SDK key; explicit URLs win', () => {
    expect(experimentsSource({ sdkKey: 'Abc123', sandboxUrl: 'http://127.0.0.1:4322' })).toEqual({
      sdkKey: 'Abc123',
      datafileUrl: 'https://cdn.optimizely.com/datafiles/Abc123.json',
      eventsUrl: 'https://logx.optimizely.com/v1/events',
    });
    expect(experimentsSource({ sdkKey: 'Abc123', datafileUrl: 'https://cdn.example/df.json', eventsUrl: 'https://log.example/e' })).toMatchObject({ datafileUrl: 'https://cdn.example/df.json', eventsUrl: 'https://log.example/e' });
  });
  it('off when neither is there (baselines everywhere)', () => {
    expect(experimentsSource({})).toBeNull();
  });
});

describe('the client settings and the pieces given to the SDK', () => {
  it('are the constants of docs/requirements/editors-and-experiments.md#experimentation-client', () => {
    expect({ READY_TIMEOUT_MS, EVENT_BATCH_SIZE, EVENT_FLUSH_INTERVAL_MS, MAX_EVENT_QUEUE }).toEqual({
      READY_TIMEOUT_MS: 30_000,
      EVENT_BATCH_SIZE: 10,
      EVENT_FLUSH_INTERVAL_MS: 1_000,
      MAX_EVENT_QUEUE: 10_000,
    });
    const options = batchProcessorOptions();
    expect(options).toMatchObject({ batchSize: 10, flushInterval: 1000 });
  });

  it('the queue holds at most its maximum, dropping the oldest', () => {
    const store = boundedEventStore(3);
    for (const k of ['a', 'b', 'c', 'd']) store.set(k, k.toUpperCase());
    expect(store.getKeys()).toEqual(['b', 'c', 'd']);
    store.set('b', 'B2');
    expect(store.getKeys()).toEqual(['b', 'c', 'd']);
    store.remove('c');
    expect(store.get('c')).toBeUndefined();
    expect(store.get('b')).toBe('B2');
  });

  it('the dispatcher posts each batch as JSON to the storefront, same origin, and reports the status', async () => {
    const fetchImpl = vi.fn(async () => new Response(null, { status: 204 }));
    const dispatcher = sameOriginDispatcher(fetchImpl as unknown as typeof fetch);
    const answer = await dispatcher.dispatchEvent({ url: 'https://logx.optimizely.com/v1/events', httpVerb: 'POST', params: { visitors: [] } });
    expect(answer).toEqual({ statusCode: 204 });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(EVENTS_ENDPOINT);
    expect(init).toMatchObject({ method: 'POST', body: '{"visitors":[]}', credentials: 'same-origin', keepalive: true });
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });
});

describe('the SDK on the sandbox datafile, delivering to the sandbox event log', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, dbPath: ':memory:', seedIfEmpty: false });
  });
  afterAll(async () => {
    await sandbox?.close();
  });

  /** A dispatcher like the storefront's, posting straight to the sandbox, recording each batch. */
  function recordingDispatcher(): DispatcherLike & { batches: LogEventLike[] } {
    const batches: LogEventLike[] = [];
    return {
      batches,
      async dispatchEvent(event) {
        batches.push(event);
        const res = await fetch(`${sandbox.url}/experiments/v1/events`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(event.params), signal: AbortSignal.timeout(5000) });
        return { statusCode: res.status };
      },
    };
  }

  function client(dispatcher: DispatcherLike) {
    return createInstance({
      projectConfigManager: createStaticProjectConfigManager({ datafile: JSON.stringify(sandboxDatafile()) }),
      eventProcessor: createBatchEventProcessor(batchProcessorOptions(dispatcher)),
    });
  }

  it('serves the datafile the SDK runs on', async () => {
    const res = await fetch(`${sandbox.url}/experiments/v1/datafiles/sandbox.json`, { signal: AbortSignal.timeout(5000) });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(sandboxDatafile());
    expect((await fetch(`${sandbox.url}/experiments/v1/datafiles/other.json`, { signal: AbortSignal.timeout(5000) })).status).toBe(404);
  });

  it('decides the whitelisted test visitors\' variations, and every visitor gets a variation of the test', async () => {
    const sdk = client(recordingDispatcher());
    await sdk.onReady({ timeout: READY_TIMEOUT_MS });
    const decide = (visitor: string, key: string, attributes = {}) => sdk.createUserContext(visitor, attributes).decide(key).variationKey;
    expect(decide(TEST_VISITORS.variant, 'home_hero_test')).toBe('trail');
    expect(decide(TEST_VISITORS.summit, 'home_hero_test')).toBe('summit');
    expect(decide(TEST_VISITORS.baseline, 'home_hero_test')).toBe('baseline');
    expect(decide(TEST_VISITORS.variant, 'gear_promo_test')).toBe('free-returns');
    const keys = new Set(['baseline', 'trail', 'summit']);
    for (let i = 0; i < 30; i++) expect(keys.has(String(decide(`visitor-${i}`, 'home_hero_test')))).toBe(true);
    // The member test is for loyalty members only.
    expect(decide('visitor-x', 'member_welcome_test', { loyaltyMember: true })).toBe('welcome');
    expect(decide('visitor-x', 'member_welcome_test', { loyaltyMember: false })).toBe('off');
    sdk.close();
  });

  it('sends events in batches of 10, the rest after the flush interval, and the sandbox stores each batch', async () => {
    const dispatcher = recordingDispatcher();
    const sdk = client(dispatcher);
    await sdk.onReady({ timeout: READY_TIMEOUT_MS });
    const key = SANDBOX_EXPERIMENTS[0]!.key;
    for (let i = 0; i < 12; i++) sdk.createUserContext(`batch-visitor-${i}`, { loggedIn: false }).decide(key);
    await vi.waitFor(() => expect(dispatcher.batches.length).toBe(1), { timeout: 500 });
    await vi.waitFor(() => expect(dispatcher.batches.length).toBe(2), { timeout: EVENT_FLUSH_INTERVAL_MS * 3 });
    const sizes = dispatcher.batches.map((b) => eventBatch.parse(b.params).visitors.length);
    expect(sizes).toEqual([10, 2]);
    sdk.close();

    const res = await fetch(`${sandbox.url}/experiments/v1/events?limit=50`, { signal: AbortSignal.timeout(5000) });
    const stored = storedBatches.parse(await res.json());
    const ours = stored.batches.filter((b) => b.batch.visitors.some((v) => v.visitor_id.startsWith('batch-visitor-')));
    expect(ours.map((b) => b.events).sort((a, b) => a - b)).toEqual([2, 10]);
    expect(ours[0]?.batch.visitors[0]?.snapshots[0]?.decisions?.[0]?.metadata.flag_key).toBe(key);
  });

  it('the sandbox refuses a body that is not an event batch', async () => {
    const res = await fetch(`${sandbox.url}/experiments/v1/events`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"visitors":[]}', signal: AbortSignal.timeout(5000) });
    expect(res.status).toBe(400);
    expect((await res.json()).errorDetails[0].errorId).toBe('API400');
  });
});
