// A page's UTF-8 bytes and their SHA-1, made once for everyone who needs them on this thread: the
// facts check names the page by them (pipeline/facts/checked.ts), and the writer names, links or
// writes its file by them (precompress.ts), right after. Hashing the page's string for the first
// and encoding and hashing it again for the second took 90 ms more of a 1,000-post build of every
// page (a page with a ₹ in it is a two-byte string, slow to encode).
import { hash } from 'node:crypto';

let scratch = Buffer.allocUnsafe(256 * 1024);
/** The text last encoded: the scratch buffer holds its bytes until the next one. */
let last: { text: string; bytes: Buffer; key: string } | undefined;

/**
 * `text` in UTF-8 and the SHA-1 of those bytes (hex; it names equal bytes, it is no secret).
 * `bytes` is a view of a buffer reused by the next call: copy it to keep it (ownsScratch).
 */
export function utf8Of(text: string): { bytes: Buffer; key: string } {
  if (last?.text === text) return last;
  // Three bytes at most for each UTF-16 unit (a surrogate pair's two make four).
  if (text.length * 3 > scratch.length) scratch = Buffer.allocUnsafe(text.length * 3);
  const bytes = scratch.subarray(0, scratch.write(text, 0, 'utf8'));
  last = { text, bytes, key: hash('sha1', bytes) };
  return last;
}

/** True when `bytes` is a view of the scratch buffer (to be copied before it outlives the next utf8Of). */
export function ownsScratch(bytes: Uint8Array): boolean {
  return bytes.buffer === scratch.buffer;
}
