#!/usr/bin/env bash
# A screenshot of the API reference page, for docs and reviews: `npm run docs:screenshot -- [URL] [OUT.png]`.
# Needs the API running (`npm start`) and Debian's chromium (`apt-get install -y chromium`). Deep
# links (`/docs#tag/bookings`) work: the page is drawn in real time and photographed once it shows
# something (scripts/browserShots.ts), and the command fails rather than write a blank image.
set -euo pipefail
cd "$(dirname "$0")/.."
url="${1:-http://localhost:3000/docs}"
out="${2:-docs/screenshots/api-reference.png}"
browser="${CHROMIUM_PATH:-$(command -v chromium || command -v chromium-browser || true)}"
[ -n "$browser" ] || { echo "no chromium: apt-get install -y chromium" >&2; exit 1; }
CHROMIUM_PATH="$browser" node scripts/browserShots.ts "$out" "$url" 1440,1600
