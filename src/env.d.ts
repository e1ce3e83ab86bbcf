/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** The site derived from the locale segment (or the default site on locale-less routes). */
    site: import('./lib/site/locales.ts').Site;
    /** True when the first path segment is a locale we serve. */
    localeInPath: boolean;
    /** Content mode for CMS reads: preview only inside a signed preview session. */
    contentMode: import('../schemas/content/document.ts').ContentMode;
    preview: boolean;
    previewDateTime?: string;
    pageType: import('./lib/site/page-type.ts').PageType;
    correlationId: string;
    /** The shopper's server-side session, opened for /api calls and private pages (src/lib/bff/session.ts). */
    bff?: import('./lib/bff/session.ts').BffSession;
  }
}
