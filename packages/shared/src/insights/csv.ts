/** A cell a spreadsheet would read as a formula starts with one of these (OWASP, CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A whole cell that is just a plain decimal number: no spreadsheet runs it as a formula. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * The text of one cell, safe to open in a spreadsheet (OWASP "CSV Injection"): a cell starting
 * with `=`, `+`, `-`, `@`, a tab or a carriage return gets a leading single quote, so it is read as
 * text. Numbers stay numbers: a JavaScript number, or a string that is wholly a plain decimal
 * (`-5`, `-12.50`, as money in naira is written), is left as it is; `-1+cmd|…` is not plain.
 */
export function csvCellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  const text = String(value);
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/** RFC 4180 CSV: a header row, then one row per record; fields with commas, quotes or newlines quoted. */
export function toCsv(columns: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const field = (value: unknown) => {
    const safe = csvCellText(value);
    return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
  };
  return [columns, ...rows].map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}
