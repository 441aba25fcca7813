/** RFC 4180 CSV: a header row, then one row per record; fields with commas, quotes or newlines quoted. */
export function toCsv(columns: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const field = (value: unknown) => {
    const text = value === null || value === undefined ? '' : String(value);
    // A leading = + - @ would run as a formula in a spreadsheet (CSV injection): quote it as text.
    const safe = /^[=+\-@]/.test(text) && !/^-?\d/.test(text) ? `'${text}` : text;
    return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
  };
  return [columns, ...rows].map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}
