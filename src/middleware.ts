import { defineMiddleware } from 'astro:middleware';
import { DEFAULT_LOCALE, siteForLocale } from './lib/site/locales.ts';
import { detectPageType } from './lib/site/page-type.ts';
import { isPrivatePath, PRIVATE_CACHE_CONTROL } from './lib/site/private-routes.ts';
import { previewConfig } from './lib/services.ts';
import { readPreviewSession } from './lib/preview/session.ts';
import { frameAncestorsDirective } from './lib/preview/frames.ts';
import { parsePreviewDateTime } from './lib/preview/signing.ts';

/** Who may frame our pages: ourselves and the configured editor tools (seed 001 §2 preview frames). */
const FRAME_ANCESTORS = frameAncestorsDirective(previewConfig.editorOrigins);

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
  // Preview only inside a signed session (a bare ?preview=true shows published content).
  const session = previewConfig.secret ? readPreviewSession(context.cookies, url, previewConfig.secret) : null;
  locals.preview = session !== null;
  locals.contentMode = session ? 'preview' : 'publish';
  if (session) {
    const at = parsePreviewDateTime(url.searchParams.get('previewDateTime'));
    if (at) locals.previewDateTime = at;
    // Per editor and per moment: never a shared cache entry (the provider also steps aside).
    context.cache.set(false);
  }
  locals.pageType = detectPageType(url.pathname);
  locals.correlationId = context.request.headers.get('x-correlation-id') ?? crypto.randomUUID();

  const extra: Record<string, string> = { ...SECURITY_HEADERS };
  if (isPrivatePath(url.pathname) || locals.preview) extra['Cache-Control'] = PRIVATE_CACHE_CONTROL;
  const response = await next();
  // Astro writes the page's CSP while rendering; frame-ancestors only works as a header.
  const csp = response.headers.get('content-security-policy');
  if (csp && !/frame-ancestors/i.test(csp)) extra['Content-Security-Policy'] = `${csp.replace(/[\s;]+$/, '')}; ${FRAME_ANCESTORS}`;
  else if (!csp && /^text\/html/i.test(response.headers.get('content-type') ?? '')) extra['Content-Security-Policy'] = FRAME_ANCESTORS;
  return withHeaders(response, extra);
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
