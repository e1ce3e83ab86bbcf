/** Interface strings of the filter-by block (the spec names none). */
import { catalogue } from '../../src/lib/i18n/catalogue.ts';

export const filterByMessages = catalogue<{ filterBy: string }>({
  en: { filterBy: 'Filter by' },
  fr: { filterBy: 'Filtrer par' },
  de: { filterBy: 'Filtern nach' },
  it: { filterBy: 'Filtra per' },
});
