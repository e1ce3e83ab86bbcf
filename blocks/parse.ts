/**
 * Parsing one raw CMS block against its schema, on its own: a bad block comes back with its
 * issues and never throws, so it can be dropped (or shown to editors) without touching the rest
 * of the page. Components are not needed here, so this runs anywhere (vitest, the sandbox).
 */
import type { z } from 'zod';
import { blockSchemas, type BlockType } from '../schemas/content/index.ts';

export interface BlockIssue {
  path: string;
  message: string;
}

export type ParsedBlock =
  | { ok: true; type: BlockType; id: string; block: z.output<(typeof blockSchemas)[BlockType]> }
  | { ok: false; type: string; id: string; reason: 'unknown-type' | 'invalid'; issues: BlockIssue[] };

export const isBlockType = (t: unknown): t is BlockType => typeof t === 'string' && Object.hasOwn(blockSchemas, t);

export function parseBlock(raw: unknown): ParsedBlock {
  const obj = (raw && typeof raw === 'object' && !Array.isArray(raw) ? raw : {}) as Record<string, unknown>;
  const type = typeof obj.type === 'string' ? obj.type : '(missing)';
  const id = typeof obj.id === 'string' ? obj.id : '(missing)';
  if (!isBlockType(obj.type)) {
    return { ok: false, type, id, reason: 'unknown-type', issues: [{ path: 'type', message: `Unknown block type "${type}"` }] };
  }
  const result = blockSchemas[obj.type].safeParse(raw);
  if (!result.success) {
    const issues = result.error.issues.map((i) => ({ path: i.path.map(String).join('.') || '(root)', message: i.message }));
    return { ok: false, type, id, reason: 'invalid', issues };
  }
  return { ok: true, type: obj.type, id, block: result.data };
}

/**
 * Parsed blocks by raw block object. The content client hands out the same page objects while
 * its cache is fresh, so each block is parsed once per content version, not once per request.
 * Components treat parsed blocks as read-only, which makes sharing them safe.
 */
const parsedByRaw = new WeakMap<object, ParsedBlock>();

export function parseBlockOnce(raw: unknown): ParsedBlock {
  if (!raw || typeof raw !== 'object') return parseBlock(raw);
  let parsed = parsedByRaw.get(raw);
  if (!parsed) {
    parsed = parseBlock(raw);
    parsedByRaw.set(raw, parsed);
  }
  return parsed;
}
