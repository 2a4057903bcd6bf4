// Where an uploaded photo waits and how it reaches each server's site folder: in the database until
// a publish names it (an upload no publish names is removed after a day, and only so many wait at
// once), then written into content/images before the build, on the server that publishes and on
// one that follows that publish, and taken away again by the undo.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { openStore } from '../../store/open.ts';
import type { SqlStore } from '../../store/sql.ts';
import { cleanPhoto, type CleanPhoto } from '../../desk/photo-clean.ts';
import { MAX_WAITING, photoBytes, storePhoto, WAITING_MS } from '../../editor/photo-store.ts';
import { SiteEditor } from '../../editor/site-editor.ts';
import { phoneJpeg } from './photo-samples.ts';

const stores: SqlStore[] = [];
async function store(): Promise<SqlStore> {
  const db = openStore(new Database(':memory:'));
  await db.ready;
  stores.push(db);
  return db;
}
afterEach(async () => { await Promise.all(stores.splice(0).map((s) => s.close())); });

const fake = (i: number): CleanPhoto => ({ name: `photo-${String(i).padStart(16, '0')}.jpg`, bytes: Buffer.from(`photo ${i}`), width: 800, height: 600, was: 'jpeg' });
const names = async (db: SqlStore) => (await db.all<{ name: string }>('SELECT name FROM site_photos ORDER BY name')).map((r) => r.name);

describe('uploads waiting for a publish', () => {
  it('are removed a day after, unless a publish named them; only so many wait at once', async () => {
    const db = await store();
    const start = new Date('2026-11-20T10:00:00Z');
    await storePhoto(db, fake(1), 'asha', start);
    await db.run('UPDATE site_photos SET published_at = ? WHERE name = ?', [start.toISOString(), fake(1).name]);
    await storePhoto(db, fake(2), 'asha', start);
    const later = new Date(start.getTime() + WAITING_MS + 1000);
    await storePhoto(db, fake(3), 'asha', later);
    expect(await names(db)).toEqual([fake(1).name, fake(3).name]);
    for (let i = 4; i < 3 + MAX_WAITING; i++) await storePhoto(db, fake(i), 'asha', later);
    await expect(storePhoto(db, fake(99), 'asha', later)).rejects.toThrow(`${MAX_WAITING} uploaded photos are waiting to be published already`);
    // The same photo again only renews its day; a day later the waiting ones make room.
    await storePhoto(db, fake(3), 'asha', later);
    await storePhoto(db, fake(99), 'asha', new Date(later.getTime() + WAITING_MS + 1000));
    expect(await names(db)).toEqual([fake(1).name, fake(99).name]);
  });
});

describe('a published photo on every server', () => {
  const SITE = 'gallery:\n  - { pet: dog }\n  - { pet: cat }\n';
  function siteFolder(): string {
    const root = mkdtempSync(join(tmpdir(), 'groomsite-photo-files-'));
    writeFileSync(join(root, 'site.yaml'), SITE);
    mkdirSync(join(root, 'content', 'images'), { recursive: true });
    return root;
  }
  /** An editor whose build only notes which photos content/images held when it ran. */
  function editor(root: string, db: SqlStore, seen: string[][]): SiteEditor {
    const images = join(root, 'content', 'images');
    return new SiteEditor({ root, db, check: async () => {}, build: async () => { seen.push(readdirSync(images).filter((n) => !n.startsWith('.')).sort()); } });
  }

  it('is written into content/images before the build, here and on a server that follows, and taken away by the undo', async () => {
    const db = await store();
    const [a, b] = [siteFolder(), siteFolder()];
    const [seenA, seenB] = [[] as string[][], [] as string[][]];
    const [here, there] = [editor(a, db, seenA), editor(b, db, seenB)];
    const photo = await cleanPhoto(await phoneJpeg());
    expect((await here.photo(await phoneJpeg(), 'asha')).status).toBe(201);
    expect(existsSync(join(a, 'content/images', photo.name)), 'not in the site until a publish names it').toBe(false);

    const draft = await here.draft();
    const entry = { pet: 'dog', photo: photo.name, caption: 'Bella, a Shih Tzu, after her teddy cut' };
    const published = await here.publish(draft.version, [{ op: 'set', path: ['gallery', 0], value: entry }], 'asha', '');
    expect(published.status).toBe(200);
    expect(seenA.at(-1), 'the photo was there when the build ran').toEqual([photo.name]);
    expect(readFileSync(join(a, 'content/images', photo.name))).toEqual(photo.bytes);

    there.follow(20);
    await expect.poll(() => readFileSync(join(b, 'site.yaml'), 'utf8'), { timeout: 2000 }).toBe(readFileSync(join(a, 'site.yaml'), 'utf8'));
    expect(seenB.at(-1), 'the follower built with the photo from the database').toEqual([photo.name]);
    expect(readFileSync(join(b, 'content/images', photo.name))).toEqual(photo.bytes);

    const undone = await here.undo((published as { body: { id: number } }).body.id, 'asha');
    expect(undone.status).toBe(200);
    expect(readFileSync(join(a, 'site.yaml'), 'utf8')).toBe(SITE);
    expect(existsSync(join(a, 'content/images', photo.name))).toBe(false);
    expect(seenA.at(-1), 'the undo built without it').toEqual([]);
    await expect.poll(() => existsSync(join(b, 'content/images', photo.name)), { timeout: 2000 }).toBe(false);
    there.stop();
    // Kept in the database all the same: it was published, and an undo of the undo needs it.
    expect((await photoBytes(db, [photo.name])).get(photo.name)).toEqual(photo.bytes);
  });
});
