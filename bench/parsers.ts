// `npm run bench:parsers`: why the loader reads YAML with js-yaml and splits front matter itself,
// beside the owner's listed `yaml` and `gray-matter` (README, "Two packages beside the listed
// ones"). Each reading runs over the 10,000 synthetic articles of the scale benchmark, in memory,
// five times; the table shows the median. Nothing here is a test assertion.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import jsYaml from 'js-yaml';
import { parse as parseYaml, parseDocument } from 'yaml';
import matter from 'gray-matter';
import { splitFrontMatter } from '../pipeline/load/front-matter.ts';
import { syntheticArticle } from './synthetic.ts';

const root = resolve(import.meta.dirname, '..');
const POSTS = 10_000;
const texts = Array.from({ length: POSTS }, (_, i) => syntheticArticle(i));
const siteYaml = readFileSync(join(root, 'site.yaml'), 'utf8');

function medianMs(work: () => void, runs = 5): number {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    work();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)];
}

/** Time to import a package in a fresh Node process (what every cold build pays). */
function importMs(name: string): number {
  const script = `const t = performance.now(); await import(${JSON.stringify(name)}); console.log(performance.now() - t);`;
  const runs = Array.from({ length: 5 }, () => Number(execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root, encoding: 'utf8' })));
  return runs.sort((a, b) => a - b)[2];
}

const core = { schema: jsYaml.CORE_SCHEMA };
const rows: [string, number, number][] = [
  ['import the package (fresh process)', importMs('js-yaml'), importMs('yaml')],
  ['read site.yaml', medianMs(() => jsYaml.load(siteYaml, core), 20), medianMs(() => parseYaml(siteYaml), 20)],
  ['read site.yaml keeping positions (only on a problem)', NaN, medianMs(() => parseDocument(siteYaml), 20)],
  [`read ${POSTS} front matters`, medianMs(() => texts.forEach((t) => jsYaml.load(splitFrontMatter(t).matter, core))),
    medianMs(() => texts.forEach((t) => parseYaml(splitFrontMatter(t).matter)))],
];
const importMatter: [string, number, number] = ['import (fresh process; gray-matter brings js-yaml 3 with it)', NaN, importMs('gray-matter')];
const split: [string, number, number] = [`split ${POSTS} files into front matter and body`,
  medianMs(() => texts.forEach((t) => splitFrontMatter(t))),
  // gray-matter with a no-op engine: its split alone, without its own YAML reading.
  medianMs(() => texts.forEach((t) => matter(t, { engines: { yaml: () => ({}) } })))];
const splitAndRead: [string, number, number] = [`split and read ${POSTS} files`,
  medianMs(() => texts.forEach((t) => jsYaml.load(splitFrontMatter(t).matter, core))),
  // Options, even empty, keep gray-matter from answering later runs from its cache of whole texts.
  medianMs(() => texts.forEach((t) => matter(t, {})))];

const ms = (n: number) => (Number.isNaN(n) ? '-' : `${n.toFixed(1)} ms`);
const ratio = (a: number, b: number) => (Number.isNaN(a) || a === 0 ? '' : `${(b / a).toFixed(1)}x`);
console.log('| YAML | js-yaml | yaml | yaml / js-yaml |\n|---|---|---|---|');
for (const [what, a, b] of rows) console.log(`| ${what} | ${ms(a)} | ${ms(b)} | ${ratio(a, b)} |`);
console.log('\n| front matter | own split (pipeline/load/load.ts) | gray-matter | gray-matter / own |\n|---|---|---|---|');
for (const [what, a, b] of [importMatter, split, splitAndRead]) console.log(`| ${what} | ${ms(a)} | ${ms(b)} | ${ratio(a, b)} |`);
