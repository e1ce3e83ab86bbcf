/**
 * One request and its response, as the route handlers see them, plus the error shape of the
 * spec (docs/requirements/errors.md#error-answers API error response): { errorDetails: [{ errorId, message }], appId, correlationId }.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { SITES, siteForId, type Site } from '../../lib/site/locales.ts';
import type { Database } from '../db.ts';

export const APP_ID = 'cairn-sandbox';

export type Logger = (level: 'info' | 'warn' | 'error', event: string, fields?: Record<string, unknown>) => void;

export interface Exchange {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  params: Record<string, string>;
  correlationId: string;
  db: Database;
  log: Logger;
}

/** A failure a handler throws to answer in the error shape. */
export class HttpError extends Error {
  readonly status: number;
  readonly errorId: string;
  /** errorDetails after the first: e.g. the server code (AUT439) behind a client-handled id (LOGIN_IN_USE). */
  readonly more: ReadonlyArray<ErrorDetail>;
  constructor(status: number, errorId: string, message: string, more: ReadonlyArray<ErrorDetail> = []) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.errorId = errorId;
    this.more = more;
  }
}

export interface ErrorDetail {
  errorId: string;
  message: string;
  field?: string;
}

export const notFound = (message: string): HttpError => new HttpError(404, 'API404', message);
export const badRequest = (message: string, errorId = 'API400'): HttpError => new HttpError(400, errorId, message);

export function header(x: Pick<Exchange, 'req'>, name: string): string | undefined {
  const value = x.req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The site of the x-site-id header; the first site (en-us, USD) when absent or unknown. */
export function siteOf(x: Pick<Exchange, 'req'>): Site {
  const id = header(x, 'x-site-id');
  return (id && siteForId(id)) || (SITES[0] as Site);
}

/** Sends JSON. A string is sent as is: stored documents are already serialised. */
export function sendJson(x: Pick<Exchange, 'res'>, status: number, body: unknown, headers: Record<string, string> = {}): void {
  // Encoded once: its length is the bytes' (a 36-line cart is 100 KB, measured and encoded apart before).
  const bytes = Buffer.from(typeof body === 'string' ? body : JSON.stringify(body));
  x.res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': bytes.length,
    'Cache-Control': 'no-store',
    ...headers,
  });
  x.res.end(bytes);
}

export function sendError(
  x: Pick<Exchange, 'res' | 'correlationId'>,
  status: number,
  errorId: string,
  message: string,
  headers: Record<string, string> = {},
  more: ReadonlyArray<ErrorDetail> = [],
): void {
  sendJson(x, status, { errorDetails: [{ errorId, message }, ...more], appId: APP_ID, correlationId: x.correlationId }, headers);
}
