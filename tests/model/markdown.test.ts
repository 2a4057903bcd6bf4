// Markdown parses with CommonMark's rules when a text has none of GitHub's own syntax (model/markdown.ts):
// every text must come out exactly as GitHub's rules make it, and GitHub's syntax must still work.
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Marked } from 'marked';
import { renderMarkdown, type ResponsiveImage } from '../../model/markdown.ts';
import { syntheticArticle } from '../../bench/synthetic.ts';

const gfm = new Marked({ gfm: true });
const asGitHub = (body: string) => gfm.parse(body, { async: false }) as string;
const bodyOf = (text: string) => text.replace(/^---\n[\s\S]*?\n---\n/, '');
const posts = join(import.meta.dirname, '..', '..', 'content', 'posts');

const gitHubOnly = [
  '| Coat | Brushing |\n| --- | --- |\n| Long | Daily |\n',
  'Coat | Brushing\n--- | ---\nLong | Daily\n',
  'Before the table\nCoat | Brushing\n:-- | --:\n',
  'No more ~~tangles~~ after a bath.',
  'Book at www.example.com today.',
  'Read https://example.com/tips, then call.',
  'Write to hello@example.com for a slot.',
  '- [ ] nails\n- [x] bath\n',
  'A title\nover two lines\n---\n\nAnd text.',
  'Text\n\n---\n\nMore text.',
  'Paws\n===\n',
  '*Gentle* and **calm**, _always_ with `treats` and a [link](/blog).',
  '> A quote\n\n1. one\n2. two\n\n    code\n',
  'Line one  \nline two\\\nline three',
];

describe('Markdown', () => {
  it('comes out as GitHub\'s rules make it, for every post, the synthetic posts and each of its own constructs', () => {
    const real = readdirSync(posts).filter((n) => n.endsWith('.md')).map((n) => bodyOf(readFileSync(join(posts, n), 'utf8')));
    const synthetic = Array.from({ length: 50 }, (_, i) => bodyOf(syntheticArticle(i)));
    for (const body of [...real, ...synthetic, ...gitHubOnly]) expect(renderMarkdown(body), body.slice(0, 60)).toBe(asGitHub(body));
  });

  it('still draws tables, strikethrough, bare links and task lists', () => {
    expect(renderMarkdown(gitHubOnly[0])).toContain('<table>');
    expect(renderMarkdown(gitHubOnly[3])).toContain('<del>tangles</del>');
    expect(renderMarkdown(gitHubOnly[4])).toContain('<a href="http://www.example.com">');
    expect(renderMarkdown(gitHubOnly[7])).toContain('type="checkbox"');
  });

  it('turns an editor\'s photo into a <picture>, in a text with and without GitHub\'s syntax', () => {
    const images = new Map<string, ResponsiveImage>([['/images/bath.jpg', { src: '/images/bath.jpg', width: 800, height: 600, sources: [{ type: 'image/webp', srcset: '/images/bath-800.webp 800w' }] }]]);
    for (const body of ['![A calm bath](/images/bath.jpg)', 'No ~~mess~~.\n\n![A calm bath](/images/bath.jpg)']) {
      expect(renderMarkdown(body, images)).toContain('<picture><source type="image/webp" srcset="/images/bath-800.webp 800w"');
    }
    expect(renderMarkdown('Just text.', images)).toBe(asGitHub('Just text.'));
  });
});
