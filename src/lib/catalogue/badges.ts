/**
 * The product's flags above its name (docs/requirements/catalogue.md#product): the eyebrow or badge, the low-stock
 * flag (eyebrow id LOW STOCK), the Coming-soon badge with the publish date appended, and presale.
 */
export const LOW_STOCK_EYEBROW = 'LOW STOCK';

export interface BadgeInput {
  badge?: string | undefined;
  eyebrow?: string | undefined;
  targetPublishDate?: string | undefined;
  presale: boolean;
}

export interface Badges {
  /** The eyebrow (or badge) text as the catalogue sends it; not when it is the low-stock id. */
  eyebrow?: string | undefined;
  lowStock: boolean;
  /** Not released yet: the publish date (the Coming-soon badge appends it). */
  comingSoon?: Date | undefined;
  /** A presale, with its release date when it has one in the future. */
  presale?: { date?: Date | undefined } | undefined;
}

const dateOf = (iso: string | undefined): Date | undefined => {
  if (!iso) return undefined;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? undefined : d;
};

export function productBadges(p: BadgeInput, now: Date): Badges {
  const lowStock = p.eyebrow?.trim().toUpperCase() === LOW_STOCK_EYEBROW;
  const publish = dateOf(p.targetPublishDate);
  const future = publish && publish.getTime() > now.getTime() ? publish : undefined;
  const text = lowStock ? p.badge : (p.eyebrow ?? p.badge);
  return {
    ...(text ? { eyebrow: text } : {}),
    lowStock,
    // A presale can be bought before its date: it is not "coming soon", it is a presale.
    ...(future && !p.presale ? { comingSoon: future } : {}),
    ...(p.presale ? { presale: { date: future } } : {}),
  };
}

/** The publish date in the site's date format (MM/DD/YYYY or DD/MM/YYYY), in UTC. */
export function formatSiteDate(date: Date, dateFormat: string): string {
  const dd = String(date.getUTCDate()).padStart(2, '0');
  const mm = String(date.getUTCMonth() + 1).padStart(2, '0');
  const yyyy = String(date.getUTCFullYear());
  return dateFormat.replace('DD', dd).replace('MM', mm).replace('YYYY', yyyy);
}
