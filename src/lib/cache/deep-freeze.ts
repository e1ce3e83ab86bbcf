/**
 * Freezes a parsed value and everything in it, for a value a cache keeps and hands to every
 * caller (the sandbox's product bodies, the BFF's decoded session states): a caller that changed
 * it would change what every later one reads, so a change throws instead.
 */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
