// `groomsite serve` as a maintainer runs it: the real command (bin/groomsite.js) in a child
// process, on a free loopback port; and the two small pieces around any child server: waiting for
// the line that says it is up, and stopping it.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { projectRoot } from './site.ts';

export interface ServeProcess {
  child: ChildProcess;
  /** Where it listens, as it printed it: http://127.0.0.1:PORT */
  url: string;
  port: number;
}

export interface ServeOptions {
  /** `--dir`: the built folder to serve (by default the command's own, dist/ of `cwd`). */
  dir?: string;
  /** `--db`: the SQLite file (by default the command's own, or DATABASE_URL in `env`). */
  db?: string;
  /** Over this process's environment: DATABASE_URL, LEAD_WEBHOOK_URL... */
  env?: Record<string, string>;
  /** The folder it runs in, a site's project (by default this repository). */
  cwd?: string;
}

/**
 * Starts `groomsite serve` on 127.0.0.1 and a port of the system's choosing; resolves once it
 * says where it listens.
 */
export async function startServe(o: ServeOptions = {}): Promise<ServeProcess> {
  const child = spawn(process.execPath,
    [path.join(projectRoot, 'bin', 'groomsite.js'), 'serve', '--port', '0', '--host', '127.0.0.1', ...(o.dir ? ['--dir', o.dir] : []), ...(o.db ? ['--db', o.db] : [])],
    { cwd: o.cwd ?? projectRoot, env: { ...process.env, ...o.env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const [, url, port] = await waitForLine(child, /at (http:\/\/127\.0\.0\.1:(\d+)) /, 'groomsite serve');
  return { child, url, port: Number(port) };
}

/** Resolves with the first match of `pattern` in what `child` prints (30 s at most); fails if it exits first. */
export function waitForLine(child: ChildProcess, pattern: RegExp, what: string): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`${what} did not start: ${out}`)), 30_000);
    const onData = (chunk: Buffer) => {
      out += chunk;
      const match = pattern.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve(match);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${what} exited with ${code}: ${out}`)));
  });
}

/** SIGTERM, and wait for the exit (at once if the process is gone already). */
export function stopChild(child: ChildProcess | undefined): Promise<void> {
  return new Promise<void>((resolve) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
