// Editors' photos become AVIF and WebP at several widths, the article shows a responsive
// <picture>, and an unchanged image is not encoded again.
import { describe, expect, it } from 'vitest';
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { build } from '../../pipeline/build.ts';
import { check } from '../../pipeline/check/check.ts';
import { copyFixture, edit } from '../helpers/fixture.ts';
import { siteCopy } from '../../scripts/lib/site-copy.ts';
import type { GroomsiteError } from '../../pipeline/errors.ts';

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

  it("can stand in a page's title band, said in words, at once: beside the heading of the price and company pages", async () => {
    const root = await fixtureWithPhoto();
    const yaml = join(root, 'site.yaml');
    const hero = '    hero: { photo: bath-time.jpg, alt: "A groomer drying a beagle with a towel on a balcony" }\n';
    writeFileSync(yaml, readFileSync(yaml, 'utf8').replace('    template: gallery\n', `    template: gallery\n${hero}`).replace('    template: pet-grooming\n', `    template: pet-grooming\n${hero}`));
    const { outDir } = await build({ root });
    for (const page of ['gallery.html', 'pet-grooming.html']) {
      const head = /<div class="page-head[^"]*">([\s\S]*?)<\/picture>/.exec(readFileSync(join(outDir, page), 'utf8'))?.[1] ?? '';
      expect(head, page).toMatch(/<h1>[^<]+<\/h1>[\s\S]*<picture class="page-head__photo"><source type="image\/avif" srcset="\/images\/bath-time-480\.avif 480w, [^"]+" sizes="[^"]+"\/><source type="image\/webp"/i);
      expect(head, page).toContain('<img src="/images/bath-time.jpg" alt="A groomer drying a beagle with a towel on a balcony" width="1200" height="800" loading="eager" decoding="async"/>');
      expect(head, page).not.toContain('page-head__art');
    }
    // A page without one keeps its drawing.
    expect(readFileSync(join(outDir, 'price.html'), 'utf8')).toContain('class="page-head__art"');
    expect((await check({ root })).issues).toEqual([]);
  });

  it("show a city's groomers who have a photo on its page: first name and what the photo shows, in Hindi too", async () => {
    const root = siteCopy('groomsite-groomers-');
    mkdirSync(join(root, 'content', 'images'), { recursive: true });
    await sharp({ create: { width: 900, height: 1200, channels: 3, background: '#c08040' } }).jpeg().toFile(join(root, 'content', 'images', 'arjun.jpg'));
    const alt = 'Arjun brushing a golden retriever on a balcony';
    edit(join(root, 'site.yaml'), '          name: Arjun Singh\n', `          name: Arjun Singh\n          photo: arjun.jpg\n          alt: ${alt}\n`);
    // Its words need their Hindi, as any text a visitor reads: the build says where.
    const refused = await build({ root }).then(() => undefined, (error: GroomsiteError) => error);
    const untranslated = refused?.problems.find((p) => p.message.includes(`"${alt}" has no translation in strings/hi.yaml`));
    expect(untranslated, refused?.message).toBeDefined();
    expect(readFileSync(join(root, 'site.yaml'), 'utf8').split('\n')[untranslated!.line - 1]).toBe(`          alt: ${alt}`);
    appendFileSync(join(root, 'strings', 'hi.yaml'), `"${alt}": "बालकनी में गोल्डन रिट्रीवर को ब्रश करते अर्जुन"\n`);
    const { outDir } = await build({ root });
    const section = (page: string) => /<section[^>]*id="groomers"[\s\S]*?<\/section>/.exec(readFileSync(join(outDir, page), 'utf8'))?.[0] ?? '';
    const delhi = section('pet-grooming-at-home/delhi.html');
    expect(delhi).toContain('Meet our groomers in Delhi');
    expect(delhi).toMatch(/<picture><source type="image\/avif" srcset="\/images\/arjun-480\.avif 480w, \/images\/arjun-900\.avif 900w"/i);
    expect(delhi).toContain(`<img src="/images/arjun.jpg" alt="${alt}" width="900" height="1200" loading="lazy" decoding="async"/></picture><figcaption>Arjun</figcaption>`);
    expect(delhi, 'the first name only').not.toContain('Singh');
    const hindi = section('hi/pet-grooming-at-home/delhi.html');
    expect(hindi).toContain('दिल्ली में हमारे ग्रूमर्स से मिलें');
    expect(hindi).toContain('alt="बालकनी में गोल्डन रिट्रीवर को ब्रश करते अर्जुन"');
    // Cities without a photo of their team show no such section.
    expect(section('pet-grooming-at-home/noida.html')).toBe('');
  }, 60_000);

  it('put a gallery photo on the Hindi gallery with its caption in Hindi (the edition translates it, once)', async () => {
    const root = siteCopy('groomsite-gallery-hi-');
    mkdirSync(join(root, 'content', 'images'), { recursive: true });
    await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#80a0c0' } }).jpeg().toFile(join(root, 'content', 'images', 'bella.jpg'));
    const caption = 'Bella, a Shih Tzu, before and after her teddy cut';
    edit(join(root, 'site.yaml'), 'gallery:\n  - { pet: dog }\n', `gallery:\n  - { pet: dog, photo: bella.jpg, caption: "${caption}" }\n`);
    appendFileSync(join(root, 'strings', 'hi.yaml'), `"${caption}": "बेला, एक शिह त्ज़ू, टेडी कट से पहले और बाद में"\n`);
    const { outDir } = await build({ root });
    expect(readFileSync(join(outDir, 'gallery.html'), 'utf8')).toContain(`<figcaption>${caption}</figcaption>`);
    expect(readFileSync(join(outDir, 'hi/gallery.html'), 'utf8')).toContain('<figcaption>बेला, एक शिह त्ज़ू, टेडी कट से पहले और बाद में</figcaption>');
  }, 60_000);

  it('are not encoded again when they have not changed', async () => {
    const root = await fixtureWithPhoto();
    await build({ root });
    const second = await build({ root });
    expect(second.images).toEqual({ encoded: 0, reused: 6 });
  });
});
