/**
 * Issue 42 §1: the contract lives in the repository (docs/CONTRACT.md), and every clause the
 * conformance kit quotes resolves to it: the section, the numbered clause, the words. Stack-free.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Citation, CITATIONS, CLAUSES, citationText } from '../../src/conformance/clauses.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const read = (file: string) => readFileSync(join(root, file), 'utf8');

/** Whitespace collapsed and bold marks dropped: a quote may wrap over lines, as prose does. */
const normal = (text: string) => text.replaceAll('**', '').replace(/\s+/g, ' ').trim();

type Section = { heading: string; level: number; lines: string[] };

/** The document's sections: each heading with the lines up to the next heading of its level or above (code blocks are not headings). */
function sectionsOf(markdown: string): Section[] {
  const sections: Section[] = [];
  const open: Section[] = [];
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^(#{1,6})\s+(.*?)\s*$/.exec(line);
    if (heading) {
      const level = heading[1]!.length;
      while (open.length && open.at(-1)!.level >= level) open.pop();
      const section = { heading: heading[2]!, level, lines: [] };
      sections.push(section);
      open.push(section);
      continue;
    }
    for (const section of open) section.lines.push(line);
  }
  return sections;
}

/** Numbered clause `n` of a section: its list item, up to the next item or the end of the list. */
function clauseOf(section: Section, n: number): string | undefined {
  const start = section.lines.findIndex((line) => new RegExp(`^${n}\\.\\s`).test(line));
  if (start < 0) return undefined;
  const item = [section.lines[start]!];
  for (const line of section.lines.slice(start + 1)) {
    if (/^\d+\.\s/.test(line) || /^\S/.test(line)) break;
    item.push(line);
  }
  return item.join('\n');
}

/** Why a citation does not resolve, or null when it does. */
function unresolved(citation: Citation, documents: Record<string, string> = {}): string | null {
  const doc = citation.doc ?? 'CONTRACT.md';
  const text = documents[doc] ?? read(`docs/${doc}`);
  const matching = sectionsOf(text).filter((s) => s.heading === citation.section);
  if (matching.length !== 1) return `docs/${doc} has ${matching.length} sections headed "${citation.section}"`;
  const section = matching[0]!;
  const scope = citation.clause === undefined ? section.lines.join('\n') : clauseOf(section, citation.clause);
  if (scope === undefined) return `docs/${doc}, ${citation.section} has no clause ${citation.clause}`;
  if (citation.quote && !normal(scope).includes(normal(citation.quote)))
    return `docs/${doc}, ${citation.section}${citation.clause === undefined ? '' : ` ${citation.clause}`} does not say "${citation.quote}"`;
  return null;
}

/** `Limits 5`, `Authentication 3`, `What the service does 7`: the numbered sections, cited by number in prose. */
const NUMBERED = /\b(What the service does|Authentication|Limits) (\d+)\b/g;

describe('the contract in the repository (issue 42 §1)', function () {
  it('resolves every clause the conformance kit quotes: its section, its numbered clause and its words', function () {
    const problems = Object.entries(CITATIONS).flatMap(([check, citations]) =>
      (citations as Citation[]).flatMap((citation) => {
        const why = unresolved(citation);
        return why ? [`${check}: ${why}`] : [];
      }),
    );
    assert.deepEqual(problems, []);
    // The report prints exactly these citations.
    for (const [check, citations] of Object.entries(CITATIONS))
      assert.equal(CLAUSES[check as keyof typeof CLAUSES], (citations as Citation[]).map(citationText).join('; '));
  });

  it('fails on a clause that is not there: a section, a clause number or words the document does not have', function () {
    const contract = '# C\n\n## Limits\n\n1. Callback URLs begin\n   with `https://`.\n2. Other.\n\n## Errors\n\nRefusals are 400.\n';
    const documents = { 'CONTRACT.md': contract };
    assert.equal(unresolved({ section: 'Limits', clause: 1, quote: 'Callback URLs begin with `https://`' }, documents), null, 'a quote may wrap');
    assert.equal(unresolved({ section: 'Errors', quote: 'Refusals are 400' }, documents), null);
    assert.match(unresolved({ section: 'Limits', clause: 3 }, documents)!, /has no clause 3/);
    assert.match(unresolved({ section: 'Limits', clause: 2, quote: 'Callback URLs' }, documents)!, /does not say/, 'the words of another clause');
    assert.match(unresolved({ section: 'Authentication', clause: 3 }, documents)!, /0 sections headed "Authentication"/);
    assert.match(unresolved({ section: 'Errors', quote: 'Refusals are 401' }, documents)!, /does not say/);
  });

  it('resolves every numbered clause the kit’s code and the supplier guide name in prose ("Limits 5"), and the guide’s table of checks', function () {
    const sources = [
      ...readdirSync(join(root, 'src/conformance')).map((f) => `src/conformance/${f}`),
      'src/main/conformance.ts',
      'docs/SUPPLIERS.md',
      'docs/API.md',
    ];
    const problems: string[] = [];
    for (const file of sources) {
      for (const [, section, clause] of read(file).matchAll(NUMBERED)) {
        const why = unresolved({ section: section!, clause: Number(clause) });
        if (why) problems.push(`${file}: ${section} ${clause}: ${why}`);
      }
    }
    // The guide's table of checks: each plain name in its Contract column is a section of the contract.
    const guide = read('docs/SUPPLIERS.md').split('\n');
    const header = guide.indexOf('| Check | What it proves | Contract |');
    assert.ok(header >= 0, 'the table of checks');
    const table = guide.slice(header + 2, guide.indexOf('', header));
    assert.ok(table.length >= 20, 'the table of checks');
    for (const row of table) {
      const contract = row.split('|').at(-2)!.trim();
      for (const ref of contract.split(/;\s*/)) {
        if (/^\[.*\]\(.*\)$/.test(ref)) continue; // a link: test/docs/links.test.ts checks where it points
        const numbered = /^(.*) (\d+)$/.exec(ref);
        const why = unresolved(numbered ? { section: numbered[1]!, clause: Number(numbered[2]) } : { section: ref });
        if (why) problems.push(`docs/SUPPLIERS.md, the check ${row.split('|')[1]!.trim()}: ${ref}: ${why}`);
      }
    }
    assert.deepEqual(problems, []);
  });

  it('is linked from the supplier guide and the API guide', function () {
    for (const file of ['docs/SUPPLIERS.md', 'docs/API.md']) assert.match(read(file), /\]\(CONTRACT\.md(#[\w-]+)?\)/, file);
  });
});
