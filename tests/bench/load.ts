/**
 * A small closed-loop HTTP load generator: `connections` workers, each sending its next request
 * as soon as the previous response has been read to the end, over keep-alive sockets.
 *
 * It uses node:http with one keep-alive Agent rather than fetch: on a 2-core machine the client
 * competes with the server for CPU, and fetch (undici + web streams) costs several times more
 * per request than a raw http.request.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { round, summarize, type LatencySummary } from './stats.ts';

/** One request, relative to the base URL. */
export interface RequestSpec {
  method?: string;
  /** Path and query, starting with "/". */
  path: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
}

/**
 * A load scenario. `request(i)` builds the i-th request: i is unique over the whole bench run
 * (warm-up included), so a scenario can make every request distinct (a cold cache) or not.
 */
export interface Scenario {
  /** Unique, shown in the table: "home ssr-cold". */
  name: string;
  /** The page or flow it belongs to: "home", "category", "cart"… */
  page: string;
  /** How it is served: "ssr-cold", "ssr-warm", "static", "api"… */
  mode: string;
  request: (i: number) => RequestSpec;
  /** The X-Astro-Cache value every measured response should carry ("none": no header). Unset: not checked. */
  expectCache?: 'HIT' | 'MISS' | 'none';
  /** Which statuses count as success. Default: 2xx. */
  okStatus?: (status: number) => boolean;
}

export interface LoadOptions {
  baseUrl: string;
  connections: number;
  durationMs: number;
  warmupMs: number;
  /** A request slower than this is aborted and counted as an error. */
  timeoutMs: number;
}

export interface LoadResult {
  name: string;
  page: string;
  mode: string;
  connections: number;
  /** Wall time of the measured phase, until the last in-flight response ended. */
  elapsedMs: number;
  requests: number;
  ok: number;
  errors: number;
  errorRate: number;
  /** Completed requests (successful or not) per second. */
  rps: number;
  /** Time to the last byte of the body, in ms, for every completed response. */
  latencyMs: LatencySummary;
  /** Time to the response headers, in ms. */
  ttfbMs: LatencySummary;
  meanBodyBytes: number;
  statuses: Record<string, number>;
  /** X-Astro-Cache values seen ("none" when absent). */
  cache: Record<string, number>;
  /** Whether every measured response carried the expected X-Astro-Cache value; null if unchecked. */
  cacheVerified: boolean | null;
  /** The first few distinct error messages. */
  errorSamples: string[];
  /** CPU the load generator itself used during the measured phase, in % of one core. */
  clientCpuPercent: number;
}

/** A global request counter, so request indices never repeat within a run. */
export interface Sequence {
  next: number;
}

interface Outcome {
  status: number;
  bytes: number;
  cache: string;
  latencyMs: number;
  ttfbMs: number;
  error?: string;
}

const MAX_ERROR_SAMPLES = 5;

export function createAgent(connections: number): http.Agent {
  return new http.Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections, scheduling: 'lifo' });
}

/** Sends one request and reads the body to the end without keeping it. */
export function sendOnce(agent: http.Agent, base: URL, spec: RequestSpec, timeoutMs: number, okStatus: (s: number) => boolean): Promise<Outcome> {
  return new Promise((resolve) => {
    const started = performance.now();
    let ttfb = Number.NaN;
    let settled = false;
    const finish = (outcome: Omit<Outcome, 'latencyMs' | 'ttfbMs'>) => {
      if (settled) return;
      settled = true;
      resolve({ ...outcome, latencyMs: performance.now() - started, ttfbMs: ttfb });
    };
    const headers: Record<string, string | number> = { ...spec.headers };
    if (spec.body !== undefined) headers['content-length'] = Buffer.byteLength(spec.body);
    const req = http.request(
      { agent, hostname: base.hostname, port: base.port || 80, method: spec.method ?? 'GET', path: spec.path, headers },
      (res) => {
        ttfb = performance.now() - started;
        const status = res.statusCode ?? 0;
        const rawCache = res.headers['x-astro-cache'];
        const cache = typeof rawCache === 'string' ? rawCache.toUpperCase() : 'none';
        let bytes = 0;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        res.on('end', () => finish({ status, bytes, cache, error: okStatus(status) ? undefined : `HTTP ${status}` }));
        res.on('error', (error) => finish({ status, bytes, cache, error: error.message }));
        res.on('aborted', () => finish({ status, bytes, cache, error: 'response aborted' }));
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`timeout after ${timeoutMs} ms`)));
    req.on('error', (error) => finish({ status: 0, bytes: 0, cache: 'none', error: error.message }));
    if (spec.body !== undefined) req.write(spec.body);
    req.end();
  });
}

