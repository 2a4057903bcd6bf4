// `groomsite serve` reads the site definition its dist/ was built from, not site.yaml as it is now:
// a price edited in site.yaml changes nothing the server accepts until a build publishes it, and
// then the server follows the new build within seconds, without a restart. The real commands on a
// copy of the real site, the booking sent as the package form sends it.
import { execFile, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson } from '../helpers/leads.ts';
import { startServe as startServeProcess, stopChild } from '../helpers/serve-process.ts';
import { projectRoot } from '../helpers/site.ts';

const CLI = join(projectRoot, 'bin', 'groomsite.js');
const run = promisify(execFile);
let root: string;
let child: ChildProcess;
let url: string;
let phone = 9_600_000_000;

const OLD = 'Fur Fresh Spa (Full Body Bath) - ₹999';
const NEW = 'Fur Fresh Spa (Full Body Bath) - ₹1,049';

const build = () => run(process.execPath, [CLI, 'build', '--quiet'], { cwd: root });
const book = (service: string) => postJson(`${url}/api/booking-form`, {
  pet: 'Dog', name: 'Asha Verma', phone: String(phone++), service, serviceId: 'fur-fresh-spa', addOns: 'No Add-Ons', addOnId: 'none',
  breed: 'Beagle', address: 'Sector 18, Noida', request: '', user: 'true', status: 'true', path: `${url}/pet-grooming`,
  serviceDate: '', serviceTime: '', remoteIP: '', userAgent: 'Mozilla/5.0 (test)',
}, { Origin: url });

async function startServe(): Promise<ChildProcess> {
  const started = await startServeProcess({ cwd: root, db: join(root, 'leads.sqlite'), env: { LEAD_WEBHOOK_URL: '' } });
  url = started.url;
  return started.child;
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'groomsite-served-'));
  for (const part of ['site.yaml', 'site.schema.json', 'content', 'strings']) cpSync(join(projectRoot, part), join(root, part), { recursive: true });
  await build();
  child = await startServe();
}, 120_000);

afterAll(async () => {
  await stopChild(child);
  rmSync(root, { recursive: true, force: true });
});

describe('serve and the site definition its dist/ was built from', () => {
  it('keeps to the built prices while site.yaml is edited, then follows the next build without a restart', async () => {
    expect((await book(OLD)).status).toBe(201);
    // Edited, not built: the pages still say ₹999, and so does the server.
    const yaml = readFileSync(join(root, 'site.yaml'), 'utf8');
    const edited = yaml.replace(/(id: fur-fresh-spa[\s\S]*?offerPrice: )999/, '$11049');
    expect(edited).not.toBe(yaml);
    writeFileSync(join(root, 'site.yaml'), edited);
    await new Promise((done) => setTimeout(done, 1500));
    expect((await book(OLD)).status).toBe(201);
    const early = await book(NEW);
    expect(early.status).toBe(400);
    expect(String(early.body)).toContain('is not what serviceId');
    // Restarted before the build, it still takes the prices the pages show.
    await stopChild(child);
    child = await startServe();
    expect((await book(OLD)).status).toBe(201);
    expect((await book(NEW)).status).toBe(400);
    // Built: the pages say ₹1,049, and within a few seconds so does the server.
    await build();
    expect(readFileSync(join(root, 'dist', 'pet-grooming.html'), 'utf8')).toContain('₹1,049');
    await expect.poll(async () => (await book(NEW)).status, { timeout: 10_000, interval: 250 }).toBe(201);
    expect((await book(OLD)).status).toBe(400);
  }, 120_000);
});
