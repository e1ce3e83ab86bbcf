/**
 * A fake same-origin BFF for browser-client tests: `fetch` stubbed so every call is recorded in
 * `calls` and answered by `answer` (status and JSON body). Paths in `unrecorded` are answered
 * 200 with their body and not recorded (background reads such as the session, which would
 * otherwise shift the calls a test looks at).
 */
import { vi } from 'vitest';

export type Reply = { status: number; body: unknown };
export type Call = { method: string; path: string; body: unknown };
export type Answer = (method: string, path: string, body: unknown) => Reply | Promise<Reply>;

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export function stubBffFetch(calls: Call[], answer: Answer, unrecorded: Record<string, unknown> = {}): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      const method = init.method ?? 'GET';
      if (Object.hasOwn(unrecorded, url)) return json(200, unrecorded[url]);
      calls.push({ method, path: url, body });
      const reply = await answer(method, url, body);
      return json(reply.status, reply.body);
    }),
  );
}
