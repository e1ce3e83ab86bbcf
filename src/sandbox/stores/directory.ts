/**
 * The store directory: Cairn's stores (the same ids, names and addresses as the cart's pickup
 * stores in src/sandbox/cart/stores.ts, which stays the one source for those and for shelf
 * stock), with what a store locator needs besides: position, phone, opening hours, services and
 * the associates who work there. Also the collection points (pudo) of partner carriers, and a
 * small postal-area table so a search by postal code can be placed without a geocoding service.
 */
import { PICKUP_STORES, type PickupStore } from '../cart/stores.ts';

export interface OpeningHours {
  /** ISO weekday, 1 Monday … 7 Sunday. */
  day: number;
  open: string;
  close: string;
}

export interface StoreAssociate {
  storeEmployeeId: string;
  firstName: string;
  lastName: string;
  role: 'Store Manager' | 'Assistant Manager' | 'Sales Associate';
}

export interface DirectoryStore extends PickupStore {
  province?: string;
  latitude: number;
  longitude: number;
  phone: string;
  email: string;
  timezone: string;
  hours: OpeningHours[];
  associates: StoreAssociate[];
}

const week = (open: string, close: string, sunday?: [string, string]): OpeningHours[] => [
  ...[1, 2, 3, 4, 5, 6].map((day) => ({ day, open, close })),
  ...(sunday ? [{ day: 7, open: sunday[0], close: sunday[1] }] : []),
];

/**
 * What the cart's list doesn't carry. E1001 and E1002 are the seeded employee accounts (agent
 * login works at any associate store); the other associates have no account.
 */
const DETAILS: Record<string, Omit<DirectoryStore, keyof PickupStore>> = {
  '1001': {
    province: 'CO', latitude: 40.0176, longitude: -105.2797, phone: '+13035550140', email: 'boulder@stores.cairn.test', timezone: 'America/Denver',
    hours: week('10:00', '20:00', ['11:00', '18:00']),
    associates: [
      { storeEmployeeId: 'E1001', firstName: 'Emery', lastName: 'Staff', role: 'Store Manager' },
      { storeEmployeeId: 'E1002', firstName: 'Noa', lastName: 'Newhire', role: 'Sales Associate' },
      { storeEmployeeId: 'E1011', firstName: 'Jordan', lastName: 'Pike', role: 'Assistant Manager' },
    ],
  },
  '1002': {
    province: 'WA', latitude: 47.6097, longitude: -122.3403, phone: '+12065550185', email: 'seattle@stores.cairn.test', timezone: 'America/Los_Angeles',
    hours: week('10:00', '20:00', ['11:00', '18:00']),
    associates: [
      { storeEmployeeId: 'E1021', firstName: 'Sam', lastName: 'Rainier', role: 'Store Manager' },
      { storeEmployeeId: 'E1001', firstName: 'Emery', lastName: 'Staff', role: 'Sales Associate' },
    ],
  },
  '1003': {
    province: 'MA', latitude: 42.3499, longitude: -71.0812, phone: '+16175550120', email: 'boston@stores.cairn.test', timezone: 'America/New_York',
    hours: week('10:00', '19:00', ['12:00', '18:00']),
    associates: [{ storeEmployeeId: 'E1031', firstName: 'Riley', lastName: 'Charles', role: 'Store Manager' }],
  },
  '1004': {
    province: 'OR', latitude: 45.5189, longitude: -122.6795, phone: '+15035550164', email: 'portland@stores.cairn.test', timezone: 'America/Los_Angeles',
    hours: week('11:00', '19:00'),
    associates: [{ storeEmployeeId: 'E1041', firstName: 'Casey', lastName: 'Hood', role: 'Sales Associate' }],
  },
  '1101': {
    province: 'BC', latitude: 49.2846, longitude: -123.1240, phone: '+16045550177', email: 'vancouver@stores.cairn.test', timezone: 'America/Vancouver',
    hours: week('10:00', '21:00', ['11:00', '19:00']),
    associates: [{ storeEmployeeId: 'E1101', firstName: 'Avery', lastName: 'Grouse', role: 'Store Manager' }],
  },
  '1102': {
    province: 'QC', latitude: 45.4986, longitude: -73.5748, phone: '+15145550133', email: 'montreal@stores.cairn.test', timezone: 'America/Toronto',
    hours: week('10:00', '21:00', ['10:00', '17:00']),
    associates: [{ storeEmployeeId: 'E1102', firstName: 'Camille', lastName: 'Tremblay', role: 'Store Manager' }],
  },
  '2001': {
    latitude: 51.5127, longitude: -0.1246, phone: '+442079460321', email: 'london@stores.cairn.test', timezone: 'Europe/London',
    hours: week('10:00', '20:00', ['12:00', '18:00']),
    associates: [
      { storeEmployeeId: 'E2001', firstName: 'Harriet', lastName: 'Long', role: 'Store Manager' },
      { storeEmployeeId: 'E1001', firstName: 'Emery', lastName: 'Staff', role: 'Sales Associate' },
    ],
  },
  '3001': {
    latitude: 48.8577, longitude: 2.3609, phone: '+33144555012', email: 'paris@stores.cairn.test', timezone: 'Europe/Paris',
    hours: week('10:30', '19:30', ['11:00', '19:00']),
    associates: [{ storeEmployeeId: 'E3001', firstName: 'Élodie', lastName: 'Marais', role: 'Store Manager' }],
  },
  '4001': {
    latitude: 48.1354, longitude: 11.5700, phone: '+4989555010', email: 'muenchen@stores.cairn.test', timezone: 'Europe/Berlin',
    hours: week('10:00', '20:00'),
    associates: [{ storeEmployeeId: 'E4001', firstName: 'Jonas', lastName: 'Huber', role: 'Store Manager' }],
  },
  '5001': {
    latitude: 45.4772, longitude: 9.1845, phone: '+39025550190', email: 'milano@stores.cairn.test', timezone: 'Europe/Rome',
    hours: week('10:00', '19:30', ['11:00', '19:00']),
    associates: [{ storeEmployeeId: 'E5001', firstName: 'Giulia', lastName: 'Brera', role: 'Store Manager' }],
  },
};

