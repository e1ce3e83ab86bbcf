/**
 * The payment providers configured on this server (astro:env, read at runtime: secret access so
 * a changed key needs a restart, not a rebuild). Pure rules and types: ./providers.ts.
 */
import { APPLE_PAY_MERCHANT_ID, KLARNA_CLIENT_ID, PAYPAL_CLIENT_ID } from 'astro:env/server';
import { resolveProviders, type PaymentProviders } from './providers.ts';

const configured = resolveProviders({ APPLE_PAY_MERCHANT_ID, PAYPAL_CLIENT_ID, KLARNA_CLIENT_ID });

/** `{ wallet, paypal, klarna }`: each the sandbox adapter, or the real provider with its key. */
export const paymentProviders = (): PaymentProviders => configured;
