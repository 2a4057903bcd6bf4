// Editors' photos become AVIF and WebP at several widths, the article shows a responsive
// <picture>, and an unchanged image is not encoded again.
import { describe, expect, it } from 'vitest';
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { build } from '../../pipeline/build.ts';
import { check } from '../../pipeline/check/check.ts';
import { copyFixture } from '../helpers/fixture.ts';

async function fixtureWithPhoto(): Promise<string> {
  const root = copyFixture('tiny');
  mkdirSync(join(root, 'content', 'images'), { recursive: true });
  // A 1200x800 photo-like test image, drawn here rather than shipped.
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><defs><linearGradient id="g"><stop offset="0" stop-color="#0f6b63"/><stop offset="1" stop-color="#f2b544"/></linearGradient></defs><rect width="1200" height="800" fill="url(#g)"/><circle cx="600" cy="400" r="220" fill="#fff"/></svg>`;
  await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toFile(join(root, 'content', 'images', 'bath-time.jpg'));
  appendFileSync(join(root, 'content', 'posts', 'first-post.md'), '\n![A beagle wrapped in a towel after its bath](/images/bath-time.jpg)\n');
  return root;
}

describe('content images', () => {
  it('are encoded as AVIF and WebP at each width and shown as a responsive picture', async () => {
    const root = await fixtureWithPhoto();
    const { outDir } = await build({ root });
    for (const w of [480, 960, 1200]) for (const ext of ['avif', 'webp']) expect(existsSync(join(outDir, `images/bath-time-${w}.${ext}`)), `${w}.${ext}`).toBe(true);
    expect(existsSync(join(outDir, 'images/bath-time.jpg'))).toBe(true);
    const html = readFileSync(join(outDir, 'blog/first-post.html'), 'utf8');
    expect(html).toContain('<source type="image/avif" srcset="/images/bath-time-480.avif 480w, /images/bath-time-960.avif 960w, /images/bath-time-1200.avif 1200w" sizes=');
    expect(html).toContain('<source type="image/webp" srcset="/images/bath-time-480.webp 480w');
    expect(html).toContain('<img src="/images/bath-time.jpg" alt="A beagle wrapped in a towel after its bath" width="1200" height="800" loading="lazy" decoding="async">');
    expect((await check({ root })).issues).toEqual([]);
  });

  it('can stand in the gallery: the photo at the width that fits, its size given, its caption beside it', async () => {
    const root = await fixtureWithPhoto();
    const yaml = join(root, 'site.yaml');
    writeFileSync(yaml, readFileSync(yaml, 'utf8').replace('gallery:\n  - pet: dog\n', 'gallery:\n  - pet: dog\n    photo: bath-time.jpg\n    caption: Bella the beagle before and after her bath\n'));
    const { outDir } = await build({ root });
    const html = readFileSync(join(outDir, 'gallery.html'), 'utf8');
    const tile = /<li><figure>([\s\S]*?)<\/figure><\/li>/.exec(html)![1];
    expect(tile).toMatch(/<source type="image\/avif" srcset="\/images\/bath-time-480\.avif 480w, \/images\/bath-time-960\.avif 960w, \/images\/bath-time-1200\.avif 1200w"/i);
    expect(tile).toMatch(/<source type="image\/webp" srcset="\/images\/bath-time-480\.webp 480w/i);
    expect(tile).toContain('<img src="/images/bath-time.jpg" alt="" width="1200" height="800"');
    expect(tile).toContain('<figcaption>Bella the beagle before and after her bath</figcaption>');
    // The drawing it replaces is not written; the other tile keeps its drawing and says so.
    expect(existsSync(join(outDir, 'images/gallery/pet-1.svg'))).toBe(false);
    expect(html).toMatch(/<figcaption>Drawing of an? [^<]*cat/);
    expect((await check({ root })).issues).toEqual([]);
  });

  it('are not encoded again when they have not changed', async () => {
    const root = await fixtureWithPhoto();
    await build({ root });
    const second = await build({ root });
    expect(second.images).toEqual({ encoded: 0, reused: 6 });
  });
});
