import type { FieldProblem, SitePublished } from '../../wire/site-editor.ts';
import { type Data } from './edits.ts';
import { nearestId, placeWords, translationId, translationWords } from './places.ts';

/** A unified diff, each line coloured by what it does; it scrolls within its box, never the page. */
export function DiffView({ diff, label }: { diff: string; label: string }) {
  const lines = diff.replace(/\n$/, '').split('\n');
  const kind = (line: string) =>
    line.startsWith('+++') || line.startsWith('---') ? 'file' : line.startsWith('@@') ? 'hunk' : line.startsWith('+') ? 'added' : line.startsWith('-') ? 'removed' : 'same';
  return (
    <pre className="diff" tabIndex={0} role="region" aria-label={label}>
      <code>{lines.map((line, i) => <span key={i} className={`diff-${kind(line)}`}>{line || ' '}</span>)}</code>
    </pre>
  );
}

/** Opens the folded sections around a field, so a problem on it is in sight. */
export function unfold(id: string): HTMLElement | null {
  const field = document.getElementById(id);
  for (let node: HTMLElement | null = field; node; node = node.parentElement) if (node instanceof HTMLDetailsElement) node.open = true;
  return field;
}

/** Opens the folded sections around a field and moves to it. */
export function goToField(id: string): void {
  const field = unfold(id);
  if (!field) return;
  field.scrollIntoView({ block: 'center' });
  const input = field.matches('input, select, textarea') ? field : field.querySelector<HTMLElement>('input, select, textarea, summary');
  input?.focus({ preventScroll: true });
}

/** The id of the shown field nearest to a problem's place: its own, its card's, or its translation's. */
export function problemFieldId(p: FieldProblem): string | undefined {
  const shown = (id: string) => document.getElementById(id) !== null;
  if ((p.file || 'site.yaml') === 'site.yaml') return nearestId(p.path, shown);
  const id = translationId(p.file, String(p.path[0]));
  return shown(id) ? id : undefined;
}

/** The problems at the top: each in words, with a link to its field (or the nearest card that holds it). */
export function ProblemList({ problems, data, heading }: { problems: readonly FieldProblem[]; data: Data; heading: string }) {
  if (!problems.length) return null;
  return (
    <div className="problem-list" role="alert">
      <p><strong>{heading}</strong></p>
      <ul>
        {problems.map((p, i) => {
          const own = (p.file || 'site.yaml') === 'site.yaml';
          const id = problemFieldId(p);
          const words = !own ? translationWords(p.file, String(p.path[0] ?? '')) : p.path.length ? placeWords(p.path, data) : 'The whole site';
          return (
            <li key={i}>
              {id ? <a href={`#${id}`} onClick={(e) => { e.preventDefault(); goToField(id); }}>{words}</a> : <strong>{words}</strong>}
              {': '}{p.message}{p.hint && <span className="hint"> ({p.hint})</span>}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

const time = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', second: '2-digit' });

/** What a publish (or an undo) did: when, how long, the deploy's outcome, the commit. */
export function PublishedNote({ result, at, undo }: { result: SitePublished; at: number; undo?: boolean }) {
  return (
    <div className="notice ok" role="status">
      <p><strong>{undo ? 'Undone' : 'Published'} at {time.format(at)}</strong> (live in {(result.ms / 1000).toFixed(1)} s).
        {result.commit && <> Commit <code>{result.commit.slice(0, 10)}</code>.</>}</p>
      {result.deploy && (
        <>
          <p>{result.deploy.ok ? `Deployed to the host in ${(result.deploy.ms / 1000).toFixed(1)} s.` : 'The deploy failed: the site here is changed, the host still shows the old one. Publish again, or ask the maintainer.'}</p>
          {result.deploy.output && <details><summary>Deploy output</summary><pre className="diff">{result.deploy.output}</pre></details>}
        </>
      )}
    </div>
  );
}
