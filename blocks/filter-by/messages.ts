/** Interface strings of the filter-by block (the spec names none). */
const MESSAGES: Record<string, { filterBy: string }> = {
  en: { filterBy: 'Filter by' },
  fr: { filterBy: 'Filtrer par' },
  de: { filterBy: 'Filtern nach' },
  it: { filterBy: 'Filtra per' },
};

export const filterByMessages = (language: string) => MESSAGES[language] ?? (MESSAGES.en as { filterBy: string });
