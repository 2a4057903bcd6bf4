// Splitting a Markdown file into front matter and article (pipeline/load/load.ts), including the odd files
// editors make: Windows line ends, a byte order mark, no front matter, an empty file.
import { describe, expect, it } from 'vitest';
import { splitFrontMatter } from '../../pipeline/load/front-matter.ts';

describe('front matter', () => {
  it('is what lies between the opening and closing dashes; the article starts on the next line', () => {
    expect(splitFrontMatter('---\ntitle: x\n---\nbody\n')).toEqual({ matter: '\ntitle: x', content: 'body\n' });
    expect(splitFrontMatter('---\r\ntitle: x\r\n---\r\nbody')).toEqual({ matter: '\r\ntitle: x\r', content: 'body' });
    expect(splitFrontMatter('\ufeff---\ntitle: x\n---\n\nbody')).toEqual({ matter: '\ntitle: x', content: '\nbody' });
    expect(splitFrontMatter('---yaml\ntitle: x\n---\nbody')).toEqual({ matter: '\ntitle: x', content: 'body' });
  });

  it('is empty when the file has none, and a file without a closing line is all front matter', () => {
    expect(splitFrontMatter('Just text.\n')).toEqual({ matter: '', content: 'Just text.\n' });
    expect(splitFrontMatter('----\nnot: front matter\n')).toEqual({ matter: '', content: '----\nnot: front matter\n' });
    expect(splitFrontMatter('')).toEqual({ matter: '', content: '' });
    expect(splitFrontMatter('---\ntitle: x\n')).toEqual({ matter: '\ntitle: x\n', content: '' });
  });
});
