/**
 * A publish reaches every storefront instance, not only the one the webhook landed on: each
 * keeps its own route cache and content cache, and Varnish may send the next request to any of
 * them. With REDIS_URL the receiving instance announces the tags on a Redis channel and waits
 * (briefly) until every subscribed instance has dropped its entries; only then is Varnish purged,
 * so a Varnish miss cannot store the old page again from an instance that has not heard yet.
 * Without Redis (one instance, `npm start`) only this process's caches are involved.
 */
import { createClient } from 'redis';
import { PUBLISH_SECRET, REDIS_URL, VARNISH_PURGE_URLS } from 'astro:env/server';
import type { InvalidateOptions } from 'astro';
import { contentFetcher } from '../services.ts';
import { forgetContent } from '../content/client.ts';
import { invalidateRouteCache } from './route-cache-provider.ts';
import { parsePurgeUrls } from './publish.ts';
import { log } from '../log/logger.ts';
import { currentCorrelationId, inRequest, outsideRequest } from '../log/request-context.ts';

const CHANNEL = 'cairn:publish';
const ACK_PREFIX = 'cairn:publish:ack:';
const ACK_TIMEOUT_MS = 2000;
const ACK_POLL_MS = 20;
const REDIS_TIMEOUT_MS = 2000;
/** Tells this process's own announcements apart from the others'. */
const INSTANCE = crypto.randomUUID();

const purge = parsePurgeUrls(VARNISH_PURGE_URLS);
if (purge.rejected.length > 0) log('warn', 'config.varnish_purge_urls_rejected', { rejected: purge.rejected.length });

export const publishConfig = {
  /** Unset: the webhook is off (404). */
  secret: PUBLISH_SECRET,
  varnishUrls: purge.urls,
} as const;

export interface LocalInvalidation {
  /** False when this process has no route cache yet (nothing rendered, nothing to drop). */
  routeCache: boolean;
  contentEntries: number;
}

/** Drops this process's route cache entries and content answers for the tags. */
export async function invalidateHere(tags: string[], routeCache: (options: InvalidateOptions) => Promise<unknown> = invalidateRouteCache): Promise<LocalInvalidation> {
  const contentEntries = forgetContent(contentFetcher, tags);
  const done = await routeCache({ tags });
  return { routeCache: done !== false, contentEntries };
}

const clientOptions = (url: string) => ({ url, socket: { connectTimeout: REDIS_TIMEOUT_MS, reconnectStrategy: (retries: number) => Math.min(retries * 100, 2000) } });
type Redis = ReturnType<typeof createClient>;
let commands: Promise<Redis> | undefined;

function withDeadline<T>(work: Promise<T>): Promise<T> {
  return Promise.race([work, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('Redis did not answer in time')), REDIS_TIMEOUT_MS).unref())]);
}

function redis(url: string): Promise<Redis> {
  commands ??= outsideRequest(async () => {
    const client = createClient(clientOptions(url));
    client.on('error', (error: unknown) => log('warn', 'publish.redis_error', { message: error instanceof Error ? error.message : String(error) }));
    await withDeadline(client.connect());
    return client as Redis;
  }).catch((error: unknown) => {
    commands = undefined;
    throw error;
  });
  return commands;
}

let listening = false;

/** Subscribes this instance to other instances' publishes (once; called by the middleware). */
export function startPublishListener(): void {
  if (listening || !REDIS_URL) return;
  listening = true;
  outsideRequest(() => listen(REDIS_URL!));
}

function listen(url: string): void {
  const subscriber = createClient(clientOptions(url));
  subscriber.on('error', (error: unknown) => log('warn', 'publish.redis_error', { message: error instanceof Error ? error.message : String(error) }));
  subscriber
    .connect()
    .then(() =>
      subscriber.subscribe(CHANNEL, (raw) => {
        void onAnnouncement(url, raw);
      }),
    )
    .catch((error: unknown) => {
      listening = false;
      log('error', 'publish.listen_failed', { message: error instanceof Error ? error.message : String(error) });
    });
}

async function onAnnouncement(url: string, raw: string): Promise<void> {
  try {
    const { id, from, tags, correlationId } = JSON.parse(raw) as { id: string; from: string; tags: string[]; correlationId?: string };
    if (from !== INSTANCE) {
      // The webhook's request, on whichever instance it landed: one id across the instances' lines.
      await inRequest(typeof correlationId === 'string' ? correlationId : crypto.randomUUID(), async () => {
        const result = await invalidateHere(tags);
        log('info', 'publish.applied', { tags: tags.length, contentEntries: result.contentEntries });
      });
    }
    const client = await redis(url);
    const key = ACK_PREFIX + id;
    await withDeadline(client.multi().rPush(key, INSTANCE).expire(key, 60).exec());
  } catch (error) {
    log('error', 'publish.apply_failed', { message: error instanceof Error ? error.message : String(error) });
  }
}

export interface Broadcast {
  /** Instances subscribed when the tags were announced (this one included). */
  instances: number;
  /** Instances that confirmed they dropped their entries before the deadline. */
  acknowledged: number;
}

/** Announces the tags to every instance and waits for their confirmations; null without Redis. */
export async function broadcast(tags: string[]): Promise<Broadcast | null> {
  if (!REDIS_URL) return null;
  const client = await redis(REDIS_URL);
  const id = crypto.randomUUID();
  const key = ACK_PREFIX + id;
  const instances = await withDeadline(client.publish(CHANNEL, JSON.stringify({ id, from: INSTANCE, tags, correlationId: currentCorrelationId() })));
  const deadline = Date.now() + ACK_TIMEOUT_MS;
  let acknowledged = 0;
  while (Date.now() < deadline) {
    acknowledged = await withDeadline(client.lLen(key));
    if (acknowledged >= instances) break;
    await new Promise((resolve) => setTimeout(resolve, ACK_POLL_MS));
  }
  await client.del(key).catch(() => undefined);
  return { instances, acknowledged };
}
