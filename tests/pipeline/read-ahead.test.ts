// Reading ahead the files a build is about to read: the worker thread really opens and reads
// each one (a named pipe tells: it has a reader only once the thread opens it, and the thread is
// done only once it got the pipe's bytes), files that are gone are passed over, files still in
// memory start no thread (the first few, read here, tell), and the order follows the render threads from both ends of the queue.
import { afterAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { closeSync, constants, mkdtempSync, openSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fromBothEnds, readAhead, readInWorker } from '../../pipeline/read-ahead.ts';

const dir = mkdtempSync(join(tmpdir(), 'groomsite-read-ahead-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Opens the pipe for writing once something reads it (open fails with ENXIO before), writes, closes. */
async function feed(pipe: string, text: string): Promise<void> {
  const until = Date.now() + 10_000;
  for (;;) {
    try {
      const fd = openSync(pipe, constants.O_WRONLY | constants.O_NONBLOCK);
      writeSync(fd, text);
      closeSync(fd);
      return;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENXIO' || Date.now() > until) throw err;
      await new Promise((r) => setTimeout(r, 10));
    }
  }
}

describe('reading ahead', () => {
  it('reads every file in a worker thread, passing over one that is gone', async () => {
    const pipe = join(dir, 'article.html');
    execFileSync('mkfifo', [pipe]);
    let done = false;
    const reading = readInWorker([join(dir, 'gone.html'), pipe]).then(() => { done = true; });
    await new Promise((r) => setTimeout(r, 50));
    expect(done).toBe(false); // waiting for the pipe's bytes
    await feed(pipe, '<p>an article</p>');
    await reading;
    expect(done).toBe(true);
  });

  it('starts a thread only when the first few files, read here, came slower than from memory', () => {
    const files = Array.from({ length: 40 }, (_, i) => join(dir, `kept-${i}.html`));
    for (const f of files) writeFileSync(f, `<p>article ${f}</p>`);
    // The threshold decides, whatever this machine's speed: reads are never slower than forever,
    // and always slower than nothing.
    expect(readAhead(files, Number.POSITIVE_INFINITY)).toBe(false);
    expect(readAhead(files, 0)).toBe(true);
    // Nothing to read ahead beyond the first few.
    expect(readAhead(files.slice(0, 8), 0)).toBe(false);
    expect(readAhead([], 0)).toBe(false);
  });

  it('takes the posts from both ends of the queue in turn', () => {
    expect(fromBothEnds([1, 2, 3, 4, 5])).toEqual([1, 5, 2, 4, 3]);
    expect(fromBothEnds([1, 2, 3, 4])).toEqual([1, 4, 2, 3]);
    expect(fromBothEnds([])).toEqual([]);
  });
});
