/**
 * A rate table as CSV (issue 43 §5), for suppliers who keep hundreds of rows in a spreadsheet: one
 * row per rule and ticket type. `GET /v1/rates/:product` with `Accept: text/csv` writes it;
 * `PUT /v1/rates/:product` with `Content-Type: text/csv` reads it, all or nothing, into the same
 * body a JSON PUT sends (and the same checks then run). A refusal names the line and the column.
 *
 * Columns: rule, option, from, to, weekdays, times, ticket_type, rrp, net, currency. `rule` is
 * `default` for a default (the product's; an option's with `option`), else the rule's name, the
 * same on each of its rows; weekdays and times are lists separated by spaces.
 */
import { CsvError, parse } from 'csv-parse/sync';
import type { ProductRate } from '../db/entities/index.ts';
import { isIsoDate, isTime } from '../domain/dates.ts';
import { fromMinor, MoneyError, toMinor } from '../domain/money.ts';
import { DEFAULT_RULE, WEEKDAYS, type RateTable, type Weekday } from '../domain/rateRules.ts';
import { TICKET_TYPES, type TicketType } from '../domain/ticketTypes.ts';
import { ApiError } from '../errors.ts';
import { toCsv } from '../reports/csv.ts';
import { MAX_RULES, RULE_NAME } from './schemas.ts';

export const RATE_CSV_COLUMNS = ['rule', 'option', 'from', 'to', 'weekdays', 'times', 'ticket_type', 'rrp', 'net', 'currency'] as const;
type Column = (typeof RATE_CSV_COLUMNS)[number];
const REQUIRED: Column[] = ['rule', 'ticket_type', 'rrp', 'net'];
/** Rows one import may hold: every rule's every ticket type, and the defaults. */
const MAX_ROWS = (MAX_RULES + 100) * TICKET_TYPES.length;

/** The product's table as CSV: its defaults, its options' defaults, then its rules in order. */
export function rateTableCsv(row: Pick<ProductRate, 'currency' | 'rates' | 'optionRates' | 'rules'>): string {
  const rows: Record<string, unknown>[] = [];
  const major = (minor: number) => fromMinor(minor, row.currency);
  const push = (rule: string, fields: Partial<Record<Column, unknown>>, table: RateTable) => {
    for (const type of TICKET_TYPES) {
      const rate = table[type];
      if (rate) rows.push({ rule, ...fields, ticket_type: type, rrp: major(rate.rrp), net: major(rate.net), currency: row.currency });
    }
  };
  push(DEFAULT_RULE, {}, row.rates);
  for (const [option, table] of Object.entries(row.optionRates)) push(DEFAULT_RULE, { option }, table);
  for (const rule of row.rules ?? []) {
    const fields = { option: rule.option, from: rule.from, to: rule.to, weekdays: rule.weekdays?.join(' '), times: rule.times?.join(' ') };
    push(rule.name, fields, rule.rates);
  }
  return toCsv(RATE_CSV_COLUMNS, rows);
}

type Cells = Partial<Record<Column, string>>;
type Body = {
  rates: Record<string, { rrp: number; net: number }>;
  options: Record<string, Record<string, { rrp: number; net: number }>>;
  rules: {
    name: string;
    option: string | null;
    from: string | null;
    to: string | null;
    weekdays: Weekday[] | null;
    times: string[] | null;
    rates: Record<string, { rrp: number; net: number }>;
  }[];
};

const refuse = (line: number, column: Column | null, reason: string): never => {
  throw new ApiError('INVALID_CSV', { detail: `line ${line}${column ? `, column ${column}` : ''}: ${reason}` });
};

/**
 * The formula guard's prefix comes off on the way back in: what `rateTableCsv` wrote as `'=X`
 * (a cell a spreadsheet would otherwise run) reads as `=X` again.
 */
function unguard(cell: string): string {
  return /^'[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/.test(cell) ? cell.slice(1) : cell;
}

function amount(cells: Cells, column: 'rrp' | 'net', line: number, currency: string): number {
  const text = cells[column] ?? '';
  const value = /^\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
  try {
    toMinor(value, currency);
  } catch (err) {
    if (err instanceof MoneyError) refuse(line, column, `not an amount >= 0 in ${currency} (with at most its decimals)`);
    throw err;
  }
  return value;
}

function list<T extends string>(cells: Cells, column: 'weekdays' | 'times', line: number, valid: (item: string) => item is T): T[] | null {
  const text = cells[column]?.trim() ?? '';
  if (text === '') return null;
  const items = text.split(/[\s;|]+/).map((item) => (column === 'weekdays' ? item.toLowerCase() : item));
  for (const item of items) if (!valid(item)) refuse(line, column, column === 'weekdays' ? 'weekdays are mon tue wed thu fri sat sun' : 'times are HH:MM');
  return items as T[];
}

const isWeekday = (item: string): item is Weekday => (WEEKDAYS as readonly string[]).includes(item);
const isSlot = (item: string): item is string => isTime(item);

