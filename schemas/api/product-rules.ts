/**
 * Product constants the browser needs, without zod: the product page's store-availability script
 * imports them and must not pull a schema library into the page. schemas/api/product.ts re-exports them.
 */
/** At most this many stores are asked for (and shown) in one store-availability answer. */
export const AVAILABILITY_MAX_STORES = 10;
