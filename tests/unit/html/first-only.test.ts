import { describe, expect, it } from 'vitest';
import { firstOnly, firstOnlyWhole } from '../../../src/lib/html/first-only.ts';

const LINK = '<link rel="stylesheet" href="/_astro/blocks.abc.css">';

/** Streams `chunks` through firstOnly and returns the text and how many chunks came out. */
async function run(chunks: string[]): Promise<{ text: string; out: Uint8Array[] }> {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  const out: Uint8Array[] = [];
  const reader = firstOnly(body, LINK).getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) out.push(read.value);
  return { text: new TextDecoder().decode(Buffer.concat(out)), out };
}

describe('firstOnly (src/lib/html/first-only.ts)', () => {
  it('keeps the first link and drops its repeats, in one chunk', async () => {
    const { text } = await run([`<main>${LINK}<p>a</p></main><footer>${LINK}<p>b</p></footer>${LINK}</body>`]);
    expect(text).toBe(`<main>${LINK}<p>a</p></main><footer><p>b</p></footer></body>`);
  });

  it('finds a link split across chunks, wherever the split falls', async () => {
    const page = `<main>${LINK}x</main><footer>${LINK}y</footer>`;
    const want = `<main>${LINK}x</main><footer>y</footer>`;
    for (let cut = 1; cut < page.length; cut++) {
      for (let second = cut + 1; second < page.length; second += 7) {
        expect((await run([page.slice(0, cut), page.slice(cut, second), page.slice(second)])).text, `cut at ${cut}, ${second}`).toBe(want);
      }
    }
  });

  it('passes a page without the link through unchanged, chunk for chunk', async () => {
    const chunks = ['<html><head><link rel="stylesheet" href="/_astro/Base.css">', '<body><p>1 < 2</p><', 'a href="/">home</a></body></html>'];
    const { text, out } = await run(chunks);
    expect(text).toBe(chunks.join(''));
    // A '<' that cannot start the link is not held back.
    expect(out.length).toBe(3);
  });

  it('gives back a held-back end that was not the link after all', async () => {
    expect((await run(['<p>a</p><link rel="style', 'sheet" href="/other.css"><p>b</p>'])).text).toBe('<p>a</p><link rel="stylesheet" href="/other.css"><p>b</p>');
    expect((await run(['<p>a</p><link rel'])).text).toBe('<p>a</p><link rel');
  });
});

describe('firstOnlyWhole: the same over a whole page in memory (a page the route cache keeps)', () => {
  const whole = (page: string) => new TextDecoder().decode(firstOnlyWhole(new TextEncoder().encode(page), LINK));

  it('keeps the first link and drops its repeats', () => {
    expect(whole(`<main>${LINK}<p>a</p></main><footer>${LINK}<p>b</p></footer>${LINK}</body>`)).toBe(`<main>${LINK}<p>a</p></main><footer><p>b</p></footer></body>`);
    expect(whole(`${LINK}${LINK}`)).toBe(LINK);
  });

  it('gives back the very bytes of a page with one link or none', () => {
    for (const page of [`<main>${LINK}</main>`, '<main><link rel="stylesheet" href="/other.css"></main>']) {
      const bytes = new TextEncoder().encode(page);
      expect(firstOnlyWhole(bytes, LINK)).toBe(bytes);
    }
  });
});
