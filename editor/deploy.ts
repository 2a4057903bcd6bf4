// Where the site is deployed to a static host, the maintainers' deploy command (serve --deploy,
// or $GROOMSITE_DEPLOY) runs after each publish has swapped dist/ in, and its outcome is shown to
// the owner. It is not the owner's to set: it runs on the server's shell.
import { spawn } from 'node:child_process';

/** What the owner reads: the end of the output is where a deploy tool says what went wrong. */
const KEEP_OUTPUT = 2000;

export interface DeployOutcome { ok: boolean; ms: number; output: string }

export function runDeploy(command: string, cwd: string, timeoutMs = 5 * 60_000): Promise<DeployOutcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    let output = '';
    const child = spawn('sh', ['-c', command], { cwd, stdio: ['ignore', 'pipe', 'pipe'], timeout: timeoutMs });
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString('utf8')).slice(-KEEP_OUTPUT);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const done = (ok: boolean, tail = '') => resolve({ ok, ms: Math.round(performance.now() - started), output: (output + tail).trim() });
    child.on('error', (error) => done(false, `\n${error.message}`));
    child.on('close', (code, signal) => done(code === 0, code === 0 ? '' : signal ? `\nstopped (${signal}): it took longer than ${timeoutMs / 1000} s` : `\nexit code ${code}`));
  });
}
