/**
 * Stores service contracts (docs/requirements/account-and-loyalty.md#stores Stores: POST /stores/v1/search and
 * /stores/v1/collectionPoints; the bodies are not shown, these are ours). A search is placed by
 * latitude/longitude or by a postal code (the sandbox places the postal areas listed in
 * docs/sandbox.md); with a productId it answers each store's shelf stock of that variant.
 * Collection points follow docs/requirements/cart.md#shipping-methods-and-delivery Collection-point item (storeId, storeName, optionType,
 * bookingCode).
 */
import { z } from 'zod';
import { defineContract } from './contract.ts';
import { openingHours, store } from './utilities.ts';

export const SEARCH_RADIUS_DEFAULT_KM = 50;
export const SEARCH_RADIUS_MAX_KM = 1000;
export const SEARCH_LIMIT_DEFAULT = 10;
export const SEARCH_LIMIT_MAX = 50;

const place = z.object({
  latitude: z.number().min(-90).max(90).optional(),
  longitude: z.number().min(-180).max(180).optional(),
  postalCode: z.string().trim().min(2).max(12).optional(),
  /** The postal code's country; default the site's. */
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .transform((c) => c.toUpperCase())
    .optional(),
  radiusKm: z.number().positive().max(SEARCH_RADIUS_MAX_KM).default(SEARCH_RADIUS_DEFAULT_KM),
  limit: z.number().int().min(1).max(SEARCH_LIMIT_MAX).default(SEARCH_LIMIT_DEFAULT),
});

const placed = <T extends z.infer<typeof place>>(b: T): boolean => (b.latitude !== undefined && b.longitude !== undefined) || b.postalCode !== undefined;
const PLACE_MESSAGE = { message: 'Send latitude and longitude, or a postalCode', path: ['postalCode'] };

export const storeSearchBody = place
  .extend({
    /** A variant id: each store answers its shelf stock of it. */
    productId: z.string().trim().min(1).max(60).optional(),
    qty: z.number().int().min(1).max(99).default(1),
    /** Only stores offering every one of these. */
    services: z.array(z.enum(['pickup', 'shipToStore', 'returns', 'buyInStore'])).max(4).optional(),
  })
  .refine(placed, PLACE_MESSAGE);

export const storeSearchResult = store.extend({
  distanceKm: z.number().nonnegative(),
  inventory: z.object({ productId: z.string(), quantity: z.number().int().nonnegative(), available: z.boolean() }).optional(),
});

export const searchStores = defineContract({
  id: 'stores.search',
  method: 'POST',
  path: '/stores/v1/search',
  auth: 'public',
  summary: 'Stores near a place, nearest first, optionally with their stock of a variant',
  description: 'A postal code the sandbox cannot place answers an empty list with placed: false (not an error: "no stores near you").',
  request: { body: storeSearchBody },
  response: { 200: z.object({ placed: z.boolean(), stores: z.array(storeSearchResult), total: z.number().int().nonnegative() }) },
  errors: [{ status: 404, errorIds: ['API404'], when: 'productId is not a variant of the catalogue' }],
});

export const COLLECTION_POINT_TYPES = ['LOCKER', 'PARCEL_SHOP', 'STORE'] as const;

export const collectionPoint = z.object({
  storeId: z.string(),
  storeName: z.string(),
  optionType: z.enum(COLLECTION_POINT_TYPES),
  /** The carrier's code for the point, sent back with the shipping address (context COLLECTION). */
  bookingCode: z.string(),
  address: z.object({ addressLine1: z.string(), city: z.string(), postalCode: z.string(), country: z.string() }),
  latitude: z.number(),
  longitude: z.number(),
  distanceKm: z.number().nonnegative(),
  openingHours: z.array(openingHours),
});
export type CollectionPoint = z.infer<typeof collectionPoint>;

export const searchCollectionPoints = defineContract({
  id: 'stores.collectionPoints',
  method: 'POST',
  path: '/stores/v1/collectionPoints',
  auth: 'public',
  summary: 'Collection points (lockers, parcel shops and stores) near a place, nearest first',
  description: "Only in countries whose sites deliver to collection points (US, GB, FR, DE); elsewhere the list is empty with available: false.",
  request: { body: place.extend({ optionTypes: z.array(z.enum(COLLECTION_POINT_TYPES)).max(3).optional() }).refine(placed, PLACE_MESSAGE) },
  response: { 200: z.object({ available: z.boolean(), placed: z.boolean(), collectionPoints: z.array(collectionPoint) }) },
});

export const storeContracts = [searchStores, searchCollectionPoints] as const;
