import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { stepTitles, walkthrough } from '../../src/dev/demo.ts';

const run = promisify(execFile);

const accounts = { supplier: { email: 'supplier@demo.example', token: 'tmk_s' }, agent: { email: 'agent@demo.example', token: 'tmk_a' } };
const script = walkthrough('http://localhost:3000', accounts, { adminUrl: 'https://127.0.0.1:8443/admin', user: 'admin', password: 'p', caFile: '/ca.pem' });

/** The script's own helpers (everything before its first step), then `body`, in bash. */
function withHelpers(body: string) {
  const helpers = script.slice(0, script.indexOf('\n# 1. '));
  // `--norc`: node's pipes are sockets, which bash takes for a remote shell's and reads ~/.bashrc for.
  return run('bash', ['--norc', '-c', `${helpers}\n${body}`], { env: { PATH: process.env.PATH ?? '' } }).then(
    (r) => ({ code: 0, ...r }),
    (err: { code: number; stdout: string; stderr: string }) => err,
  );
}

/** What `npm run demo` prints and writes of its walk-throughs, without a demo running. */
describe('npm run demo: the walk-through scripts', function () {
  it('pick says what it missed and what the answer was, instead of a stack trace, on an answer without the field (a 503)', async function () {
    const missed = await withHelpers(`echo '{"error":"SUPPLIER_UNAVAILABLE"}' | pick '.tickets[0].barcode'`);
    assert.equal(missed.code, 1);
    assert.equal(missed.stderr.trim(), 'no .tickets[0].barcode in that answer: {"error":"SUPPLIER_UNAVAILABLE"}');
    const notJson = await withHelpers(`echo '<html>502 Bad Gateway</html>' | pick .reservation`);
    assert.equal(notJson.stderr.trim(), 'no .reservation in that answer: <html>502 Bad Gateway</html>');
    const found = await withHelpers(`echo '{"tickets":[{"barcode":"RS-1"}]}' | pick '.tickets[0].barcode'`);
    assert.deepEqual([found.code, found.stdout.trim()], [0, 'RS-1']);
  });

  it('the banner lists each step in one line, from the step’s comment', function () {
    const steps = stepTitles(script);
    assert.deepEqual(
      steps.map((step) => step.split('.')[0]),
      ['1', '2', '3', '3b', '4', '4b', '5', '6', '7', '8', '9', '10'],
    );
    assert.equal(steps[0], "1. The agent lists the supplier's products.");
    assert.equal(steps[3], '3b. The customer needs more time to pay: the agent extends the hold to 25 minutes.');
    assert.ok(
      steps.every((step) => step.length <= 115),
      steps.join('\n'),
    );
  });
});
