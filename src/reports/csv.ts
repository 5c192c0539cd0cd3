/** RFC 4180: fields with a comma, quote or line break are quoted, quotes doubled; lines end in CRLF. */
export function toCsv(columns: readonly string[], rows: readonly Record<string, unknown>[]): string {
  const field = (value: unknown): string => {
    const text = value === null || value === undefined ? '' : String(value);
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return [columns.map(field).join(','), ...rows.map((row) => columns.map((c) => field(row[c])).join(','))].join('\r\n') + '\r\n';
}
