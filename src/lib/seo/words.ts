/** Words the structured data carries (breadcrumb names), in the site's language. */
import { catalogue } from '../i18n/catalogue.ts';

export const seoWords = catalogue<{ home: string }>({ en: { home: 'Home' }, fr: { home: 'Accueil' }, de: { home: 'Startseite' }, it: { home: 'Home' } });

export const homeCrumbName = (language: string): string => seoWords(language).home;
