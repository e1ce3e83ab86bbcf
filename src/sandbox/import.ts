/**
 * `npm run sandbox:import -- <file-or-dir>… [--db PATH]`: load CMS documents into the sandbox
 * (docs/content-import.md). Exits 1 when any document is refused; the others are imported.
 */
import { parseArgs } from 'node:util';
import { openDatabase } from './db.ts';
import { importDocuments, readSources, refusalLine } from './content/import.ts';

export { importDocuments, readSources, refusalLine, type ImportReport, type ImportSource, type Refusal } from './content/import.ts';

if (import.meta.main) {
  const { values, positionals } = parseArgs({ options: { db: { type: 'string' } }, allowPositionals: true });
  if (positionals.length === 0) {
    console.error('Usage: npm run sandbox:import -- <file-or-dir>… [--db PATH]');
    process.exit(1);
  }
  let sources;
  try {
    sources = readSources(positionals);
  } catch (error) {
    console.error(`Cannot read ${positionals.join(', ')}: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  const db = openDatabase({ path: values.db });
  const report = importDocuments(db, sources);
  db.close();
  for (const refusal of report.refused) console.error(refusalLine(refusal));
  const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
  console.log(
    `Imported ${count(report.inserted + report.updated, 'document')} from ${count(sources.length, 'file')} (${report.inserted} new, ${report.updated} updated), refused ${report.refused.length}.`,
  );
  process.exitCode = report.refused.length ? 1 : 0;
}
