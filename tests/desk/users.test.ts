// `groomsite users add|remove|list` as the owner runs them: the password comes on standard input.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../helpers/site.ts';
import { query } from '../helpers/desk.ts';

const cli = join(projectRoot, 'bin', 'groomsite.js');

function groomsite(args: string[], stdin = ''): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [cli, ...args], { cwd: projectRoot, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(stdin);
  });
}

describe('groomsite users', () => {
  it('adds with a password from standard input, lists, changes and removes', async () => {
    const db = join(mkdtempSync(join(tmpdir(), 'groomsite-users-')), 'leads.sqlite');
    expect(await groomsite(['users', 'add', 'Asha', '--db', db], 'a long enough password\n'))
      .toMatchObject({ code: 0, stdout: 'added asha: they can log in at /desk/\n' });
    const [row] = query<{ name: string; password_hash: string }>(db, 'SELECT name, password_hash FROM desk_users');
    expect(row.name).toBe('asha');
    expect(row.password_hash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(row.password_hash).not.toContain('long enough');

    expect((await groomsite(['users', 'list', '--db', db])).stdout).toMatch(/^asha +staff +added \d{4}-\d{2}-\d{2} {2}0 sessions open\n$/);
    expect(await groomsite(['users', 'add', 'asha', '--db', db], 'another long password\n'))
      .toMatchObject({ code: 0, stdout: 'changed the password of asha and ended their sessions\n' });
    expect(await groomsite(['users', 'add', 'ravi', '--db', db], 'short\n'))
      .toMatchObject({ code: 1, stderr: 'error: password for ravi: the password must be at least 10 characters long\n' });
    expect(await groomsite(['users', 'add', 'ravi', '--db', db], ''))
      .toMatchObject({ code: 1, stderr: expect.stringMatching(/^error: no password on standard input/) });
    expect(await groomsite(['users', 'add', 'no spaces', '--db', db], 'a long enough password\n'))
      .toMatchObject({ code: 1, stderr: expect.stringMatching(/^error: user name "no spaces": use 1 to 32 letters/) });
    expect(await groomsite(['users', 'remove', 'asha', '--db', db])).toMatchObject({ code: 0, stdout: 'removed asha; their sessions have ended\n' });
    expect(await groomsite(['users', 'remove', 'asha', '--db', db])).toMatchObject({ code: 1, stderr: 'error: no user named asha; groomsite users list shows who there is\n' });
    expect((await groomsite(['users', 'list', '--db', db])).stdout).toBe('No users yet: add one with groomsite users add NAME\n');
  }, 60_000);

  it('gives roles: staff by default, a groomer tied to an id of the teams, an existing role kept on a new password', async () => {
    const db = join(mkdtempSync(join(tmpdir(), 'groomsite-roles-')), 'leads.sqlite');
    const pw = 'a long enough password\n';
    expect((await groomsite(['users', 'add', 'meera', '--role', 'owner', '--db', db], pw)).code).toBe(0);
    expect((await groomsite(['users', 'add', 'asha', '--db', db], pw)).code).toBe(0);
    expect(await groomsite(['users', 'add', 'sunil', '--role', 'groomer', '--groomer', 'noida-sunil', '--db', db], pw)).toMatchObject({ code: 0 });
    expect(await groomsite(['users', 'add', 'x', '--role', 'groomer', '--db', db], pw))
      .toMatchObject({ code: 1, stderr: expect.stringMatching(/^error: --role groomer: name the groomer with --groomer ID \(one of .*noida-sunil/) });
    expect(await groomsite(['users', 'add', 'x', '--groomer', 'noida-nobody', '--db', db], pw))
      .toMatchObject({ code: 1, stderr: expect.stringMatching(/^error: --groomer noida-nobody: not a groomer of site.yaml's teams; the ids are /) });
    expect(await groomsite(['users', 'add', 'x', '--role', 'boss', '--db', db], pw)).toMatchObject({ code: 1, stderr: 'error: --role boss: expected one of owner, staff, groomer\n' });
    expect(await groomsite(['users', 'add', 'x', '--role', 'staff', '--groomer', 'noida-sunil', '--db', db], pw)).toMatchObject({ code: 1 });
    // A new password alone keeps the role: the owner stays owner.
    expect((await groomsite(['users', 'add', 'meera', '--db', db], 'another long password\n')).code).toBe(0);
    expect(query(db, 'SELECT name, role, groomer_id FROM desk_users ORDER BY name')).toEqual([
      { name: 'asha', role: 'staff', groomer_id: null },
      { name: 'meera', role: 'owner', groomer_id: null },
      { name: 'sunil', role: 'groomer', groomer_id: 'noida-sunil' },
    ]);
    expect((await groomsite(['users', 'list', '--db', db])).stdout).toMatch(/^asha +staff +added .*\nmeera +owner +added .*\nsunil +groomer noida-sunil +added /);
  }, 60_000);
});
