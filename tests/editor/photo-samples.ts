// Photos as a phone and a stranger send them, made here rather than shipped: a camera JPEG with
// the place it was taken (EXIF GPS), the phone's name and the turn it was held at (orientation 6:
// stored landscape, seen portrait), and a few that are not what they claim.
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** 1200 x 800 as stored, a black corner top left; seen upright it is 800 x 1200 with the corner top right. */
export function phoneJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: '#c08040' } })
    .composite([{ input: { create: { width: 200, height: 200, channels: 3, background: '#000000' } }, left: 0, top: 0 }])
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'Galaxy X', DateTime: '2026:11:20 10:15:00' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '28/1 36/1 1234/100', GPSLongitudeRef: 'E', GPSLongitude: '77/1 12/1 5678/100' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A transparent PNG of 900 x 600. */
export function png(): Promise<Buffer> {
  return sharp({ create: { width: 900, height: 600, channels: 4, background: { r: 20, g: 120, b: 100, alpha: 0.5 } } }).png().toBuffer();
}

const CRC = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (b: Buffer) => {
  let c = 0xffffffff;
  for (const byte of b) c = CRC[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
};

/** A decompression bomb: a valid PNG of some hundred bytes claiming 30,000 x 30,000 pixels (2.7 GB decoded). */
export function pixelBomb(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(30_000, 0);
  header.writeUInt32BE(30_000, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = deflateSync(Buffer.alloc(30_001 * 3 * 2)); // the first rows; a decoder would go on
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', rows), chunk('IEND', Buffer.alloc(0))]);
}

/** The start of an iPhone's HEIC file (its ISO box header), which this sharp cannot decode. */
export function heicStart(): Buffer {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write('ftypheic', 4, 'latin1');
  ftyp.write('mif1heic', 16, 'latin1');
  return Buffer.concat([ftyp, Buffer.alloc(2000, 7)]);
}

/** The colour at (x, y) of a photo. */
export async function pixelAt(photo: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(photo).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [...data.subarray(at, at + 3)];
}

/** The latitude an EXIF block (as sharp's metadata gives it) states, in degrees: its GPS IFD read by hand, little-endian as sharp writes it. */
export function exifLatitude(exif: Buffer | undefined): number | undefined {
  if (!exif || exif.toString('latin1', 0, 4) !== 'Exif') return undefined;
  const tiff = exif.subarray(6);
  const entries = (ifd: number) => Array.from({ length: tiff.readUInt16LE(ifd) }, (_, i) => {
    const at = ifd + 2 + i * 12;
    return { tag: tiff.readUInt16LE(at), value: tiff.readUInt32LE(at + 8) };
  });
  const gps = entries(tiff.readUInt32LE(4)).find((e) => e.tag === 0x8825);
  const latitude = gps && entries(gps.value).find((e) => e.tag === 0x0002);
  if (!latitude) return undefined;
  const rational = (i: number) => tiff.readUInt32LE(latitude.value + i * 8) / tiff.readUInt32LE(latitude.value + i * 8 + 4);
  return rational(0) + rational(1) / 60 + rational(2) / 3600;
}
