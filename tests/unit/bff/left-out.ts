/** The value without `name` in its nested objects (the top level keeps it): what the BFF's leaving a member out must give. */
export function withoutNested(value: unknown, name: string, depth = 0): unknown {
  if (Array.isArray(value)) return value.map((v) => withoutNested(v, name, depth + 1));
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  // Defined, not assigned: a member named `__proto__` stays a member, as JSON.parse made it.
  for (const [key, inner] of Object.entries(value)) if (depth === 0 || key !== name) Object.defineProperty(out, key, { value: withoutNested(inner, name, depth + 1), enumerable: true, writable: true, configurable: true });
  return out;
}
