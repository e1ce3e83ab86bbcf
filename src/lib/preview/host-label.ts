/**
 * docs/requirements/editors-and-experiments.md#preview: preview frames label their host as localhost, PR preview, dev, qa, preprod,
 * production or unknown, so an editor comparing frames side by side knows which environment
 * each one shows. Pure; the production hosts come from configuration (SITE_URL).
 */
export const HOST_LABELS = ['localhost', 'PR preview', 'dev', 'qa', 'preprod', 'production', 'unknown'] as const;
export type HostLabel = (typeof HOST_LABELS)[number];

const LOCAL = new Set(['localhost', '127.0.0.1', '::1', '[::1]', '0.0.0.0']);

export function hostLabel(hostname: string, productionHosts: readonly string[]): HostLabel {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  if (!host) return 'unknown';
  if (LOCAL.has(host) || host.endsWith('.localhost')) return 'localhost';
  const tokens = host.split(/[.-]+/);
  // pr-123.preview.example, pr123.example, deploy-preview-12--cairn.netlify.app
  if (/(^|[.-])pr-?\d+([.-]|$)/.test(host) || /(^|[.-])deploy-preview-\d+/.test(host)) return 'PR preview';
  // Before dev/qa: "preprod" must not read as production, "stage" hosts are pre-production.
  if (tokens.some((t) => t === 'preprod' || t === 'staging' || t === 'stage' || t === 'uat')) return 'preprod';
  if (tokens.includes('qa')) return 'qa';
  if (tokens.includes('dev') || tokens.includes('development')) return 'dev';
  if (productionHosts.some((p) => p.toLowerCase() === host)) return 'production';
  return 'unknown';
}
