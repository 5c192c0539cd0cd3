/**
 * The Test-Scenario table of docs/API.md ("Test mode"), printed from src/suppliers/scenarios.ts, the
 * one table the API validates the header with and the simulated supplier acts on.
 * test/docs/scenarios.test.ts fails when the table in docs/API.md differs from it.
 *
 *   node scripts/scenarioTable.ts           prints the table
 *   node scripts/scenarioTable.ts --write   writes it into docs/API.md, between its markers
 *
 * (through `bash scripts/with-node24.sh` where the system Node is older than 24).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { SCENARIO_HEADER, SCENARIOS } from '../src/suppliers/scenarios.ts';

export const API_DOC = fileURLToPath(new URL('../docs/API.md', import.meta.url));
export const TABLE_START = '<!-- Test-Scenario table: printed from src/suppliers/scenarios.ts by scripts/scenarioTable.ts; test/docs/scenarios.test.ts checks it -->';
export const TABLE_END = '<!-- end of the Test-Scenario table -->';

type Definition = (typeof SCENARIOS)[keyof typeof SCENARIOS];

/** How the header names a scenario with its argument: `supplier_down=N`. */
export function headerForm(name: string, definition: Pick<Definition, 'argument'>): string {
  const { kind } = definition.argument;
  return kind === 'none' ? name : `${name}=${kind === 'code' ? 'CODE' : 'N'}`;
}

/** The argument, in words. */
export function argumentText(definition: Pick<Definition, 'argument'>): string {
  const argument = definition.argument as { kind: 'none' | 'seconds' | 'ms' | 'code'; max?: number };
  switch (argument.kind) {
    case 'none':
      return '—';
    case 'code':
      return 'CODE: an error code, SCREAMING_SNAKE_CASE, at most 64 characters';
    case 'seconds':
      return `N: seconds, 1 to ${argument.max}`;
    case 'ms':
      return `N: milliseconds, 1 to ${argument.max}`;
  }
}

/** The operations a scenario applies to, as the table lists them. */
export const operationsText = (definition: Pick<Definition, 'on'>) => definition.on.map((operation) => `\`${operation}\``).join(', ');

/** A table cell: a pipe would end it. */
const cell = (text: string) => text.replaceAll('|', '\\|');

/** The table, one row per scenario in the order of scenarios.ts. */
export function scenarioTable(): string {
  return [
    `| \`${SCENARIO_HEADER}\` | argument | operations | what it does | what the agent sees |`,
    '|---|---|---|---|---|',
    ...Object.entries(SCENARIOS).map(([name, definition]) => {
      const cells = [`\`${headerForm(name, definition)}\``, argumentText(definition), operationsText(definition), definition.does, definition.sees];
      return `| ${cells.map(cell).join(' | ')} |`;
    }),
  ].join('\n');
}

/** docs/API.md with the table between its markers replaced by `table`. */
export function withTable(document: string, table: string): string {
  const start = document.indexOf(TABLE_START);
  const end = document.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error(`docs/API.md lacks the markers of the Test-Scenario table (${TABLE_START} … ${TABLE_END})`);
  return `${document.slice(0, start + TABLE_START.length)}\n${table}\n${document.slice(end)}`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (process.argv.includes('--write')) {
    writeFileSync(API_DOC, withTable(readFileSync(API_DOC, 'utf8'), scenarioTable()));
    process.stdout.write('docs/API.md: the Test-Scenario table written from src/suppliers/scenarios.ts\n');
  } else process.stdout.write(`${scenarioTable()}\n`);
}
