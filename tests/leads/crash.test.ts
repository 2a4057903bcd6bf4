import type { ChildProcess } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { makeSite, readLeads, validBodies } from '../helpers/leads.ts';
import { startCrashServer } from './crash-server-process.ts';

/**
 * The promise of the store: a lead that got a 201 is on disk. Many clients send leads, the
 * server is killed with SIGKILL (no chance to flush anything), restarted on the same file, and
 * every acknowledged lead must be there with the id it was given.
 */

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

describe('crash safety', () => {
  it('keeps every acknowledged lead across SIGKILL mid-stream', async () => {
    const site = makeSite();
    const { child, url } = await startCrashServer(site.dist, site.db);
    const CLIENTS = 16;
    const PER_CLIENT = 50;
    const KILL_AFTER = 300;
    const acknowledged = new Set<string>();
    let killed = false;
    const deadline = Date.now() + 10_000;

    async function client(c: number): Promise<void> {
      for (let i = 0; i < PER_CLIENT && Date.now() < deadline; i++) {
        const name = `client${c}-lead${i}`;
        try {
          const res = await fetch(`${url}/api/booking-form`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ ...validBodies.booking, name }),
          });
          await res.json();
          if (res.status !== 201) throw new Error(`unexpected ${res.status}`);
          acknowledged.add(name);
        } catch (error) {
          if (killed) return; // the server is gone: this client stops
          throw error;
        }
        if (acknowledged.size >= KILL_AFTER && !killed) {
          killed = true;
          child.kill('SIGKILL');
        }
      }
    }

    // On a slow or busy machine, kill after 5 s whatever the count, still mid-stream.
    const killer = setTimeout(() => {
      killed = true;
      child.kill('SIGKILL');
    }, 5000);
    await Promise.all(Array.from({ length: CLIENTS }, (_, c) => client(c)));
    clearTimeout(killer);
    expect(killed).toBe(true);
    await exited(child);
    expect(child.signalCode).toBe('SIGKILL');
    expect(acknowledged.size).toBeGreaterThan(0);
    expect(acknowledged.size).toBeLessThan(CLIENTS * PER_CLIENT);

    // Restart on the same file: it must open (WAL recovery) and keep taking leads.
    const again = await startCrashServer(site.dist, site.db);
    const after = await fetch(`${again.url}/api/booking-form`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(validBodies.quick),
    });
    expect(after.status).toBe(201);
    again.child.kill('SIGTERM');
    await exited(again.child);

    // Answers carry random references, not row ids: every acknowledged lead is found by its name.
    const rows = readLeads(site.db);
    const stored = new Set(rows.map((row) => row.name));
    const lost = [...acknowledged].filter((name) => !stored.has(name));
    expect(lost).toEqual([]);
    expect(rows.at(-1)!.phone).toBe(validBodies.quick.phone); // the lead taken after the restart
  }, 30_000);
});
