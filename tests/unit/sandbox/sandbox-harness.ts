/**
 * Runs the sandbox in-process on a free port for a test file, with an in-memory database seeded
 * on start. Every request has a deadline, like every outbound call in the shop.
 */
import { afterAll, beforeAll } from 'vitest';
import { startSandbox, type Sandbox } from '../../../src/sandbox/server.ts';

export const REQUEST_TIMEOUT_MS = 5_000;

export interface Answer {
  status: number;
  headers: Headers;
  body: any;
  text: string;
}

export interface Harness {
  readonly sandbox: Sandbox;
  get(path: string, headers?: Record<string, string>): Promise<Answer>;
  request(method: string, path: string, headers?: Record<string, string>): Promise<Answer>;
}

/** Starts one sandbox for the calling test file and stops it afterwards. */
export function useSandbox(): Harness {
  let sandbox: Sandbox | undefined;
  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, dbPath: ':memory:' });
  });
  afterAll(async () => {
    await sandbox?.close();
  });
  const request = async (method: string, path: string, headers: Record<string, string> = {}): Promise<Answer> => {
    if (!sandbox) throw new Error('sandbox not started');
    const res = await fetch(sandbox.url + path, { method, headers, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    const text = await res.text();
    const json = (res.headers.get('content-type') ?? '').includes('json');
    return { status: res.status, headers: res.headers, text, body: json && text ? JSON.parse(text) : undefined };
  };
  return {
    get sandbox() {
      if (!sandbox) throw new Error('sandbox not started');
      return sandbox;
    },
    get: (path, headers) => request('GET', path, headers),
    request,
  };
}

/** The spec's error shape (docs/requirements/errors.md#error-answers). */
export function expectErrorShape(body: any, errorId: string): void {
  if (!body || !Array.isArray(body.errorDetails) || body.errorDetails[0]?.errorId !== errorId) {
    throw new Error(`expected error ${errorId}, got ${JSON.stringify(body)}`);
  }
  if (body.appId !== 'cairn-sandbox' || typeof body.correlationId !== 'string' || !body.correlationId) {
    throw new Error(`error without appId/correlationId: ${JSON.stringify(body)}`);
  }
  if (typeof body.errorDetails[0].message !== 'string' || !body.errorDetails[0].message) throw new Error('error without a message');
}
