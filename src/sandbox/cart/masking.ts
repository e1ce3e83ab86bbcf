/** The one masking rule lives with the cart's rules (schemas/api/cart-rules.ts), shared with the storefront. */
export { maskedCardLabel } from '../../../schemas/api/cart-rules.ts';
