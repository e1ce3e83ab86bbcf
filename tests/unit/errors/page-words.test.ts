/**
 * The error catalogue in the browser (src/lib/errors/messages.ts) holds English in its code and
 * the page's own language only: carried by the page (src/components/PageErrorWords.astro) where an
 * island needs it from the start, loaded otherwise. The server holds every language
 * (src/lib/errors/all-words.ts, imported by the middleware).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Messages = typeof import('../../../src/lib/errors/messages.ts');

const EN_NETWORK = 'We could not reach the shop. Check your connection and try again.';
const DE_NETWORK = 'Der Shop ist nicht erreichbar. Prüfe deine Verbindung und versuche es erneut.';

/** What the server renders into a page in `language` (PageErrorWords.astro's JSON). */
async function carriedJson(language: string): Promise<string> {
  vi.resetModules();
  await import('../../../src/lib/errors/all-words.ts');
  const { pageErrorWordsJson } = await import('../../../src/lib/errors/messages.ts');
  return pageErrorWordsJson(language) ?? '';
}

/** The catalogue as a page at `path` evaluates it in the browser, with the JSON it carries (if any). */
async function catalogueOnPage(path: string, carried?: string): Promise<Messages> {
  vi.resetModules();
  vi.stubGlobal('document', { getElementById: (id: string) => (carried !== undefined && id === 'cairn-error-words' ? { textContent: carried } : null) });
  vi.stubGlobal('location', { pathname: path, search: '' });
  return import('../../../src/lib/errors/messages.ts');
}

describe('the error catalogue on a page', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.doUnmock('../../../src/lib/errors/words/de.ts');
  });

  it('reads the words the page carries before anything runs, and holds no other language but English', async () => {
    const json = await carriedJson('de');
    const { errorMessage } = await catalogueOnPage('/de-de/cart', json);
    expect(errorMessage(null, null, 'de')).toBe(DE_NETWORK);
    expect(errorMessage('ADDED_MAX_QUANTITY', null, 'de', { max: 2 })).toContain('2');
    expect(errorMessage(null, null, 'fr')).toBe(EN_NETWORK);
  });

  it('without carried words, loads its language: English until they arrive, then its own', async () => {
    const { errorMessage } = await catalogueOnPage('/de-de/c/mens-jackets-2001');
    expect(errorMessage(null, null, 'de')).toBe(EN_NETWORK);
    await vi.waitFor(() => expect(errorMessage(null, null, 'de')).toBe(DE_NETWORK));
  });

  it('reads English when its words can’t be loaded, rather than failing its importers', async () => {
    vi.doMock('../../../src/lib/errors/words/de.ts', () => {
      throw new Error('offline');
    });
    const { errorMessage } = await catalogueOnPage('/de-de/cart');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(errorMessage(null, null, 'de')).toBe(EN_NETWORK);
  });

  it('ignores carried words of another language or of the wrong shape', async () => {
    // Read at once, as an island would: not the French words, not a broken table.
    const json = await carriedJson('fr');
    expect((await catalogueOnPage('/de-de/cart', json)).errorMessage(null, null, 'de')).toBe(EN_NETWORK);
    expect((await catalogueOnPage('/de-de/cart', '{"language":"de","words":"x"}')).errorMessage(null, null, 'de')).toBe(EN_NETWORK);
    expect((await catalogueOnPage('/de-de/cart', 'not json')).errorMessage(null, null, 'de')).toBe(EN_NETWORK);
  });

  it('on an English page carries and loads nothing', async () => {
    const { pageErrorWords } = await import('../../../src/lib/errors/messages.ts');
    expect(pageErrorWords('en')).toBeUndefined();
    const { errorMessage } = await catalogueOnPage('/en-us/checkout');
    expect(errorMessage(null, null, 'en')).toBe(EN_NETWORK);
  });

  it('are carried as JSON that no text can close the <script> with, made once per language', async () => {
    vi.resetModules();
    await import('../../../src/lib/errors/all-words.ts');
    const { holdErrorWords, pageErrorWords, pageErrorWordsJson } = await import('../../../src/lib/errors/messages.ts');
    const fr = pageErrorWords('fr')!;
    holdErrorWords('fr', { words: { ...fr.words, GENERIC: '</script><script>alert(1)</script>' }, templates: fr.templates });
    const json = pageErrorWordsJson('fr-fr')!;
    expect(json).not.toContain('<');
    expect((JSON.parse(json) as { words: { GENERIC: string } }).words.GENERIC).toBe('</script><script>alert(1)</script>');
    expect(pageErrorWordsJson('fr')).toBe(json);
    expect(pageErrorWordsJson('en-us')).toBeUndefined();
  });

  it('holds every language on the server, once its middleware has them (all-words.ts)', async () => {
    vi.resetModules();
    const { errorMessage } = await import('../../../src/lib/errors/messages.ts');
    expect(errorMessage(null, null, 'de')).toBe(EN_NETWORK);
    await import('../../../src/lib/errors/all-words.ts');
    expect(errorMessage(null, null, 'de')).toBe(DE_NETWORK);
    expect(errorMessage(null, null, 'fr')).not.toBe(EN_NETWORK);
    expect(errorMessage(null, null, 'it')).not.toBe(EN_NETWORK);
  });
});
