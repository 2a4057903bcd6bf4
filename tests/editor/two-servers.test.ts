// The editor beyond one machine: two `groomsite serve` processes on one real PostgreSQL, each with
// its own copy of the site folder, as two machines have. A price published on one is served by the
// other within two seconds, from the same site files; two owners publishing at once on the two
// servers take turns, and the second is told what the first changed instead of forking the site. A
// photo uploaded on one server and published there is served by the other too, and so is a review
// the owner approved on one server.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agent, PASSWORD, type Agent } from '../helpers/desk.ts';
import { postJson, request } from '../helpers/leads.ts';
import { startServe, stopChild, type ServeProcess } from '../helpers/serve-process.ts';
import { startPostgres, type TestPostgres } from '../../scripts/lib/postgres.ts';
import { groomsite, siteCopy } from '../../scripts/lib/site-copy.ts';
import { readData } from '../../editor/yaml-edit.ts';
import sharp from 'sharp';
import { openStore } from '../../store/open.ts';
import { appointmentBody, realVisitSettings } from '../../scripts/lib/visit-days.ts';
import { addDays, indiaDate } from '../../model/visits/time.ts';
import { dayBothWork } from '../desk/dayplan-helpers.ts';

let postgres: TestPostgres;
let DATABASE_URL: string;
const roots: string[] = [];
const servers: ServeProcess[] = [];
const owners: Agent[] = [];
const spa = (text: string) => (readData(text) as { packages: { id: string; offerPrice: number }[] }).packages.findIndex((p) => p.id === 'fur-fresh-spa');

beforeAll(async () => {
  postgres = startPostgres();
  DATABASE_URL = await postgres.createDatabase();
  for (let i = 0; i < 2; i++) {
    const root = siteCopy('groomsite-editor-pg-');
    roots.push(root);
    await groomsite(root, ['build', '--quiet'], { env: { DATABASE_URL } });
  }
  await groomsite(roots[0], ['users', 'add', 'asha', '--role', 'owner'], { env: { DATABASE_URL }, stdin: `${PASSWORD}\n` });
  await groomsite(roots[0], ['users', 'add', 'kiran', '--role', 'owner'], { env: { DATABASE_URL }, stdin: `${PASSWORD}\n` });
  for (const root of roots) servers.push(await startServe({ cwd: root, env: { DATABASE_URL } }));
  owners.push(await agent(servers[0].url, 'asha'), await agent(servers[1].url, 'kiran'));
}, 180_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => stopChild(s.child)));
  postgres?.stop();
});

