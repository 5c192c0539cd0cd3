import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import GithubSlugger from 'github-slugger';
import MarkdownIt, { type Token } from 'markdown-it';

const root = fileURLToPath(new URL('../..', import.meta.url));
const documents = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];
const markdown = new MarkdownIt({ html: true });

/** Every token, inline children included. */
function tokensOf(file: string): Token[] {
  return markdown.parse(readFileSync(join(root, file), 'utf8'), {}).flatMap((t) => [t, ...(t.children ?? [])]);
}

/** The anchors GitHub gives a file's headings. */
function anchorsOf(file: string): Set<string> {
  const slugger = new GithubSlugger();
  const tokens = tokensOf(file);
  const anchors = new Set<string>();
  tokens.forEach((token, i) => {
    if (token.type === 'heading_open') anchors.add(slugger.slug(tokens[i + 1]?.content ?? ''));
  });
  return anchors;
}

/** The repository's own paths a document names in code spans (`src/app.ts`, `docs/screenshots/x.png`). */
const REPO_PATH = /^(?:src|docs|test|scripts|workflows|activities|bench|clients|examples|\.ci)\/[\w./-]*[\w]$/;

describe('documentation links', function () {
  it('every relative link and image of README.md and docs/ points at a file of the repository, and every anchor at a heading', function () {
    const broken: string[] = [];
    for (const file of documents) {
      for (const token of tokensOf(file)) {
        const attribute = token.type === 'link_open' ? token.attrGet('href') : token.type === 'image' ? token.attrGet('src') : null;
        const target = attribute === null ? '' : String(attribute);
        if (!target || /^[a-z]+:/i.test(target)) continue;
        const [path = '', anchor] = target.split('#');
        const resolved = path ? resolve(root, dirname(file), decodeURIComponent(path)) : join(root, file);
        if (!resolved.startsWith(root)) broken.push(`${file}: ${target} leaves the repository`);
        else if (!existsSync(resolved)) broken.push(`${file}: ${target} does not exist`);
        else if (anchor && resolved.endsWith('.md') && !anchorsOf(relative(root, resolved)).has(anchor)) broken.push(`${file}: ${target} names no heading`);
      }
    }
    assert.deepEqual(broken, []);
  });

  it('names no file outside a clone (the ../shared folder of the workplace) and only repository paths that exist', function () {
    const problems: string[] = [];
    for (const file of documents) {
      const text = readFileSync(join(root, file), 'utf8');
      if (text.includes('../shared')) problems.push(`${file}: names ../shared, which a clone does not have`);
      for (const token of tokensOf(file)) {
        if (token.type !== 'code_inline' || !REPO_PATH.test(token.content)) continue;
        // A path with a placeholder (`src/<area>/`) names a pattern, not a file.
        if (!existsSync(join(root, token.content))) problems.push(`${file}: \`${token.content}\` does not exist`);
      }
    }
    assert.deepEqual(problems, []);
  });
});
