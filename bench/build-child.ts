// Runs one build in this (fresh) process and prints its figures as JSON: the benchmark starts
// this as a child so every build is a cold process and peak RSS is the build's own.
// As bin/groomsite.js does: production React (set before React loads, hence the dynamic import).
process.env.NODE_ENV ??= 'production';
const { build } = await import('../cli/build.ts');

const [root, out] = process.argv.slice(2);
const started = performance.now();
const result = await build({ root, outDir: out });
process.stdout.write(`${JSON.stringify({ ms: performance.now() - started, pages: result.pages, maxRssMb: process.resourceUsage().maxRSS / 1024 })}\n`);
export {};
