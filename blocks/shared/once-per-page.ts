/** Markup a page needs once however many blocks ask for it (an inert script's template). */
const seen = new WeakMap<Request, Set<string>>();

/** Whether `what` is asked for the first time while this request's page renders. */
export function firstOnPage(request: Request, what: string): boolean {
  let asked = seen.get(request);
  if (!asked) seen.set(request, (asked = new Set()));
  if (asked.has(what)) return false;
  asked.add(what);
  return true;
}
