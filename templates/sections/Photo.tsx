// The owner's photos on a page (the gallery, a page's title band, the groomers of a city), each as
// the pipeline encoded it from content/images (pipeline/outputs/images.ts): AVIF and WebP at the
// widths a screen needs, the size given so the page never jumps when it arrives.
import { useRender } from '../context.tsx';

export function Photo({ name, alt, sizes, eager = false, where, className }: {
  /** The file name in content/images. */
  name: string;
  /** What the photo shows; empty when a caption beside it says so (read once, not twice). */
  alt: string;
  /** How wide it shows, as `sizes` says it, so the browser fetches no wider file than it needs. */
  sizes: string;
  /** Above the fold: fetched at once; else when it nears the screen. */
  eager?: boolean;
  /** Its place in site.yaml, for the error when it was not encoded. */
  where: string;
  className?: string;
}) {
  const photo = useRender().assets.images?.get(`/images/${name}`);
  // validate.ts refuses a photo that is not in content/images; this is the guard behind it.
  if (!photo) throw new Error(`${where}: content/images/${name} was not found among the encoded images`);
  return (
    <picture className={className}>
      {photo.sources.map((s) => <source key={s.type} type={s.type} srcSet={s.srcset} sizes={sizes} />)}
      <img src={photo.src} alt={alt} width={photo.width} height={photo.height} loading={eager ? 'eager' : 'lazy'} decoding="async" />
    </picture>
  );
}

/** The page's own photo for its title band (site.yaml pages[].hero), when it has one. */
export function useHeroPhoto(): { photo: string; alt: string } | undefined {
  const { page } = useRender().route;
  return 'hero' in page ? page.hero : undefined;
}

/** A page's photo in its title band: the first thing a visitor sees, so fetched at once. */
export function HeroPhoto({ hero }: { hero: { photo: string; alt: string } }) {
  const { route } = useRender();
  return <Photo className="page-head__photo" name={hero.photo} alt={hero.alt} eager where={`the hero of page ${route.path}`} sizes="(min-width: 1200px) 500px, (min-width: 900px) 42vw, 100vw" />;
}
