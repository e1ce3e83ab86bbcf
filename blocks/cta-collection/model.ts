/**
 * Which of a CTA collection's links is the page the shopper is on: its path and query equal the
 * current route's (docs/requirements/content-blocks.md#collection-and-cta-collection). The block
 * marks them, and the key its render is kept under is made of them (../kept-blocks.ts).
 */
import type { CtaCollectionBlock } from '../../schemas/content/cta-collection.ts';
import { KEPT_QUERY_PARAMS } from '../../src/lib/site/kept-query.ts';
import { isCurrentRoute } from '../../src/lib/site/route-match.ts';

/** For each target, whether it is the current page. The kept params ride along on every link, so they never decide it. */
export function currentTargets(targets: CtaCollectionBlock['targets'], url: URL): boolean[] {
  return targets.map((target) => isCurrentRoute(target.url, url, KEPT_QUERY_PARAMS));
}
