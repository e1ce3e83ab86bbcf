/**
 * Tracking parameters: what an ad click or a newsletter adds to a URL (`utm_*`, `gclid`…). They
 * say where a visit came from and nothing about the page, so one rendered copy answers every ad
 * click: the route cache leaves them out of its key (astro.config.mjs), and the server takes them
 * off the URL before the app sees it (src/server/main.ts `serve`), as Varnish does in the
 * production stack (deploy/varnish/default.vcl, the same list). Left on, a page rendered for the
 * first click carried that click's campaign in its links and forms (the article grid's carry the
 * page's query) to everyone the cached copy was served to.
 *
 * The browser's address keeps them: the chrome reads the marketing source from there
 * (src/lib/auth/marketing-source.ts).
 *
 * Astro's route cache's own default list, less `ref` (a name a shop may well use for itself).
 */
export const TRACKING_PARAMS = [
  'utm_*',
  'gclid',
  'gbraid',
  'wbraid',
  'dclid',
  'fbclid',
  'msclkid',
  'twclid',
  'li_fat_id',
  'mc_cid',
  'mc_eid',
  '_ga',
  '_gl',
  '_hsenc',
  '_hsmi',
  '_ke',
  'oly_anon_id',
  'oly_enc_id',
  'rb_clickid',
  's_cid',
  'vero_id',
  'wickedid',
  'yclid',
  '__s',
] as const;

const EXACT = new Set<string>(TRACKING_PARAMS.filter((name) => !name.endsWith('*')));
const PREFIXES = TRACKING_PARAMS.filter((name) => name.endsWith('*')).map((name) => name.slice(0, -1));

/** Whether a query parameter's name is a tracking parameter (any case). */
export function isTrackingParam(name: string): boolean {
  const lower = name.toLowerCase();
  return EXACT.has(lower) || PREFIXES.some((prefix) => lower.startsWith(prefix));
}

function paramName(pair: string): string {
  const raw = pair.split('=', 1)[0]!.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * A request target (`/en-us/?utm_source=x&page=2`) without its tracking parameters. The others
 * keep their bytes and order; a query left empty goes, `?` included.
 */
export function withoutTrackingParams(target: string): string {
  const at = target.indexOf('?');
  if (at < 0) return target;
  const pairs = target.slice(at + 1).split('&');
  const kept = pairs.filter((pair) => !isTrackingParam(paramName(pair)));
  if (kept.length === pairs.length) return target;
  // What a removed parameter leaves (`?&page=2`, a lone `?`) goes with it.
  const rest = kept.filter((pair) => pair !== '');
  return rest.length > 0 ? `${target.slice(0, at)}?${rest.join('&')}` : target.slice(0, at);
}
