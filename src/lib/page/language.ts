/**
 * The page's site and language in the browser, with nothing else attached: public-page scripts
 * (header, hearts, product page) import this instead of src/lib/errors/report.ts, which carries the
 * error catalogue in four languages (~11 KB gzip) and is loaded only when a call fails.
 * report.ts re-exports `pageLanguage` so its importers keep working.
 */
import { pageSite } from '../site/page-site.ts';

export { pageSite };

/** The page's language, from its locale path (`/fr-fr/…` → `fr`); the default site's elsewhere. */
export const pageLanguage = (): string => pageSite().language;
