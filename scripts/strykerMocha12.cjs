// @stryker-mutator/mocha-runner 10.0.0 requires Mocha's cli internals without an extension
// (`mocha/lib/cli/run-helpers`, `options`, `collect-files`); Mocha 12.0.3 names them `.cjs`, so
// the plugin cannot load (stryker-js pull request #6205, open). Until a runner release handles
// that, this retries exactly those requires with `.cjs`: stryker.config.mjs loads it into Stryker
// itself and, through testRunnerNodeArgs, into each test runner process. Nothing else is touched,
// and once the runner resolves them itself the fallback is never reached.
const Module = require('node:module');

const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  try {
    return resolve.call(this, request, ...rest);
  } catch (err) {
    if (/[\\/]mocha[\\/]lib[\\/]cli[\\/][\w-]+$/.test(request)) return resolve.call(this, `${request}.cjs`, ...rest);
    throw err;
  }
};
