/**
 * The sandbox's storage: one SQLite file (node:sqlite), in WAL mode so the storefront's reads
 * never wait on a writer, with schema migrations recorded in schema_version.
 */
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { MIGRATIONS } from './migrations.ts';

export type Database = DatabaseSync;

export const DEFAULT_DB_PATH = '.data/sandbox.db';
/** Long enough for a reseed in another process to finish, short enough to surface a stuck lock. */
const BUSY_TIMEOUT_MS = 5_000;

export interface OpenOptions {
  /** A file path or ':memory:'. Else env SANDBOX_DB, else .data/sandbox.db. */
  path?: string;
}

export function resolveDbPath(path?: string): string {
  const chosen = path ?? process.env.SANDBOX_DB ?? DEFAULT_DB_PATH;
  return chosen === ':memory:' ? chosen : resolve(chosen);
}

/** Opens (creating if needed) the database and brings its schema up to date. */
export function openDatabase(options: OpenOptions = {}): Database {
  const path = resolveDbPath(options.path);
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new DatabaseSync(path);
  db.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
  if (path !== ':memory:') db.exec('PRAGMA journal_mode = WAL');
  // WAL makes NORMAL durable across application crashes; FULL would fsync every commit.
  db.exec('PRAGMA synchronous = NORMAL');
  migrate(db);
  return db;
}

const statements = new WeakMap<Database, Map<string, StatementSync>>();

/** A prepared statement, compiled once per connection: query builders hand in the same SQL often. */
export function statement(db: Database, sql: string): StatementSync {
  let cache = statements.get(db);
  if (!cache) statements.set(db, (cache = new Map()));
  let prepared = cache.get(sql);
  if (!prepared) cache.set(sql, (prepared = db.prepare(sql)));
  return prepared;
}

export function schemaVersion(db: Database): number {
  const row = db.prepare('SELECT MAX(version) AS version FROM schema_version').get() as { version: number | null } | undefined;
  return row?.version ?? 0;
}

/** Applies the migrations newer than the recorded version, each in its own transaction. */
export function migrate(db: Database): void {
  db.exec('CREATE TABLE IF NOT EXISTS schema_version (version INTEGER PRIMARY KEY, name TEXT NOT NULL)');
  // Applied by set, not by "newer than the highest": migrations written in parallel may land
  // with versions below one already applied, and must still run.
  const applied = new Set((db.prepare('SELECT version FROM schema_version').all() as Array<{ version: number }>).map((r) => r.version));
  for (const migration of [...MIGRATIONS].sort((a, b) => a.version - b.version)) {
    if (applied.has(migration.version)) continue;
    transaction(db, () => {
      db.exec(migration.sql);
      db.prepare('INSERT INTO schema_version (version, name) VALUES (?, ?)').run(migration.version, migration.name);
    });
  }
}

/**
 * Runs fn inside BEGIN IMMEDIATE: the write lock is taken up front, so two read-modify-writes
 * can't both read the old value and then fail (or lose an update) when upgrading to write.
 * Nested calls join the outer transaction.
 */
export function transaction<T>(db: Database, fn: () => T): T {
  if (db.isTransaction) return fn();
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = fn();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    if (db.isTransaction) db.exec('ROLLBACK');
    throw error;
  }
}

const generations = new WeakMap<Database, number>();

/**
 * How many times this connection dropped everything (a reseed): what a reader keeps from the
 * database is stale once it changes. Another connection's writes show in `PRAGMA data_version`
 * instead, which does not count this connection's own.
 */
export const generationOf = (db: Database): number => generations.get(db) ?? 0;

/** Drops every table (the schema is rebuilt by migrate): a reseed must not keep stale rows. */
export function dropEverything(db: Database): void {
  generations.set(db, generationOf(db) + 1);
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    .all() as Array<{ name: string }>;
  transaction(db, () => {
    for (const { name } of tables) db.exec(`DROP TABLE IF EXISTS "${name.replaceAll('"', '""')}"`);
  });
}
