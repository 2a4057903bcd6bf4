// A server the benchmark runs in a process of its own (the lead API, groomsite dev): started,
// awaited until it prints the line that says it listens, and stopped with SIGTERM.
import { spawn } from 'node:child_process';

export interface ServerProcess {
  /** The match of `ready` on the line announcing the server. */
  ready: Promise<RegExpExecArray>;
  stop(): Promise<void>;
}

/** Runs `node ...args` in `cwd`; `onLine` sees every line the server prints. */
export function startServerProcess(args: string[], cwd: string, ready: RegExp, onLine: (line: string) => void = () => {}): ServerProcess {
  const child = spawn(process.execPath, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'] });
  const announced = new Promise<RegExpExecArray>((resolve, reject) => {
    let partial = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      const lines = (partial + chunk).split('\n');
      partial = lines.pop()!;
      for (const line of lines) {
        const match = ready.exec(line);
        if (match) resolve(match);
        onLine(line);
      }
    });
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited early (${code})`)));
  });
  const stop = () => new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
  return { ready: announced, stop };
}
