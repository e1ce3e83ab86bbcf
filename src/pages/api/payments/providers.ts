/**
 * GET /api/payments/providers: which payment adapters the browser runs (src/lib/payments/providers.ts).
 * The same answer for everyone and nothing secret (client ids and the merchant id are public by
 * the providers' design), read from the server's settings at runtime.
 */
import type { APIRoute } from 'astro';
import { paymentProviders } from '../../../lib/payments/providers-server.ts';

export const prerender = false;

export const GET: APIRoute = () =>
  new Response(JSON.stringify(paymentProviders()), { status: 200, headers: { 'content-type': 'application/json; charset=utf-8' } });
