/**
 * CSV that spreadsheets open safely. A cell that starts with = + - @ (or tab / carriage return,
 * which some programs skip before looking) would be run as a formula by Excel, LibreOffice and
 * Google Sheets ("CSV injection"); a leading apostrophe makes it plain text. Their full-width
 * forms (＝ ＋ － ＠, typed by East Asian input methods) count too: Excel reads ＝ as =.
 * Quoting follows RFC 4180; lines end with CRLF.
 */

const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

export function neutralizeCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = neutralizeCell(value);
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
