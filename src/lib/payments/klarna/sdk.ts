/**
 * The real Klarna adapter: Klarna Payments' JS SDK, loaded only when KLARNA_CLIENT_ID is set
 * (src/lib/payments/providers.ts). `init` with the session's client token, `load` the widget of a
 * payment category into `container`, `authorize` when the shopper continues.
 */
import { loadScript } from '../load-script.ts';
import { KLARNA_SDK_URL } from '../providers.ts';
import type { KlarnaAuthorization } from './adapter.ts';

interface KlarnaSdk {
  Payments: {
    init(options: { client_token: string }): void;
    load(options: { container: HTMLElement; payment_method_category: string }, callback: (res: { show_form: boolean; error?: unknown }) => void): void;
    authorize(options: { payment_method_category: string }, data: Record<string, unknown>, callback: (res: KlarnaAuthorization) => void): void;
  };
}

async function sdk(clientToken: string): Promise<KlarnaSdk> {
  await loadScript(KLARNA_SDK_URL);
  const klarna = (window as unknown as { Klarna?: KlarnaSdk }).Klarna;
  if (!klarna) throw new Error('Klarna SDK missing');
  klarna.Payments.init({ client_token: clientToken });
  return klarna;
}

/** Shows Klarna's widget; resolves false when Klarna has nothing to show for this shopper. */
export async function loadKlarnaWidget(container: HTMLElement, clientToken: string, category: string): Promise<boolean> {
  const klarna = await sdk(clientToken);
  return new Promise((resolve) => klarna.Payments.load({ container, payment_method_category: category }, (res) => resolve(res.show_form && !res.error)));
}

/** Asks Klarna to authorise (Klarna may show its own dialog); the billing details prefill Klarna's form. */
export async function authorizeKlarna(clientToken: string, category: string, billing: Record<string, unknown>): Promise<KlarnaAuthorization> {
  const klarna = await sdk(clientToken);
  return new Promise((resolve) => klarna.Payments.authorize({ payment_method_category: category }, { billing_address: billing }, resolve));
}
