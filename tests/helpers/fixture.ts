// Copies a fixture site into a temporary folder so a test can break it without touching the repo.
import { cpSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const fixturesDir = resolve(import.meta.dirname, '../fixtures');

export function copyFixture(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), `groomsite-${name}-`));
  cpSync(join(fixturesDir, name), dir, { recursive: true });
  return dir;
}

/** Replace one exact piece of text in a file (failing loudly if it is not there), return the 1-based line of the change. */
export function edit(file: string, from: string, to: string): number {
  const text = readFileSync(file, 'utf8');
  const at = text.indexOf(from);
  if (at < 0) throw new Error(`fixture edit: "${from}" not found in ${file}`);
  writeFileSync(file, text.slice(0, at) + to + text.slice(at + from.length));
  return text.slice(0, at).split('\n').length;
}

/** Every file below `dir`, by its path from `dir` ("/blog/x/index.html"), with its bytes. */
export function filesIn(dir: string): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else out.set(p.slice(dir.length), readFileSync(p));
    }
  };
  walk(dir);
  return out;
}

/** Every file of `a` and `b` by name, and the names whose bytes differ. */
export function differences(a: string, b: string): { onlyA: string[]; onlyB: string[]; differ: string[] } {
  const fa = filesIn(a);
  const fb = filesIn(b);
  return {
    onlyA: [...fa.keys()].filter((f) => !fb.has(f)),
    onlyB: [...fb.keys()].filter((f) => !fa.has(f)),
    differ: [...fa].filter(([f, bytes]) => fb.has(f) && !bytes.equals(fb.get(f)!)).map(([f]) => f),
  };
}
