// Editors drop JPEG or PNG files into content/images; visitors get AVIF or WebP at a width that
// fits their screen. Every variant is cached by the image's content hash, so an unchanged image
// costs a file copy, not an encode.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { writeCacheFile } from '../cache/build-cache.js';
import type { OutputFile } from '../write.ts';
import type { ResponsiveImage } from '../../model/markdown.ts';

export interface ImageResult { files: OutputFile[]; images: Map<string, ResponsiveImage>; encoded: number; reused: number }

const WIDTHS = [480, 960, 1440];
const FORMATS = [
  { ext: 'avif', type: 'image/avif', options: { quality: 50 } },
  { ext: 'webp', type: 'image/webp', options: { quality: 76 } },
] as const;

export async function processImages(root: string, cacheDir: string): Promise<ImageResult> {
  const dir = join(root, 'content', 'images');
  const result: ImageResult = { files: [], images: new Map(), encoded: 0, reused: 0 };
  if (!existsSync(dir)) return result;
  const names = (await readdir(dir)).filter((n) => /\.(jpe?g|png)$/i.test(n)).sort();
  if (!names.length) return result;
  const { default: sharp } = await import('sharp'); // loaded only when there is something to encode
  await mkdir(cacheDir, { recursive: true });
  for (const name of names) {
    const input = await readFile(join(dir, name));
    const key = createHash('sha1').update(input).digest('hex').slice(0, 16);
    const meta = await sharp(input).metadata();
    const width = meta.autoOrient?.width ?? meta.width ?? 0;
    const height = meta.autoOrient?.height ?? meta.height ?? 0;
    const widths = [...new Set([...WIDTHS.filter((w) => w < width), Math.min(width, WIDTHS[WIDTHS.length - 1])])];
    const base = name.slice(0, -extname(name).length);
    const sources: ResponsiveImage['sources'] = [];
    for (const format of FORMATS) {
      const set: string[] = [];
      for (const w of widths) {
        const cached = join(cacheDir, `${key}-${w}.${format.ext}`);
        let content: Buffer;
        if (existsSync(cached)) {
          content = await readFile(cached);
          result.reused++;
        } else {
          content = await sharp(input).rotate().resize({ width: w })[format.ext](format.options).toBuffer();
          // A temp name of its own: two builds encoding the same image at once (a fresh cache,
          // tests in parallel) once shared one, and the second rename failed the build.
          writeCacheFile(cached, content);
          result.encoded++;
        }
        const file = `images/${base}-${w}.${format.ext}`;
        result.files.push({ file, content });
        set.push(`/${file} ${w}w`);
      }
      sources.push({ type: format.type, srcset: set.join(', ') });
    }
    result.images.set(`/images/${name}`, { src: `/images/${name}`, width, height: Math.round(height), sources });
  }
  return result;
}
