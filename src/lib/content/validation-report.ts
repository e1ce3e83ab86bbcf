/**
 * A page's validation report for editors (the showcase viewer): every block, nested ones
 * included (experience variants, segments), parsed on its own with the block schemas
 * (blocks/parse.ts), with its zod issues.
 */
import { isBlockType, parseBlock, type BlockIssue } from '../../../blocks/parse.ts';
import type { PageSection } from '../../../schemas/content/page.ts';

export interface BlockReport {
  /** Where the block sits: `section-1 › blocks[2] › variants[0].targets[1]`. */
  where: string;
  type: string;
  id: string;
  ok: boolean;
  reason?: 'unknown-type' | 'invalid';
  issues: BlockIssue[];
  depth: number;
}

/** Keys under which blocks hold other blocks. */
const NESTED_KEYS = new Set(['baselines', 'targets', 'blocks']);

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** A nested block: an object with a string type and id, in a nesting key or of a known type. */
const looksLikeBlock = (v: unknown, key: string): boolean =>
  isRecord(v) && typeof v.type === 'string' && typeof v.id === 'string' && (NESTED_KEYS.has(key) || isBlockType(v.type));

function walk(raw: unknown, where: string, depth: number, out: BlockReport[]): void {
  const parsed = parseBlock(raw);
  out.push({ where, type: parsed.type, id: parsed.id, ok: parsed.ok, ...(parsed.ok ? {} : { reason: parsed.reason }), issues: parsed.ok ? [] : parsed.issues, depth });
  if (depth >= 5 || !isRecord(raw)) return;
  const visit = (value: unknown, path: string, key: string) => {
    if (Array.isArray(value)) {
      value.forEach((item, i) => {
        if (looksLikeBlock(item, key)) walk(item, `${where} › ${path}[${i}]`, depth + 1, out);
        else if (isRecord(item)) for (const [k, v] of Object.entries(item)) visit(v, `${path}[${i}].${k}`, k);
      });
    } else if (isRecord(value)) {
      for (const [k, v] of Object.entries(value)) visit(v, `${path}.${k}`, k);
    }
  };
  for (const [key, value] of Object.entries(raw)) visit(value, key, key);
}

export function validationReport(sections: readonly PageSection[]): BlockReport[] {
  const out: BlockReport[] = [];
  for (const section of sections) section.blocks.forEach((raw, i) => walk(raw, `${section.id} › blocks[${i}]`, 0, out));
  return out;
}
