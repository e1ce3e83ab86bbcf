/**
 * Structured logs: one JSON object per line on stdout/stderr, so a log shipper can index the
 * page, block id, type and issue paths without parsing prose.
 */
import { currentCorrelationId } from './request-context.ts';
import { noteTrouble } from '../render/kept-renders.ts';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

let threshold: LogLevel = (process.env.LOG_LEVEL as LogLevel | undefined) ?? 'info';
export function setLogLevel(level: LogLevel): void {
  threshold = level;
}

/** Whether a line at this level is written: callers skip building a line nobody will read. */
export function isLogged(level: LogLevel): boolean {
  return ORDER[level] >= ORDER[threshold];
}

/** A line written while a request is handled carries its correlation id (./request-context.ts). */
export function log(level: LogLevel, event: string, fields: Record<string, unknown> = {}): void {
  // Whether written or not: a block that degraded is not kept for other pages (../render/kept-renders.ts).
  if (level === 'warn' || level === 'error') noteTrouble();
  if (ORDER[level] < ORDER[threshold]) return;
  const correlationId = currentCorrelationId();
  const line = JSON.stringify({ time: new Date().toISOString(), level, event, ...(correlationId ? { correlationId } : {}), ...fields });
  if (level === 'error' || level === 'warn') process.stderr.write(line + '\n');
  else process.stdout.write(line + '\n');
}
