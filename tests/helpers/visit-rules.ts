// The visit rules of the real site.yaml for the engine's tests, and India's clock written plainly.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { RawSite } from '../../model/types.ts';
import type { VisitRules } from '../../model/visits/rules.ts';
import { resolveVisitRules } from '../../model/visits/resolve-rules.ts';
import { projectRoot } from './site.ts';

const rawText = readFileSync(join(projectRoot, 'site.yaml'), 'utf8');

/** The real rules, or the real ones after an edit of the raw YAML data (a copy: each call is fresh). */
export function realRules(edit?: (raw: RawSite) => void): VisitRules {
  const raw = parse(rawText) as RawSite;
  edit?.(raw);
  return resolveVisitRules(raw)!;
}

/** "2026-12-01T23:50" in India, as epoch milliseconds: the same instant whatever TZ the test runs in. */
export const ist = (local: string): number => Date.parse(`${local}:00+05:30`);
