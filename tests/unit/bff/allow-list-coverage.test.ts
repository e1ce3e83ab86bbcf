/**
 * The BFF forwards every consumer, utilities, stores, products, reviews and wishlists call the
 * storefront makes (docs/requirements/cart.md#favorites): each contract's method and path is on the allow-list, params
 * filled in as one safe segment each.
 */
import { describe, expect, it } from 'vitest';
import { fillPath, pathParams } from '../../../schemas/api/contract.ts';
import { consumerContracts } from '../../../schemas/api/consumer/index.ts';
import { productContracts } from '../../../schemas/api/product.ts';
import { reviewContracts } from '../../../schemas/api/reviews.ts';
import { storeContracts } from '../../../schemas/api/stores.ts';
import { utilitiesContracts } from '../../../schemas/api/utilities.ts';
import { wishlistContracts } from '../../../schemas/api/wishlists.ts';
import { matchAllowedCall } from '../../../src/lib/bff/allow-list.ts';

const contracts = [...consumerContracts, ...utilitiesContracts, ...storeContracts, ...productContracts, ...reviewContracts, ...wishlistContracts];

describe('the allow-list covers the account, catalogue and wishlist calls', () => {
  it.each(contracts.map((c) => [c.id, c] as const))('%s', (_, contract) => {
    const params = Object.fromEntries(pathParams(contract.path).map((name) => [name, `${name}-1`]));
    const path = fillPath(contract.path, params);
    expect(matchAllowedCall(contract.method, path), `${contract.method} ${contract.path}`).toEqual({ method: contract.method, path, pattern: contract.path });
  });
});
