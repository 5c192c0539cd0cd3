#!/usr/bin/env bash
# What the image's production install holds for a package.json and its package-lock.json: the size
# of node_modules and the number of packages after `npm ci --omit=dev` (as the Dockerfile runs it;
# here without install scripts, which add nothing measurable). Usage:
#   bash scripts/image-contents.sh [dir]   (dir holds package.json and package-lock.json; default this checkout)
# It installs into a temporary folder and leaves this checkout's node_modules alone.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
from="${1:-$root}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cp "$from/package.json" "$from/package-lock.json" "$work/"
cd "$work"
npm ci --omit=dev --ignore-scripts --no-audit --no-fund --loglevel=error >/dev/null
size="$(du -sh node_modules | cut -f1)"
kib="$(du -sk node_modules | cut -f1)"
# One line per installed package, the project itself first.
packages="$( (npm ls --omit=dev --all --parseable 2>/dev/null || true) | tail -n +2 | wc -l)"
echo "node_modules: ${size} (${kib} KiB), ${packages} packages"
