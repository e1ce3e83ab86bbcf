/**
 * The real PayPal adapter: PayPal's JS SDK (Smart Payment Buttons), loaded only when
 * PAYPAL_CLIENT_ID is configured (src/lib/payments/providers.ts). It renders PayPal's own button
 * into `container` and turns the SDK's callbacks into our PayPalEvents (./adapter.ts).
 */
import { loadScript } from '../load-script.ts';
import { PAYPAL_SDK_URL } from '../providers.ts';
import type { PayPalAddress, PayPalEvents } from './adapter.ts';

interface SdkShippingChange {
  shippingAddress?: { city?: string; state?: string; postalCode?: string; countryCode?: string };
}
interface SdkOrder {
  payer?: { email_address?: string; name?: { given_name?: string; surname?: string }; phone?: { phone_number?: { national_number?: string } } };
  purchase_units?: Array<{ shipping?: { name?: { full_name?: string }; address?: { address_line_1?: string; address_line_2?: string; admin_area_2?: string; admin_area_1?: string; postal_code?: string; country_code?: string } } }>;
}
interface SdkActions {
  order: { create(body: unknown): Promise<string>; get(): Promise<SdkOrder> };
  reject?: () => Promise<void>;
}
interface PayPalSdk {
  Buttons(options: {
    style?: Record<string, unknown>;
    createOrder(data: unknown, actions: SdkActions): Promise<string>;
    onShippingAddressChange?(data: SdkShippingChange, actions: { reject(): Promise<void> }): Promise<void>;
    onApprove(data: { orderID: string }, actions: SdkActions): Promise<void>;
    onCancel(): void;
    onError(error: unknown): void;
  }): { render(container: HTMLElement): Promise<void>; close?(): Promise<void> };
}

export interface PayPalSdkOptions {
  clientId: string;
  currency: string;
  /** The amount PayPal shows (the gateway's total); the order is authorised, captured by the gateway. */
  amount: number;
  locale: string;
  /** Express: PayPal asks for the shipping address; at checkout billing the cart has it already. */
  shipping: boolean;
}

/** PayPal's locale form: en_US. */
const paypalLocale = (locale: string): string => {
  const [language = 'en', country = 'us'] = locale.split('-');
  return `${language.toLowerCase()}_${country.toUpperCase()}`;
};

const splitName = (full = ''): { firstName?: string; lastName?: string } => {
  const [first, ...rest] = full.trim().split(/\s+/);
  return first ? { firstName: first, ...(rest.length ? { lastName: rest.join(' ') } : {}) } : {};
};

/** Renders PayPal's button into `container`; resolves when it is shown. */
export async function renderPayPalButtons(container: HTMLElement, options: PayPalSdkOptions, events: PayPalEvents): Promise<void> {
  const query = new URLSearchParams({ 'client-id': options.clientId, intent: 'authorize', currency: options.currency, components: 'buttons', locale: paypalLocale(options.locale) });
  await loadScript(`${PAYPAL_SDK_URL}?${query}`);
  const paypal = (window as unknown as { paypal?: PayPalSdk }).paypal;
  if (!paypal) throw new Error('PayPal SDK missing');
  await paypal
    .Buttons({
      style: { layout: 'vertical', label: 'paypal' },
      createOrder: (_data, actions) =>
        actions.order.create({
          intent: 'AUTHORIZE',
          purchase_units: [{ amount: { currency_code: options.currency, value: options.amount.toFixed(2) } }],
          application_context: { shipping_preference: options.shipping ? 'GET_FROM_FILE' : 'NO_SHIPPING' },
        }),
      ...(options.shipping && events.onShippingAddressChange
        ? {
            onShippingAddressChange: async (data: SdkShippingChange, actions: { reject(): Promise<void> }) => {
              const a = data.shippingAddress ?? {};
              const address: PayPalAddress = { country: a.countryCode ?? '', ...(a.city ? { city: a.city } : {}), ...(a.state ? { province: a.state } : {}), ...(a.postalCode ? { postalCode: a.postalCode } : {}) };
              const answer = await events.onShippingAddressChange!(address);
              if (!answer.ok) await actions.reject();
            },
          }
        : {}),
      onApprove: async (data, actions) => {
        const order = await actions.order.get();
        const ship = order.purchase_units?.[0]?.shipping;
        const a = ship?.address;
        await events.onApprove({
          orderID: data.orderID,
          payer: {
            ...(order.payer?.email_address ? { email: order.payer.email_address } : {}),
            ...(order.payer?.name?.given_name ? { firstName: order.payer.name.given_name } : {}),
            ...(order.payer?.name?.surname ? { lastName: order.payer.name.surname } : {}),
            ...(order.payer?.phone?.phone_number?.national_number ? { phone: order.payer.phone.phone_number.national_number } : {}),
          },
          ...(options.shipping && a
            ? {
                shipping: {
                  ...splitName(ship?.name?.full_name),
                  country: a.country_code ?? '',
                  ...(a.address_line_1 ? { addressLine1: a.address_line_1 } : {}),
                  ...(a.address_line_2 ? { addressLine2: a.address_line_2 } : {}),
                  ...(a.admin_area_2 ? { city: a.admin_area_2 } : {}),
                  ...(a.admin_area_1 ? { province: a.admin_area_1 } : {}),
                  ...(a.postal_code ? { postalCode: a.postal_code } : {}),
                },
              }
            : {}),
        });
      },
      onCancel: () => events.onCancel(),
      onError: () => events.onError(null),
    })
    .render(container);
}
