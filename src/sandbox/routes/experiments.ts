/**
 * The experimentation service (docs/requirements/editors-and-experiments.md#experimentation-client) in the sandbox:
 *
 * - GET  /experiments/v1/datafiles/{sdkKey}.json  the project's datafile (the CDN's role);
 * - POST /experiments/v1/events                   the event log: one batch of visitors,
 *   attributes, decisions and events, checked with schemas/api/experiment-events.ts and stored;
 * - GET  /experiments/v1/events?limit=            the stored batches, newest first (sandbox only:
 *   what arrived, and in how many batches).
 */
import { eventBatch, eventCount, type StoredBatches } from '../../../schemas/api/experiment-events.ts';
import { SANDBOX_SDK_KEY } from '../../lib/experiments/source.ts';
import { statement, transaction } from '../db.ts';
import { sandboxDatafile } from '../experiments/datafile.ts';
import { readJsonBody } from '../http/contract-route.ts';
import { badRequest, notFound, sendJson, type Exchange } from '../http/exchange.ts';
import type { Route } from '../http/router.ts';

const LIST_DEFAULT = 50;
const LIST_MAX = 500;

/** Serialised once: the datafile never changes while the sandbox runs. */
let datafileText: string | undefined;

function datafile(x: Exchange): void {
  if (x.params.file !== `${SANDBOX_SDK_KEY}.json`) throw notFound(`No datafile for ${String(x.params.file).slice(0, 60)}`);
  datafileText ??= JSON.stringify(sandboxDatafile());
  sendJson(x, 200, datafileText, { 'Cache-Control': 'public, max-age=60' });
}

async function logEvents(x: Exchange): Promise<void> {
  const parsed = eventBatch.safeParse(await readJsonBody(x));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw badRequest(`${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'not an event batch'}`);
  }
  const batch = parsed.data;
  transaction(x.db, () => {
    statement(x.db, 'INSERT INTO experiment_event_batches (received_at, project_id, visitors, events, body) VALUES (?, ?, ?, ?, ?)').run(
      new Date().toISOString(),
      batch.project_id,
      batch.visitors.length,
      eventCount(batch),
      JSON.stringify(batch),
    );
  });
  x.res.writeHead(204, { 'Cache-Control': 'no-store' });
  x.res.end();
}

function listEvents(x: Exchange): void {
  const raw = x.url.searchParams.get('limit');
  const limit = raw === null ? LIST_DEFAULT : Number(raw);
  if (!Number.isInteger(limit) || limit < 1 || limit > LIST_MAX) throw badRequest(`limit must be a whole number from 1 to ${LIST_MAX}`);
  const rows = statement(x.db, 'SELECT id, received_at, visitors, events, body FROM experiment_event_batches ORDER BY id DESC LIMIT ?').all(limit) as Array<{
    id: number;
    received_at: string;
    visitors: number;
    events: number;
    body: string;
  }>;
  const total = (statement(x.db, 'SELECT COUNT(*) AS n FROM experiment_event_batches').get() as { n: number }).n;
  const answer: StoredBatches = {
    batches: rows.map((r) => ({ id: r.id, receivedAt: r.received_at, visitors: r.visitors, events: r.events, batch: JSON.parse(r.body) })),
    total,
  };
  sendJson(x, 200, answer);
}

export const experimentRoutes: Route[] = [
  { method: 'GET', path: '/experiments/v1/datafiles/:file', handler: datafile },
  { method: 'POST', path: '/experiments/v1/events', handler: logEvents },
  { method: 'GET', path: '/experiments/v1/events', handler: listEvents },
];
