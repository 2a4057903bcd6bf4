// A Markdown file's two parts: its front matter (YAML) and its body.
/**
 * Front matter and body, split the way gray-matter splits them (which this replaces: it copied
 * every file into a Buffer and defined properties on each result, a third of loading a large blog).
 * Front matter opens with `---` on the first line (after a byte order mark, if any; a word after
 * the dashes names its language) and closes at the next line that starts with `---`; the body
 * begins on the line after that. Without an opening line, or with `----`, all of it is body.
 */
export function splitFrontMatter(text: string): { matter: string; content: string } {
  const str = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (!str.startsWith('---') || str.charAt(3) === '-') return { matter: '', content: str };
  let rest = str.slice(3);
  const firstLineEnd = rest.search(/\r?\n/);
  if (firstLineEnd > 0 && rest.slice(0, firstLineEnd).trim()) rest = rest.slice(firstLineEnd);
  const close = rest.indexOf('\n---');
  if (close < 0) return { matter: rest, content: '' };
  let content = rest.slice(close + 4);
  if (content[0] === '\r') content = content.slice(1);
  if (content[0] === '\n') content = content.slice(1);
  return { matter: rest.slice(0, close), content };
}
