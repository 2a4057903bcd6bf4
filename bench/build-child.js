// Runs one build in this (fresh) process and prints its figures as JSON: the benchmark starts
// this as a child so every build is a cold process and peak RSS is the build's own. It starts
// the way the groomsite command does: production React, the bundled sources (bin/cli-bundle.js).
import { cliBundle } from '../bin/cli-bundle.js';

process.env.NODE_ENV ??= 'production';
const { build } = (await cliBundle('build')).run();

const [root, out] = process.argv.slice(2);
const started = performance.now();
// --render-all: every page rendered, as a build with no page memo (pipeline/render/page-memo.ts).
// --target HOST: the build for that host (model/deploy-target.ts): a static host's has no twins.
const target = process.argv.includes('--target') ? process.argv[process.argv.indexOf('--target') + 1] : undefined;
const result = await build({ root, outDir: out, renderAll: process.argv.includes('--render-all'), target });
// rendered: the pages this build rendered (the others were unchanged since the last build into `out`).
const written = result.routes.filter((r) => !(r.kind === 'alias' && r.legacy)).length;
// steps: each named step's milliseconds (load, render, previews...), as `build` logs them.
const steps = Object.fromEntries(result.steps.map((s) => [s.name, s.ms]));
process.stdout.write(`${JSON.stringify({ ms: performance.now() - started, liveMs: result.liveMs, pages: result.pages, rendered: written - result.reused, maxRssMb: process.resourceUsage().maxRSS / 1024, twins: result.twins, steps })}\n`);
