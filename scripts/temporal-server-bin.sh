#!/usr/bin/env bash
# Prints a folder holding a real Temporal server and its SQL tool, at the version docker-compose.yml
# pins, for the production-shape tests and benches (not for `npm start`, which runs the CLI's dev
# server):
#   temporal-server        go.temporal.io/server/cmd/server
#   temporal-sql-tool      go.temporal.io/server/cmd/tools/sql
#   schema/postgresql/v12  the SQL schemas temporal-sql-tool applies
# No registry ships them. They are built once per machine with Go, in a scratch module that also
# requires the Temporal CLI, so the two share one module graph and Go's build cache: when
# scripts/temporal-bin.sh had to build the CLI with Go, this takes about a minute more on 2 cores;
# when it fetched the release binary, this compiles the server on its own (nearly as many packages
# as the CLI: 4 to 6 minutes on 2 cores, cold). Cached in
# ~/.cache/ticket-marketplace/temporal-server-<version>, and copied to .tools/temporal-server.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
version="v1.29.1"
cli_version="v1.5.1"
machine_cache="${XDG_CACHE_HOME:-$HOME/.cache}/ticket-marketplace/temporal-server-$version"
local_copy="$root/.tools/temporal-server"
complete() { [ -x "$1/temporal-server" ] && [ -x "$1/temporal-sql-tool" ] && [ -d "$1/schema/postgresql/v12/temporal/versioned" ]; }

if complete "$local_copy" && [ "$(cat "$local_copy/VERSION" 2>/dev/null)" = "$version" ]; then echo "$local_copy"; exit 0; fi
# One build at a time per machine: CI starts this in the background, and a test that needs the
# server before it finished waits here for it rather than building it a second time.
mkdir -p "$(dirname "$machine_cache")"
exec 9>"$machine_cache.lock"
flock 9
if complete "$local_copy" && [ "$(cat "$local_copy/VERSION" 2>/dev/null)" = "$version" ]; then echo "$local_copy"; exit 0; fi
if ! complete "$machine_cache"; then
  if ! command -v go >/dev/null 2>&1; then
    echo "Go >= 1.25 is needed to build the Temporal server $version (no registry ships it)." >&2
    exit 1
  fi
  echo "Building the Temporal server $version and its SQL tool (once per machine)..." >&2
  build="$(mktemp -d)"
  trap 'rm -rf "$build"' EXIT
  cat >"$build/go.mod" <<MOD
module scratch/temporalserver

go 1.25
MOD
  # Both commands and the CLI in one module graph: the CLI pins the same server version, so the
  # packages it compiled are reused from the build cache.
  cat >"$build/tools.go" <<'GO'
//go:build tools

package tools

import (
	_ "github.com/temporalio/cli/cmd/temporal"
	_ "go.temporal.io/server/cmd/server"
	_ "go.temporal.io/server/cmd/tools/sql"
)
GO
  (
    cd "$build"
    export GOFLAGS=-mod=mod
    go get "github.com/temporalio/cli@$cli_version" "go.temporal.io/server@$version" >&2
    mkdir -p out
    # Without the symbol table and DWARF (-s -w): a smaller binary that links in half the time.
    go build -ldflags='-s -w' -o out/temporal-server go.temporal.io/server/cmd/server >&2
    go build -ldflags='-s -w' -o out/temporal-sql-tool go.temporal.io/server/cmd/tools/sql >&2
    modules="$(go env GOMODCACHE)/go.temporal.io/server@$version"
    mkdir -p out/schema/postgresql
    cp -R "$modules/schema/postgresql/v12" out/schema/postgresql/
    chmod -R u+w out/schema
    echo "$version" >out/VERSION
  )
  mkdir -p "$(dirname "$machine_cache")"
  rm -rf "$machine_cache.tmp"
  mv "$build/out" "$machine_cache.tmp"
  rm -rf "$machine_cache"
  mv "$machine_cache.tmp" "$machine_cache"
fi
# Copied beside, then renamed into place: a caller that looks without the lock never finds half a copy.
mkdir -p "$(dirname "$local_copy")"
rm -rf "$local_copy.tmp"
cp -R "$machine_cache" "$local_copy.tmp"
rm -rf "$local_copy"
mv "$local_copy.tmp" "$local_copy"
echo "$local_copy"
