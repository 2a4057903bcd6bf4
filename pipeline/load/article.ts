// A post's article, read when its page renders. A rebuild trusts a post file that is as the last
// build saw it (matter-cache.ts) and does not read it while the site loads: at 10,000 posts
// reading every file took a tenth of a second of a one-post rebuild, and holding the texts as much
// again in garbage collection. The page of such a post reads it here, in process or in a render
// worker; its hash must be the one the build planned with.
import { readFileSync } from 'node:fs';
import { hash } from 'node:crypto';
import { GroomsiteError } from '../errors.ts';
import { splitFrontMatter } from './front-matter.ts';
import type { PostText } from '../../model/types.ts';

/** The hash a post's Markdown is known by (PostText.hash). */
export const textHash = (markdown: string): string => hash('sha1', markdown, 'base64');

/** The text of a post read by this build, with its hash. */
export function readText(file: string, markdown: string): PostText {
  return { file, hash: textHash(markdown), markdown };
}

/** The article of `text`: as this build read it, or read now from its file. */
export function articleText(text: PostText): string {
  if (text.markdown !== undefined) return text.markdown;
  let markdown: string;
  try {
    markdown = splitFrontMatter(readFileSync(text.file, 'utf8')).content;
  } catch (err) {
    throw new GroomsiteError('SourceChanged', `${text.file} could not be read again`, { cause: err });
  }
  // Edited (or removed) since the site loaded: this build planned with the text it had then.
  if (textHash(markdown) !== text.hash) throw new GroomsiteError('SourceChanged', `${text.file} was edited after the build read it`);
  return markdown;
}

/** The text with its article read (the same object when it was already). */
export function withArticle(text: PostText): PostText {
  return text.markdown !== undefined ? text : { ...text, markdown: articleText(text) };
}
