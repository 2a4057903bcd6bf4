// Every text that a page in another language would show untranslated, over the whole site at
// once: the pages of the other languages are rendered in memory (nothing is written) and each
// marker they contain becomes a problem at the line of its original (pages.ts). `groomsite check`
// reports this list; a build finds the same while it renders (in process or in its workers) and
// fails with all of them (untranslatedError).
import { GroomsiteError } from '../errors.ts';
import { createRenderer } from '../render/render.tsx';
import { untranslatedProblems } from './pages.ts';
import type { Problem } from '../problems.ts';
import type { Route } from '../../model/routes.ts';
import type { Site } from '../../model/types.ts';

export function untranslatedTexts(site: Site, routes: readonly Route[]): Problem[] {
  const problems: Problem[] = [];
  const seen = new Set<string>();
  const render = createRenderer(site, { css: '/assets/check.css', js: '/assets/check.js' }, new Set(), {
    onUntranslated: (route, html) => {
      for (const p of untranslatedProblems(route, html)) {
        const key = `${p.file}:${p.line}:${p.message}`;
        if (!seen.has(key)) { seen.add(key); problems.push(p); }
      }
    },
  });
  for (const r of routes) if (r.lang) render(r);
  return problems;
}

/** The build's error for untranslated texts: each once, however many pages show it. */
export function untranslatedError(all: readonly Problem[]): GroomsiteError {
  const seen = new Set<string>();
  const problems = all.filter((p) => {
    const key = `${p.file}:${p.line}:${p.message}`;
    return !seen.has(key) && !!seen.add(key);
  });
  return new GroomsiteError('Untranslated', `${problems.length} text${problems.length === 1 ? '' : 's'}`, { problems });
}
