/** Pages that show a shopper's own data: never cached anywhere (docs/architecture.md#performance-rules). */
const PRIVATE = /^\/(?:[a-z]{2}-[a-z]{2}\/)?(cart|checkout|account|favorites|order-confirmation|order-status|associate-login|forgot-password)(\/|$)/i;

export const isPrivatePath = (pathname: string): boolean => PRIVATE.test(pathname) || pathname.startsWith('/api/');

export const PRIVATE_CACHE_CONTROL = 'private, no-store';
/** Browsers revalidate; shared caches keep a minute, serve stale while refreshing, and on errors. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600, stale-if-error=86400';
