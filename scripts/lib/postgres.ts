// A real PostgreSQL for the tests and the bench: Debian's server binaries (installed by
// scripts/test-tools.sh), a fresh cluster in a temp folder, reachable only through a Unix socket in
// that folder (no TCP port at all), stopped and deleted afterwards. initdb refuses to run as root,
// so as root the cluster belongs to the `postgres` user that Debian's package creates.
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface TestPostgres {
  /** A URL for a new, empty database of its own. */
  createDatabase(name?: string): Promise<string>;
  /** Stops the server as a crash would (immediate shutdown), keeping its data; `start` brings it back. */
  halt(): void;
  start(): void;
  /**
   * Restarts the server as an administrator or a crash would (`fast` ends the sessions politely,
   * `immediate` as a crash), without blocking this process: servers under test keep running.
   */
  restart(mode: 'fast' | 'immediate'): Promise<void>;
  /** Stops the server and removes its folder. */
  stop(): void;
}

function binaries(): string {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).filter((v) => fs.existsSync(path.join(root, v, 'bin', 'pg_ctl'))) : [];
  if (versions.length === 0) throw new Error('PostgreSQL server not found: run scripts/test-tools.sh (apt-get install -y postgresql)');
  return path.join(root, versions.sort((a, b) => Number(b) - Number(a))[0], 'bin');
}

let counter = 0;

export function startPostgres(): TestPostgres {
  const bin = binaries();
  const asRoot = process.getuid?.() === 0;
  // The postgres user must reach the folder: the tests' own temp folder is private to root.
  const folder = fs.mkdtempSync(path.join(asRoot ? '/tmp' : os.tmpdir(), 'groomsite-pg-'));
  const data = path.join(folder, 'data');
  const socket = path.join(folder, 'socket');
  fs.mkdirSync(socket);
  if (asRoot) execFileSync('chown', ['-R', 'postgres:postgres', folder]);
  const run = (tool: string, args: string[]) => {
    const command = asRoot ? 'runuser' : path.join(bin, tool);
    const full = asRoot ? ['-u', 'postgres', '--', path.join(bin, tool), ...args] : args;
    const result = spawnSync(command, full, { encoding: 'utf8', timeout: 60_000 });
    if (result.status !== 0) throw new Error(`${tool} failed (${result.status}): ${result.stderr || result.stdout}`);
  };
  run('initdb', ['-D', data, '--auth=trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
  // No TCP listener; fsync stays on, as in production, since the tests check durability.
  const serverArgs = ['-D', data, '-l', path.join(folder, 'server.log'), '-w', '-t', '60', '-o', `-c listen_addresses='' -k ${socket} -c max_connections=200`];
  const start = () => run('pg_ctl', [...serverArgs, 'start']);
  start();
  const url = (database: string) => `postgres://postgres@localhost/${database}?host=${encodeURIComponent(socket)}`;
  let stopped = false;
  return {
    async createDatabase(name = `t${process.pid}_${++counter}`) {
      const admin = new pg.Client({ connectionString: url('postgres') });
      await admin.connect();
      try {
        await admin.query(`CREATE DATABASE ${name}`);
      } finally {
        await admin.end();
      }
      return url(name);
    },
    halt() {
      run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    },
    start,
    restart(mode) {
      const args = [...serverArgs, '-m', mode, 'restart'];
      const [command, full] = asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, 'pg_ctl'), ...args]] : [path.join(bin, 'pg_ctl'), args];
      return new Promise((resolve, reject) => {
        execFile(command, full, { timeout: 60_000 }, (error, stdout, stderr) => (error ? reject(new Error(`pg_ctl restart failed: ${stderr || stdout}`)) : resolve()));
      });
    },
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // already halted
      } finally {
        fs.rmSync(folder, { recursive: true, force: true });
      }
    },
  };
}
