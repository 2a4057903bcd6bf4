// Photos from the owner's phone through the real `groomsite serve` on a copy of the real site in a
// Git repository, over HTTP as the desk page sends them (the session's cookie and CSRF token, the
// file's bytes as the body): cleaned of the place it was taken and turned upright, refused when it
// is not a photo or is too big, kept out of the site until a publish names it with its words, then
// served as AVIF and WebP on the gallery, a page's title band and a groomer's city, committed, and
// taken away by the undo.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agent, query, type Agent } from '../helpers/desk.ts';
import { request, type RawResponse } from '../helpers/leads.ts';
import { stopChild, type ServeProcess } from '../helpers/serve-process.ts';
import { serveSiteCopy } from '../helpers/served-copy.ts';
import { readData } from '../../editor/yaml-edit.ts';
import { exifLatitude, heicStart, phoneJpeg, pixelBomb, png } from './photo-samples.ts';

const git = (cwd: string, ...args: string[]) => execFileSync('git', ['-C', cwd, ...args], { encoding: 'utf8' });

let root: string;
let db: string;
let serve: ServeProcess;
let owner: Agent;

/** The file as the desk page sends it: its bytes as the body, the type the phone's browser says. */
const upload = (who: Agent, body: Buffer, type = 'image/jpeg', extra: Record<string, string> = {}): Promise<RawResponse> =>
  request(`${serve.url}/api/desk/site/photos`, {
    method: 'POST', body,
    headers: { 'Content-Type': type, Cookie: who.cookie, Origin: who.origin, 'X-Desk-Csrf': who.csrf, ...extra },
  });

beforeAll(async () => {
  ({ root, db, serve } = await serveSiteCopy('groomsite-photos-', { git: true, users: { asha: 'owner', ravi: 'staff' } }));
  owner = await agent(serve.url, 'asha');
}, 120_000);

afterAll(() => stopChild(serve?.child));

const stored = (name: string) => query<{ bytes: Buffer }>(db, 'SELECT bytes FROM site_photos WHERE name = ?', name)[0]?.bytes;
const siteData = () => readData(readFileSync(join(root, 'site.yaml'), 'utf8')) as { cities: { slug: string; visits?: { team: { name: string }[] } }[]; pages: { path: string }[] };

