// A photo from the phone made fit to publish, judged by its bytes: upright, without the place it
// was taken or any other metadata, no larger than needed; and what is not a photo, or is a bomb,
// refused with words the owner can act on.
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { cleanPhoto, MAX_PHOTO_BYTES, PhotoRefused } from '../../desk/photo-clean.ts';
import { exifLatitude, heicStart, phoneJpeg, pixelAt, pixelBomb, png } from '../editor/photo-samples.ts';

const refusal = (input: Buffer) => cleanPhoto(input).then(() => { throw new Error('taken'); }, (error: PhotoRefused) => ({ status: error.status, message: error.message }));

describe('a photo from the phone', () => {
  it('comes out upright, as a JPEG with no metadata at all (no place, no phone, no time), named by its content', async () => {
    const input = await phoneJpeg();
    const before = await sharp(input).metadata();
    expect([before.orientation, before.exif?.includes('TestPhone'), exifLatitude(before.exif)?.toFixed(4)]).toEqual([6, true, '28.6034']);
    const photo = await cleanPhoto(input);
    expect(photo).toMatchObject({ width: 800, height: 1200, was: 'jpeg' });
    expect(photo.name).toMatch(/^photo-[0-9a-f]{16}\.jpg$/);
    const after = await sharp(photo.bytes).metadata();
    expect({ format: after.format, width: after.width, height: after.height }).toEqual({ format: 'jpeg', width: 800, height: 1200 });
    expect({ exif: after.exif, xmp: after.xmp, iptc: after.iptc, icc: after.icc, orientation: after.orientation }).toEqual({});
    for (const word of ['TestPhone', 'Galaxy', 'Exif', '2026:11:20']) expect(photo.bytes.includes(word), word).toBe(false);
    // The black corner, stored top left, is top right once upright (orientation 6: turned a quarter clockwise).
    expect((await pixelAt(photo.bytes, 790, 10)).every((c) => c < 40)).toBe(true);
    expect((await pixelAt(photo.bytes, 10, 10)).every((c) => c < 40)).toBe(false);
    expect((await cleanPhoto(input)).name, 'the same photo, the same name').toBe(photo.name);
  });

  it('is made no larger than 2400 px on its long side', async () => {
    const big = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#336699' } }).jpeg().toBuffer();
    expect(await cleanPhoto(big)).toMatchObject({ width: 2400, height: 1800 });
  });

  it('is judged by its bytes, not its name: a PNG (named .jpg by the phone) is taken as the PNG it is, on white', async () => {
    const photo = await cleanPhoto(await png());
    expect(photo).toMatchObject({ width: 900, height: 600, was: 'png' });
    expect((await sharp(photo.bytes).metadata()).format).toBe('jpeg');
    expect((await pixelAt(photo.bytes, 450, 300))[0]).toBeGreaterThan(100); // half-transparent green over white
  });

  it('refuses what is not a photo, a bomb, a HEIC, an empty or cut-short upload and one too small, saying why', async () => {
    expect(await refusal(Buffer.from('GIF is not here; this is a text file named photo.jpg\n'))).toEqual({ status: 415, message: expect.stringMatching(/not a photo that can be read \(whatever its name says\); send a JPEG, PNG or WebP/) });
    const gif = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#888' } }).gif().toBuffer();
    expect(await refusal(gif)).toEqual({ status: 415, message: expect.stringMatching(/a GIF file is not taken/) });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><script>alert(1)</script></svg>');
    expect(await refusal(svg)).toMatchObject({ status: 415 });
    expect(await refusal(pixelBomb())).toEqual({ status: 413, message: 'photo: 30000 x 30000 pixels is more than the 50 megapixels taken; send a smaller photo' });
    expect(await refusal(heicStart())).toEqual({ status: 415, message: expect.stringMatching(/HEIC photo .* send it as JPEG: on the iPhone, Settings > Camera > Formats > Most Compatible/) });
    expect(await refusal(Buffer.alloc(MAX_PHOTO_BYTES + 1))).toEqual({ status: 413, message: expect.stringMatching(/^photo: 15 MB is more than the 15 MB taken/) });
    expect(await refusal(Buffer.alloc(0))).toMatchObject({ status: 422 });
    const whole = await phoneJpeg();
    expect(await refusal(whole.subarray(0, Math.floor(whole.length * 0.7)))).toEqual({ status: 422, message: expect.stringMatching(/could not be read to the end/) });
    const tiny = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#888' } }).jpeg().toBuffer();
    expect(await refusal(tiny)).toEqual({ status: 422, message: expect.stringMatching(/300 x 200 pixels is too small/) });
  });
});
