// What the validation tests share: a project's problems, and the check that a broken edit is
// reported with its message at the line that holds it.
import { expect } from 'vitest';
import { loadProject } from '../../pipeline/load/load.ts';
import { validateProject } from '../../pipeline/validate/validate.ts';
import { formatProblems, type Problem } from '../../pipeline/problems.ts';

export async function problemsOf(root: string): Promise<Problem[]> {
  const result = await validateProject(await loadProject(root));
  return result.ok ? [] : result.problems;
}

/** An edit that breaks a site, and what its problem must say: `where` and `hint` when given. */
export interface BrokenEdit { message: RegExp; where?: string; hint?: RegExp }

/** The problem matching `c.message`, checked to be in `file` at `line`, with its where, hint and a code frame at that line. */
export function expectReportedAt(problems: Problem[], c: BrokenEdit, file: string, line: number): Problem {
  const match = problems.find((p) => c.message.test(p.message));
  expect(match, `expected a problem matching ${c.message}, got:\n${formatProblems(problems)}`).toBeDefined();
  expect(match!.file).toBe(file);
  expect(match!.line).toBe(line);
  if (c.where) expect(match!.where).toBe(c.where);
  if (c.hint) expect(match!.hint).toMatch(c.hint);
  expect(match!.frame).toMatch(new RegExp(`> +${match!.line} \\|`));
  return match!;
}
