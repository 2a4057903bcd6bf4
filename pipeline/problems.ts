// Problems an editor can act on: where (file:line:col and the path in the data), what is wrong,
// what to do about it, and the line itself. All problems of a run are collected and shown at once.
import { relative } from 'node:path';
import type { Position, YamlSource } from './load/source.ts';

export interface Problem {
  file: string;
  line: number;
  col: number;
  /** The place in the data, e.g. packages[2].offerPrice. Empty for whole-file problems. */
  where: string;
  message: string;
  hint?: string;
  frame?: string;
}

export function dataPath(path: (string | number)[]): string {
  return path.reduce<string>((out, step) =>
    typeof step === 'number' || /^\d+$/.test(String(step)) ? `${out}[${step}]` : out ? `${out}.${step}` : String(step), '');
}

/** Three lines of context with a caret under the column, like a compiler's code frame. */
export function codeFrame(text: string, pos: Position, lineOffset = 0): string {
  const lines = text.split('\n');
  const at = pos.line - lineOffset; // 1-based line within `text`
  const from = Math.max(1, at - 1);
  const to = Math.min(lines.length, at + 1);
  const width = String(to + lineOffset).length;
  const out: string[] = [];
  for (let n = from; n <= to; n++) {
    const mark = n === at ? '>' : ' ';
    out.push(`${mark} ${String(n + lineOffset).padStart(width)} | ${lines[n - 1] ?? ''}`);
    if (n === at) out.push(`  ${' '.repeat(width)} | ${' '.repeat(Math.max(0, pos.col - 1))}^`);
  }
  return out.join('\n');
}

export function problemAt(src: YamlSource, pos: Position, where: string, message: string, hint?: string): Problem {
  return { file: src.file, line: pos.line, col: pos.col, where, message, hint, frame: codeFrame(src.text, pos, src.lineOffset) };
}

export function formatProblem(p: Problem, cwd = process.cwd()): string {
  const file = relative(cwd, p.file) || p.file;
  const head = `${file}:${p.line}:${p.col}${p.where ? `  ${p.where}` : ''}`;
  const body = [`  ${p.message}`];
  if (p.hint) body.push(`  hint: ${p.hint}`);
  if (p.frame) body.push(p.frame.split('\n').map((l) => `    ${l}`).join('\n'));
  return [head, ...body].join('\n');
}

export function formatProblems(problems: readonly Problem[], cwd = process.cwd()): string {
  const sorted = [...problems].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col);
  const n = sorted.length;
  return `${n} problem${n === 1 ? '' : 's'} found:\n\n${sorted.map((p) => formatProblem(p, cwd)).join('\n\n')}\n`;
}
