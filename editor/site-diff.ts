// What a change does to site.yaml, as the owner reviews it before publishing and the history keeps
// it: a unified diff (jsdiff), two lines of context around each change.
import { createTwoFilesPatch, diffLines } from 'diff';

export function siteDiff(before: string, after: string, file = 'site.yaml'): string {
  if (before === after) return '';
  // The header lines name the file once; the "====" banner jsdiff puts first says nothing here.
  return createTwoFilesPatch(file, file, before, after, '', '', { context: 2 }).replace(/^=+\n/, '');
}

/** The lines removed and added, in order: what a test or a summary reads. */
export function changedLines(before: string, after: string): { removed: string[]; added: string[] } {
  const removed: string[] = [];
  const added: string[] = [];
  for (const part of diffLines(before, after)) {
    const lines = part.value.replace(/\n$/, '').split('\n');
    if (part.removed) removed.push(...lines);
    else if (part.added) added.push(...lines);
  }
  return { removed, added };
}
