// Every generated image file of the site, as {file, content} for the writer.
import type { Site } from '../../cli/types.ts';
import { illustrationSvg } from './illustration.ts';

export interface GeneratedFile { file: string; content: string | Uint8Array }

export const galleryImage = (i: number) => `/images/gallery/pet-${i + 1}.svg`;
export const slideImage = (id: string) => `/images/slides/${id}.svg`;

export function artFiles(site: Site): GeneratedFile[] {
  const files: GeneratedFile[] = [];
  for (const post of site.posts) files.push({ file: post.image.slice(1), content: illustrationSvg(post.slug, post.pet, 800, 450, post.imageAlt) });
  site.raw.gallery.forEach((g, i) => files.push({ file: galleryImage(i).slice(1), content: illustrationSvg(`gallery-${i}`, g.pet, 400, 300, g.caption) }));
  for (const s of site.raw.home.heroSlides) files.push({ file: slideImage(s.id).slice(1), content: illustrationSvg(`slide-${s.id}`, s.pet, 640, 420, s.title) });
  files.push({ file: 'favicon.svg', content: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><path d="M4 18 20 5l16 13v17a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2Z" fill="#0f6b63"/><g fill="#fff"><ellipse cx="20" cy="27" rx="6" ry="5"/><circle cx="13" cy="20" r="2.4"/><circle cx="17.5" cy="16.5" r="2.4"/><circle cx="22.5" cy="16.5" r="2.4"/><circle cx="27" cy="20" r="2.4"/></g></svg>' });
  return files;
}

/** The Open Graph preview image shared by every page. */
export function ogImage(site: Site): GeneratedFile {
  return { file: 'images/og.svg', content: illustrationSvg('og', 'both', 1200, 630, site.raw.site.name) };
}
