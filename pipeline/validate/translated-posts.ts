// content/<code>/posts/<file>.md: a post's version in another language. Its front matter is
// checked by the post schema, as the English; beyond that it must have an English post of the same
// file name in a language site.yaml lists, and state the same facts (its day and its pet, which
// pick its place in the blog and its picture). A post without such a file stays English only.
import { relative } from 'node:path';
import { locate } from '../load/source.ts';
import { problemAt, type Problem } from '../problems.ts';
import { languagesOf } from '../../model/languages.ts';
import { parsePostDate } from '../dates.ts';
import type { MarkdownFile } from '../load/load.ts';
import type { RawPostMatter, RawSite } from '../../model/types.ts';

export type CheckedPost = { file: MarkdownFile; matter: RawPostMatter };

export function translatedPostProblems(root: string, raw: RawSite, english: readonly CheckedPost[], translated: ReadonlyMap<string, CheckedPost[]>): Problem[] {
  const problems: Problem[] = [];
  const codes = languagesOf(raw).slice(1).map((l) => l.code);
  const bySlug = new Map(english.map((p) => [p.file.slug, p]));
  for (const [code, posts] of translated) {
    for (const { file, matter } of posts) {
      // Positions only for a problem: the parser that keeps them loads in some 60 ms (load/source.ts).
      const at = (key: string, message: string, hint?: string) => {
        const src = file.matter.source();
        problems.push(problemAt(src, locate(src, key ? [key] : []), key, message, hint));
      };
      const name = relative(root, file.file);
      if (!codes.includes(code)) {
        at('', `${name}: site.yaml lists no language "${code}"`, `add it under languages: in site.yaml, or move the file to content/<code>/posts/ of a listed language (${codes.join(', ') || 'none'})`);
        continue;
      }
      const original = bySlug.get(file.slug);
      if (!original) {
        at('', `${name} has no English original: there is no content/posts/${file.slug}.md`, 'name the file exactly as the English post it translates');
        continue;
      }
      if (!matter || !original.matter) continue; // the schema's problems are reported already
      if (parsePostDate(matter.date) !== parsePostDate(original.matter.date)) {
        at('date', `the date must be the English post's (${original.matter.date}): a translation is the same post`, `write date: "${original.matter.date}"`);
      }
      if (matter.pet !== original.matter.pet) at('pet', `pet must be the English post's (${original.matter.pet}): the picture is the same`);
    }
  }
  return problems;
}
