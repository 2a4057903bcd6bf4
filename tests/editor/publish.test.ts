// The owner's editor as the owner meets it: the real `groomsite serve` on a copy of the real site
// in a Git repository, the desk's API over HTTP with a logged-in owner's cookie and CSRF token as
// the desk page sends them. A price changed, previewed, published and undone; a change refused on
// its field; a change made on an older version refused with what changed; staff and strangers kept out.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../helpers/site.ts';
import { agent, type Agent } from '../helpers/desk.ts';
import { request } from '../helpers/leads.ts';
import { stopChild, type ServeProcess } from '../helpers/serve-process.ts';
import { serveSiteCopy } from '../helpers/served-copy.ts';
import { readData } from '../../editor/yaml-edit.ts';
import { differences } from '../helpers/fixture.ts';

const git = (cwd: string, ...args: string[]) => execFileSync('git', ['-C', cwd, ...args], { encoding: 'utf8' });

let root: string;
let serve: ServeProcess;
let owner: Agent;
let original: string;
const price = (text: string, id: string) => ((readData(text) as { packages: { id: string; offerPrice: number }[] }).packages.find((p) => p.id === id)!).offerPrice;
const indexOf = (text: string, id: string) => (readData(text) as { packages: { id: string }[] }).packages.findIndex((p) => p.id === id);

beforeAll(async () => {
  ({ root, serve } = await serveSiteCopy('groomsite-editor-', { git: true, users: { asha: 'owner', ravi: 'staff' } }));
  original = readFileSync(join(root, 'site.yaml'), 'utf8');
  owner = await agent(serve.url, 'asha');
}, 120_000);

afterAll(() => stopChild(serve?.child));

