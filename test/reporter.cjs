'use strict';
// Mocha's spec output, then one plain closing line `N passed, N failed` that CI reads. With
// TEST_TIMINGS_OUT set, it also writes how long each file took (hooks included), in seconds, for
// scripts/testShards.ts to balance its shards by.
const { writeFileSync } = require('node:fs');
const { relative } = require('node:path');
const Mocha = require('mocha');
const { EVENT_RUN_END, EVENT_TEST_PASS, EVENT_TEST_FAIL, EVENT_TEST_PENDING, EVENT_SUITE_BEGIN, EVENT_SUITE_END } = Mocha.Runner.constants;

class SummaryReporter extends Mocha.reporters.Spec {
  constructor(runner, options) {
    super(runner, options);
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    const timings = {};
    const began = new Map();
    runner.on(EVENT_TEST_PASS, () => passed++);
    runner.on(EVENT_TEST_FAIL, () => failed++);
    runner.on(EVENT_TEST_PENDING, () => skipped++);
    // A file's top-level suites: their time, hooks included, is the file's.
    runner.on(EVENT_SUITE_BEGIN, (suite) => suite.file && suite.parent?.root && began.set(suite, Date.now()));
    runner.on(EVENT_SUITE_END, (suite) => {
      if (!began.has(suite)) return;
      const file = relative(process.cwd(), suite.file);
      timings[file] = (timings[file] ?? 0) + (Date.now() - began.get(suite)) / 1000;
    });
    runner.once(EVENT_RUN_END, () => {
      if (process.env.TEST_TIMINGS_OUT) writeFileSync(process.env.TEST_TIMINGS_OUT, `${JSON.stringify(timings, null, 2)}\n`);
      process.stdout.write(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`);
    });
  }
}
module.exports = SummaryReporter;
