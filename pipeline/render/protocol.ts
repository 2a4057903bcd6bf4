// The messages between the render pool (render-pool.ts) and its workers (render-worker.ts).
import type { ErrorName } from '../errors.ts';
import type { TwinTally } from '../outputs/precompress.ts';
import type { DeferredList } from '../outputs/deferred-twins.ts';
import type { Assets } from '../../templates/context.tsx';
import type { Route } from '../../model/routes.ts';
import type { PageEntry, PageMemoFile, PageReport } from './page-memo.ts';
import type { Site } from '../../model/types.ts';
import type { PageFactProblem } from '../facts/pages.ts';


export type PoolRequest =
  /**
   * Once per build: what every page needs, the folder to write into, where twins are kept (none:
   * compress them all), where the posts' articles are kept as HTML (none: parse them all) and the
   * pages whose facts were found right before (pipeline/facts/checked.ts).
   */
  | { type: 'start'; site: Omit<Site, 'posts'>; assets: Assets; shared: string[]; folder: string; twinCache?: string; articleCache?: string; memo?: MemoStart; noTwins?: boolean; deferTwins?: boolean; checked?: string[] }
  /** `last`: with a memo, what the last build wrote for each route (null: nothing), in the same order. */
  | { type: 'routes'; routes: readonly Route[]; last?: (PageEntry | null)[] };

/** An incremental build (page-memo.ts): the last build's sets of reads; without `readSets`, every page renders. */
export interface MemoStart { readSets?: PageMemoFile['readSets']; codeKeys?: Record<string, string> }

export type PoolReply =
  /** Files written for the batch, and their twins; `untranslated`: its pages that show a text not translated. */
  | { type: 'done'; files: number; twins: TwinTally; pages?: PageReport[]; reused?: number; untranslated?: UntranslatedPage[]; facts?: PageFactProblem[]; checked?: string[]; deferred?: DeferredList }
  /** `name` and `detail` when the worker raised a GroomsiteError (a page that failed to render). */
  | { type: 'failed'; name?: ErrorName; detail?: string; cause: PlainError };

/** A page in another language that shows an untranslated text (languages/pages.ts, untranslatedProblems). */
export interface UntranslatedPage { route: Route; html: string }

/** An error as plain data: what crosses a thread boundary, keeping the message, stack and causes. */
export interface PlainError { message: string; stack?: string; cause?: PlainError }

export function toPlainError(err: unknown): PlainError {
  if (!(err instanceof Error)) return { message: String(err) };
  return { message: err.message, stack: err.stack, cause: err.cause === undefined ? undefined : toPlainError(err.cause) };
}

export function fromPlainError(plain: PlainError): Error {
  const err = new Error(plain.message, plain.cause ? { cause: fromPlainError(plain.cause) } : undefined);
  if (plain.stack) err.stack = plain.stack;
  return err;
}
