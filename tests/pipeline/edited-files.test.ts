// Which files of dist/ changed since a build recorded them: the same answer from the worker
// thread a large dist/ is surveyed in and from this thread, for a file rewritten in place, a file
// gone and the untouched rest.
import { afterAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { editedFiles, editedFilesAside, editedFilesInWorker, signature } from '../../pipeline/edited-files.ts';

const dist = mkdtempSync(join(tmpdir(), 'groomsite-edited-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

/** `count` pages under blog/, recorded as a build records them. */
function recorded(count: number): Record<string, string> {
  mkdirSync(join(dist, 'blog'), { recursive: true });
  const files: Record<string, string> = {};
  for (let i = 0; i < count; i++) {
    const file = `blog/post-${i}.html`;
    writeFileSync(join(dist, file), `<p>post ${i}</p>`);
    files[file] = signature(join(dist, file))!;
  }
  return files;
}

describe('the files of dist/ edited since the last build', () => {
  const files = recorded(2_500);
  // Rewritten in place with as many bytes (only its time tells), and with more bytes; one removed.
  writeFileSync(join(dist, 'blog/post-7.html'), '<p>post X</p>');
  utimesSync(join(dist, 'blog/post-7.html'), new Date(), new Date(Date.now() + 5_000));
  writeFileSync(join(dist, 'blog/post-1200.html'), '<p>post 1200, edited by hand</p>');
  rmSync(join(dist, 'blog/post-2499.html'));
  const expected = ['blog/post-7.html', 'blog/post-1200.html', 'blog/post-2499.html'];

  it('are found on this thread', () => {
    expect([...editedFiles(dist, files)].sort()).toEqual([...expected].sort());
  });
  it('are found the same in a worker thread', async () => {
    expect([...await editedFilesInWorker(dist, files)].sort()).toEqual([...expected].sort());
  });
  it('are found the same for a dist/ of thousands of files on two cores (in a worker thread)', async () => {
    expect([...await editedFilesAside(dist, files, 2)].sort()).toEqual([...expected].sort());
  });
  it('are found the same on one core, and for a small dist/', async () => {
    expect([...await editedFilesAside(dist, files, 1)].sort()).toEqual([...expected].sort());
    const few = Object.fromEntries(Object.entries(files).slice(0, 10));
    expect([...await editedFilesAside(dist, few, 2)]).toEqual(['blog/post-7.html']);
  });
  it('are none when nothing changed', async () => {
    const again = recorded(2_100);
    expect((await editedFilesAside(dist, again, 2)).size).toBe(0);
  });
});
