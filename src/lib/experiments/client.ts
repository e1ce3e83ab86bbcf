/**
 * The experimentation client in the browser: @optimizely/optimizely-sdk 6 with the datafile the
 * storefront serves (the sandbox's, or the configured production one), the batch event processor
 * of docs/requirements/editors-and-experiments.md#experiences and the same-origin dispatcher (events.ts). One instance per page, created
 * only when an experience needs a decision and targeting consent is given.
 */
import {
  createBatchEventProcessor,
  createInstance,
  createLogger,
  createPollingProjectConfigManager,
  ERROR,
  OptimizelyDecideOption,
  type Client,
} from '@optimizely/optimizely-sdk';
import { batchProcessorOptions, DATAFILE_URL_TEMPLATE, READY_TIMEOUT_MS } from './events.ts';
import type { ExperimentLog } from './validation.ts';

export const experimentLog: ExperimentLog = (message, details) => console.error(`[experiments] ${message}`, details ?? '');

/**
 * Decide options: an editor's preview session sees what shoppers see, but sends no impression,
 * so previews never count in an experiment's results.
 */
export const decideOptions = (preview: boolean): OptimizelyDecideOption[] => (preview ? [OptimizelyDecideOption.DISABLE_DECISION_EVENT] : []);

let ready: Promise<Client | null> | null = null;

/** The ready client, or null when the datafile could not be had within the ready time-out. */
export function experimentClient(sdkKey: string): Promise<Client | null> {
  ready ??= (async () => {
    let client: Client | null = null;
    try {
      client = createInstance({
        projectConfigManager: createPollingProjectConfigManager({
          sdkKey,
          urlTemplate: `${location.origin}${DATAFILE_URL_TEMPLATE}`,
          autoUpdate: false,
        }),
        eventProcessor: createBatchEventProcessor(batchProcessorOptions()),
        logger: createLogger({ level: ERROR, logHandler: { log: (_level, message) => experimentLog(message) } }),
      });
      await client.onReady({ timeout: READY_TIMEOUT_MS });
      return client;
    } catch (error) {
      experimentLog('The experimentation client is not ready; showing baselines', { error: error instanceof Error ? error.message : String(error) });
      client?.close();
      return null;
    }
  })();
  return ready;
}
