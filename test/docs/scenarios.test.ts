import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import MarkdownIt from 'markdown-it';
import { API_DOC, argumentText, headerForm, scenarioTable, TABLE_END, TABLE_START, withTable } from '../../scripts/scenarioTable.ts';
import { SCENARIO_CALLBACKS, SCENARIOS } from '../../src/suppliers/scenarios.ts';

const FIX = 'bash scripts/with-node24.sh node scripts/scenarioTable.ts --write';

/** The rows of the Test-Scenario table in docs/API.md, as a reader sees them (markdown-it's cells, code spans kept). */
function documentedRows(): { form: string; argument: string; operations: string[]; does: string; sees: string }[] {
  const text = readFileSync(API_DOC, 'utf8');
  const start = text.indexOf(TABLE_START);
  const end = text.indexOf(TABLE_END);
  assert.ok(start >= 0 && end > start, `docs/API.md has the markers of the Test-Scenario table (${TABLE_START} … ${TABLE_END})`);
  const tokens = new MarkdownIt().parse(text.slice(start + TABLE_START.length, end), {});
  const rows: string[][] = [];
  let row: string[] | null = null;
  for (const [i, token] of tokens.entries()) {
    if (token.type === 'tr_open') row = [];
    else if (token.type === 'tr_close' && row) rows.push(row);
    // A cell's inline content as written, so that `code` keeps its backticks.
    else if (token.type === 'inline' && row && ['td_open', 'th_open'].includes(tokens[i - 1]?.type ?? '')) row.push(token.content);
  }
  const [header, ...body] = rows;
  assert.equal(header?.length, 5, 'the table has five columns: scenario, argument, operations, what it does, what the agent sees');
  return body.map(([form = '', argument = '', operations = '', does = '', sees = '']) => ({
    form: form.replaceAll('`', ''),
    argument,
    operations: operations.split(',').map((o) => o.trim().replaceAll('`', '')),
    does,
    sees,
  }));
}

describe('docs/API.md: the Test-Scenario table and src/suppliers/scenarios.ts', function () {
  const rows = documentedRows();
  const scenarios = Object.entries(SCENARIOS);

  it('names every scenario, and no other, in the order of scenarios.ts, with its argument', function () {
    assert.deepEqual(
      rows.map((r) => r.form),
      scenarios.map(([name, definition]) => headerForm(name, definition)),
      `the table's scenarios (and their =N, =CODE) differ from SCENARIOS: ${FIX}`,
    );
    assert.deepEqual(
      rows.map((r) => `${r.form}: ${r.argument}`),
      scenarios.map(([name, definition]) => `${headerForm(name, definition)}: ${argumentText(definition)}`),
      `an argument (its kind or its limit) differs from SCENARIOS: ${FIX}`,
    );
  });

  it('lists the operations each scenario applies to, exactly', function () {
    assert.deepEqual(
      rows.map((r) => `${r.form}: ${[...r.operations].sort().join(', ')}`),
      scenarios.map(([name, definition]) => `${headerForm(name, definition)}: ${[...definition.on].sort().join(', ')}`),
      `the operations differ from SCENARIOS: ${FIX}`,
    );
    // Every operation named is one the header rides on.
    for (const operation of rows.flatMap((r) => r.operations)) assert.ok(Object.hasOwn(SCENARIO_CALLBACKS, operation), `${operation} is an operation`);
  });

  it('says what each does and what the agent sees as scenarios.ts does: the table is printed from it', function () {
    assert.deepEqual(
      rows.map((r) => [r.form, r.does, r.sees]),
      scenarios.map(([name, definition]) => [headerForm(name, definition), definition.does, definition.sees]),
      `the table's texts differ from SCENARIOS' does and sees: ${FIX}`,
    );
    // And byte for byte, as the script writes it (the operations in their order, the cells escaped).
    const document = readFileSync(API_DOC, 'utf8');
    const written = document.slice(document.indexOf(TABLE_START) + TABLE_START.length, document.indexOf(TABLE_END));
    assert.equal(written, `\n${scenarioTable()}\n`, `the table is not as scripts/scenarioTable.ts prints it: ${FIX}`);
    assert.equal(withTable(document, scenarioTable()), document);
  });
});
