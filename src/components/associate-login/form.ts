/**
 * The associate login's rules (docs/requirements/sign-in.md#associate-login), pure so the page script and the unit tests share
 * them: which stores an associate can pick, how the ids are checked before they are sent, where a
 * failed sign-in's message goes, and the "signed in at" sentence. Imports no schema library: the
 * browser script stays small. The id patterns are the agent-login contract's
 * (schemas/api/auth.ts `agentLogin`); tests/unit/associate-login.test.ts keeps them in step.
 */
import { validatePattern, validateRequired, type FieldResult } from '../../../schemas/forms/validators.ts';

/** The agent-login contract's storeId: 3 to 6 digits. */
export const STORE_ID_PATTERN = /^\d{3,6}$/;
/** The agent-login contract's storeEmployeeId: 3 to 12 capitals or digits (E1001). */
export const ASSOCIATE_ID_PATTERN = /^[A-Z0-9]{3,12}$/;
/** The stores list marks the stores that take associate sign-in with this service. */
export const BUY_IN_STORE_SERVICE = 'buyInStore';

export const AGENT_LOGIN_PATH = '/api/auth/agent-login';
export const storesPath = (country: string): string => `/api/gateway/consumers-v3/utilities/stores?country=${encodeURIComponent(country.toUpperCase())}`;

export interface StoreChoice {
  storeId: string;
  storeName: string;
  city: string;
}

const record = (v: unknown): Record<string, unknown> | null => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null);

/** The stores of a stores answer where an associate can sign in, by name; anything unreadable is left out. */
export function associateStores(answer: unknown): StoreChoice[] {
  const stores = record(answer)?.stores;
  if (!Array.isArray(stores)) return [];
  return stores
    .flatMap((raw): StoreChoice[] => {
      const s = record(raw);
      const services = Array.isArray(s?.services) ? (s.services as unknown[]) : [];
      if (!s || typeof s.storeId !== 'string' || typeof s.storeName !== 'string' || !services.includes(BUY_IN_STORE_SERVICE)) return [];
      const city = record(s.address)?.city;
      return [{ storeId: s.storeId, storeName: s.storeName, city: typeof city === 'string' ? city : '' }];
    })
    .sort((a, b) => a.storeName.localeCompare(b.storeName));
}

/** Associate ids are capitals: 'e1001 ' is E1001. */
export const normaliseAssociateId = (value: string): string => value.trim().toUpperCase();

/**
 * The store: required; a typed id (when the list could not load) must look like a store id.
 * `shown` is how the format reads to the associate ('3 to 6 digits').
 */
export function validateStoreId(value: string, shown: string): FieldResult {
  return validateRequired(value) ?? validatePattern(value.trim(), STORE_ID_PATTERN, shown);
}

export function validateAssociateId(value: string, shown: string): FieldResult {
  return validateRequired(value) ?? validatePattern(normaliseAssociateId(value), ASSOCIATE_ID_PATTERN, shown);
}

/** The password is only required here: the associate's rules are the account's, checked by the server. */
export const validateAssociatePassword = (value: string): FieldResult => validateRequired(value);

/** STR404 names the store; every other failure (wrong credentials, locked, no answer) is the form's. */
export const failureField = (errorId: string | null): 'store' | 'form' => (errorId === 'STR404' ? 'store' : 'form');

/** 'You are signed in at {storeName} as {employee}', with the ids when a name is missing. */
export function signedInAt(template: string, session: { storeId: string; storeName: string; storeEmployeeId: string; storeEmployeeName: string }): string {
  return template
    .replace('{storeName}', session.storeName || session.storeId)
    .replace('{employee}', session.storeEmployeeName || session.storeEmployeeId);
}
