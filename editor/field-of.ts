// A problem the site's checks found, turned into the field it names: by its place in the data
// ("packages[2].offerPrice"), or, for a fact typed by hand in a text, by its line in site.yaml.
import { isCollection, isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, type Node } from 'yaml';
import type { EditPath, FieldProblem } from '../desk/wire/site-editor.ts';
import { isAbsolute, relative, sep } from 'node:path';
import type { Problem } from '../pipeline/problems.ts';

/** "packages[2].offerPrice" as ['packages', 2, 'offerPrice']. */
export function pathOf(where: string): EditPath {
  return [...where.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map((m) => (m[2] !== undefined ? Number(m[2]) : m[1]));
}

/** The place in the data of the value at `line` and `col` (1-based) of `text`: the deepest node there. */
export function pathAtLine(text: string, line: number, col: number): EditPath {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines });
  const offset = (lines.lineStarts[line - 1] ?? text.length) + Math.max(0, col - 1);
  const path: EditPath = [];
  let node = doc.contents as Node | null;
  const inside = (n: Node | null | undefined) => !!n?.range && n.range[0] <= offset && offset < n.range[2];
  while (node && isCollection(node)) {
    let next: Node | null = null;
    if (isMap(node)) {
      for (const pair of node.items) {
        if (!isPair(pair)) continue;
        const value = pair.value as Node | null;
        if (inside(value) || inside(pair.key as Node)) {
          path.push(isScalar(pair.key) ? String(pair.key.value) : '?');
          next = inside(value) ? value : null;
          break;
        }
      }
    } else if (isSeq(node)) {
      const i = (node.items as Node[]).findIndex(inside);
      if (i >= 0) {
        path.push(i);
        next = (node.items as Node[])[i];
      }
    }
    node = next;
  }
  return path;
}

/** Each problem on its field: of site.yaml or a language's texts by its place or its line; of another file (a page's text) with the file and line in words. */
export function fieldProblems(problems: readonly Problem[], files: Readonly<Record<string, string>>, root: string): FieldProblem[] {
  return problems.map((p) => {
    const name = !p.file ? '' : isAbsolute(p.file) ? relative(root, p.file).split(sep).join('/') : p.file;
    const own = Object.hasOwn(files, name);
    const path = p.where ? pathOf(p.where) : own && p.line > 0 ? pathAtLine(files[name], p.line, p.col) : [];
    const where = p.where || (path.length ? path.reduce<string>((out, k) => (typeof k === 'number' ? `${out}[${k}]` : out ? `${out}.${k}` : k), '') : '');
    const elsewhere = !own && name ? ` (in ${name}, line ${p.line})` : '';
    return { file: own ? name : 'site.yaml', where, path: own ? path : [], message: `${p.message}${elsewhere}`, ...(p.hint && { hint: p.hint }) };
  });
}
