/** UGC constants without zod, for the widgets' browser scripts. */
/** docs/requirements/content-blocks.md#user-generated-content: Curalate init delay 500 ms. */
export const CURALATE_INIT_DELAY_MS = 500;
export const PRODUCT_ID_PLACEHOLDER = 'PRODUCT_ID';
export const CATEGORY_PLACEHOLDER = 'CATEGORY';
