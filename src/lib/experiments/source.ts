/**
 * Where the experimentation datafile and event log live. Production configures an Optimizely SDK
 * key (the CDN datafile and the Optimizely event log) or explicit URLs; with the embedded sandbox
 * and nothing configured, both are the sandbox's. Pure, so the choice is unit-tested.
 */
export interface ExperimentsEnv {
  sdkKey?: string | undefined;
  datafileUrl?: string | undefined;
  eventsUrl?: string | undefined;
  /** The sandbox's base URL when it runs, else undefined. */
  sandboxUrl?: string | undefined;
}

export interface ExperimentsSource {
  /** The key the browser's SDK asks for; the storefront only serves this one. */
  sdkKey: string;
  datafileUrl: string;
  eventsUrl: string;
}

export const SANDBOX_SDK_KEY = 'sandbox';
const CDN_DATAFILE = (key: string) => `https://cdn.optimizely.com/datafiles/${encodeURIComponent(key)}.json`;
const OPTIMIZELY_EVENTS = 'https://logx.optimizely.com/v1/events';

/** The configured source, or null when experiments are off (every experience shows its baseline). */
export function experimentsSource(env: ExperimentsEnv): ExperimentsSource | null {
  const configured = !!(env.sdkKey || env.datafileUrl);
  if (!configured && !env.sandboxUrl) return null;
  const sandbox = env.sandboxUrl?.replace(/\/$/, '');
  const sdkKey = env.sdkKey ?? SANDBOX_SDK_KEY;
  const datafileUrl = env.datafileUrl ?? (env.sdkKey ? CDN_DATAFILE(env.sdkKey) : `${sandbox}/experiments/v1/datafiles/${SANDBOX_SDK_KEY}.json`);
  const eventsUrl = env.eventsUrl ?? (configured ? OPTIMIZELY_EVENTS : `${sandbox}/experiments/v1/events`);
  return { sdkKey, datafileUrl, eventsUrl };
}
