// A second minifier pass over the browser bundles esbuild made (assets.ts). esbuild minifies one
// module at a time and names variables by scope, not by how often they occur; swc's compressor
// (two passes) and mangler then fold what esbuild left across the whole chunk and give the most
// used names the shortest letters, which gzip rewards. Measured with bench/page-weight.ts: 0.4 KB
// gzip less on a page read to its end (Preact's chunk 130 bytes, the entry 105, web-vitals 74),
// for about 80 ms of a build whose bundles are not cached yet (75 -> 155 ms; they are cached by their sources).
// Only safe transforms: no pure_getters (a property read may be wanted for its effect), no unsafe_*.
// A file keeps its esbuild name: the names chunks import from each other are esbuild's and stay,
// so a browser holding an older minification of the same name still fits the new files around it.
import { gzipSync } from 'node:zlib';

interface OutputFile { path: string; contents: Uint8Array }

/** The same files, each script minified again, or left as it was where that came out no smaller in gzip (a chunk of one import line). */
export async function minifyChunks<F extends OutputFile>(files: F[]): Promise<F[]> {
  const { minify } = await import('@swc/core'); // loaded only when the bundles are made anew
  return Promise.all(files.map(async (file) => {
    if (!file.path.endsWith('.js')) return file;
    const source = Buffer.from(file.contents).toString('utf8');
    const { code } = await minify(source, {
      module: true, ecma: 2020, compress: { passes: 2 }, mangle: true, format: { comments: false },
    });
    const contents = new Uint8Array(Buffer.from(code));
    return gzipSize(contents) < gzipSize(file.contents) ? { ...file, contents } : file;
  }));
}

const gzipSize = (bytes: Uint8Array) => gzipSync(bytes, { level: 9 }).length;
