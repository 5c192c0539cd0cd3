// Mutation testing (issue 24 §2): `npm run test:mutation`, not part of CI. What it covers, how long
// it takes, the scores per file and the survivors we accept: docs/TESTING.md#mutation-testing.
//
// Only code whose rules are ours and cheap to test is mutated, and only stack-free tests run (no
// test/setup.ts: no PostgreSQL, no Temporal). Every test file below must stay that way: nothing
// from test/helpers/stack.ts, harness.ts or bookingWorld.ts.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

// @stryker-mutator/mocha-runner 10.0.0 cannot load Mocha 12's cli internals by itself (see the
// file). Stryker loads the runner plugin here too, to check mochaOptions, then in its workers.
const mocha12Bridge = fileURLToPath(new URL('./scripts/strykerMocha12.cjs', import.meta.url));
createRequire(import.meta.url)(mocha12Bridge);

/** Domain modules not mutated (yet): delete a name to mutate src/domain/<name>.ts and run test/domain/<name>.test.ts. */
const domainLeftOut = [];

/** `file:first-last`: the lines from the one starting with `start` to the next `}` in column 0. */
function linesOf(file, start) {
  const lines = readFileSync(file, 'utf8').split('\n');
  const first = lines.findIndex((line) => line.startsWith(start));
  const last = lines.findIndex((line, i) => i > first && line.startsWith('}'));
  if (first < 0 || last < 0) throw new Error(`stryker.config.mjs: no "${start}" … "}" in ${file}`);
  return `${file}:${first + 1}-${last + 1}`;
}

export default {
  $schema: './node_modules/@stryker-mutator/core/schema/stryker-schema.json',
  mutate: [
    // Pricing, dates and cut-offs, availability shaping, money, identifiers, storable text.
    // (The domain's rules a supplier's answers obey live in the conformance kit's contract/, which
    // src/domain/ re-exports: issue 47.)
    'src/domain/*.ts',
    'supplier-tools/conformance-kit/src/contract/{ticketTypes,dates,bookingQuestions,storableText,availability,cancellationTerms,timeSlots}.ts',
    ...domainLeftOut.map((name) => `!src/domain/${name}.ts`),
    // workflowIds is Object.freeze({…}), not `{…} as const`: Stryker skips whatever sits inside `as`.
    'contracts/ids.ts',
    // The SSRF guard: the ranges ipaddr.js has no name for (IPv4 inside IPv6) and the guarded lookup.
    'src/suppliers/networkGuard.ts',
    // The CSV writer and its formula-injection neutralisation.
    'src/reports/csv.ts',
    // Webhook signing: the sealed signing secrets, the signature headers (not rotateWebhookSecret
    // beside them, database code), and the reference supplier's check of a signature.
    'src/signing/secretBox.ts',
    linesOf('src/signing/secrets.ts', 'export function signatureHeaders('),
    linesOf('supplier-tools/reference-supplier/src/notifications.ts', 'export function checkSignature('),
  ],
  testRunner: 'mocha',
  // Stryker starts a checker worker even without checkers, and it loads the plugins too.
  testRunnerNodeArgs: ['--require', mocha12Bridge],
  checkerNodeArgs: ['--require', mocha12Bridge],
  mochaOptions: {
    'no-config': true,
    'no-package': true,
    'no-opts': true,
    spec: [
      'test/domain/*.test.ts',
      'test/workflows/ids.test.ts',
      'test/suppliers/networkGuard.test.ts',
      // isPublicAddress's table of ranges (no stack; the file's other tests start local HTTPS servers).
      'test/suppliers/supplierClient.test.ts',
      'test/reports/csv.test.ts',
      'test/webhooks/signing.test.ts',
    ],
    ignore: domainLeftOut.map((name) => `test/domain/${name}.test.ts`),
  },
  coverageAnalysis: 'perTest',
  // No checkers: @stryker-mutator/typescript-checker 10.0.0 needs the TypeScript ≤ 6 compiler API
  // (ts.sys, ts.parseConfigFileTextToJson), which typescript 7 no longer exports (docs/TESTING.md).
  checkers: [],
  concurrency: 2,
  // A fresh test runner process for every mutant. dates.ts and money.ts keep caches (time-zone
  // formatters, currency digits) that live as long as the process: reused, a mutant's cached
  // answer would make later mutants fail (false kills) and a cache filled earlier would keep a
  // mutant's code from running (false survivors). Iterating on one file, `--maxTestRunnerReuse 0`
  // is several times faster and good enough for a file without such state.
  maxTestRunnerReuse: 1,
  ignorePatterns: [
    // The sandbox needs the sources and the tests, not the local tools, data, builds or docs.
    '/.tools',
    '/.data',
    '/.build',
    '/.scratch',
    '/bench',
    '/docs/*',
    // …but for the agents' API guide, which test/domain/{mode,supplierCancellation}.test.ts hold the domain's names to.
    '!/docs/API.md',
    '/vendor',
    '/reports',
    // Node strips the types itself; and with a tsconfig.json in the sandbox Stryker would rewrite
    // it through typescript's compiler API, which typescript 7 no longer has (it crashes).
    '/tsconfig.json',
  ],
  reporters: ['clear-text', 'progress', 'html', 'json'],
  clearTextReporter: { reportTests: false },
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  // Per file the aim is 85 (docs/TESTING.md); Stryker can only break on the total.
  thresholds: { high: 90, low: 85, break: 85 },
  tempDirName: '.stryker-tmp',
};
