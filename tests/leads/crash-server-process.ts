// Starts tests/leads/crash-server.ts (the lead API in a child process) and resolves once it
// says READY: the crash and e-mail tests kill it with SIGKILL and start it again on the same file.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const here = import.meta.dirname;

export function startCrashServer(dist: string, db: string, env: Record<string, string> = {}): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'crash-server.ts'), dist, db], {
    cwd: path.resolve(here, '../..'),
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    const timer = setTimeout(() => reject(new Error(`server did not start: ${err}`)), 20_000);
    child.stderr!.on('data', (chunk: Buffer) => (err += chunk));
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk;
      const match = /READY (\d+)/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve({ child, url: `http://127.0.0.1:${match[1]}` });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}: ${err}`));
    });
  });
}
