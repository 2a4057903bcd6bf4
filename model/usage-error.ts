/**
 * A problem the person at the terminal can fix (a bad flag, a missing file, a port in use). The
 * message says what happened and what to do; a CLI prints it without a stack trace.
 */
export class LeadsUsageError extends Error {
  override readonly name = 'LeadsUsageError';
}
