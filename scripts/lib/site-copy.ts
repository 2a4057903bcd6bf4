// A copy of the real site in a folder of its own, as a maintainer has it, and the `groomsite`
// command run there: what the editor's tests, the reviews' tests and the editor's bench start from
// (a publish rewrites site.yaml and content/, so none of them may work on the repository's own).
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const projectRoot = resolve(import.meta.dirname, '../..');
const cli = join(projectRoot, 'bin', 'groomsite.js');

export interface SiteCopyOptions {
  /**
   * Make the folder a Git repository with the site as its first commit (by "Maintainer"), as a
   * maintainer keeps it: the editor then commits each publish.
   */
  git?: boolean;
  /** Files of the site left out of the copy (content/reviews.json, for a test that starts with no reviews). */
  without?: string[];
}

/** site.yaml, content/ and strings/ copied into a new temporary folder named from `prefix`; its path. */
export function siteCopy(prefix: string, options: SiteCopyOptions = {}): string {
  const root = mkdtempSync(join(tmpdir(), prefix));
  for (const part of ['site.yaml', 'content', 'strings']) cpSync(join(projectRoot, part), join(root, part), { recursive: true });
  for (const file of options.without ?? []) rmSync(join(root, file), { force: true });
  // The packages installed beside the site, as a maintainer has them (the islands' bundle resolves Preact there).
  symlinkSync(join(projectRoot, 'node_modules'), join(root, 'node_modules'));
  if (options.git) {
    writeFileSync(join(root, '.gitignore'), 'node_modules\ndist\ndist.host\n*.sqlite*\n');
    const git = (...args: string[]) => execFileSync('git', ['-C', root, '-c', 'user.name=Maintainer', '-c', 'user.email=m@example.invalid', ...args]);
    git('init', '--quiet');
    git('add', '.');
    git('commit', '--quiet', '-m', 'The site');
  }
  return root;
}

export interface RunOptions {
  /** What the command reads on its standard input (a password for `users add`). */
  stdin?: string;
  /** Over this process's environment (DATABASE_URL). */
  env?: Record<string, string>;
}

/**
 * Runs `groomsite ...args` (bin/groomsite.js) in `cwd`; resolves with what it printed, standard
 * output and error together, or rejects with it when the command fails.
 */
export function groomsite(cwd: string, args: string[], options: RunOptions = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, ...args], { cwd, env: { ...process.env, ...options.env }, stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`groomsite ${args.join(' ')}: ${code}\n${out}`))));
    child.stdin.end(options.stdin ?? '');
  });
}
