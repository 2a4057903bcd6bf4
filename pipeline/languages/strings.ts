// strings/<code>.yaml: one language's texts, each line an English text (exactly as site.yaml, a
// template or a form says it, placeholders and all) and its translation. Keyed by the English
// text, so English pages never change because of a translation, and a changed English text
// shows up as missing in every other language until its translation is written again.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { locate, readYamlText, yamlSyntaxProblems, type KnownTexts } from '../load/source.ts';
import { problemAt, type Problem } from '../problems.ts';

export interface Strings {
  file: string;
  texts: Record<string, string>;
  /** The file's text as read (the build keeps it beside dist/ for the server); absent when there is none. */
  text?: string;
}

const placeholders = (text: string) => [...text.matchAll(/\{[^{}]+\}/g)].map((m) => m[0]).sort().join(' ');

/**
 * The catalog of a language, with a problem at its line for each text that is not text or drops a
 * placeholder. `known`: the readings kept from the last build (load/definition-cache.ts).
 */
export function loadStrings(root: string, code: string, given?: Readonly<Record<string, string>>, known?: KnownTexts): { strings: Strings; problems: Problem[] } {
  const file = join(root, 'strings', `${code}.yaml`);
  const problems: Problem[] = [];
  const givenText = given && Object.hasOwn(given, `strings/${code}.yaml`) ? given[`strings/${code}.yaml`] : undefined;
  if (givenText === undefined && !existsSync(file)) {
    return { strings: { file, texts: {} }, problems: [{ file, line: 1, col: 1, where: '', message: `strings/${code}.yaml is missing`, hint: `the texts of language "${code}" live there, one "English": "translation" per line` }] };
  }
  const yaml = readYamlText(file, givenText ?? readFileSync(file, 'utf8'), 0, known);
  const data = yaml.data;
  if (!data || typeof data !== 'object' || Array.isArray(data)) {
    // A syntax error or a text written twice: at its line, as site.yaml's are.
    const syntax = yamlSyntaxProblems(yaml.source());
    problems.push(...(syntax.length
      ? syntax.map((s) => problemAt(yaml.source(), s.pos, '', `YAML: ${s.message}`, 'each English text once, in double quotes, then a colon and its translation in double quotes'))
      : [problemAt(yaml.source(), { line: 1, col: 1 }, '', 'expected lines of "English text": "translation"')]));
    return { strings: { file, texts: {} }, problems };
  }
  const texts: Record<string, string> = {};
  for (const [english, translated] of Object.entries(data as Record<string, unknown>)) {
    const at = () => locate(yaml.source(), [english]);
    if (typeof translated !== 'string' || translated.trim() === '') {
      problems.push(problemAt(yaml.source(), at(), english, 'the translation is empty or not text', 'write it in double quotes after the colon'));
    } else if (placeholders(english) !== placeholders(translated)) {
      problems.push(problemAt(yaml.source(), at(), english, `the translation must keep the placeholders ${placeholders(english) || '(none)'}, it has ${placeholders(translated) || 'none'}`,
        'placeholders such as {price:fur-fresh-spa} are filled in from site.yaml: keep each one, in any order'));
    } else texts[english] = translated;
  }
  return { strings: { file, texts, text: yaml.text }, problems };
}
