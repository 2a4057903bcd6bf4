// A QR code read back as a phone's camera would: the SVG the server drew, rasterised by sharp
// (librsvg) and decoded by jsQR; or a PNG screenshot from Chromium.
import jsQR from 'jsqr';
import sharp from 'sharp';

/** The text of the QR code in an `data:image/svg+xml;base64,` URI, or undefined when none is found. */
export async function decodeQrDataUri(dataUri: string): Promise<string | undefined> {
  const prefix = 'data:image/svg+xml;base64,';
  if (!dataUri.startsWith(prefix)) throw new Error(`not an SVG data URI: ${dataUri.slice(0, 40)}`);
  const svg = Buffer.from(dataUri.slice(prefix.length), 'base64');
  return decodeQrImage(sharp(svg, { density: 600 }).flatten({ background: '#ffffff' }));
}

/** The text of the QR code in a PNG (a screenshot), or undefined. */
export function decodeQrPng(png: Buffer): Promise<string | undefined> {
  return decodeQrImage(sharp(png).flatten({ background: '#ffffff' }));
}

async function decodeQrImage(image: ReturnType<typeof sharp>): Promise<string | undefined> {
  const { data, info } = await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data;
}
