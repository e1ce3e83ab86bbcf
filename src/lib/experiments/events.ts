/**
 * The experimentation client's event pipeline settings (docs/requirements/editors-and-experiments.md#experimentation-client) and the pieces the SDK is
 * given: a dispatcher that posts each batch to the storefront (same origin; the storefront
 * forwards it to the experimentation event log), and a bounded store that holds events until
 * they are delivered. Free of the SDK itself, so it is unit-tested as is.
 */

/** docs/requirements/editors-and-experiments.md#experimentation-client: ready time-out 30000 ms. */
export const READY_TIMEOUT_MS = 30_000;
/** docs/requirements/editors-and-experiments.md#experimentation-client: event batch size 10. */
export const EVENT_BATCH_SIZE = 10;
/** docs/requirements/editors-and-experiments.md#experimentation-client: flush interval 1000 ms. */
export const EVENT_FLUSH_INTERVAL_MS = 1_000;
/** docs/requirements/editors-and-experiments.md#experiences: max event queue 10000. Beyond it the oldest undelivered events are dropped. */
export const MAX_EVENT_QUEUE = 10_000;

/** The storefront endpoint the dispatcher posts batches to. */
export const EVENTS_ENDPOINT = '/api/experiments/events';
/** The storefront path the SDK fetches its datafile from (%s: the SDK key). */
export const DATAFILE_URL_TEMPLATE = '/experiments/datafile/%s.json';
const DISPATCH_TIMEOUT_MS = 10_000;

/** The SDK's LogEvent, as much of it as we read. */
export interface LogEventLike {
  url: string;
  httpVerb: string;
  params: unknown;
}

export interface DispatcherLike {
  dispatchEvent(event: LogEventLike): Promise<{ statusCode?: number }>;
}

/**
 * Posts a batch as JSON to the storefront. keepalive lets the last batch leave with the page
 * (the SDK flushes on pagehide). The SDK retries a failed batch and keeps it in the store.
 */
export function sameOriginDispatcher(fetchImpl: typeof fetch = (...args) => fetch(...args)): DispatcherLike {
  return {
    async dispatchEvent(event) {
      if (event.httpVerb !== 'POST') return { statusCode: 405 };
      const res = await fetchImpl(EVENTS_ENDPOINT, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(event.params),
        credentials: 'same-origin',
        keepalive: true,
        signal: AbortSignal.timeout(DISPATCH_TIMEOUT_MS),
      });
      return { statusCode: res.status };
    },
  };
}

/** The SDK's synchronous store contract (set, get, remove, getKeys). */
export interface SyncStringStore {
  operation: 'sync';
  set(key: string, value: string): unknown;
  get(key: string): string | undefined;
  remove(key: string): unknown;
  getKeys(): string[];
}

/**
 * Where queued events wait until their batch is delivered: in memory (nothing about the visitor
 * is written to localStorage), at most `max` of them, the oldest dropped first.
 */
export function boundedEventStore(max: number = MAX_EVENT_QUEUE): SyncStringStore {
  const events = new Map<string, string>();
  return {
    operation: 'sync',
    set(key, value) {
      if (!events.has(key) && events.size >= max) {
        const oldest = events.keys().next().value;
        if (oldest !== undefined) events.delete(oldest);
      }
      events.set(key, value);
    },
    get: (key) => events.get(key),
    remove: (key) => events.delete(key),
    getKeys: () => [...events.keys()],
  };
}

/** The batch event processor's options (createBatchEventProcessor). */
export function batchProcessorOptions(dispatcher: DispatcherLike = sameOriginDispatcher()) {
  return {
    batchSize: EVENT_BATCH_SIZE,
    flushInterval: EVENT_FLUSH_INTERVAL_MS,
    eventDispatcher: dispatcher,
    eventStore: boundedEventStore(MAX_EVENT_QUEUE),
  };
}
