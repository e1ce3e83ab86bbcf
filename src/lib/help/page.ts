/**
 * The help form pages' content (issue 12): the CMS page that frames a form, the first of several
 * candidates that exists. /{locale}/help/contact-us reads the content page at its own URL
 * (`page/{siteId}/help/contact-us`, the help copy editors keep next to the other help pages) and
 * falls back to the fixed `contact-us` area (docs/requirements/account-and-loyalty.md#help-and-contact fixed pages) where there is no such page.
 * All candidates load in parallel with the chrome: a fallback costs no extra round trip.
 *
 * Like every CMS route it decides the status before streaming and is publicly cacheable: the
 * forms put nothing personal in the HTML (the islands read the session in the browser).
 */
import type { AstroGlobal } from 'astro';
import type { AugmentedPage, PageSection } from '../../../schemas/content/page.ts';
import { loadChrome, loadPage, type Chrome, type PageKey } from '../content/pages.ts';
import { contentScope, markCacheable, markUncacheable } from '../content/route.ts';
import { serviceUnavailable } from '../content/unavailable.ts';

export type HelpRoute = { kind: 'page'; page: AugmentedPage | null; chrome: Chrome } | { kind: 'response'; response: Response };

/**
 * The page and chrome, or the 503 answer when the content service is down. With no page at all the
 * form still shows (under a heading of our own): a help form is never a dead end. It is cached
 * under the CMS tag, so publishing the page later reaches it.
 */
export async function loadHelpRoute(astro: AstroGlobal, candidates: readonly PageKey[]): Promise<HelpRoute> {
  const scope = contentScope(astro.locals);
  const [chrome, ...outcomes] = await Promise.all([loadChrome(scope), ...candidates.map((key) => loadPage(scope, key))]);
  const found = outcomes.find((o) => o.status === 'found');
  if (found?.status === 'found') {
    markCacheable(astro, ['cms', `cms:${found.page.id}`], found.page.updatedAt);
    return { kind: 'page', page: found.page, chrome: chrome as Chrome };
  }
  if (outcomes.some((o) => o.status === 'unavailable')) {
    markUncacheable(astro);
    return { kind: 'response', response: serviceUnavailable(astro.locals.site.language) };
  }
  markCacheable(astro, ['cms']);
  return { kind: 'page', page: null, chrome: chrome as Chrome };
}

/**
 * Where the form goes: after the page's lead (its first section, the title banner with the h1),
 * before the rest (contact details, questions). `firstPosition` numbers the rest's blocks after
 * the lead's, as one list would.
 */
export function splitLead(page: AugmentedPage): { lead: PageSection[]; rest: PageSection[]; restPosition: number } {
  const [first, ...rest] = page.sections;
  const lead = first ? [first] : [];
  return { lead, rest, restPosition: first?.blocks.length ?? 0 };
}
