/**
 * The experimentation event log (docs/requirements/editors-and-experiments.md#personalisation): "an event logging POST goes to an experimentation
 * service with batched visitors, attributes, decisions and events". The body is the Optimizely
 * SDK's event batch as its batch event processor builds it. The storefront checks it before
 * forwarding (/api/experiments/events); the sandbox checks it again and stores it.
 */
import { z } from 'zod';

/** docs/requirements/editors-and-experiments.md#experimentation-client: event tags may carry revenue (an integer) and value (a number). */
const snapshotEvent = z.object({
  entity_id: z.string().max(200).nullable(),
  timestamp: z.number().int().nonnegative(),
  uuid: z.string().min(1).max(100),
  key: z.string().min(1).max(200),
  revenue: z.number().int().optional(),
  value: z.number().optional(),
  tags: z.record(z.string(), z.unknown()).optional(),
});

const decision = z.object({
  campaign_id: z.string().max(200).nullable(),
  experiment_id: z.string().max(200).nullable(),
  variation_id: z.string().max(200).nullable(),
  metadata: z.looseObject({
    flag_key: z.string().max(200),
    rule_key: z.string().max(200),
    rule_type: z.string().max(50),
    variation_key: z.string().max(200),
    enabled: z.boolean(),
  }),
});

export const eventBatch = z.object({
  account_id: z.string().max(100),
  project_id: z.string().max(100),
  revision: z.string().max(100),
  client_name: z.string().max(100),
  client_version: z.string().max(50),
  anonymize_ip: z.boolean(),
  enrich_decisions: z.boolean(),
  visitors: z
    .array(
      z.object({
        visitor_id: z.string().min(1).max(200),
        attributes: z.array(z.object({ entity_id: z.string().max(200), key: z.string().max(200), type: z.literal('custom'), value: z.union([z.string().max(1000), z.number(), z.boolean()]) })).max(100),
        snapshots: z.array(z.object({ decisions: z.array(decision).max(100).optional(), events: z.array(snapshotEvent).min(1).max(100) })).min(1).max(100),
      }),
    )
    .min(1)
    .max(100),
});
export type EventBatch = z.infer<typeof eventBatch>;

/** Events in a batch: one per snapshot event (an impression or a conversion). */
export const eventCount = (batch: EventBatch): number => batch.visitors.reduce((n, v) => n + v.snapshots.reduce((m, s) => m + s.events.length, 0), 0);

/** What the sandbox answers for GET /experiments/v1/events (newest first). */
export const storedBatches = z.object({
  batches: z.array(z.object({ id: z.number().int(), receivedAt: z.string(), visitors: z.number().int(), events: z.number().int(), batch: eventBatch })),
  total: z.number().int(),
});
export type StoredBatches = z.infer<typeof storedBatches>;