describe("the owner's editor", () => {
  it('publishes a price change: one line of site.yaml, the pages at once, a commit by the owner, and undo brings every byte back', async () => {
    const pageBefore = (await request(`${serve.url}/price`)).text;
    const distBefore = mkdtempSync(join(tmpdir(), 'groomsite-editor-dist-'));
    cpSync(join(root, 'dist'), distBefore, { recursive: true });
    const draft = (await owner.get('/api/desk/site')).json;
    expect(draft.editable).toContain('packages');
    expect(draft.editable).not.toContain('api');
    const i = indexOf(original, 'fur-fresh-spa');
    const was = price(original, 'fur-fresh-spa');
    const edits = [{ op: 'set', path: ['packages', i, 'offerPrice'], value: was + 51 }];

    const preview = (await owner.post('/api/desk/site/preview', { base: draft.version, edits })).json;
    expect(preview).toMatchObject({ ok: true, problems: [] });
    expect(preview.diff.split('\n').filter((l: string) => /^[-+][^-+]/.test(l))).toEqual([`-    offerPrice: ${was}`, `+    offerPrice: ${was + 51}`]);

    const published = await owner.post('/api/desk/site/publish', { base: draft.version, edits, note: 'Spa price for winter' });
    expect(published.status).toBe(200);
    const now = readFileSync(join(root, 'site.yaml'), 'utf8');
    expect(price(now, 'fur-fresh-spa')).toBe(was + 51);
    // The pages already say it when the answer comes.
    expect((await request(`${serve.url}/price`)).text).toContain(`₹${(was + 51).toLocaleString('en-IN')}`);
    expect(git(root, 'log', '-1', '--format=%an|%s')).toBe('asha|Spa price for winter\n');
    expect(git(root, 'show', '--format=', 'HEAD', '--', 'site.yaml').split('\n').filter((l) => /^[-+][^-+]/.test(l))).toHaveLength(2);

    const history = (await owner.get('/api/desk/site/history')).json;
    expect(history.entries[0]).toMatchObject({ id: published.json.id, by: 'asha', note: 'Spa price for winter', undoable: true });

    const undone = await owner.post(`/api/desk/site/undo/${published.json.id}`, {});
    expect(undone.status).toBe(200);
    expect(readFileSync(join(root, 'site.yaml'), 'utf8')).toBe(original);
    expect((await request(`${serve.url}/price`)).text).toBe(pageBefore);
    // Every file of dist/, the link previews and the .br/.gz twins too (those follow the swap: wait for them).
    await expect.poll(() => differences(distBefore, join(root, 'dist')), { timeout: 10_000 }).toEqual({ onlyA: [], onlyB: [], differ: [] });
    expect((await owner.get('/api/desk/site/history')).json.entries[0]).toMatchObject({ undoOf: published.json.id, undoable: true });
  }, 60_000);

  it('refuses a change the site checks refuse, on its field, and writes nothing', async () => {
    const draft = (await owner.get('/api/desk/site')).json;
    const i = indexOf(original, 'fur-fresh-spa');
    const above = { op: 'set', path: ['packages', i, 'offerPrice'], value: 99_999 };
    const refused = await owner.post('/api/desk/site/publish', { base: draft.version, edits: [above] });
    expect(refused.status).toBe(422);
    expect(refused.json.problems.some((p: { path: unknown[] }) => JSON.stringify(p.path) === JSON.stringify(['packages', i, 'offerPrice']))).toBe(true);
    // A price typed by hand into a text: the hint names the placeholder to write instead.
    const typed = (await owner.post('/api/desk/site/preview', { base: draft.version, edits: [{ op: 'set', path: ['banner', 'prepare'], value: `Spa baths now ₹${price(original, 'fur-fresh-spa')} only` }] })).json;
    expect(typed.ok).toBe(false);
    expect(typed.problems[0].path).toEqual(['banner', 'prepare']);
    expect(typed.problems[0].hint ?? typed.problems[0].message).toMatch(/\{price:/);
    // The maintainers' parts are not the owner's.
    const api = await owner.post('/api/desk/site/publish', { base: draft.version, edits: [{ op: 'set', path: ['api', 'base'], value: '/x' }] });
    expect(api.status).toBe(422);
    expect(api.json.message).toMatch(/maintainers'/);
    expect(readFileSync(join(root, 'site.yaml'), 'utf8')).toBe(original);
  }, 60_000);

  it('asks for the Hindi of a text changed in English, on its field, and publishes both files together', async () => {
    const draft = (await owner.get('/api/desk/site')).json;
    expect(draft.translations.hi['Spa day, without leaving home']).toBe('घर बैठे स्पा डे');
    const title = { op: 'set', path: ['home', 'heroSlides', 0, 'title'], value: 'A spa day for your pet, at home' };
    const untranslated = (await owner.post('/api/desk/site/preview', { base: draft.version, edits: [title] })).json;
    expect(untranslated, JSON.stringify(untranslated).slice(0, 600)).toMatchObject({ ok: false });
    expect(untranslated.problems.find((p: { path: unknown[] }) => JSON.stringify(p.path) === JSON.stringify(['home', 'heroSlides', 0, 'title']))).toBeDefined();
    const hindi = { op: 'set', file: 'strings/hi.yaml', path: ['A spa day for your pet, at home'], value: 'आपके पालतू के लिए घर पर स्पा डे' };
    const published = await owner.post('/api/desk/site/publish', { base: draft.version, edits: [title, hindi] });
    expect(published.status).toBe(200);
    expect(published.json.diff).toContain('+++ strings/hi.yaml');
    expect((await request(`${serve.url}/hi`)).text).toContain('आपके पालतू के लिए घर पर स्पा डे');
    expect(git(root, 'show', '--stat', '--format=', 'HEAD')).toMatch(/site\.yaml[\s\S]*strings\/hi\.yaml|strings\/hi\.yaml[\s\S]*site\.yaml/);
    expect((await owner.post(`/api/desk/site/undo/${published.json.id}`, {})).status).toBe(200);
    expect(readFileSync(join(root, 'strings/hi.yaml'), 'utf8')).toBe(readFileSync(join(projectRoot, 'strings/hi.yaml'), 'utf8'));
  }, 60_000);

  it('refuses a change made on an older version, with what changed meanwhile, and keeps the hand edit', async () => {
    const draft = (await owner.get('/api/desk/site')).json;
    const byHand = original.replace('# City pages live at', '# Edited on the server. City pages live at');
    writeFileSync(join(root, 'site.yaml'), byHand);
    const i = indexOf(original, 'fur-fresh-spa');
    const stale = await owner.post('/api/desk/site/publish', { base: draft.version, edits: [{ op: 'set', path: ['packages', i, 'offerPrice'], value: 1001 }] });
    expect(stale.status).toBe(409);
    expect(stale.json.changed).toContain('+# Edited on the server.');
    expect(readFileSync(join(root, 'site.yaml'), 'utf8')).toBe(byHand);
    // The newer version is picked up, not overwritten.
    const fresh = (await owner.get('/api/desk/site')).json;
    expect(fresh.version).toBe(stale.json.version);
    writeFileSync(join(root, 'site.yaml'), original);
  }, 60_000);

  it('takes a burst of publishes from one version in turn: one goes live, the others are told what it changed', async () => {
    const draft = (await owner.get('/api/desk/site')).json;
    const i = indexOf(original, 'fur-fresh-spa');
    const answers = await Promise.all(Array.from({ length: 8 }, (_, k) => owner.post('/api/desk/site/publish', { base: draft.version, edits: [{ op: 'set', path: ['packages', i, 'offerPrice'], value: 1001 + k }] })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(7);
    const live = answers.find((a) => a.status === 200)!;
    expect((await owner.post(`/api/desk/site/undo/${live.json.id}`, {})).status).toBe(200);
    expect(readFileSync(join(root, 'site.yaml'), 'utf8')).toBe(original);
  }, 60_000);

  it('answers staff 403, a stranger 401 and another site 403, before reading anything', async () => {
    const staff = await agent(serve.url, 'ravi');
    expect((await staff.get('/api/desk/site')).status).toBe(403);
    expect((await staff.post('/api/desk/site/publish', { base: '0'.repeat(32), edits: [] })).status).toBe(403);
    expect((await request(`${serve.url}/api/desk/site`)).status).toBe(401);
    expect((await request(`${serve.url}/api/desk/site/history`)).status).toBe(401);
    const crossSite = await owner.post('/api/desk/site/undo/1', {}, { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    const odd = await owner.post('/api/desk/site/preview', { base: (await owner.get('/api/desk/site')).json.version, edits: [{ op: 'set', path: ['__proto__', 'polluted'], value: 1 }] });
    expect(odd.json.ok).toBe(false);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  }, 60_000);
});
