/** Words the structured data carries (breadcrumb names), in the site's language. */
const HOME: Readonly<Record<string, string>> = { en: 'Home', fr: 'Accueil', de: 'Startseite', it: 'Home' };

export const homeCrumbName = (language: string): string => HOME[language.slice(0, 2).toLowerCase()] ?? 'Home';
