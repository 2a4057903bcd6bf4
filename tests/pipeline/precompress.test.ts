// Compression once, at build time: the twins are exact, small files and images get none.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { Precompressor, precompressFolder } from '../../pipeline/outputs/precompress.ts';
import { buildRealSite } from '../helpers/site.ts';

function folderWith(files: Record<string, string | Buffer>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'groomsite-twins-'));
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

const page = '<!doctype html><title>Grooming</title>' + '<p>Bath, blow dry and nail clipping at your doorstep.</p>'.repeat(60);

describe('build-time twins', () => {
  it('writes .br and .gz that decompress to the file, for text types of 1 KB or more only', async () => {
    const dir = folderWith({ 'index.html': page, 'a/b.css': 'body{margin:0}'.repeat(200), 'tiny.js': 'x()', 'photo.png': Buffer.alloc(5000, 7), 'data.json': JSON.stringify({ text: page }) });
    expect(await precompressFolder(dir)).toBe(3);
    for (const name of ['index.html', 'a/b.css', 'data.json']) {
      const original = fs.readFileSync(path.join(dir, name));
      expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, `${name}.br`))).equals(original), name).toBe(true);
      expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, `${name}.gz`))).equals(original), name).toBe(true);
      expect(fs.statSync(path.join(dir, `${name}.br`)).size).toBeLessThan(original.length / 3);
    }
    for (const name of ['tiny.js', 'photo.png']) expect(fs.existsSync(path.join(dir, `${name}.br`)), name).toBe(false);
  });

  it('compresses files as they are written, equal contents once', async () => {
    const dir = folderWith({ 'one.html': page, 'two.html': page, 'late.svg': `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(400)}</svg>` });
    const twins = new Precompressor();
    twins.add(path.join(dir, 'one.html'), page);
    twins.add(path.join(dir, 'two.html'), page);
    expect(await twins.finish()).toBe(2);
    expect(fs.readFileSync(path.join(dir, 'one.html.br')).equals(fs.readFileSync(path.join(dir, 'two.html.br')))).toBe(true);
    expect(fs.existsSync(path.join(dir, 'late.svg.gz'))).toBe(false); // not handed over: left alone
  });

  it('pages written one after another, compressed while the next is encoded, each get their own bytes and twins', async () => {
    const dir = folderWith({});
    const twins = new Precompressor({ mode: 'async' });
    // Two-byte strings of different lengths (a ₹ in each), the longer one first: its bytes must not leak into the next.
    const pages = ['₹999 ' + page + page, '₹1,299 ' + page, 'छोटा ' + page.slice(0, 2000)];
    const keys = pages.map((text, i) => twins.write(path.join(dir, `${i}.html`), text).key);
    await twins.finish();
    expect(new Set(keys).size).toBe(3);
    pages.forEach((text, i) => {
      const bytes = Buffer.from(text);
      expect(fs.readFileSync(path.join(dir, `${i}.html`)).equals(bytes), `${i}.html`).toBe(true);
      expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, `${i}.html.br`))).equals(bytes), `${i}.html.br`).toBe(true);
      expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, `${i}.html.gz`))).equals(bytes), `${i}.html.gz`).toBe(true);
    });
  });

  it('the real build leaves a twin beside every page, stylesheet, script and sitemap', async () => {
    const { outDir } = await buildRealSite();
    const files = fs.readdirSync(outDir, { recursive: true, encoding: 'utf8' });
    const wanted = files.filter((f) => /\.(html|css|js|svg|xml)$/.test(f) && fs.statSync(path.join(outDir, f)).size >= 1024);
    expect(wanted.length).toBeGreaterThan(300);
    const missing = wanted.filter((f) => !files.includes(`${f}.br`) || !files.includes(`${f}.gz`));
    expect(missing).toEqual([]);
  });
});
