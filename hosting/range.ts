// What a Range header asks of a file of `size` bytes, as RFC 9110 section 14 says. `groomsite
// serve` answers from this; nginx decides the same cases itself.

export type RangeAnswer =
  /** No Range, a unit other than bytes, a malformed header, or several ranges: the whole file, 200. */
  | { kind: 'whole' }
  /** Nothing of the file is in the range (or first > last): 416 with `Content-Range: bytes *\/size`. */
  | { kind: 'unsatisfiable' }
  /** One range, inclusive byte positions within the file: 206 with Content-Range. */
  | { kind: 'part'; start: number; end: number };

const SPEC = /^(\d*)-(\d*)$/;

/** One byte-range-spec against the size: positions, 'unsatisfiable', or undefined when malformed. */
function specOf(text: string, size: number): { start: number; end: number } | 'unsatisfiable' | undefined {
  const match = SPEC.exec(text);
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  if (match[1] === '') {
    // A suffix: the last N bytes (all of them when the file is shorter).
    const length = Number(match[2]);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const first = Number(match[1]);
  const last = match[2] === '' ? Infinity : Number(match[2]);
  // first > last is invalid; nginx refuses it with 416 too, so both hosts answer alike.
  if (first > last || first >= size) return 'unsatisfiable';
  return { start: first, end: Math.min(last, size - 1) };
}

/**
 * Several ranges get the whole file (RFC 9110 allows it, and it spares a multipart answer and a
 * request asking for the same bytes many times over), unless none of them is satisfiable.
 */
export function rangeOf(header: string | undefined, size: number): RangeAnswer {
  if (header === undefined) return { kind: 'whole' };
  const match = /^\s*bytes\s*=(.*)$/i.exec(header);
  if (!match) return { kind: 'whole' };
  const specs = match[1].split(',').map((part) => part.trim()).filter((part) => part !== '');
  if (specs.length === 0) return { kind: 'whole' };
  const parsed = specs.map((spec) => specOf(spec, size));
  if (parsed.some((spec) => spec === undefined)) return { kind: 'whole' };
  const satisfiable = parsed.filter((spec) => spec !== 'unsatisfiable');
  if (satisfiable.length === 0) return { kind: 'unsatisfiable' };
  if (parsed.length > 1) return { kind: 'whole' };
  const [only] = satisfiable as { start: number; end: number }[];
  return { kind: 'part', start: only.start, end: only.end };
}
