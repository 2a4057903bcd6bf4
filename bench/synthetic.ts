// A synthetic site of N posts for the scale benchmark: the real site.yaml, strings/ and content/, plus N
// generated articles of realistic length, in a temporary folder.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const words = 'brush coat bath towel groom paw ear nail comb tangle monsoon summer winter shampoo rinse dry calm treat gentle routine'.split(' ');

/** The text of synthetic article number `i`: front matter and six sections. */
export function syntheticArticle(i: number): string {
  const date = `${months[i % 12]} ${1 + (i % 28)}, ${2022 + (i % 2)}`;
  const para = (n: number) => Array.from({ length: 60 }, (_, k) => words[(n * 7 + k * 3) % words.length]).join(' ');
  const body = Array.from({ length: 6 }, (_, s) => `## Section ${s + 1} of article ${i}\n\n${para(i + s)}.\n\n- ${para(s).slice(0, 80)}\n- ${para(s + 1).slice(0, 80)}\n`).join('\n');
  return `---\ntitle: "Synthetic grooming article number ${i}"\ndescription: "A generated article used only to measure how the build scales with the number of posts on a site."\nexcerpt: "A generated article used only to measure how the build scales."\ndate: "${date}"\npet: ${i % 3 === 0 ? 'cat' : 'dog'}\nimageAlt: "Generated illustration number ${i}"\n---\n${body}`;
}

export function syntheticSite(projectRoot: string, posts: number): string {
  const dir = mkdtempSync(join(tmpdir(), `groomsite-synth-${posts}-`));
  cpSync(join(projectRoot, 'site.yaml'), join(dir, 'site.yaml'));
  cpSync(join(projectRoot, 'content'), join(dir, 'content'), { recursive: true });
  cpSync(join(projectRoot, 'strings'), join(dir, 'strings'), { recursive: true }); // the Hindi pages' texts
  for (let i = 0; i < posts; i++) writeFileSync(join(dir, 'content', 'posts', `synthetic-${i}.md`), syntheticArticle(i));
  return dir;
}

/**
 * Edits one post of a synthetic site as an author would (a heading reworded), a different post
 * for each `round`: the rebuild that follows renders that post's page and the pages that list it.
 */
export function editSyntheticPost(site: string, round: number): void {
  const post = join(site, 'content', 'posts', `synthetic-${17 + round}.md`);
  writeFileSync(post, readFileSync(post, 'utf8').replace('## Section 2', '## Section two'));
}
