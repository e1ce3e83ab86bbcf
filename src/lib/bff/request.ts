/**
 * What the BFF needs to know about an /api request: the shopper's site, the channel, whether
 * it came over https. The browser's fetches carry no site: the page's locale comes from the
 * `x-cairn-locale` header when a client sends one, else from the same-origin Referer's first
 * path segment (/fr-fr/…), else the default site.
 */
import type { Channel } from '../http/gateway-headers.ts';
import { DEFAULT_LOCALE, siteForLocale, type Site } from '../site/locales.ts';

export const LOCALE_HEADER = 'x-cairn-locale';
/** The mobile app's webview marks its requests (docs/requirements/account-and-loyalty.md#consumer-calls: channel MAPP inside the app). */
export const CHANNEL_HEADER = 'x-cairn-channel';
const APP_USER_AGENT = /\bCairnApp\//;

export function siteOfRequest(request: Request, url: URL): Site {
  const asked = siteForLocale(request.headers.get(LOCALE_HEADER) ?? '');
  if (asked) return asked;
  const referer = request.headers.get('referer');
  if (referer) {
    try {
      const from = new URL(referer);
      const site = from.origin === url.origin ? siteForLocale(from.pathname.split('/')[1] ?? '') : undefined;
      if (site) return site;
    } catch {
      // a malformed Referer says nothing
    }
  }
  return siteForLocale(DEFAULT_LOCALE) as Site;
}

export function channelOfRequest(request: Request): Channel {
  if (request.headers.get(CHANNEL_HEADER)?.toUpperCase() === 'MAPP') return 'MAPP';
  return APP_USER_AGENT.test(request.headers.get('user-agent') ?? '') ? 'MAPP' : 'ECOMM';
}
