import assert from 'node:assert/strict';
import { toCsv } from '../../src/reports/csv.ts';

/** The one data line of a one-column CSV holding `value`. */
const cell = (value: unknown) => toCsv(['v'], [{ v: value }]).slice('v\r\n'.length, -'\r\n'.length);

describe('reports: CSV', function () {
  it('writes a header row, then one CRLF-terminated line per row, in the order of the columns', function () {
    const csv = toCsv(
      ['reference', 'count', 'status'],
      [
        { status: 'redeemed', reference: 'A-1', count: 2 },
        { reference: 'B-2', count: 0, status: 'open', extra: 'not a column' },
      ],
    );
    assert.equal(csv, 'reference,count,status\r\nA-1,2,redeemed\r\nB-2,0,open\r\n');
    assert.equal(toCsv(['a', 'b'], []), 'a,b\r\n');
  });

  it('reads a column name with a dot as a plain key, not as a path', function () {
    assert.equal(toCsv(['a.b'], [{ 'a.b': 'flat', a: { b: 'nested' } }]), 'a.b\r\nflat\r\n');
  });

  it('quotes what RFC 4180 needs quoted, line breaks on their own included', function () {
    assert.equal(cell('a,b'), '"a,b"');
    assert.equal(cell('say "hi"'), '"say ""hi"""');
    assert.equal(cell('two\r\nlines'), '"two\r\nlines"');
    assert.equal(cell('lone\nfeed'), '"lone\nfeed"');
    assert.equal(cell('lone\rreturn'), '"lone\rreturn"');
    assert.equal(cell('plain text'), 'plain text');
  });

  it('writes booleans, dates and missing values as the JSON reports show them', function () {
    assert.equal(cell(true), 'true');
    assert.equal(cell(false), 'false');
    assert.equal(cell(new Date('2026-03-01T10:00:00Z')), '2026-03-01T10:00:00.000Z');
    assert.equal(cell(null), '');
    assert.equal(cell(undefined), '');
  });

  describe('formula injection (OWASP "CSV Injection")', function () {
    const starts: [string, string][] = [
      ['=', '=1+1'],
      ['+', '+1+1'],
      ['-', '-2+3'],
      ['@', '@SUM(A1:A9)'],
      ['tab', '\t=1+1'],
      ['CR', '\r=1+1'],
      ['full-width =', '\uFF1D1+1'],
      ['full-width +', '\uFF0B1'],
      ['full-width -', '\uFF0D1'],
      ['full-width @', '\uFF20SUM(A1)'],
    ];
    for (const [name, text] of starts) {
      it(`prefixes a cell that starts with ${name} with ' and quotes it`, function () {
        assert.equal(cell(text), `"'${text}"`);
      });
    }

    it('quotes an escaped cell that needs quoting anyway only once, its quotes doubled', function () {
      assert.equal(cell('=HYPERLINK("https://evil.example","x")'), `"'=HYPERLINK(""https://evil.example"",""x"")"`);
    });

    it('leaves those characters alone after the first one', function () {
      for (const text of ['a=b', '1+1', 'x-y', 'me@example.com', 'a\tb']) assert.equal(cell(text), text);
    });

    it('leaves numbers as numbers: a negative amount is not a formula, while the text "-5" is escaped', function () {
      assert.equal(cell(-5), '-5');
      assert.equal(cell(-0.5), '-0.5');
      assert.equal(cell('-5'), `"'-5"`);
      assert.equal(toCsv(['rrp', 'discount'], [{ rrp: 12.5, discount: -2.5 }]), 'rrp,discount\r\n12.5,-2.5\r\n');
    });
  });
});