export const STORES: readonly DirectoryStore[] = PICKUP_STORES.map((store) => {
  const details = DETAILS[store.id];
  if (!details) throw new Error(`Store ${store.id} has no directory entry (src/sandbox/stores/directory.ts)`);
  return { ...store, ...details };
});

const byId = new Map(STORES.map((s) => [s.id, s]));
export const storeById = (id: string): DirectoryStore | undefined => byId.get(id);

export type CollectionPointType = 'LOCKER' | 'PARCEL_SHOP' | 'STORE';

export interface PartnerPoint {
  id: string;
  name: string;
  optionType: Exclude<CollectionPointType, 'STORE'>;
  country: string;
  city: string;
  addressLine1: string;
  postalCode: string;
  latitude: number;
  longitude: number;
  hours: OpeningHours[];
}

const ALWAYS: OpeningHours[] = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, open: '00:00', close: '23:59' }));

/** Partner collection points in the countries that have them (src/sandbox/cart/rates.ts pudo). */
export const PARTNER_POINTS: readonly PartnerPoint[] = [
  { id: 'CP-US-0001', name: 'ParcelHub Locker · Pearl Street', optionType: 'LOCKER', country: 'US', city: 'Boulder', addressLine1: '1600 Pearl St', postalCode: '80302', latitude: 40.0188, longitude: -105.2771, hours: ALWAYS },
  { id: 'CP-US-0002', name: 'Mountain Mail & Print', optionType: 'PARCEL_SHOP', country: 'US', city: 'Boulder', addressLine1: '2525 Arapahoe Ave', postalCode: '80302', latitude: 40.0147, longitude: -105.2603, hours: week('09:00', '18:00') },
  { id: 'CP-US-0003', name: 'ParcelHub Locker · Capitol Hill', optionType: 'LOCKER', country: 'US', city: 'Seattle', addressLine1: '1520 Broadway', postalCode: '98122', latitude: 47.6143, longitude: -122.3207, hours: ALWAYS },
  { id: 'CP-US-0004', name: 'Back Bay Pack & Ship', optionType: 'PARCEL_SHOP', country: 'US', city: 'Boston', addressLine1: '285 Columbus Ave', postalCode: '02116', latitude: 42.3467, longitude: -71.0752, hours: week('09:00', '19:00') },
  { id: 'CP-GB-0001', name: 'ParcelHub Locker · Covent Garden', optionType: 'LOCKER', country: 'GB', city: 'London', addressLine1: '35 Floral St', postalCode: 'WC2E 9DG', latitude: 51.5122, longitude: -0.1238, hours: ALWAYS },
  { id: 'CP-GB-0002', name: 'Holborn News & Parcels', optionType: 'PARCEL_SHOP', country: 'GB', city: 'London', addressLine1: '118 High Holborn', postalCode: 'WC1V 6JS', latitude: 51.5175, longitude: -0.1202, hours: week('07:00', '21:00', ['09:00', '17:00']) },
  { id: 'CP-GB-0003', name: 'ParcelHub Locker · Northern Quarter', optionType: 'LOCKER', country: 'GB', city: 'Manchester', addressLine1: '50 Oldham St', postalCode: 'M4 1LE', latitude: 53.4838, longitude: -2.2336, hours: ALWAYS },
  { id: 'CP-FR-0001', name: 'Relais Colis · Tabac du Marais', optionType: 'PARCEL_SHOP', country: 'FR', city: 'Paris', addressLine1: '42 Rue Vieille du Temple', postalCode: '75004', latitude: 48.8580, longitude: 2.3585, hours: week('08:00', '20:00') },
  { id: 'CP-FR-0002', name: 'Consigne ParcelHub · République', optionType: 'LOCKER', country: 'FR', city: 'Paris', addressLine1: '10 Place de la République', postalCode: '75011', latitude: 48.8674, longitude: 2.3636, hours: ALWAYS },
  { id: 'CP-FR-0003', name: 'Relais Colis · Presqu’île', optionType: 'PARCEL_SHOP', country: 'FR', city: 'Lyon', addressLine1: '15 Rue de la République', postalCode: '69002', latitude: 45.7620, longitude: 4.8357, hours: week('09:00', '19:00') },
  { id: 'CP-DE-0001', name: 'Packstation ParcelHub 101', optionType: 'LOCKER', country: 'DE', city: 'München', addressLine1: 'Sonnenstr. 12', postalCode: '80331', latitude: 48.1365, longitude: 11.5652, hours: ALWAYS },
  { id: 'CP-DE-0002', name: 'Paketshop Kiosk am Marienplatz', optionType: 'PARCEL_SHOP', country: 'DE', city: 'München', addressLine1: 'Rosenstr. 8', postalCode: '80331', latitude: 48.1368, longitude: 11.5744, hours: week('08:00', '20:00') },
  { id: 'CP-DE-0003', name: 'Packstation ParcelHub 205', optionType: 'LOCKER', country: 'DE', city: 'Berlin', addressLine1: 'Friedrichstr. 95', postalCode: '10117', latitude: 52.5200, longitude: 13.3880, hours: ALWAYS },
];