const defaultOk = (status: number) => status >= 200 && status < 300;

/** Runs `connections` workers until `ms` have passed; returns what they measured. */
async function phase(agent: http.Agent, base: URL, scenario: Scenario, seq: Sequence, connections: number, ms: number, timeoutMs: number) {
  const okStatus = scenario.okStatus ?? defaultOk;
  const outcomes: Outcome[] = [];
  const started = performance.now();
  const deadline = started + ms;
  const worker = async () => {
    while (performance.now() < deadline) {
      const spec = scenario.request(seq.next++);
      outcomes.push(await sendOnce(agent, base, spec, timeoutMs, okStatus));
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  return { outcomes, elapsedMs: performance.now() - started };
}

export async function runScenario(scenario: Scenario, options: LoadOptions, seq: Sequence): Promise<LoadResult> {
  const base = new URL(options.baseUrl);
  const agent = createAgent(options.connections);
  try {
    if (options.warmupMs > 0) await phase(agent, base, scenario, seq, options.connections, options.warmupMs, options.timeoutMs);
    const cpuBefore = process.cpuUsage();
    const { outcomes, elapsedMs } = await phase(agent, base, scenario, seq, options.connections, options.durationMs, options.timeoutMs);
    const cpu = process.cpuUsage(cpuBefore);
    const result = aggregate(scenario, options.connections, outcomes, elapsedMs);
    result.clientCpuPercent = round(((cpu.user + cpu.system) / 1000 / elapsedMs) * 100, 1);
    return result;
  } finally {
    agent.destroy();
  }
}

function aggregate(scenario: Scenario, connections: number, outcomes: Outcome[], elapsedMs: number): LoadResult {
  const statuses: Record<string, number> = {};
  const cache: Record<string, number> = {};
  const errorSamples: string[] = [];
  const latencies = new Float64Array(outcomes.length);
  const ttfbs: number[] = [];
  let errors = 0;
  let bytes = 0;
  let i = 0;
  for (const o of outcomes) {
    latencies[i++] = o.latencyMs;
    if (Number.isFinite(o.ttfbMs)) ttfbs.push(o.ttfbMs);
    const statusKey = o.status === 0 ? 'network' : String(o.status);
    statuses[statusKey] = (statuses[statusKey] ?? 0) + 1;
    cache[o.cache] = (cache[o.cache] ?? 0) + 1;
    bytes += o.bytes;
    if (o.error !== undefined) {
      errors++;
      if (errorSamples.length < MAX_ERROR_SAMPLES && !errorSamples.includes(o.error)) errorSamples.push(o.error);
    }
  }
  const requests = outcomes.length;
  const expected = scenario.expectCache;
  const cacheVerified = expected === undefined || requests === 0 ? null : (cache[expected] ?? 0) === requests;
  const lat = summarize(latencies);
  const ttfb = summarize(ttfbs);
  const r = (s: ReturnType<typeof summarize>) => ({
    count: s.count,
    min: round(s.min),
    mean: round(s.mean),
    p50: round(s.p50),
    p90: round(s.p90),
    p99: round(s.p99),
    max: round(s.max),
  });
  return {
    name: scenario.name,
    page: scenario.page,
    mode: scenario.mode,
    connections,
    elapsedMs: round(elapsedMs, 0),
    requests,
    ok: requests - errors,
    errors,
    errorRate: requests === 0 ? 0 : round(errors / requests, 5),
    rps: requests === 0 ? 0 : round(requests / (elapsedMs / 1000), 1),
    latencyMs: r(lat),
    ttfbMs: r(ttfb),
    meanBodyBytes: requests === 0 ? 0 : Math.round(bytes / requests),
    statuses,
    cache,
    cacheVerified,
    errorSamples,
    clientCpuPercent: 0,
  };
}
