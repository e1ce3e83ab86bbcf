import { defineMiddleware } from 'astro:middleware';
import { DEFAULT_LOCALE, siteForLocale } from './lib/site/locales.ts';
import { detectPageType } from './lib/site/page-type.ts';
import { isPrivatePath, PRIVATE_CACHE_CONTROL } from './lib/site/private-routes.ts';

const defaultSite = siteForLocale(DEFAULT_LOCALE)!;

const SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self), payment=(self)',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

export const onRequest = defineMiddleware(async (context, next) => {
  const { url, locals } = context;
  const segment = url.pathname.split('/')[1];
  const site = siteForLocale(segment);
  locals.site = site ?? defaultSite;
  locals.localeInPath = site !== undefined;
  // Preview sessions arrive with the editors' issue; until then every read is published content.
  locals.contentMode = 'publish';
  locals.preview = false;
  locals.pageType = detectPageType(url.pathname);
  locals.correlationId = context.request.headers.get('x-correlation-id') ?? crypto.randomUUID();

  const extra: Record<string, string> = { ...SECURITY_HEADERS };
  if (isPrivatePath(url.pathname)) extra['Cache-Control'] = PRIVATE_CACHE_CONTROL;
  return withHeaders(await next(), extra);
});

/** Response.redirect() and fetched responses have immutable headers: copy them when needed. */
function withHeaders(response: Response, headers: Record<string, string>): Response {
  try {
    for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    for (const [name, value] of Object.entries(headers)) copy.headers.set(name, value);
    return copy;
  }
}
