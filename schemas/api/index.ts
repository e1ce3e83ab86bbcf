/**
 * Every gateway contract, for /openapi.json, /fapi/api/validate-response/{contract} and the
 * contract tests. A domain file exports its list (`export const cartContracts = [...] as const`);
 * register it here with its import and one spread line. Ids must be unique
 * (tests/unit/api/contracts.test.ts checks).
 */
import type { AnyContract } from './contract.ts';
import { authContracts } from './auth.ts';
import { platformContracts } from './platform.ts';
import { subscriptionContracts } from './subscription.ts';
import { eventRegistrationContracts } from './event-registration.ts';
import { cartContracts } from './cart.ts';
import { checkoutContracts } from './checkout.ts';
import { paymentContracts } from './payments.ts';
import { consumerContracts } from './consumer/index.ts';
import { utilitiesContracts } from './utilities.ts';
import { storeContracts } from './stores.ts';
import { productContracts } from './product.ts';
import { reviewContracts } from './reviews.ts';
import { wishlistContracts } from './wishlists.ts';

export const CONTRACTS: readonly AnyContract[] = [
  ...platformContracts,
  ...authContracts,
  ...subscriptionContracts,
  ...eventRegistrationContracts,
  ...cartContracts,
  ...checkoutContracts,
  ...paymentContracts,
  ...consumerContracts,
  ...utilitiesContracts,
  ...storeContracts,
  ...productContracts,
  ...reviewContracts,
  ...wishlistContracts,
];

const byId = new Map(CONTRACTS.map((c) => [c.id, c]));

export function contractById(id: string): AnyContract | undefined {
  return byId.get(id);
}
