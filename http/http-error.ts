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
  ) {
    super(message);
  }
}

/** Shorthands that keep handler code readable. */
export const badRequest = (message: string) => new HttpError(400, message);
