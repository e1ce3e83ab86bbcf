/**
 * Importing CMS documents (docs/content-import.md): each file holds one document or an array.
 * Only the envelope is checked (schemas/content/document.ts); bodies are stored as given, so
 * real exports and deliberately broken test blocks both load. One bad document is refused on its
 * own; the others still import.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { contentDocument, type ContentDocument } from '../../../schemas/content/document.ts';
import { transaction, type Database } from '../db.ts';
import { documentWriter } from './documents.ts';
import { recountReferrers } from './referrers.ts';

export interface ImportSource {
  /** As shown in messages. */
  file: string;
  text: string;
}

export interface Refusal {
  file: string;
  /** The document's index in the file; undefined when the whole file is unreadable. */
  index?: number;
  message: string;
}

export interface ImportReport {
  inserted: number;
  updated: number;
  refused: Refusal[];
}

export const refusalLine = (r: Refusal): string => `refused ${r.file}${r.index === undefined ? '' : ` [${r.index}]`}: ${r.message}`;

/** Every .json file under the given files and directories, in a stable order. */
export function readSources(paths: readonly string[], cwd = process.cwd()): ImportSource[] {
  const files: string[] = [];
  const walk = (path: string): void => {
    if (statSync(path).isDirectory()) {
      for (const name of readdirSync(path).sort()) walk(join(path, name));
    } else if (path.endsWith('.json')) {
      files.push(path);
    }
  };
  for (const path of paths) walk(path);
  return files.map((file) => ({ file: relative(cwd, file) || file, text: readFileSync(file, 'utf8') }));
}

export function importDocuments(db: Database, sources: readonly ImportSource[], now: Date = new Date()): ImportReport {
  const refused: Refusal[] = [];
  const accepted: ContentDocument[] = [];
  for (const { file, text } of sources) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      refused.push({ file, message: `not valid JSON (${error instanceof Error ? error.message : String(error)})` });
      continue;
    }
    const docs = Array.isArray(parsed) ? parsed : [parsed];
    docs.forEach((doc, index) => {
      const result = contentDocument.safeParse(doc);
      if (result.success) accepted.push(result.data);
      else {
        const message = result.error.issues.map((i) => `${i.path.length ? i.path.join('.') : '(document)'}: ${i.message}`).join('; ');
        refused.push({ file, index, message });
      }
    });
  }
  let inserted = 0;
  let updated = 0;
  if (accepted.length) {
    transaction(db, () => {
      const writer = documentWriter(db);
      const stamp = now.toISOString();
      for (const doc of accepted) {
        if (writer.upsert(doc, stamp) === 'inserted') inserted++;
        else updated++;
      }
      recountReferrers(db);
    });
  }
  return { inserted, updated, refused };
}
