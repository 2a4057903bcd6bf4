// A photo uploaded from a phone, made fit to keep and show: the owner's for the site (editor/
// photo-upload.ts), a groomer's of a visit (desk/visits/photos.ts). It lives in desk/ because both
// may import desk/ (.dependency-cruiser.cjs), and model/ is for code without Node. Judged by its
// bytes (never its name or the type the browser says), refused past a size and a pixel count
// before it is decoded, turned upright, stripped of every piece of metadata (the place it was
// taken, the phone, the time: sharp writes none unless told to), at most LONG_SIDE pixels on its
// long side, and encoded as one JPEG the pipeline makes its AVIF and WebP widths from
// (pipeline/outputs/images.ts).
import { createHash } from 'node:crypto';

/** A phone's camera photo is 2 to 8 MB; a 48-megapixel one up to some 15. */
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;
/**
 * Decoding takes some 3 bytes a pixel: a file of a few kilobytes can claim 30,000 x 30,000 pixels
 * (2.7 GB). 50 megapixels takes a 48-megapixel phone's photo; the header is read before anything is decoded.
 */
export const MAX_PHOTO_PIXELS = 50_000_000;
/** Twice the widest the pipeline makes (1440 px), kept for sharper copies later; a few hundred KB. */
export const LONG_SIDE = 2400;
/** The narrowest the pipeline makes: a smaller photo would show blurred. */
const SHORTEST_LONG_SIDE = 480;

/** Why a photo is not taken, with the HTTP status that says so. */
export class PhotoRefused extends Error {
  constructor(readonly status: 413 | 415 | 422, message: string) {
    super(message);
  }
}

export interface CleanPhoto {
  /** photo-<16 hex of the JPEG's SHA-256>.jpg: the same photo uploaded twice is one file. */
  name: string;
  bytes: Buffer;
  width: number;
  height: number;
  /** What the upload was, by its content: jpeg, png or webp. */
  was: string;
}

const TAKEN = new Set(['jpeg', 'png', 'webp']);
const MB = (n: number) => `${(n / 1024 / 1024).toFixed(n < 1024 * 1024 ? 2 : 0)} MB`;

/** HEIC/HEIF by its ISO box header ("ftyp" then a brand): iPhones' own format, which this sharp cannot decode (HEVC). */
const isHeic = (b: Buffer) => b.length > 12 && b.toString('latin1', 4, 8) === 'ftyp' && /^(hei[cxsm]|hev[cxsm]|mif1|msf1)$/.test(b.toString('latin1', 8, 12));

export async function cleanPhoto(input: Buffer): Promise<CleanPhoto> {
  if (input.length > MAX_PHOTO_BYTES) throw new PhotoRefused(413, `photo: ${MB(input.length)} is more than the ${MB(MAX_PHOTO_BYTES)} taken; send a smaller photo`);
  if (input.length === 0) throw new PhotoRefused(422, 'photo: the upload was empty; choose the photo again');
  if (isHeic(input)) {
    throw new PhotoRefused(415, "photo: this is a HEIC photo (an iPhone's own format), which cannot be read here; send it as JPEG: on the iPhone, Settings > Camera > Formats > Most Compatible, or share the photo and choose JPEG");
  }
  const { default: sharp } = await import('sharp'); // loaded only when a photo comes
  const options = { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error' } as const;
  let meta: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    meta = await sharp(input, { ...options, limitInputPixels: false }).metadata(); // the header only: its own size is judged below
  } catch {
    throw new PhotoRefused(415, 'photo: this file is not a photo that can be read (whatever its name says); send a JPEG, PNG or WebP photo');
  }
  if (!TAKEN.has(meta.format ?? '')) {
    throw new PhotoRefused(415, `photo: a ${String(meta.format).toUpperCase()} file is not taken (whatever its name says); send a JPEG, PNG or WebP photo`);
  }
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (width * height > MAX_PHOTO_PIXELS) {
    throw new PhotoRefused(413, `photo: ${width} x ${height} pixels is more than the ${MAX_PHOTO_PIXELS / 1e6} megapixels taken; send a smaller photo`);
  }
  if (Math.max(width, height) < SHORTEST_LONG_SIDE) {
    throw new PhotoRefused(422, `photo: ${width} x ${height} pixels is too small to show sharply (at least ${SHORTEST_LONG_SIDE} on its long side); send the photo as the camera took it`);
  }
  let out: { data: Buffer; info: { width: number; height: number } };
  try {
    out = await sharp(input, options)
      .autoOrient() // as the phone held it (the EXIF orientation), before the metadata goes
      .resize({ width: LONG_SIDE, height: LONG_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' }) // a transparent PNG on white, as a JPEG has no transparency
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new PhotoRefused(422, 'photo: it could not be read to the end (cut short or damaged); send it again');
  }
  const hash = createHash('sha256').update(out.data).digest('hex').slice(0, 16);
  return { name: `photo-${hash}.jpg`, bytes: out.data, width: out.info.width, height: out.info.height, was: meta.format! };
}

let turn: Promise<unknown> = Promise.resolve();

/**
 * cleanPhoto, one photo at a time in this process, whoever sends it (the owner's site photos, the
 * groomers' visit photos): decoding a phone's photo takes the cores for a moment, and the lead API
 * and the pages go on meanwhile; a burst of uploads waits its turn instead of piling up decodes.
 */
export function cleanPhotoInTurn(input: Buffer): Promise<CleanPhoto> {
  const mine = turn.then(() => cleanPhoto(input), () => cleanPhoto(input));
  turn = mine.catch(() => {});
  return mine;
}
