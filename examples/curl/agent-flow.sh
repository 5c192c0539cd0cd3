#!/usr/bin/env bash
# An agent's flow with curl and jq, written from docs/API.md alone: a supplier's products (time
# zone, time slots), availability, a hold, the confirmation (in test mode through a simulated
# outage: 503, then the same request repeated after Retry-After with the same Idempotency-Key),
# the booking read back, and its cancellation. Stops at the first step that fails.
#
#   MARKETPLACE_URL=https://marketplace.example AGENT=sales@agency.example AGENT_TOKEN=tmk_test_... \
#   SUPPLIER=ops@harbour.example bash examples/curl/agent-flow.sh
#
# The token stays off the command line (ps shows it there): curl reads it from a file only this
# user can read. PRODUCT chooses the product (default: the first by code of those sold with reservations).
set -euo pipefail
: "${MARKETPLACE_URL:?}" "${AGENT:?}" "${AGENT_TOKEN:?}" "${SUPPLIER:?}"
API="${MARKETPLACE_URL%/}/v1"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
umask 077
printf 'user = "%s:%s"\n' "$AGENT" "$AGENT_TOKEN" >"$work/auth"
api() { curl -sS -K "$work/auth" "$@"; }
new_key() { cat /proc/sys/kernel/random/uuid 2>/dev/null || uuidgen; }

# POST $1 with the JSON body $2 (more curl arguments after them). After a 503, the same request
# again after Retry-After, with the same Idempotency-Key (docs/API.md, "After a 503: repeat the same
# request"). Sets STATUS, BODY and REQUEST_ID; prints each 503 on stderr.
post() {
  local path=$1 body=$2 key
  shift 2
  key=$(new_key)
  while :; do
    STATUS=$(api -o "$work/body" -D "$work/headers" -w '%{http_code}' -H 'content-type: application/json' -H "Idempotency-Key: $key" "$@" "$API$path" -d "$body")
    BODY=$(cat "$work/body")
    REQUEST_ID=$(grep -i '^request-id:' "$work/headers" | tr -d '\r' | cut -d' ' -f2)
    [ "$STATUS" = 503 ] || return 0
    local wait
    wait=$(grep -i '^retry-after:' "$work/headers" | tr -d '\r' | cut -d' ' -f2)
    echo "$path: 503 $BODY, the same request again in ${wait:-5} s" >&2
    ATTEMPTS=$((ATTEMPTS + 1))
    sleep "${wait:-5}"
  done
}

# 1. Who we are, and in which mode: a test token (tmk_test_...) runs everything in test mode.
MODE=$(api -o /dev/null -D - "$API/account" | tr -d '\r' | grep -i '^marketplace-mode:' | cut -d' ' -f2)
echo "mode: $MODE"

# 2. The supplier's products: each one's time zone, and its time slots when it is sold per departure.
PRODUCTS=$(api "$API/products?supplier=$SUPPLIER")
PRODUCT=${PRODUCT:-$(echo "$PRODUCTS" | jq -r '[to_entries[] | select(.value.freesale | not) | .key] | sort | first')}
ZONE=$(echo "$PRODUCTS" | jq -r --arg p "$PRODUCT" '.[$p].time_zone')
OPTION=$(echo "$PRODUCTS" | jq -r --arg p "$PRODUCT" '.[$p].options | keys[0] // empty')
echo "product: $PRODUCT in $ZONE, slots: $(echo "$PRODUCTS" | jq -c --arg p "$PRODUCT" '.[$p].time_slots // "whole day"')"

# 3. Availability 3 to 16 days ahead, in the product's time zone; the first date (and slot) with
#    room for 2 adults. A date is either whole-day (hours) or time slots (times): a sale of a slot
#    names it in `time`.
TODAY=$(TZ="$ZONE" date +%F)
FROM=$(date -d "$TODAY + 3 days" +%F)
TO=$(date -d "$TODAY + 16 days" +%F)
DAYS=$(api "$API/availability?supplier=$SUPPLIER&product=$PRODUCT${OPTION:+&option=$OPTION}&from=$FROM&to=$TO")
PICK=$(echo "$DAYS" | jq -c 'to_entries | map(.key as $d | .value | if .times then (.times | to_entries | map({date: $d, time: .key, s: .value})) else [{date: $d, time: null, s: .availability}] end) | add
  | map(select(.s.open and (.s.tickets | has("adult")) and (.s.vacancies == null or .s.vacancies >= 2))) | first')
DATE=$(echo "$PICK" | jq -r .date)
TIME=$(echo "$PICK" | jq -c .time)
echo "selling: $DATE at $TIME"

# 4. Hold 2 adults for 15 minutes.
SALE=$(jq -nc --arg p "$PRODUCT" --arg o "$OPTION" --arg d "$DATE" --argjson t "$TIME" '{product: $p, option: (if $o == "" then null else $o end), date: $d, time: $t, adult: 2}')
EXPIRES=$(date -u -d '+15 minutes' +%FT%TZ)
post /reservation "$(echo "$SALE" | jq -c --arg s "$SUPPLIER" --arg e "$EXPIRES" '. + {supplier: $s, expires: $e}')"
[ "$STATUS" = 200 ] || { echo "reservation: $STATUS $BODY" >&2; exit 1; }
RESERVATION=$(echo "$BODY" | jq -r .reservation)
echo "reservation: $RESERVATION"
# The price is locked at the hold; every amount names its currency.
echo "held at: $(echo "$BODY" | jq -r '"\(.rrp) \(.currency) (net \(.net))"')"

# 5. Confirm it under our own reference. The answer is not the booking: its `reference` is the
#    supplier's. In test mode the simulated supplier is down for 6 s first.
REFERENCE="CURL-$(new_key | cut -c1-8 | tr a-f A-F)"
ATTEMPTS=1
OUTAGE=()
[ "$MODE" = test ] && OUTAGE=(-H 'Test-Scenario: supplier_down=6')
post /booking_confirmation "$(echo "$SALE" | jq -c --arg r "$RESERVATION" --arg ref "$REFERENCE" \
  '. + {reservation: $r, reference: $ref, customer: {first_name: "Ada", last_name: "Lovelace"}, notes: "curl example"}')" "${OUTAGE[@]}"
[ "$STATUS" = 200 ] || { echo "confirmation: $STATUS $BODY" >&2; exit 1; }
echo "attempts: $ATTEMPTS"
echo "confirmation: $BODY"
echo "our reference: $REFERENCE, the supplier's: $(echo "$BODY" | jq -r .reference)"

# 6. The booking, found by our reference; and the confirmation in the request log.
echo "booking status: $(api "$API/bookings/$REFERENCE" | jq -r .status)"
echo "logged: $(api "$API/requests/$REQUEST_ID" | jq -r '.method + " " + .path + " " + (.status | tostring)')"

# 7. Cancel it (allowed while the travel date is more than a day away).
post /booking_cancellation "$(jq -nc --arg b "$REFERENCE" '{booking: $b}')"
echo "cancelled: $STATUS $BODY"
