import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import MarkdownIt from 'markdown-it';
import { startHarness, type Harness } from '../helpers/harness.ts';
import { startScratchDatabase } from '../helpers/stack.ts';
import { eventually } from '../helpers/supplierBehaviour.ts';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../..', import.meta.url));

/** The shell blocks of README's "Try it" (from "Try it." to the next heading), in order. */
function tryItBlocks(): string[] {
  const tokens = new MarkdownIt().parse(readFileSync(join(root, 'README.md'), 'utf8'), {});
  const start = tokens.findIndex((t) => t.type === 'inline' && t.content.startsWith('Try it.'));
  assert.ok(start >= 0, 'README has no paragraph starting "Try it."');
  const end = tokens.findIndex((t, i) => i > start && t.type === 'heading_open');
  return tokens.slice(start, end).flatMap((t) => (t.type === 'fence' && t.info === 'sh' ? [t.content] : []));
}

/** `text` with `placeholder` replaced by `value`; the placeholder must be there (else the README changed and so must this test). */
function fill(text: string, placeholder: string, value: string): string {
  assert.ok(text.includes(placeholder), `README's block no longer has ${placeholder}:\n${text}`);
  return text.replaceAll(placeholder, value);
}

/**
 * Issue 30 §3: README's "Try it", run as a reader runs it, block by block, in order, with curl,
 * against a real API (fresh database, the worker writing mail to the log as `npm start` does).
 * Only what the README tells the reader to change is changed: its base URL, and the values it says
 * to copy (the tokens from the first answer, the code from the logged mail).
 */
describe('README: "Try it", as written', function () {
  this.timeout(60_000);
  const logLines: string[] = [];
  let scratch: Awaited<ReturnType<typeof startScratchDatabase>>;
  let api: Harness;
  before(async function () {
    const curl = await run('bash', ['-c', 'command -v curl']).catch(() => undefined);
    assert.ok(curl, 'curl is needed to run the README as written (.ci/run installs it)');
    scratch = await startScratchDatabase('readme_try_it');
    api = await startHarness({ db: scratch.db, logLines });
  });
  after(async function () {
    await api?.stop();
    await scratch?.drop();
  });

  /** One block as a script under bash; each curl's answer ends with a newline, so that answers are lines. */
  async function shell(block: string): Promise<string[]> {
    const script = `set -euo pipefail\ncurl() { command curl "$@"; echo; }\n${fill(block, 'localhost:3000', api.baseUrl.replace('http://', ''))}`;
    const { stdout } = await run('bash', ['-c', script], { env: { PATH: process.env.PATH ?? '' }, timeout: 30_000 });
    return stdout.replace(/\n$/, '').split('\n');
  }

  /** The verification code in the mail the worker logged for `email` (`e-mail not sent (no SMTP_URL)`). */
  function loggedCode(email: string): string {
    for (const line of logLines) {
      const entry = JSON.parse(line) as { msg: string; mail?: { to: string; text: string } };
      if (entry.msg !== 'e-mail not sent (no SMTP_URL): logged instead' || entry.mail?.to !== email) continue;
      const code = /Verification code: ([\w-]+)/.exec(entry.mail.text)?.[1];
      if (code) return code;
    }
    return assert.fail(`no verification mail for ${email} in the log`);
  }

  it('makes an account, reads it back, verifies it, and reads it in test mode, each answering as the README says', async function () {
    const blocks = tryItBlocks();
    assert.equal(blocks.length, 3, `README's "Try it" has ${blocks.length} shell blocks; this test knows 3:\n${blocks.join('\n')}`);
    const [make, readAndVerify, testMode] = blocks as [string, string, string];

    // "Make an account; the answer holds its token and its test_token."
    const [made, ...rest] = await shell(make);
    assert.deepEqual(rest, []);
    const account = JSON.parse(made!) as { email: string; token: string; test_token: string };
    assert.equal(account.email, 'ops@harbour.example');
    assert.match(account.token, /^tmk_(?!test_)/);
    assert.match(account.test_token, /^tmk_test_/);

    // "Read the account back, and verify its e-mail with the code the verification mail carries."
    const code = await eventually(() => loggedCode(account.email), 30_000, 'the verification mail in the log');
    const filled = fill(fill(readAndVerify, 'TOKEN=tmk_…', `TOKEN=${account.token}`), 'code=…', `code=${code}`);
    const [own, verified, ...more] = await shell(filled);
    assert.deepEqual(more, []);
    assert.deepEqual([JSON.parse(own!).email, JSON.parse(own!).verified], ['ops@harbour.example', false]);
    assert.deepEqual(JSON.parse(verified!), { verified: true });

    // "A request made with test_token runs in test mode … `Marketplace-Mode: test`."
    const answer = await shell(fill(testMode, 'TEST_TOKEN=tmk_test_…', `TEST_TOKEN=${account.test_token}`));
    assert.match(answer[0]!, /^HTTP\/1\.1 200 /);
    assert.ok(
      answer.some((line) => /^marketplace-mode: test\r?$/i.test(line)),
      answer.join('\n'),
    );
    const body = JSON.parse(answer.at(-1)!) as { email: string; verified: boolean };
    assert.deepEqual([body.email, body.verified], ['ops@harbour.example', true]);
  });
});
