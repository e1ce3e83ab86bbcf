/**
 * The experimentation input rules (docs/requirements/editors-and-experiments.md#experimentation-client): an attribute set must be an object whose
 * values are defined; the user id must be a string; event tags may carry revenue (an integer)
 * and value (a number). Invalid input is logged and the call answers null or false, never
 * throws: an experiment must not break a page. Pure, and independent of the SDK's own checks.
 */
export type ExperimentLog = (message: string, details?: Record<string, unknown>) => void;

export type Attributes = Record<string, string | number | boolean | null>;
export type EventTags = Record<string, unknown> & { revenue?: number; value?: number };

const isPlainObject = (v: unknown): v is Record<string, unknown> => {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
};

/** The attribute keys whose values are not defined (undefined), or null when it is not an object at all. */
function undefinedAttributes(attributes: unknown): string[] | null {
  if (!isPlainObject(attributes)) return null;
  return Object.keys(attributes).filter((k) => attributes[k] === undefined);
}

export function isValidAttributes(attributes: unknown): attributes is Attributes {
  const missing = undefinedAttributes(attributes);
  return missing !== null && missing.length === 0;
}

export const isValidUserId = (userId: unknown): userId is string => typeof userId === 'string';

export function isValidEventTags(tags: unknown): tags is EventTags {
  if (tags === undefined) return true;
  if (!isPlainObject(tags)) return false;
  if ('revenue' in tags && !(typeof tags.revenue === 'number' && Number.isInteger(tags.revenue))) return false;
  if ('value' in tags && !(typeof tags.value === 'number' && Number.isFinite(tags.value))) return false;
  return true;
}

/** The parts of the SDK this module needs (the real client and a test double both fit). */
export interface UserContextLike {
  trackEvent(eventKey: string, tags?: EventTags): void;
}
export interface ClientLike<C> {
  createUserContext(userId?: string, attributes?: Attributes): C | null;
}

/** A user context, or null (logged) when the user id or the attributes break the rules. */
export function userContextFor<C>(client: ClientLike<C>, userId: unknown, attributes: unknown, log: ExperimentLog): C | null {
  if (!isValidUserId(userId)) {
    log('Invalid user id: it must be a string', { userIdType: userId === null ? 'null' : typeof userId });
    return null;
  }
  if (attributes !== undefined && !isValidAttributes(attributes)) {
    const missing = undefinedAttributes(attributes);
    log(missing === null ? 'Invalid attributes: they must be an object' : 'Invalid attributes: every value must be defined', missing ? { undefinedKeys: missing } : {});
    return null;
  }
  try {
    return client.createUserContext(userId, attributes as Attributes | undefined);
  } catch (error) {
    log('Could not create the user context', { error: error instanceof Error ? error.message : String(error) });
    return null;
  }
}

/** Tracks a conversion event; false (logged) when the key or the tags break the rules. */
export function trackEvent(context: UserContextLike | null, eventKey: unknown, tags: unknown, log: ExperimentLog): boolean {
  if (!context) return false;
  if (typeof eventKey !== 'string' || eventKey.trim() === '') {
    log('Invalid event key: it must be a non-empty string');
    return false;
  }
  if (!isValidEventTags(tags)) {
    log('Invalid event tags: revenue must be an integer and value a number', { eventKey });
    return false;
  }
  try {
    context.trackEvent(eventKey, tags);
    return true;
  } catch (error) {
    log('Could not track the event', { eventKey, error: error instanceof Error ? error.message : String(error) });
    return false;
  }
}
