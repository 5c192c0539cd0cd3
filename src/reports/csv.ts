import { stringify } from 'csv-stringify/sync';

/**
 * Leading characters a spreadsheet may read as the start of a formula (OWASP "CSV Injection"):
 * = + - @ tab CR, and the full-width forms of = + - @ that csv-stringify 6.9.0's `escape_formulas`
 * also escapes (Apple Numbers normalises them). Kept in step with that list: a cell escaped by the
 * library is always quoted too, see `cast.string` below.
 */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/**
 * RFC 4180 CSV, written by csv-stringify: a header row first, CRLF after every line, fields quoted
 * when they contain a comma, quote or line break, quotes doubled.
 *
 * Formula injection (OWASP): a string cell beginning with = + - @ tab or CR is prefixed with `'`
 * (csv-stringify's `escape_formulas`, which in 6.9.0 covers all six) and quoted (our `cast.string`:
 * the library prefixes but quotes only cells that need it for RFC 4180).
 *
 * Only strings are neutralised. Report rows carry money (rrp, net, discount) and counts as JS
 * numbers, and a number is a literal, never a formula: -5 is read back as the number -5, and
 * prefixing it would turn it into text that no longer sums. csv-stringify 6.9.0 leaves a leading
 * `-` alone when the field is a number (a number's text cannot begin with = + @ tab or CR), so
 * numeric columns stay unescaped, while the text "-5" (say an agent reference) is escaped.
 */
export function toCsv(columns: readonly string[], rows: readonly Record<string, unknown>[]): string {
  // Records as arrays in column order: object records would read column names as lodash paths ("a.b").
  const records = rows.map((row) => columns.map((column) => row[column]));
  return stringify(records, {
    columns,
    header: true,
    record_delimiter: '\r\n',
    // Quote fields holding a lone \n or \r too; csv-stringify turns this off when record_delimiter is set.
    quote_record_delimiter: true,
    escape_formulas: true,
    cast: {
      string: (value) => (FORMULA_START.test(value) ? { value, quoted: true } : value),
      // As the JSON reports show them (csv-stringify's defaults are "1"/"" and epoch milliseconds).
      boolean: (value) => String(value),
      date: (value) => value.toISOString(),
    },
  });
}
