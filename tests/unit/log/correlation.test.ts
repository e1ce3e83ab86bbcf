import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeAstroLine } from '../../../src/lib/log/astro-lines.ts';
import { log } from '../../../src/lib/log/logger.ts';
import { inRequest } from '../../../src/lib/log/request-context.ts';

/** The JSON lines written to stdout and stderr while `work` runs. */
async function linesOf(work: () => unknown): Promise<Array<Record<string, unknown>>> {
  const written: string[] = [];
  const keep = (chunk: string | Uint8Array) => {
    written.push(String(chunk));
    return true;
  };
  vi.spyOn(process.stdout, 'write').mockImplementation(keep);
  vi.spyOn(process.stderr, 'write').mockImplementation(keep);
  await work();
  vi.restoreAllMocks();
  return written.join('').trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
}

afterEach(() => vi.restoreAllMocks());

describe('the correlation id on every line', () => {
  it('is on our lines written while a request is handled, after awaits too, and not outside one', async () => {
    const lines = await linesOf(async () => {
      await inRequest('req-1', async () => {
        log('info', 'bff.call', { path: '/cart' });
        await new Promise((resolve) => setTimeout(resolve, 5));
        log('warn', 'gateway.slow', {});
      });
      log('info', 'startup', {});
    });
    expect(lines.map((l) => [l.event, l.correlationId])).toEqual([
      ['bff.call', 'req-1'],
      ['gateway.slow', 'req-1'],
      ['startup', undefined],
    ]);
  });

  it('keeps two requests handled at once apart', async () => {
    const lines = await linesOf(() =>
      Promise.all(
        ['a', 'b'].map((id) =>
          inRequest(id, async () => {
            await new Promise((resolve) => setTimeout(resolve, id === 'a' ? 10 : 1));
            log('info', `work.${id}`);
          }),
        ),
      ),
    );
    expect(Object.fromEntries(lines.map((l) => [l.event, l.correlationId]))).toEqual({ 'work.a': 'a', 'work.b': 'b' });
  });

  it('is on Astro’s own lines, which are JSON like ours, without colours, emails or card numbers', async () => {
    const lines = await linesOf(() =>
      inRequest('req-2', () =>
        writeAstroLine({ level: 'warn', label: 'cache', message: '\u001b[33mSkipping cache for /en-us/x?email=ann@example.com&n=4111111111111111 because response includes Set-Cookie.\u001b[39m' }),
      ),
    );
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'warn',
        event: 'astro',
        label: 'cache',
        correlationId: 'req-2',
        message: 'Skipping cache for /en-us/x?email=[email]&n=[number] because response includes Set-Cookie.',
      }),
    ]);
  });
});
