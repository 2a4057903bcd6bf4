import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/**
 * On-the-fly compression for files that have no precompressed `.br`/`.gz` twin in dist/ (sirv
 * serves those itself). sirv writes a response as `writeHead(...)` then pipes the file; for a
 * compressible type we hold the (small) body, compress it once, and remember the result keyed by
 * the file's ETag, so a page is compressed on its first request only.
 */

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type Encoding = 'br' | 'gzip';

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json|rss\+xml|atom\+xml|ld\+json)|image\/svg\+xml)/i;
const MIN_BYTES = 512; // below this the headers cost more than they save
const MAX_BYTES = 4 * 1024 * 1024; // larger bodies are streamed as they are

/** Picks br over gzip when the client accepts it (q=0 means refused). */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
      .map(([name]) => name),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

/** Bounded cache of compressed bodies: oldest entries are dropped beyond `maxBytes`. */
export class CompressedCache {
  private readonly entries = new Map<string, Buffer>();
  private size = 0;
  constructor(private readonly maxBytes = 32 * 1024 * 1024) {}

  get(key: string): Buffer | undefined {
    return this.entries.get(key);
  }

  set(key: string, value: Buffer): void {
    if (value.length > this.maxBytes) return;
    this.entries.set(key, value);
    this.size += value.length;
    for (const [oldKey, old] of this.entries) {
      if (this.size <= this.maxBytes) break;
      this.entries.delete(oldKey);
      this.size -= old.length;
    }
  }
}

function header(headers: OutgoingHttpHeaders, res: ServerResponse, name: string): string | undefined {
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
  const value = key !== undefined ? headers[key] : res.getHeader(name);
  return value === undefined ? undefined : String(value);
}

/**
 * Makes this one response compressed if it turns out to be worth it. Must be called before the
 * response's `writeHead`. Only complete 200/404 answers of compressible types are touched.
 */
export function compressResponse(req: IncomingMessage, res: ServerResponse, cache: CompressedCache): void {
  const encoding = negotiateEncoding(req.headers['accept-encoding']);
  if (!encoding) return;
  const writeHead = res.writeHead.bind(res) as (status: number, headers?: OutgoingHttpHeaders) => ServerResponse;
  const write = res.write.bind(res);
  const end = res.end.bind(res) as (chunk?: unknown) => ServerResponse;

  res.writeHead = ((status: number, headers: OutgoingHttpHeaders = {}) => {
    res.writeHead = writeHead as typeof res.writeHead; // only the first call is ours to judge
    const length = Number(header(headers, res, 'content-length'));
    const worth =
      (status === 200 || status === 404) &&
      !header(headers, res, 'content-encoding') &&
      COMPRESSIBLE.test(header(headers, res, 'content-type') ?? '') &&
      length >= MIN_BYTES &&
      length <= MAX_BYTES;
    if (!worth) return writeHead(status, headers);

    const etag = header(headers, res, 'etag');
    const key = etag ? `${encoding} ${req.url} ${etag}` : undefined;
    const chunks: Buffer[] = [];
    res.write = ((chunk: unknown) => {
      if (chunk) chunks.push(Buffer.from(chunk as Buffer));
      return true;
    }) as typeof res.write;
    res.end = ((chunk?: unknown) => {
      if (chunk && typeof chunk !== 'function') chunks.push(Buffer.from(chunk as Buffer));
      finish(Buffer.concat(chunks)).catch(() => res.destroy());
      return res;
    }) as typeof res.end;

    async function finish(body: Buffer): Promise<void> {
      let packed = key ? cache.get(key) : undefined;
      if (!packed) {
        packed = encoding === 'br'
          ? await brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
          : await gzip(body, { level: 6 });
        if (key) cache.set(key, packed);
      }
      const out: OutgoingHttpHeaders = {};
      for (const [k, v] of Object.entries(headers)) if (k.toLowerCase() !== 'content-length') out[k] = v;
      res.removeHeader('Content-Length');
      out['Content-Encoding'] = encoding;
      out['Content-Length'] = packed.length;
      out['Vary'] = 'Accept-Encoding';
      res.write = write;
      res.end = end as typeof res.end;
      writeHead(status, out);
      end(packed);
    }
    return res;
  }) as typeof res.writeHead;
}
