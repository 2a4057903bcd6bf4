// Every generated image file of the site, as {file, content} for the writer.
import type { Post, Site } from '../../model/types.ts';
import { escapeHtml } from '../../model/html.ts';
import { slideImage } from '../../model/paths.ts';
import { drawingDescription, illustrationSvg } from './illustration.ts';
import { markSvgBody } from './Logo.tsx';

export interface GeneratedFile { file: string; content: string | Uint8Array }

export const galleryImage = (i: number) => `/images/gallery/pet-${i + 1}.svg`;
/** What gallery tile i's drawing shows, from the drawing itself, in the page's language (its code). */
export const galleryDrawingCaption = (i: number, pet: 'dog' | 'cat', language = 'en') => drawingDescription(`gallery-${i}`, pet, language);


/** Every generated image: each post's picture, then the rest of the site's. */
export function artFiles(site: Site): GeneratedFile[] {
  return [...site.posts.map(postArt), ...siteArt(site)];
}

/** A post's own picture. The build writes it with the post's page, wherever that renders. */
export function postArt(post: Post): GeneratedFile {
  return { file: post.image.slice(1), content: illustrationSvg(post.slug, post.pet, 800, 450, post.imageAlt) };
}

/** The pictures that belong to no post: gallery tiles, hero slides, the favicon. */
export function siteArt(site: Site): GeneratedFile[] {
  const files: GeneratedFile[] = [];
  // A tile with a photo needs no drawing.
  site.raw.gallery.forEach((g, i) => {
    if (!g.photo) files.push({ file: galleryImage(i).slice(1), content: illustrationSvg(`gallery-${i}`, g.pet, 400, 300, galleryDrawingCaption(i, g.pet)) });
  });
  for (const s of site.raw.home.heroSlides) files.push({ file: slideImage(s.id).slice(1), content: illustrationSvg(`slide-${s.id}`, s.pet, 640, 420, s.title) });
  files.push({ file: 'favicon.svg', content: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48">${markSvgBody}</svg>` });
  return files;
}