describe('a photo from the phone', () => {
  it('is kept upright, without the place it was taken or any other metadata, and not in the site until a publish names it', async () => {
    const sent = await phoneJpeg();
    expect(exifLatitude((await sharp(sent).metadata()).exif)).toBeGreaterThan(28);
    const answer = await upload(owner, sent);
    expect(answer.status, answer.text).toBe(201);
    expect(answer.json).toMatchObject({ name: expect.stringMatching(/^photo-[0-9a-f]{16}\.jpg$/), width: 800, height: 1200, was: 'jpeg' });
    const kept = stored(answer.json.name)!;
    const meta = await sharp(kept).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height, orientation: meta.orientation, exif: meta.exif, xmp: meta.xmp, icc: meta.icc }).toEqual({ format: 'jpeg', width: 800, height: 1200 });
    expect(kept.includes('TestPhone')).toBe(false);
    expect(answer.json.bytes).toBe(kept.length);
    expect(existsSync(join(root, 'content/images', answer.json.name))).toBe(false);
    expect((await request(`${serve.url}/images/${answer.json.name}`)).status).toBe(404);
  }, 60_000);

  it('is judged by its bytes: a PNG sent as a JPEG is taken as the PNG it is; a text file named photo.jpg, a HEIC, a bomb and a body too large are refused, saying why', async () => {
    const renamed = await upload(owner, await png(), 'image/jpeg');
    expect(renamed.status).toBe(201);
    expect(renamed.json.was).toBe('png');
    const text = await upload(owner, Buffer.from('not a photo at all, though the file was called photo.jpg\n'), 'image/jpeg');
    expect([text.status, text.json.message]).toEqual([415, 'photo: this file is not a photo that can be read (whatever its name says); send a JPEG, PNG or WebP photo']);
    const heic = await upload(owner, heicStart(), 'image/heic');
    expect(heic.status).toBe(415);
    expect(heic.json.message).toMatch(/HEIC photo .* send it as JPEG/);
    const bomb = await upload(owner, pixelBomb(), 'image/png');
    expect([bomb.status, bomb.json.message]).toEqual([413, 'photo: 30000 x 30000 pixels is more than the 50 megapixels taken; send a smaller photo']);
    const huge = await upload(owner, Buffer.alloc(16 * 1024 * 1024, 0xff), 'image/jpeg');
    expect([huge.status, huge.json.message]).toEqual([413, 'photo: larger than 15 MB; send a smaller photo']);
    const form = await upload(owner, Buffer.from('--x\r\n\r\n--x--\r\n'), 'multipart/form-data; boundary=x');
    expect(form.status).toBe(415);
    // Nothing of the refused ones was kept.
    expect(query<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM site_photos')[0].n).toBe(2);
  }, 60_000);

  it('is for the owner alone: staff 403, no session 401, another site 403, before the body is read', async () => {
    const photo = await phoneJpeg();
    const staff = await agent(serve.url, 'ravi');
    expect((await upload(staff, photo)).status).toBe(403);
    expect((await request(`${serve.url}/api/desk/site/photos`, { method: 'POST', body: photo, headers: { 'Content-Type': 'image/jpeg', Origin: serve.url } })).status).toBe(401);
    expect((await upload(owner, photo, 'image/jpeg', { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
    expect((await upload(owner, photo, 'image/jpeg', { 'X-Desk-Csrf': 'stale' })).status).toBe(403);
  }, 60_000);

  it('enters the gallery, a page and a groomer with its words and their Hindi, served as AVIF and WebP and committed; the undo takes it out', async () => {
    const { name } = (await upload(owner, await phoneJpeg())).json;
    const data = siteData();
    const city = data.cities.findIndex((c) => c.slug === 'delhi');
    const about = data.pages.findIndex((p) => p.path === '/about');
    const caption = 'Bella, a Shih Tzu, before and after her teddy cut';
    const alt = 'Arjun drying a beagle with a towel after its bath';
    const photoEdits = [
      { op: 'set', path: ['gallery', 3], value: { pet: 'dog', photo: name, caption } },
      { op: 'set', path: ['pages', about, 'hero'], value: { photo: name, alt } },
      { op: 'set', path: ['cities', city, 'visits', 'team', 0, 'photo'], value: name },
      { op: 'set', path: ['cities', city, 'visits', 'team', 0, 'alt'], value: alt },
    ];
    const hindi = [
      { op: 'set', file: 'strings/hi.yaml', path: [caption], value: 'बेला, एक शिह त्ज़ू, टेडी कट से पहले और बाद में' },
      { op: 'set', file: 'strings/hi.yaml', path: [alt], value: 'नहाने के बाद तौलिये से बीगल को सुखाते अर्जुन' },
    ];
    const draft = (await owner.get('/api/desk/site')).json;
    // The preview checks it with the photo still waiting in the database, and leaves no file behind.
    const preview = (await owner.post('/api/desk/site/preview', { base: draft.version, edits: [...photoEdits, ...hindi] })).json;
    expect(preview, JSON.stringify(preview.problems)).toMatchObject({ ok: true, problems: [] });
    expect(existsSync(join(root, 'content/images', name))).toBe(false);

    const published = await owner.post('/api/desk/site/publish', { base: draft.version, edits: [...photoEdits, ...hindi], note: 'Our first real photos' });
    expect(published.status, published.text.slice(0, 800)).toBe(200);
    const base = name.replace(/\.jpg$/, '');
    const gallery = (await request(`${serve.url}/gallery`)).text;
    const tile = new RegExp(`<picture><source type="image/avif" srcset="/images/${base}-480\\.avif 480w, /images/${base}-800\\.avif 800w"[^>]*/><source type="image/webp" srcset="/images/${base}-480\\.webp 480w, /images/${base}-800\\.webp 800w"[^>]*/><img src="/images/${name}" alt="" width="800" height="1200"`, 'i');
    expect(gallery).toMatch(tile);
    expect(gallery).toContain(`<figcaption>${caption}</figcaption>`);
    expect((await request(`${serve.url}/hi/gallery`)).text).toContain('<figcaption>बेला, एक शिह त्ज़ू, टेडी कट से पहले और बाद में</figcaption>');
    expect((await request(`${serve.url}/about`)).text).toContain(`<img src="/images/${name}" alt="${alt}" width="800" height="1200" loading="eager"`);
    expect((await request(`${serve.url}/pet-grooming-at-home/delhi`)).text).toMatch(new RegExp(`<img src="/images/${name}" alt="${alt}"[^>]*/></picture><figcaption>${data.cities[city].visits!.team[0].name.split(' ')[0]}</figcaption>`));
    const avif = await request(`${serve.url}/images/${base}-800.avif`);
    expect([avif.status, avif.headers['content-type']]).toEqual([200, 'image/avif']);
    const served = await request(`${serve.url}/images/${name}`);
    expect((await sharp(served.body).metadata()).exif).toBeUndefined();
    expect(git(root, 'log', '-1', '--format=%an|%s')).toBe('asha|Our first real photos\n');
    expect(git(root, 'show', '--stat', '--format=', 'HEAD')).toContain(`content/images/${name}`);

    const undone = await owner.post(`/api/desk/site/undo/${published.json.id}`, {});
    expect(undone.status).toBe(200);
    for (const page of ['/gallery', '/about', '/pet-grooming-at-home/delhi', '/hi/gallery']) expect((await request(`${serve.url}${page}`)).text, page).not.toContain(base);
    expect(readdirSync(join(root, 'content/images')).filter((n) => n.startsWith('photo-'))).toEqual([]);
    expect(git(root, 'show', '--stat', '--format=', 'HEAD')).toMatch(new RegExp(`content/images/${name} \\| Bin \\d+ -> 0 bytes`));
    expect(stored(name), 'kept for an undo of the undo').toBeDefined();
  }, 120_000);

  it('is refused without the words that say what it shows, on the field that wants them', async () => {
    const { name } = (await upload(owner, await phoneJpeg())).json;
    const data = siteData();
    const city = data.cities.findIndex((c) => c.slug === 'delhi');
    const draft = (await owner.get('/api/desk/site')).json;
    const gallery = await owner.post('/api/desk/site/publish', { base: draft.version, edits: [{ op: 'set', path: ['gallery', 3], value: { pet: 'dog', photo: name } }] });
    expect(gallery.status).toBe(422);
    expect(gallery.json.problems).toContainEqual(expect.objectContaining({ path: ['gallery', 3, 'caption'], message: expect.stringMatching(/^"photo" needs "caption" beside it: what the photo shows/) }));
    const groomer = await owner.post('/api/desk/site/publish', { base: draft.version, edits: [{ op: 'set', path: ['cities', city, 'visits', 'team', 0, 'photo'], value: name }] });
    expect(groomer.status).toBe(422);
    expect(groomer.json.problems).toContainEqual(expect.objectContaining({
      path: ['cities', city, 'visits', 'team', 0, 'alt'],
      message: expect.stringMatching(/^"photo" needs "alt" beside it: what the photo shows, for visitors who cannot see it/),
    }));
    // Nothing of it reached the folder or the pages.
    expect(existsSync(join(root, 'content/images', name))).toBe(false);
    expect((await request(`${serve.url}/gallery`)).text).not.toContain(name.replace(/\.jpg$/, ''));
  }, 60_000);
});
