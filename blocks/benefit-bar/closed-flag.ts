/**
 * The benefit bar's closed flag (docs/requirements/content-blocks.md#benefit-bar: it persists under `benefitBarClosed`), shared by
 * the block, its script and the site's Content-Security-Policy (astro.config.mjs allows the one
 * inline script below by its hash).
 *
 * Why an inline script: a closed bar must not flash on the next page. Bundled scripts are
 * modules, which run only after the whole page is parsed, so the bar would paint first. This
 * classic script sits just before the bar and runs when the parser reaches it, before the bar is
 * in the page, and marks <html>; the block's CSS hides every closable bar under that mark. (It
 * used to sit first inside the bar: a parser that yielded right after the bar's start tag left a
 * closable bar on the page, unmarked, for a frame.) No flag, no storage (private mode), or no
 * script: the bar shows.
 */
export const BENEFIT_BAR_CLOSED_KEY = 'benefitBarClosed';
export const BENEFIT_BAR_CLOSED_VALUE = 'true';
/** On <html> while the flag is set. */
export const BENEFIT_BAR_CLOSED_ATTR = 'data-benefit-bar-closed';

/** No calls in it (the names need no quoting), so the close button's bundle, which imports the names, leaves it out. */
export const BENEFIT_BAR_EARLY_SCRIPT = `try{if(localStorage.getItem("${BENEFIT_BAR_CLOSED_KEY}")==="${BENEFIT_BAR_CLOSED_VALUE}")document.documentElement.setAttribute("${BENEFIT_BAR_CLOSED_ATTR}","")}catch(e){}`;
