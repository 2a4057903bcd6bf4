// The command line prints problems a person can fix as one plain message, never a stack trace.
import { describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { projectRoot } from '../helpers/site.ts';

const run = promisify(execFile);
const cli = (...args: string[]) => run(process.execPath, [join(projectRoot, 'bin', 'groomsite.js'), ...args], { cwd: projectRoot }).catch((e) => e);

describe('the groomsite command', () => {
  it('says plainly that there is no leads database yet', async () => {
    const r = await cli('leads', 'list', '--db', '/nonexistent/leads.sqlite');
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^error: no leads database at \/nonexistent\/leads\.sqlite/);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });
  it('says plainly that the site has not been built', async () => {
    const r = await cli('serve', '--dir', '/nonexistent/dist', '--port', '0');
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('not found: run groomsite build first');
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });
  it('rejects a port that is not a number', async () => {
    const r = await cli('serve', '--port', 'eighty');
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('expected a port number from 0 to 65535');
  });
});

describe('output into a pipe that closes early', () => {
  it('ends quietly, as `groomsite build | head -1` expects', async () => {
    const { spawn } = await import('node:child_process');
    const child = spawn(process.execPath, [join(projectRoot, 'bin', 'groomsite.js'), 'build', '--out', join(tmpdir(), `gs-pipe-${process.pid}`)], { cwd: projectRoot });
    let stderr = '';
    child.stderr.on('data', (d) => { stderr += d; });
    child.stdout.once('data', () => child.stdout.destroy()); // read one chunk, then hang up
    const code = await new Promise<number | null>((ok) => child.on('exit', ok));
    expect(stderr).not.toContain('EPIPE');
    expect(code).toBe(0);
  });
});
