/**
 * The sandbox's experimentation project: an Optimizely datafile (version 4, flags with A/B
 * rules) built deterministically, so a fresh clone runs real experiments offline. The seeded
 * experience blocks (src/sandbox/seed/content/blocks-experiments.ts) use these flag and
 * variation keys. Test visitors, like test cards, always get a known variation: set the
 * `cairn_vid` cookie to one of TEST_VISITORS (docs/sandbox.md).
 */
import { SANDBOX_SDK_KEY } from '../../lib/experiments/source.ts';

const ACCOUNT_ID = '40001';
const PROJECT_ID = '40002';
const REVISION = '7';

export interface SandboxExperiment {
  /** The flag key: the experience block's experienceId. */
  key: string;
  /** Variation keys (the blocks' variantIds) with their traffic share in basis points (sum 10000). */
  variations: ReadonlyArray<{ key: string; share: number }>;
  /** Conversion events (the blocks' trackingEvent). */
  events: readonly string[];
  /** Only loyalty members (attribute loyaltyMember = true) enter the test. */
  loyaltyOnly?: boolean;
}

export const SANDBOX_EXPERIMENTS: readonly SandboxExperiment[] = [
  {
    key: 'home_hero_test',
    variations: [
      { key: 'baseline', share: 3400 },
      { key: 'trail', share: 3300 },
      { key: 'summit', share: 3300 },
    ],
    events: ['hero_click'],
  },
  {
    key: 'gear_promo_test',
    variations: [
      { key: 'baseline', share: 5000 },
      { key: 'free-returns', share: 5000 },
    ],
    events: ['promo_click'],
  },
  {
    key: 'member_welcome_test',
    variations: [
      { key: 'baseline', share: 0 },
      { key: 'welcome', share: 10000 },
    ],
    events: ['welcome_click'],
    loyaltyOnly: true,
  },
];

/** Visitor ids (cookie cairn_vid) whitelisted to a variation in every experiment. */
export const TEST_VISITORS = {
  /** The baseline everywhere. */
  baseline: 'sandbox-visitor-baseline',
  /** The first variation that is not the baseline (trail, free-returns, welcome). */
  variant: 'sandbox-visitor-variant',
  /** `summit` in home_hero_test, the baseline elsewhere. */
  summit: 'sandbox-visitor-summit',
} as const;

/** The attributes experiments may target (the storefront sends exactly these). */
export const ATTRIBUTES = ['siteId', 'region', 'locale', 'loggedIn', 'loyaltyMember', 'consumerType'] as const;

const LOYALTY_AUDIENCE_ID = '40100';

function forcedVariations(e: SandboxExperiment): Record<string, string> {
  const baseline = e.variations[0]?.key ?? 'baseline';
  return {
    [TEST_VISITORS.baseline]: baseline,
    [TEST_VISITORS.variant]: e.variations[1]?.key ?? baseline,
    [TEST_VISITORS.summit]: e.variations.some((v) => v.key === 'summit') ? 'summit' : baseline,
  };
}

/** The datafile, as the CDN would serve it. */
export function sandboxDatafile(): Record<string, unknown> {
  const experiments: Array<Record<string, unknown>> = [];
  const rollouts: Array<Record<string, unknown>> = [];
  const featureFlags: Array<Record<string, unknown>> = [];
  const events = new Map<string, string[]>();

  SANDBOX_EXPERIMENTS.forEach((e, i) => {
    const n = 41000 + i * 100;
    const experimentId = String(n);
    let end = 0;
    const variations = e.variations.map((v, j) => ({ id: String(n + 10 + j), key: v.key, featureEnabled: true, variables: [] }));
    const trafficAllocation = e.variations.map((v, j) => {
      end += v.share;
      return { entityId: String(n + 10 + j), endOfRange: end };
    });
    experiments.push({
      id: experimentId,
      key: `${e.key}_ab`,
      status: 'Running',
      layerId: String(n + 1),
      variations,
      trafficAllocation,
      audienceIds: e.loyaltyOnly ? [LOYALTY_AUDIENCE_ID] : [],
      audienceConditions: e.loyaltyOnly ? ['or', LOYALTY_AUDIENCE_ID] : [],
      forcedVariations: forcedVariations(e),
    });
    const offId = String(n + 50);
    rollouts.push({
      id: String(n + 2),
      experiments: [
        {
          id: String(n + 3),
          key: `default-rollout-${n}`,
          status: 'Running',
          layerId: String(n + 2),
          variations: [{ id: offId, key: 'off', featureEnabled: false, variables: [] }],
          trafficAllocation: [{ entityId: offId, endOfRange: 10000 }],
          audienceIds: [],
          audienceConditions: [],
          forcedVariations: {},
        },
      ],
    });
    featureFlags.push({ id: String(n + 4), key: e.key, rolloutId: String(n + 2), experimentIds: [experimentId], variables: [] });
    for (const event of e.events) events.set(event, [...(events.get(event) ?? []), experimentId]);
  });

  return {
    version: '4',
    accountId: ACCOUNT_ID,
    projectId: PROJECT_ID,
    revision: REVISION,
    sdkKey: SANDBOX_SDK_KEY,
    environmentKey: 'sandbox',
    anonymizeIP: true,
    botFiltering: false,
    sendFlagDecisions: true,
    attributes: ATTRIBUTES.map((key, i) => ({ id: String(40200 + i), key })),
    audiences: [],
    typedAudiences: [
      {
        id: LOYALTY_AUDIENCE_ID,
        name: 'Loyalty members',
        conditions: ['and', ['or', ['or', { type: 'custom_attribute', name: 'loyaltyMember', match: 'exact', value: true }]]],
      },
    ],
    events: [...events].map(([key, experimentIds], i) => ({ id: String(40300 + i), key, experimentIds })),
    experiments,
    groups: [],
    rollouts,
    featureFlags,
    integrations: [],
  };
}
