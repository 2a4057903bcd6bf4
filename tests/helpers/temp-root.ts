// Vitest global setup: every temporary folder a test run makes (fixture copies, built sites,
// leads databases, Chromium profiles) goes under one folder of its own, removed when the run
// ends, so repeated runs do not fill the machine's temp folder. Tests keep calling os.tmpdir().
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default function setup(): () => void {
  const root = mkdtempSync(join(tmpdir(), 'groomsite-test-run-'));
  const before = process.env.TMPDIR;
  // Test workers start after this and inherit it; os.tmpdir() reads TMPDIR on every call.
  process.env.TMPDIR = root;
  return () => {
    if (before === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = before;
    rmSync(root, { recursive: true, force: true });
  };
}
