#!/usr/bin/env bash
# Prints the path of a `temporal` CLI binary, providing one when needed:
#   1. `temporal` on PATH;  2. the cached .tools/bin/temporal;  3. a copy a previous checkout on
#   this machine built (~/.cache/ticket-marketplace); 4. built once with `go install` into
#   .tools/bin (no registry ships the binary), and copied to that machine cache.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
version="v1.5.1"
if command -v temporal >/dev/null 2>&1; then command -v temporal; exit 0; fi
cached="$root/.tools/bin/temporal"
if [ -x "$cached" ]; then echo "$cached"; exit 0; fi
machine_cache="${XDG_CACHE_HOME:-$HOME/.cache}/ticket-marketplace/temporal-$version"
if [ -x "$machine_cache" ]; then
  mkdir -p "$root/.tools/bin" && cp "$machine_cache" "$cached" && echo "$cached" && exit 0
fi
if ! command -v go >/dev/null 2>&1; then
  cat >&2 <<MSG
The Temporal CLI is needed and was not found.
Install it (https://docs.temporal.io/cli) so that \`temporal\` is on PATH,
or install Go >= 1.25 and run this again to build it into .tools/bin.
MSG
  exit 1
fi
echo "Building the Temporal CLI $version into .tools/bin (once per machine, a few minutes)..." >&2
mkdir -p "$root/.tools/bin"
# Without the symbol table and DWARF (-s -w): a smaller binary that links in half the time.
GOBIN="$root/.tools/bin" GOFLAGS=-mod=mod go install -ldflags='-s -w' "github.com/temporalio/cli/cmd/temporal@$version" >&2
mkdir -p "$(dirname "$machine_cache")" && cp "$cached" "$machine_cache.tmp" && mv "$machine_cache.tmp" "$machine_cache" || true
echo "$cached"
