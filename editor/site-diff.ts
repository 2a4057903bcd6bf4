// What a change does to site.yaml, as the owner reviews it before publishing and the history keeps
// it: a unified diff (jsdiff), two lines of context around each change.
import { createTwoFilesPatch, diffLines } from 'diff';

export function siteDiff(before: string, after: string, file = 'site.yaml'): string {
  if (before === after) return '';
  // The ---/+++ lines name the file; jsdiff's "Index:" line and "====" banner above them say nothing more.
  return createTwoFilesPatch(file, file, before, after, '', '', { context: 2 }).replace(/^Index: .*\n=+\n/, '');
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
