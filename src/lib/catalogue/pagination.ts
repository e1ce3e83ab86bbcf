/**
 * Page numbers for listings (docs/requirements/catalogue.md#listings-and-search: default page 1, 2 siblings). Returns the pages to show
 * with 'gap' where pages are skipped: 1 … 4 5 [6] 7 8 … 20.
 */
export const DEFAULT_PAGE = 1;
export const PAGE_SIBLINGS = 2;

export type PageItem = number | 'gap';

export function paginationItems(current: number, totalPages: number, siblings = PAGE_SIBLINGS): PageItem[] {
  if (totalPages <= 1) return totalPages === 1 ? [1] : [];
  const page = Math.min(Math.max(current, 1), totalPages);
  const start = Math.max(2, page - siblings);
  const end = Math.min(totalPages - 1, page + siblings);
  const items: PageItem[] = [1];
  if (start > 2) items.push(start === 3 ? 2 : 'gap');
  for (let p = start; p <= end; p++) items.push(p);
  if (end < totalPages - 1) items.push(end === totalPages - 2 ? totalPages - 1 : 'gap');
  items.push(totalPages);
  return items;
}

/** A page number from a query string value: a positive integer, else the default page. */
export function parsePage(value: string | null): number {
  if (!value || !/^\d{1,5}$/.test(value)) return DEFAULT_PAGE;
  const n = Number(value);
  return n >= 1 ? n : DEFAULT_PAGE;
}
