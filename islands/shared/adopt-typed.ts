/**
 * What a shopper typed, picked or ticked in a server-rendered island form before React hydrated
 * it. React 19 keeps the DOM's value while hydrating a controlled field but not in state, so the
 * field shows the words and the form submits the empty state. Each shared field adopts the DOM's
 * value once, when it mounts, if the shopper changed it from what the server rendered
 * (`defaultValue`, `defaultSelected`, `defaultChecked` are the server's). A field that React
 * created itself has no difference, so this does nothing there.
 */
import { useCallback, useEffect, useRef, type RefObject } from 'react';

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The value the shopper left in the server's field, or null when it is still the server's. */
export function typedBeforeHydration(el: Field): string | null {
  if (el instanceof HTMLSelectElement) {
    const changed = [...el.options].some((o) => o.selected !== o.defaultSelected);
    return changed ? el.value : null;
  }
  return el.value !== el.defaultValue ? el.value : null;
}

/** The checkbox's state when the shopper toggled it before hydration, else null. */
export function tickedBeforeHydration(el: HTMLInputElement): boolean | null {
  return el.checked !== el.defaultChecked ? el.checked : null;
}

/**
 * A ref for the field that hands its early value to `adopt` once, after hydration, when it differs
 * from the state's `current` one (a select React created itself has options `selected` but not
 * `defaultSelected`: its value is the state's, so nothing is adopted). `given` is the caller's
 * own ref, kept pointing at the same element.
 */
export function useAdoptOnMount<T extends Field, V>(
  read: (el: T) => V | null,
  adopt: (value: V) => void,
  current: V,
  given?: RefObject<T | null>,
): (el: T | null) => void {
  const own = useRef<T | null>(null);
  const adoptRef = useRef(adopt);
  adoptRef.current = adopt;
  useEffect(() => {
    const el = own.current;
    if (!el) return;
    const early = read(el);
    if (early !== null && early !== current) adoptRef.current(early);
    // Once, at mount: later changes come through onChange.
  }, []);
  return useCallback(
    (el: T | null) => {
      own.current = el;
      if (given) given.current = el;
    },
    [given],
  );
}
