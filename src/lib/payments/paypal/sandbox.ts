/**
 * The sandbox PayPal account (docs/sandbox.md "PayPal and Klarna"): the buyer the sandbox window
 * signs in as, the addresses it offers in each site's country (plus one abroad, which the gateway
 * refuses for an express order: CANT_SHIP_THERE), and the order ids the tester picks, which the
 * sandbox gateway answers as documented (`paypal-approved` authorised, `paypal-cancelled` 402
 * PAYMENT_ERROR). Nothing here is used when PAYPAL_CLIENT_ID is set.
 */
import type { PayPalAddress, PayPalApproval } from './adapter.ts';

export const PAYPAL_SANDBOX_ORDER_IDS = ['paypal-approved', 'paypal-cancelled'] as const;
export type PayPalSandboxOrderId = (typeof PAYPAL_SANDBOX_ORDER_IDS)[number];

export const PAYPAL_SANDBOX_BUYER: PayPalApproval['payer'] = { email: 'buyer@paypal-sandbox.test', firstName: 'Sam', lastName: 'Buyer', phone: '+13035550188' };

const HOME: Record<string, PayPalAddress> = {
  US: { firstName: 'Sam', lastName: 'Buyer', addressLine1: '1200 Pearl St', city: 'Boulder', province: 'CO', postalCode: '80302', country: 'US' },
  CA: { firstName: 'Sam', lastName: 'Buyer', addressLine1: '200 Rue Sainte-Catherine', city: 'Montréal', province: 'QC', postalCode: 'H2X 1L1', country: 'CA' },
  GB: { firstName: 'Sam', lastName: 'Buyer', addressLine1: '10 Downing Lane', city: 'London', postalCode: 'SW1A 2AA', country: 'GB' },
  FR: { firstName: 'Sam', lastName: 'Buyer', addressLine1: '12 Rue de Rivoli', city: 'Paris', postalCode: '75001', country: 'FR' },
  DE: { firstName: 'Sam', lastName: 'Buyer', addressLine1: 'Hauptstraße 5', city: 'München', postalCode: '80331', country: 'DE' },
  IT: { firstName: 'Sam', lastName: 'Buyer', addressLine1: 'Via Roma 1', city: 'Milano', postalCode: '20121', country: 'IT' },
};
/** Abroad for every site: Japan is in no site's delivery list. */
const ABROAD: PayPalAddress = { firstName: 'Sam', lastName: 'Buyer', addressLine1: '1-1 Chiyoda', city: 'Tokyo', postalCode: '100-0001', country: 'JP' };

/** The sandbox buyer's addresses for a site: at home first (the default), then one abroad. */
export function sandboxAddresses(siteCountry: string): PayPalAddress[] {
  const home = HOME[siteCountry] ?? HOME.US!;
  return [home, ABROAD];
}

/** One line for an address, as PayPal lists them. */
export const addressLine = (a: PayPalAddress): string => [a.addressLine1, a.city, [a.province, a.postalCode].filter(Boolean).join(' '), a.country].filter(Boolean).join(', ');
