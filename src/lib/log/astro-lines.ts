/**
 * Astro's own log lines (astro.config.mjs `logger`), in the shape of ours (./logger.ts): one JSON
 * object per line with the time, level, `event: "astro"`, Astro's label and message, and the
 * correlation id of the request being handled when the line is written (./request-context.ts).
 * A message can quote a URL, so emails and long numbers in it are masked (./access.ts).
 * Astro loads this file in the CLI (build, start) and bundles it into the server, so it imports
 * only Node and our own plain modules.
 */
import { maskText } from './access.ts';
import { log } from './logger.ts';

/** Terminal colour codes, which Astro puts in some messages. */
const COLOURS = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

interface AstroLine {
  level: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  label: string | null;
  message: string;
}

export function writeAstroLine(line: AstroLine): void {
  if (line.level === 'silent') return;
  log(line.level, 'astro', { ...(line.label ? { label: line.label } : {}), message: maskText(line.message.replace(COLOURS, '')) });
}

export default function astroLines(): { write(line: AstroLine): void } {
  return { write: writeAstroLine };
}
