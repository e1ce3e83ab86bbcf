/**
 * The seeded help pages the forms and the event sign-up rely on (src/sandbox/seed/content/
 * help-pages.ts): the event terms and the warranty page exist in every site, in its language,
 * each with one h1; the help pages link the warranty claim; the forms' words exist in every
 * language.
 */
import { describe, expect, it } from 'vitest';
import { helpPages } from '../../../src/sandbox/seed/content/help-pages.ts';
import { SITES } from '../../../src/lib/site/locales.ts';
import { helpFormMessages } from '../../../islands/help/messages.ts';

const html = (page: ReturnType<typeof helpPages>[number]) => JSON.stringify(page.sections);

describe('the help pages of every site', () => {
  for (const site of SITES) {
    it(`${site.locale}: event terms and warranty, each with one h1 and real text`, () => {
      const pages = helpPages(site);
      for (const slug of ['event-terms', 'help/warranty']) {
        const page = pages.find((p) => p.page === slug);
        expect(page, slug).toBeDefined();
        const h1s = page!.sections.flatMap((s) => s.blocks).filter((b) => (b as { titleH1?: boolean }).titleH1);
        expect(h1s, `${slug}: one h1 banner`).toHaveLength(1);
        expect(html(page!).length, `${slug}: real text`).toBeGreaterThan(1500);
        expect(html(page!)).not.toMatch(/<h1/);
      }
    });

    it(`${site.locale}: contact us and how to return link the warranty claim`, () => {
      const pages = helpPages(site);
      for (const slug of ['help/contact-us', 'help/returns/how-to-return']) {
        expect(html(pages.find((p) => p.page === slug)!), slug).toContain(`href=\\"/${site.locale}/help/warranty\\"`);
      }
    });
  }

  it('writes each language in its own words', () => {
    const titles = ['en-us', 'fr-fr', 'de-de', 'it-it'].map((l) => helpPages(SITES.find((s) => s.locale === l)!).find((p) => p.page === 'event-terms')!.title);
    expect(new Set(titles).size).toBe(4);
  });
});

describe('the forms’ words', () => {
  it('exist in en, fr, de and it, each its own', () => {
    const keys = Object.keys(helpFormMessages('en')).sort();
    for (const lang of ['fr', 'de', 'it']) {
      const m = helpFormMessages(lang);
      expect(Object.keys(m).sort(), lang).toEqual(keys);
      expect(m.send, lang).not.toBe(helpFormMessages('en').send);
      expect(m.count(3, 10), lang).toContain('10');
    }
  });
});
