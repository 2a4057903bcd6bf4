import type { Say } from '../model/languages.ts';

/**
 * Every refusal of the lead API and the desk API is thrown as an HttpError and turned into a
 * JSON answer in one place (`sendError` in answer.ts), as Hono's HTTPException does: handlers
 * stay linear and no code path can forget to answer.
 */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
    /**
     * The refusal for a reader of another language, written from its facts with that language's
     * words (`code`: for what a catalog cannot hold, a date's grammar). Given where the English
     * carries words a catalog cannot match back (a day, a reason, an id the reader never saw);
     * without it, the message is looked up whole (model/languages.ts translateMessage).
     */
    readonly inLanguage?: (say: Say, code: string) => string,
  ) {
    super(message);
  }
}

/** Shorthands that keep handler code readable. */
export const badRequest = (message: string, inLanguage?: HttpError['inLanguage']) => new HttpError(400, message, {}, inLanguage);
