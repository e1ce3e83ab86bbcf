/**
 * The toast region's classes, shared by its server markup (./ToastRegion.astro) and the region the
 * renderer makes on a page without one (src/lib/toasts/toaster.ts).
 *
 * No `gap` between the two lists: the region is fixed to the bottom, so anything that makes it
 * taller moves its top, and a first paint between the two empty lists (the parser yields where it
 * likes on a slow phone) would have grown it by the gap when the second came, a layout shift on
 * every page. The space between an alert and a status is the alert list's margin, only when both
 * show a toast.
 */
export const TOAST_REGION_CLASS = 'pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col items-center p-4 sm:items-end';
export const TOAST_LIST_CLASS = 'flex flex-col gap-2 [&:not(:empty):has(+:not(:empty))]:mb-2';
