/**
 * The headers every gateway and content call carries (docs/requirements/account-and-loyalty.md#consumer-calls). The user
 * session id goes only when set. Built on the server: the access key never reaches a browser.
 */
import type { Site } from '../site/locales.ts';

export type Channel = 'ECOMM' | 'MAPP';

export interface GatewayContext {
  site: Site;
  accessKey: string;
  /** MAPP inside the mobile app webview, else ECOMM. */
  channel?: Channel;
  correlationId?: string;
  usid?: string;
}

export const SOURCE = 'web';
export const CLIENT_APP = 'cairn-storefront';

/** Headers that make a cached content answer differ; the per-request ids are left out. */
export const CONTENT_KEY_HEADERS = ['x-site-id', 'x-locale', 'x-channel', 'x-preview-date-time'] as const;

export function gatewayHeaders(ctx: GatewayContext): Record<string, string> {
  const headers: Record<string, string> = {
    'x-site-id': ctx.site.siteId,
    'x-channel': ctx.channel ?? 'ECOMM',
    'x-brand': ctx.site.brand,
    'x-region': ctx.site.region,
    'x-source': SOURCE,
    'x-client-app': CLIENT_APP,
    'x-transaction-id': crypto.randomUUID(),
    'x-correlation-id': ctx.correlationId ?? crypto.randomUUID(),
    'x-locale': ctx.site.localeCode,
    'x-api-key': ctx.accessKey,
  };
  if (ctx.usid) headers['x-usid'] = ctx.usid;
  return headers;
}