/**
 * Postal areas the sandbox can place (a geocoder stands in for a real one): the first
 * characters of a postal code per country, with a centre. docs/sandbox.md lists them.
 */
const POSTAL_AREAS: Record<string, Array<[prefix: string, lat: number, lon: number]>> = {
  US: [['803', 40.015, -105.2705], ['802', 39.7392, -104.9903], ['981', 47.6062, -122.3321], ['021', 42.3601, -71.0589], ['972', 45.5152, -122.6784], ['100', 40.7128, -74.006]],
  CA: [['V6', 49.2827, -123.1207], ['H3', 45.5019, -73.5674], ['M5', 43.6532, -79.3832]],
  GB: [['WC', 51.5154, -0.1223], ['EC', 51.5155, -0.0922], ['SW', 51.4975, -0.1357], ['M', 53.4808, -2.2426]],
  FR: [['75', 48.8566, 2.3522], ['69', 45.764, 4.8357]],
  DE: [['80', 48.1351, 11.582], ['10', 52.52, 13.405]],
  IT: [['20', 45.4642, 9.19], ['00', 41.9028, 12.4964]],
};

/** The centre of the postal area a code falls in, or undefined when the sandbox can't place it. */
export function placePostalCode(country: string, postalCode: string): { latitude: number; longitude: number } | undefined {
  const code = postalCode.replace(/\s+/g, '').toUpperCase();
  const areas = POSTAL_AREAS[country.toUpperCase()] ?? [];
  // Longest prefix first, so 'M5' (Toronto) is not read as 'M' (Manchester) in another country's list.
  const match = [...areas].sort((a, b) => b[0].length - a[0].length).find(([prefix]) => code.startsWith(prefix));
  return match ? { latitude: match[1], longitude: match[2] } : undefined;
}

const EARTH_RADIUS_KM = 6371;
const rad = (deg: number): number => (deg * Math.PI) / 180;

/** Great-circle distance in km, to one decimal. */
export function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h))) * 10) / 10;
}
