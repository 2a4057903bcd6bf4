// One catalogue of user-facing errors (DESIGN habit 5): each has a stable name, what happened
// and what to do next. Step boundaries wrap errors and keep the cause (habit 6).
import { formatProblems, type Problem } from './problems.ts';

export const errorCatalogue = {
  SiteFileMissing: { title: 'site.yaml not found', hint: 'Run the command from the project folder, or pass --root.' },
  InvalidSite: { title: 'The site definition has problems', hint: 'Fix the lines listed above, then build again. Nothing was written.' },
  Untranslated: { title: 'Texts of a page in another language have no translation', hint: 'Add each text listed above to its strings/<code>.yaml (or its page to content/<code>/pages/), or mark the page English-only. Nothing was written.' },
  TypedFacts: { title: 'Facts are typed by hand in the texts', hint: 'Write the placeholder named above instead of each figure (a figure in no catalogue entry goes into site.yaml under a name first). Nothing was written.' },
  FactsDisagree: { title: 'Pages state facts the catalogue does not', hint: 'Fix each text (or the catalogue) named above; the previous dist/ was left as it was.' },
  DuplicateRoute: { title: 'Two routes would write the same file', hint: 'Rename or remove one of the paths listed above.' },
  RenderFailed: { title: 'A page failed to render', hint: 'The cause is shown below; the previous dist/ was left as it was.' },
  SourceChanged: { title: 'A file of the site changed while it was building', hint: 'Build again once your edits are saved. The previous dist/ was left as it was.' },
  WriteFailed: { title: 'Writing the site failed', hint: 'Check free disk space and permissions. The previous dist/ was left as it was.' },
  CheckFailed: { title: 'The check found problems', hint: 'Fix them and run the check again before uploading.' },
  DistMissing: { title: 'No built site found', hint: 'Run `npx groomsite build` first.' },
} as const;

export type ErrorName = keyof typeof errorCatalogue;

export class GroomsiteError extends Error {
  readonly problems: readonly Problem[];
  constructor(override readonly name: ErrorName, readonly detail?: string, opts: { cause?: unknown; problems?: readonly Problem[] } = {}) {
    super(detail ? `${errorCatalogue[name].title}: ${detail}` : errorCatalogue[name].title, { cause: opts.cause });
    this.problems = opts.problems ?? [];
  }
  get hint(): string { return errorCatalogue[this.name].hint; }
}

/** Wrap an error thrown inside a step, keeping its cause: "Failed to render /blog/x from content/posts/x.md". */
export async function step<T>(name: ErrorName, detail: string, work: () => T | Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    throw asStepError(name, detail, err);
  }
}

/** `step` for work that does not wait: its result at once, or its error wrapped the same way. */
export function stepNow<T>(name: ErrorName, detail: string, work: () => T): T {
  try {
    return work();
  } catch (err) {
    throw asStepError(name, detail, err);
  }
}

const asStepError = (name: ErrorName, detail: string, err: unknown): GroomsiteError =>
  err instanceof GroomsiteError ? err : new GroomsiteError(name, detail, { cause: err });

/** The single place where errors become text for a terminal. */
export function describeError(err: unknown): string {
  // Errors a person can fix by themselves (the lead tools' LeadsUsageError): the message alone says what to do.
  if (err instanceof Error && err.name === 'LeadsUsageError') return `error: ${err.message}`;
  if (!(err instanceof GroomsiteError)) return `Unexpected error: ${err instanceof Error ? err.stack ?? err.message : String(err)}`;
  const parts: string[] = [];
  if (err.problems.length) parts.push(formatProblems(err.problems));
  parts.push(`error ${err.name}: ${err.message}`);
  let cause = err.cause;
  while (cause) {
    parts.push(`  caused by: ${cause instanceof Error ? cause.message : String(cause)}`);
    if (cause instanceof Error && !(cause instanceof GroomsiteError) && cause.stack) {
      parts.push(cause.stack.split('\n').slice(1, 4).join('\n'));
    }
    cause = cause instanceof Error ? cause.cause : undefined;
  }
  parts.push(`  ${err.hint}`);
  return parts.join('\n');
}
