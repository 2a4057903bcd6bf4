// Every generated image file of the site, as {file, content} for the writer.
import type { Post, Site } from '../../model/types.ts';
import { escapeHtml } from '../../model/html.ts';
import { drawingDescription, illustrationSvg } from './illustration.ts';
import { markSvgBody } from './Logo.tsx';

export interface GeneratedFile { file: string; content: string | Uint8Array }

export const galleryImage = (i: number) => `/images/gallery/pet-${i + 1}.svg`;
/** What gallery tile i's drawing shows, from the drawing itself. */
export const galleryDrawingCaption = (i: number, pet: 'dog' | 'cat') => drawingDescription(`gallery-${i}`, pet);
export const slideImage = (id: string) => `/images/slides/${id}.svg`;


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

/** The Open Graph preview shared by every page: the mark, the name, the tagline and two pets. */
export function ogImage(site: Site): GeneratedFile {
  const { name, tagline } = site.raw.site;
  const pets = illustrationSvg('og-pets', 'both', 500, 500)
    .replace(/^<svg[^>]*>/, '<svg x="660" y="65" width="500" height="500" viewBox="0 0 500 500">');
  const content = '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">' +
    `<title>${escapeHtml(name)}</title><rect width="1200" height="630" fill="#fff7ea"/>` +
    `<clipPath id="card"><rect x="660" y="65" width="500" height="500" rx="40"/></clipPath><g clip-path="url(#card)">${pets}</g>` +
    `<g transform="translate(72 96) scale(2.4)">${markSvgBody}</g>` +
    `<text x="72" y="330" font-family="system-ui, sans-serif" font-size="64" font-weight="800" fill="#1d2a33">${escapeHtml(name)}</text>` +
    `<text x="72" y="400" font-family="system-ui, sans-serif" font-size="28" fill="#3d4b55">${escapeHtml(tagline)}</text>` +
    `<rect x="72" y="450" width="400" height="72" rx="36" fill="#c2462a"/>` +
    `<text x="272" y="497" text-anchor="middle" font-family="system-ui, sans-serif" font-size="30" font-weight="700" fill="#fff">${escapeHtml(site.raw.offers.heading)}</text></svg>`;
  return { file: 'images/og.svg', content };
}
