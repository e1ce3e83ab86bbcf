/**
 * Loads a provider's JS SDK once (only ever called for a provider whose key is set: its origin is
 * in the CSP then, src/lib/payments/providers.ts providerCsp). A failed load may be retried.
 */
const loading = new Map<string, Promise<void>>();

/** The SDK script's deadline: past it the shopper is told, and may try again. */
export const SDK_LOAD_TIMEOUT_MS = 15_000;

export function loadScript(src: string, attributes: Record<string, string> = {}): Promise<void> {
  let pending = loading.get(src);
  if (pending) return pending;
  pending = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
    const timer = setTimeout(() => fail(new Error(`timeout loading ${new URL(src).origin}`)), SDK_LOAD_TIMEOUT_MS);
    const fail = (error: Error) => {
      clearTimeout(timer);
      script.remove();
      loading.delete(src);
      reject(error);
    };
    script.onload = () => {
      clearTimeout(timer);
      resolve();
    };
    script.onerror = () => fail(new Error(`could not load ${new URL(src).origin}`));
    document.head.append(script);
  });
  loading.set(src, pending);
  return pending;
}