/** A rule's shape on one line, compared across its lines. */
function shapeOf(cells: Cells, line: number) {
  const text = (column: Column) => (cells[column]?.trim() ? cells[column]!.trim() : null);
  const from = text('from');
  const to = text('to');
  if (from !== null && !isIsoDate(from)) refuse(line, 'from', 'not a date YYYY-MM-DD');
  if (to !== null && !isIsoDate(to)) refuse(line, 'to', 'not a date YYYY-MM-DD');
  if ((from === null) !== (to === null)) refuse(line, from === null ? 'from' : 'to', 'a period needs both from and to');
  if (from !== null && to !== null && from > to) refuse(line, 'to', 'before from');
  return { option: text('option'), from, to, weekdays: list(cells, 'weekdays', line, isWeekday), times: list(cells, 'times', line, isSlot) };
}

function records(text: string): { line: number; cells: Cells }[] {
  let parsed: { record: Record<string, string>; info: { lines: number } }[];
  try {
    parsed = parse(text, {
      bom: true,
      columns: (header: string[]) => {
        const names = header.map((name) => name.trim().toLowerCase());
        names.forEach((name, i) => {
          if (!(RATE_CSV_COLUMNS as readonly string[]).includes(name)) refuse(1, null, `column ${i + 1} is not one of ${RATE_CSV_COLUMNS.join(', ')}`);
        });
        for (const column of REQUIRED) if (!names.includes(column)) refuse(1, column, 'missing from the header');
        return names;
      },
      skip_empty_lines: true,
      info: true,
      to_line: MAX_ROWS + 1,
    });
  } catch (err) {
    if (err instanceof ApiError) throw err;
    if (err instanceof CsvError) refuse((err as CsvError & { lines?: number }).lines ?? 1, null, 'not CSV: unbalanced quotes or a wrong number of fields');
    throw err;
  }
  return parsed.map(({ record, info }) => ({
    line: info.lines,
    cells: Object.fromEntries(Object.entries(record).map(([k, v]) => [k, unguard(v)])) as Cells,
  }));
}

/** Appends one ticket type's rate to a table, refusing a type given twice. */
function put(table: Record<string, { rrp: number; net: number }>, cells: Cells, line: number, currency: string): void {
  const type = cells.ticket_type?.trim().toLowerCase() ?? '';
  if (!(TICKET_TYPES as readonly string[]).includes(type)) refuse(line, 'ticket_type', `one of ${TICKET_TYPES.join(', ')}`);
  if (table[type as TicketType]) refuse(line, 'ticket_type', 'given twice for this rule');
  table[type] = { rrp: amount(cells, 'rrp', line, currency), net: amount(cells, 'net', line, currency) };
}

/**
 * Reads a CSV rate table into the PUT body, with each rule's first line (to name rules in a
 * refusal). Every line is checked; the first fault refuses the whole table.
 */
export function readRateCsv(text: string, currency: string): { body: Body; labels: string[] } {
  const body: Body = { rates: {}, options: {}, rules: [] };
  const labels: string[] = [];
  const byName = new Map<string, { rule: Body['rules'][number]; shape: string }>();
  const rows = records(text);
  if (rows.length > MAX_ROWS) refuse(MAX_ROWS + 2, null, `at most ${MAX_ROWS} rows`);
  for (const { line, cells } of rows) {
    const name = cells.rule?.trim() ?? '';
    const given = cells.currency?.trim() ?? '';
    if (given !== '' && given.toUpperCase() !== currency) refuse(line, 'currency', `rates are in ${currency}, the account's currency`);
    const shape = shapeOf(cells, line);
    if (name === DEFAULT_RULE) {
      for (const column of ['from', 'to', 'weekdays', 'times'] as const) if (cells[column]?.trim()) refuse(line, column, 'a default has none');
      if (shape.option !== null && !body.options[shape.option]) body.options[shape.option] = {};
      put(shape.option === null ? body.rates : body.options[shape.option]!, cells, line, currency);
      continue;
    }
    if (!RULE_NAME.test(name) || name.startsWith('options.')) refuse(line, 'rule', 'default, or a name of letters, digits, space, _ . - (at most 40)');
    const key = JSON.stringify(shape);
    let entry = byName.get(name);
    if (!entry) {
      if (shape.from === null && shape.weekdays === null && shape.times === null) refuse(line, 'from', 'a rule names a period, weekdays or times');
      entry = { rule: { name, ...shape, rates: {} }, shape: key };
      byName.set(name, entry);
      body.rules.push(entry.rule);
      labels.push(`line ${line}`);
    } else if (entry.shape !== key) {
      const column = (['option', 'from', 'to', 'weekdays', 'times'] as const).find(
        (c) => JSON.stringify(shape[c]) !== JSON.stringify((entry!.rule as Record<string, unknown>)[c]),
      );
      refuse(line, column ?? 'rule', 'differs from the first line of this rule');
    }
    put(entry.rule.rates, cells, line, currency);
  }
  return { body, labels };
}
