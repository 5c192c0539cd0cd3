#!/usr/bin/env bash
# A screenshot of the API reference page, for docs and reviews: `npm run docs:screenshot -- [URL] [OUT.png]`.
# Needs the API running (`npm start`) and Debian's chromium (`apt-get install -y chromium`).
set -euo pipefail
# Not a deep link (#tag/…): Scalar renders blank in a one-shot screenshot opened at one.
url="${1:-http://localhost:3000/docs}"
out="${2:-docs/api-reference.png}"
browser="${CHROMIUM_PATH:-$(command -v chromium || command -v chromium-browser || true)}"
[ -n "$browser" ] || { echo "no chromium: apt-get install -y chromium" >&2; exit 1; }
"$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=1440,2000 \
  --virtual-time-budget=20000 --screenshot="$out" "$url" 2>/dev/null
echo "wrote $out"