describe('the editor on two servers over one PostgreSQL', () => {
  it('serves a price published on one server from the other within two seconds, from the same files', async () => {
    const draft = (await owners[0].get('/api/desk/site')).json;
    const i = spa(readFileSync(join(roots[0], 'site.yaml'), 'utf8'));
    const published = await owners[0].post('/api/desk/site/publish', { base: draft.version, edits: [{ op: 'set', path: ['packages', i, 'offerPrice'], value: 1111 }] });
    expect(published.status).toBe(200);
    const at = Date.now();
    await expect.poll(async () => (await request(`${servers[1].url}/price`)).text.includes('₹1,111'), { timeout: 2000, interval: 100 }).toBe(true);
    console.log(`publish ${published.json.ms} ms on the first server; on the second ${Date.now() - at} ms later`);
    await expect.poll(() => readFileSync(join(roots[1], 'site.yaml'), 'utf8'), { timeout: 1000 }).toBe(readFileSync(join(roots[0], 'site.yaml'), 'utf8'));
    expect((await owners[1].get('/api/desk/site')).json.version).toBe(published.json.version);
  }, 60_000);

  it('serves a photo uploaded and published on one server from the other, its file from the database', async () => {
    const photo = await sharp({ create: { width: 1000, height: 750, channels: 3, background: '#4080c0' } }).jpeg().toBuffer();
    const uploaded = await request(`${servers[0].url}/api/desk/site/photos`, {
      method: 'POST', body: photo, headers: { 'Content-Type': 'image/jpeg', Cookie: owners[0].cookie, Origin: owners[0].origin, 'X-Desk-Csrf': owners[0].csrf },
    });
    expect(uploaded.status, uploaded.text).toBe(201);
    const { name } = uploaded.json;
    const caption = 'Coco, a Lhasa Apso, after her summer trim';
    const draft = (await owners[0].get('/api/desk/site')).json;
    const published = await owners[0].post('/api/desk/site/publish', { base: draft.version, edits: [
      { op: 'set', path: ['gallery', 5], value: { pet: 'dog', photo: name, caption } },
      { op: 'set', file: 'strings/hi.yaml', path: [caption], value: 'कोको, एक ल्हासा एप्सो, गर्मियों की ट्रिम के बाद' },
    ] });
    expect(published.status, published.text.slice(0, 600)).toBe(200);
    const base = name.replace(/\.jpg$/, '');
    await expect.poll(async () => (await request(`${servers[1].url}/gallery`)).text.toLowerCase().includes(`srcset="/images/${base}-480.avif 480w`), { timeout: 5000, interval: 100 }).toBe(true);
    expect(readFileSync(join(roots[1], 'content/images', name))).toEqual(readFileSync(join(roots[0], 'content/images', name)));
    expect((await request(`${servers[1].url}/images/${base}-960.webp`)).status).toBe(200);
  }, 60_000);

  it('takes two publishes at once in turn: the second is refused with what the first changed', async () => {
    const base = (await owners[0].get('/api/desk/site')).json.version;
    expect((await owners[1].get('/api/desk/site')).json.version).toBe(base);
    const i = spa(readFileSync(join(roots[0], 'site.yaml'), 'utf8'));
    const answers = await Promise.all([
      owners[0].post('/api/desk/site/publish', { base, edits: [{ op: 'set', path: ['packages', i, 'offerPrice'], value: 1121 }] }),
      owners[1].post('/api/desk/site/publish', { base, edits: [{ op: 'set', path: ['packages', i, 'offerPrice'], value: 1131 }] }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    expect(refused.json.changed).toMatch(/\+\s+offerPrice: 11[23]1/);
    const winner = answers.find((a) => a.status === 200)!;
    for (const server of servers) {
      await expect.poll(async () => (await request(`${server.url}/api/desk/site`, { headers: { Cookie: owners[servers.indexOf(server)].cookie } })).json.version, { timeout: 2000 }).toBe(winner.json.version);
    }
  }, 60_000);

  it('shows a review the owner approved on one server on the other within two seconds', async () => {
    const noida = '/pet-grooming-at-home/noida';
    const phone = '9833344411';
    const words = 'Sunil trimmed Toffee without a single whimper.';
    const { serviceLabel } = await realVisitSettings(roots[0]); // its price as the tests above left it
    const booked = await postJson(`${servers[0].url}/api/booking-form`, {
      ...appointmentBody({ origin: servers[0].url, pagePath: noida, phone, service: serviceLabel('fur-fresh-spa'), date: dayBothWork(), window: '09:00-11:00' }), name: 'Ritu Sharma',
    });
    expect(booked.status, booked.text).toBe(201);
    const sql = openStore(DATABASE_URL);
    await sql.ready;
    // The visit happened yesterday and was marked done (the desk's flow: tests/desk/reviews.test.ts).
    await sql.run("UPDATE visits SET status = 'done', date = ? WHERE lead_id = (SELECT id FROM leads WHERE phone = ?)", [addDays(indiaDate(Date.now()), -1), phone]);
    const visitId = Number((await sql.get<{ id: number }>('SELECT v.id FROM visits v JOIN leads l ON l.id = v.lead_id WHERE l.phone = ?', [phone]))!.id);
    await sql.close();
    const token = String(booked.json.visit.link).replace('/b/', '');
    expect((await postJson(`${servers[0].url}/api/visit/${token}/review`, { rating: 5, text: words })).status).toBe(201);
    const approved = await owners[0].post(`/api/desk/reviews/${visitId}`, { decision: 'approve' });
    expect(approved.json.published).toMatchObject({ ok: true, shown: 1 });
    expect((await request(`${servers[0].url}${noida}`)).text).toContain(words);
    await expect.poll(async () => (await request(`${servers[1].url}${noida}`)).text.includes(words), { timeout: 2000, interval: 100 }).toBe(true);
    // Taken off on the second server: gone from the first's page too.
    expect((await owners[1].post(`/api/desk/reviews/${visitId}`, { decision: 'reject' })).json.published).toMatchObject({ ok: true, shown: 0 });
    await expect.poll(async () => (await request(`${servers[0].url}${noida}`)).text.includes(words), { timeout: 2000, interval: 100 }).toBe(false);
  }, 60_000);
});
