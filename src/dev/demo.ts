/**
 * `npm run demo` (`npm start -- --demo`): a market to book against within a minute. Beside what
 * `npm start` runs, it starts the reference supplier, seeds a supplier account selling its products
 * (rates and a promotion, its availability kept for a minute) and an agent account allowed to sell
 * them (told of availability changes), connects the reference supplier to the supplier's account so
 * that its own stock changes are pushed, and prints both accounts' credentials, a copy-paste
 * walk-through, the same in test mode (their test tokens, the built-in simulated supplier) and a
 * conformance kit command against the reference supplier. Everything it makes is kept under `<data>/demo/`, so a second run reuses the same
 * accounts, passwords and certificate.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Account } from '../db/entities/index.ts';
import type { Db } from '../db/orm.ts';
import { hashSecret } from '../domain/secrets.ts';
import { newToken } from '../accounts/tokens.ts';
import { selfSignedCertificate } from '../referenceSupplier/certificate.ts';
import { startReferenceSupplier, type ReferenceSupplier } from '../referenceSupplier/index.ts';
import { startAgentInbox, type AgentInbox } from './agentInbox.ts';

export const DEMO_SUPPLIER = { name: 'Canal & Harbour Demo Co', email: 'supplier@demo.example' };
/** The reference supplier's Basic auth user in the demo (its own default, outside the demo, is `reference`). */
export const DEMO_SUPPLIER_USER = 'demo-supplier';
export const DEMO_AGENT = { name: 'Demo Travel Agent', email: 'agent@demo.example' };
/** The product the walk-through books: sold for the whole day with reservations, so it can be used today. */
export const DEMO_PRODUCT = { code: 'CANAL-PASS', option: 'ALL_LINES', timeZone: 'Europe/Amsterdam' };
/** How long the marketplace may keep the demo supplier's availability answers: long enough to see a push matter. */
export const DEMO_AVAILABILITY_TTL_SECONDS = 60;
/**
 * Seats the walk-through sells at the supplier's own till, a week ahead, on top of those sold
 * there before: each run moves the figure, so step 9 always shows a change.
 */
const TILL_SEATS = 3;

type Saved = {
  supplierPassword: string;
  /** The reference supplier's operator password (`POST /admin/stock`); absent in a demo folder from before it. */
  adminPassword?: string;
  certificate?: { certPem: string; keyPem: string };
  tokens: Record<string, string>;
  /** Each account's test-mode token (`tmk_test_…`), by e-mail; absent in a demo folder from before test mode. */
  testTokens?: Record<string, string>;
};

export type DemoSupplier = { supplier: ReferenceSupplier; agentInbox: AgentInbox; caFile: string; dir: string; saved: Saved };

function load(file: string): Saved {
  if (!existsSync(file)) return { supplierPassword: randomBytes(12).toString('base64url'), tokens: {} };
  return JSON.parse(readFileSync(file, 'utf8')) as Saved;
}

function save(dir: string, saved: Saved) {
  // The demo's secrets: readable by this user only.
  writeFileSync(join(dir, 'demo.json'), `${JSON.stringify(saved, null, 2)}\n`, { mode: 0o600 });
}

/**
 * The reference supplier on a fixed port (its URL is stored on the seeded account), its certificate
 * written for our client to trust, and the agent's notification receiver beside it on `agentPort`
 * with the same certificate.
 */
export async function startDemoSupplier(dataDir: string, port: number, agentPort: number, log: (line: string) => void): Promise<DemoSupplier> {
  const dir = join(dataDir, 'demo');
  mkdirSync(dir, { recursive: true });
  const saved = load(join(dir, 'demo.json'));
  // Kept across runs: a new certificate would need a new trust file, a new password a new callback URL.
  saved.certificate ??= selfSignedCertificate(['localhost', '127.0.0.1']);
  saved.adminPassword ??= randomBytes(12).toString('base64url');
  save(dir, saved);
  const supplier = await startReferenceSupplier({
    port,
    username: DEMO_SUPPLIER_USER,
    password: saved.supplierPassword,
    adminPassword: saved.adminPassword,
    databasePath: join(dir, 'reference-supplier.sqlite'),
    certificate: saved.certificate,
    // HARBOUR-TOUR declares its cancellation terms (cut-off and refund tiers) and its booking
    // questions (each passenger's name, the commentary language) in its products answer.
    cancellationTerms: true,
    bookingQuestions: true,
  });
  const agentInbox = await startAgentInbox({ port: agentPort, certificate: saved.certificate, log }).catch(async (err: unknown) => {
    await supplier.close();
    throw err;
  });
  const caFile = join(dir, 'supplier-ca.pem');
  writeFileSync(caFile, supplier.caCertPem);
  return { supplier, agentInbox, caFile, dir, saved };
}

/**
 * The file `SUPPLIER_CA_FILE` names under the demo: the demo supplier's certificate *added to* the
 * one the environment gives (a receiver's private CA, say), never replacing it, so that both the
 * demo's callbacks and that receiver are trusted. A configured file that does not exist is left
 * for the configuration to refuse, naming the variable.
 */
export function demoSupplierCaFile(demo: Pick<DemoSupplier, 'caFile' | 'dir'>, configured: string | undefined): string {
  if (!configured || !existsSync(configured)) return configured ?? demo.caFile;
  const both = join(demo.dir, 'supplier-ca-and-configured.pem');
  writeFileSync(both, `${readFileSync(configured, 'utf8').trimEnd()}\n${readFileSync(demo.caFile, 'utf8')}`);
  return both;
}

export type DemoAccounts = { supplier: { email: string; token: string }; agent: { email: string; token: string } };

/**
 * The two accounts, straight into the database (sign-up would wait for an e-mailed code), each with
 * the token saved by an earlier run, or a new one. Rates, the promotion and the grant then go
 * through the API, as a supplier would set them (`seedSales`).
 */
export async function seedAccounts(db: Db, demo: DemoSupplier): Promise<DemoAccounts> {
  const em = db.fork();
  const accounts: Record<string, { email: string; token: string }> = {};
  // Each account hears of its events at a receiver of its own, which checks its own signatures.
  for (const [role, who, callbackUrl, notificationUrl] of [
    ['supplier', DEMO_SUPPLIER, demo.supplier.url, demo.supplier.notificationUrl],
    ['agent', DEMO_AGENT, 'https://agent.demo.invalid/callbacks', demo.agentInbox.url],
  ] as const) {
    let token = demo.saved.tokens[who.email];
    let account = await em.findOne(Account, { email: who.email });
    if (!account) {
      token = newToken();
      account = em.create(Account, {
        name: who.name,
        email: who.email,
        callbackUrl,
        notificationUrl,
        verified: true,
        tokenHash: hashSecret(token),
      });
    } else if (!token || account.tokenHash !== hashSecret(token)) {
      // The saved token is gone or was rotated through the API: issue one the walk-through can use.
      token = newToken();
      account.tokenHash = hashSecret(token);
    }
    // The supplier's URL carries the reference supplier's password, kept across runs with it.
    account.callbackUrl = callbackUrl;
    account.notificationUrl = notificationUrl;
    demo.saved.tokens[who.email] = token;
    accounts[role] = { email: who.email, token };
  }
  await em.flush();
  save(demo.dir, demo.saved);
  return accounts as DemoAccounts;
}

/** HTTP Basic as a demo account signs in to the API. */
const basicAuth = (account: { email: string; token: string }) => `Basic ${Buffer.from(`${account.email}:${account.token}`).toString('base64')}`;

/**
 * The canal pass's table: a default, a summer season (this year's and next year's June to August)
 * and a weekend rate, for the pass and for its ALL_LINES option (whose own table comes first).
 */
export function demoCanalRates(year: number) {
  const summers = [year, year + 1].flatMap((y) => [
    { name: `summer ${y}`, from: `${y}-06-01`, to: `${y}-08-31`, rates: { adult: { rrp: 28, net: 22.4 }, child: { rrp: 14, net: 11.2 } } },
    { name: `ALL_LINES summer ${y}`, option: 'ALL_LINES', from: `${y}-06-01`, to: `${y}-08-31`, rates: { adult: { rrp: 34, net: 27.2 } } },
  ]);
  return {
    rates: { adult: { rrp: 25, net: 20 }, child: { rrp: 12.5, net: 10 } },
    options: { ALL_LINES: { adult: { rrp: 30, net: 24 }, child: { rrp: 15, net: 12 } } },
    rules: [
      ...summers,
      { name: 'weekend', weekdays: ['sat', 'sun'], rates: { adult: { rrp: 27, net: 21.6 } } },
      { name: 'ALL_LINES weekend', option: 'ALL_LINES', weekdays: ['sat', 'sun'], rates: { adult: { rrp: 33, net: 26.4 } } },
    ],
  };
}

/** Rates for every product, a promotion and the agent's grant, through the API (each a PUT: running twice changes nothing). */
export async function seedSales(apiUrl: string, accounts: DemoAccounts): Promise<void> {
  const auth = basicAuth(accounts.supplier);
  const put = async (path: string, body?: unknown) => {
    const res = await fetch(`${apiUrl}/v1${path}`, {
      method: 'PUT',
      headers: { authorization: auth, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    if (!res.ok) throw new Error(`demo seeding: PUT ${path} answered ${res.status} ${await res.text()}`);
  };
  await put('/rates/CANAL-PASS', demoCanalRates(new Date().getUTCFullYear()));
  await put('/rates/HARBOUR-TOUR', { rates: { adult: { rrp: 22, net: 17.6 }, child: { rrp: 11, net: 8.8 }, senior: { rrp: 18, net: 14.4 } } });
  await put('/rates/MUSEUM-ENTRY', { rates: { adult: { rrp: 20, net: 16 }, youth: { rrp: 10, net: 8 }, child: { rrp: 0, net: 0 } } });
  await put('/promotions/WELCOME', { description: 'Welcome offer: 2.50 off each adult canal pass', discount: { adult: 2.5 }, products: ['CANAL-PASS'] });
  await put(`/agents/${encodeURIComponent(accounts.agent.email)}`);
}

/**
 * The account settings the walk-through shows, through the API as each account would set them:
 * the supplier lets its answers be kept for a minute and lets agents extend its holds (the
 * reference supplier serves /reservation_extension), and the agent asks to be told of changes.
 */
export async function seedAvailabilitySettings(apiUrl: string, accounts: DemoAccounts): Promise<void> {
  for (const [account, body] of [
    [accounts.supplier, { availability_ttl_seconds: DEMO_AVAILABILITY_TTL_SECONDS, capabilities: ['reservation_extension'] }],
    [accounts.agent, { availability_notifications: true }],
  ] as const) {
    const res = await fetch(`${apiUrl}/v1/account`, {
      method: 'PATCH',
      headers: { authorization: basicAuth(account), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`demo seeding: PATCH /account answered ${res.status} ${await res.text()}`);
  }
}

/**
 * The reference supplier pushes its stock changes to the marketplace as the demo supplier. The
 * demo's certificate is trusted too, for a marketplace served over HTTPS with it.
 */
export function connectDemoMarketplace(demo: DemoSupplier, apiUrl: string, accounts: DemoAccounts): void {
  demo.supplier.connectMarketplace({ url: apiUrl, email: accounts.supplier.email, token: accounts.supplier.token, ca: demo.supplier.caCertPem });
}

/**
 * A new webhook secret for a demo account, through the API as the account would make one; its
 * receiver then verifies every notification with it. Made at every start (the one before goes on
 * signing for a day), so no secret is kept on disk.
 */
export async function makeWebhookSecret(apiUrl: string, account: { email: string; token: string }): Promise<string> {
  const res = await fetch(`${apiUrl}/v1/account/webhook_secret`, {
    method: 'POST',
    headers: { authorization: basicAuth(account) },
  });
  if (!res.ok) throw new Error(`demo seeding: POST /account/webhook_secret answered ${res.status} ${await res.text()}`);
  return ((await res.json()) as { webhook_secret: string }).webhook_secret;
}

/**
 * The scripts' \`pick .path\`: that field of the JSON answer on stdin, or, when the answer has no
 * such field (an error answer, a 503) or is not JSON, a line saying what it missed and what the
 * answer was, and exit 1, rather than a stack trace from node.
 */
const PICK = `pick() { node -e "const a = require('fs').readFileSync(0, 'utf8'); let v; try { v = JSON.parse(a)$1; } catch {} if (v === undefined) { console.error('no $1 in that answer: ' + a.trim().slice(0, 300)); process.exit(1); } console.log(v)"; }`;

/**
 * The steps of a walk-through script, one line each, for the banner: each step comment's first
 * sentence, `3b. The customer needs more time to pay: the agent extends the hold to 25 minutes.`
 */
export function stepTitles(script: string): string[] {
  const titles: string[] = [];
  let step: { number: string; words: string[] } | undefined;
  const flush = () => {
    if (!step) return;
    const text = step.words.join(' ');
    const sentence = /^(.*?\.)(\s|$)/.exec(text)?.[1] ?? text;
    titles.push(`${step.number}. ${sentence.length > 110 ? `${sentence.slice(0, 109)}…` : sentence}`);
    step = undefined;
  };
  for (const line of script.split('\n')) {
    const first = /^# (T?\d+[a-z]?)\. (.*)$/.exec(line);
    const more = /^# {2,}(\S.*)$/.exec(line);
    if (first) {
      flush();
      step = { number: first[1]!, words: [first[2]!] };
    } else if (step && more) step.words.push(more[1]!);
    else flush();
  }
  flush();
  return titles;
}

/** A word for bash: single-quoted, so nothing in it is expanded. */
const shellWord = (text: string) => `'${text.replaceAll("'", "'\\''")}'`;

/**
 * The conformance kit against the demo's reference supplier, run as a supplier runs it against its
 * own server: its callback and notification URLs (user demo-supplier and its password), the
 * certificate to trust, and the supplier's account at this marketplace, whose token and webhook
 * secret (made at this start) go in the environment, as the kit asks. Every check runs, and passes.
 */
export function conformanceCommand(demo: DemoSupplier, apiUrl: string, supplier: { email: string; token: string }, webhookSecret: string): string {
  return [
    `CALLBACK_URL=${shellWord(demo.supplier.url)} NOTIFICATION_URL=${shellWord(demo.supplier.notificationUrl)} \\`,
    `MARKETPLACE_TOKEN=${shellWord(supplier.token)} WEBHOOK_SECRET=${shellWord(webhookSecret)} \\`,
    `  npm run conformance -- --ca ${shellWord(resolve(demo.caFile))} --marketplace ${apiUrl} --account ${supplier.email}`,
  ].join('\n');
}

/** The reference supplier's operator route, as the walk-through calls it. */
export type DemoStockAdmin = { adminUrl: string; user: string; password: string; caFile: string };

/**
 * The walk-through as a bash script: products → availability → reservation → extension → confirmation → quote →
 * redemption → report → a sale at the supplier's own till, pushed → the agent's feed, availability
 * and notice; each step's output feeding the next (JSON read with `node`, which every machine that
 * ran `npm start` has). The script works out today's date in the product's time zone when it runs,
 * so the saved copy still works tomorrow.
 */
export function walkthrough(apiUrl: string, accounts: DemoAccounts, stock: DemoStockAdmin): string {
  const { code, option, timeZone } = DEMO_PRODUCT;
  return `# The demo market, step by step (bash; needs curl and node). Stops at the first step that fails.
set -euo pipefail
API=${apiUrl}/v1
AGENT='${accounts.agent.email}:${accounts.agent.token}'
SUPPLIER='${accounts.supplier.email}:${accounts.supplier.token}'
# The reference supplier's operator (not a marketplace account: its own admin route).
STOCK_ADMIN='${stock.user}:${stock.password}'
# Today where the product is: a ticket is redeemed on its travel date.
TODAY=$(node -p "new Intl.DateTimeFormat('en-CA', { timeZone: '${timeZone}' }).format()")
WEEK=$(node -p "new Date(Date.parse('$TODAY') + 6 * 864e5).toISOString().slice(0, 10)")
${PICK}
# The vacancies of one day ($1) in an availability answer.
seats() { node -e "const d = JSON.parse(require('fs').readFileSync(0, 'utf8'))[process.argv[1]]; if (d === undefined) { console.error('no ' + process.argv[1] + ' in that answer'); process.exit(1); } console.log(d.availability.vacancies)" "$1"; }
key() { node -p 'crypto.randomUUID()'; }

# 1. The agent lists the supplier's products.
curl -sS -u "$AGENT" "$API/products?supplier=${accounts.supplier.email}"; echo

# 2. Availability of the canal pass for a week.
AVAILABLE=$(curl -sS -u "$AGENT" "$API/availability?supplier=${accounts.supplier.email}&product=${code}&option=${option}&from=$TODAY&to=$WEEK")
echo "$AVAILABLE"
WEEK_SEATS=$(echo "$AVAILABLE" | seats "$WEEK")

# 3. The agent quotes 2 adults for today with the WELCOME promotion, then holds them at that price.
#    The quote, valid 30 minutes, names the rule that priced each ticket (the pass has a summer
#    season and a weekend rate); the hold cites it for 15 minutes, and is charged exactly the quote,
#    whatever the rates do meanwhile.
QUOTE=$(curl -sS -u "$AGENT" -H 'content-type: application/json' "$API/quotes" \\
  -d '{"items":[{"supplier":"${accounts.supplier.email}","product":"${code}","option":"${option}","date":"'$TODAY'","adult":2,"promotion":"WELCOME"}]}')
echo "quote: $QUOTE"
QUOTE_ID=$(echo "$QUOTE" | pick .quote)
QUOTED=$(echo "$QUOTE" | pick '.items[0].rrp')
HELD=$(curl -sS -u "$AGENT" -H 'content-type: application/json' -H "Idempotency-Key: $(key)" "$API/reservation" \\
  -d '{"supplier":"${accounts.supplier.email}","product":"${code}","option":"${option}","date":"'$TODAY'","adult":2,"promotion":"WELCOME","quote":"'$QUOTE_ID'","expires":"'$(node -p 'new Date(Date.now() + 15 * 60e3).toISOString()')'"}')
echo "$HELD"
RESERVATION=$(echo "$HELD" | pick .reservation)
echo "reservation: $RESERVATION"

# 3b. The customer needs more time to pay: the agent extends the hold to 25 minutes. The supplier
#     declared it can (capabilities: reservation_extension), and agrees at its /reservation_extension.
EXTENDED=$(curl -sS -u "$AGENT" -H 'content-type: application/json' -H "Idempotency-Key: $(key)" "$API/reservation_extension" \\
  -d '{"reservation":"'$RESERVATION'","expires":"'$(node -p 'new Date(Date.now() + 25 * 60e3).toISOString()')'"}')
echo "extended: $EXTENDED"

# 4. After payment, confirm it: barcodes come back.
REFERENCE="DEMO-$(key | cut -c1-8)"
BOOKING=$(curl -sS -u "$AGENT" -H 'content-type: application/json' -H "Idempotency-Key: $(key)" "$API/booking_confirmation" \\
  -d '{"reservation":"'$RESERVATION'","reference":"'$REFERENCE'","product":"${code}","option":"${option}","date":"'$TODAY'","adult":2,"customer":{"first_name":"Ada","last_name":"Lovelace"}}')
echo "$BOOKING"
BARCODE=$(echo "$BOOKING" | pick '.tickets[0].barcode')
echo "first ticket: $BARCODE"
BOOKED=$(echo "$BOOKING" | pick .rrp)
[ "$BOOKED" = "$QUOTED" ] || { echo "the booking's price $BOOKED is not the quote's $QUOTED" >&2; exit 1; }
echo "quoted $QUOTED, booked $BOOKED $(echo "$BOOKING" | pick .currency)"

# 4b. What cancelling would refund now. The canal pass declares no terms, so the marketplace's rule
#     applies (more than a day before the date): for today's trip, too late. HARBOUR-TOUR's terms
#     (step 1's listing) would be locked on its bookings at confirmation.
echo "cancellation quote: $(curl -sS -u "$AGENT" "$API/booking_cancellation_quote?booking=$REFERENCE")"

# 5. At the gate, the supplier scans that ticket and registers the redemption.
curl -sS -u "$SUPPLIER" -H 'content-type: application/json' -H "Idempotency-Key: $(key)" "$API/redeem_booking" -d '{"barcode":"'$BARCODE'"}'; echo

# 6. Reconciliation: only registered redemptions are reported. Reports count UTC days, which
#    may not be the product's today (just after midnight in Amsterdam it is still yesterday in UTC).
UTC_TODAY=$(node -p "new Date().toISOString().slice(0, 10)")
curl -sS -u "$SUPPLIER" "$API/reports/reconciliation?from=$UTC_TODAY&to=$UTC_TODAY"; echo

# 7. Availability changes. The supplier lets the marketplace keep its availability answers for
#    ${DEMO_AVAILABILITY_TTL_SECONDS} s (availability_ttl_seconds); the agent asked to be told of changes
#    (availability_notifications). ${TILL_SEATS} more canal passes for $WEEK are sold at the supplier's own till: its
#    operator reads what the till sold so far and records the new total at the reference supplier, which
#    pushes the change (POST /v1/availability_changes). Each run sells ${TILL_SEATS} more; once fewer are left,
#    the till's sales are taken back instead, so the figure moves every time.
SINCE=$(node -p 'new Date().toISOString()')
TILL=$(curl -sS --cacert '${stock.caFile}' -u "$STOCK_ADMIN" '${stock.adminUrl}/stock?product=${code}&date='$WEEK)
SOLD=$(echo "$TILL" | pick .sold_elsewhere)
if [ "$(echo "$TILL" | pick .day.availability.vacancies)" -ge ${TILL_SEATS} ]; then SOLD=$((SOLD + ${TILL_SEATS})); else SOLD=0; fi
STOCK=$(curl -sS --cacert '${stock.caFile}' -u "$STOCK_ADMIN" -H 'content-type: application/json' '${stock.adminUrl}/stock' \\
  -d '{"product":"${code}","date":"'$WEEK'","sold_elsewhere":'$SOLD'}')
echo "stock changed and pushed: $STOCK"
SEQUENCE=$(echo "$STOCK" | pick '.pushed?.sequence')

# 8. The agent's feed of changes lists it, with source "supplier".
echo "feed: $(curl -sS -u "$AGENT" "$API/availability_changes?since=$((SEQUENCE - 1))")"

# 9. The push dropped the answer kept in step 2: the agent now sees the supplier's new figure for $WEEK.
AFTER=$(curl -sS -u "$AGENT" "$API/availability?supplier=${accounts.supplier.email}&product=${code}&option=${option}&from=$WEEK&to=$WEEK")
echo "availability after the push: $AFTER"
echo "canal passes left on $WEEK: $WEEK_SEATS at step 2, $(echo "$AFTER" | seats "$WEEK") now"

# 10. Within seconds (a product's changes are gathered for 5 s) the agent's inbox receives one signed
#     availability.updated notice; it answers 2xx only once the signature verifies, so the delivery
#     log shows it delivered.
NOTICE=
for attempt in $(seq 30); do
  NOTICE=$(curl -sS -u "$AGENT" "$API/notifications?event=availability.updated&status=delivered&limit=20" |
    node -e "const n = JSON.parse(require('fs').readFileSync(0, 'utf8')).find((e) => e.created >= '$SINCE'); if (n === undefined) process.exit(1); console.log(JSON.stringify(n))") && break
  sleep 1
done
[ -n "$NOTICE" ] || { echo 'no availability.updated notice delivered within 30 s' >&2; exit 1; }
echo "notice delivered: $NOTICE"

# Afterwards: each account's delivery log lists the notifications this caused, delivered to its
# own receiver and signed with its own secret (signed_with), e.g.
#   curl -sS -u "$AGENT" "$API/notifications"
`;
}

// --- Test mode (issue 31): the same accounts, apart from live, with no supplier behind them ---------

/** The demo accounts' test-mode tokens (`tmk_test_…`): requests made with them run in test mode. */
export type DemoTestTokens = { supplier: string; agent: string };

/**
 * Gives both demo accounts a test token, straight into the database like their live ones, kept in
 * demo.json so that a second run reuses it. Test mode's own addresses are cleared at every start,
 * as the live ones are set: the test walk-through runs against the built-in simulated supplier and
 * shows its notifications recorded, not sent.
 */
export async function seedTestTokens(db: Db, demo: DemoSupplier, accounts: DemoAccounts): Promise<DemoTestTokens> {
  const em = db.fork();
  demo.saved.testTokens ??= {};
  const tokens: Partial<DemoTestTokens> = {};
  for (const role of ['supplier', 'agent'] as const) {
    const { email } = accounts[role];
    const account = await em.findOneOrFail(Account, { email });
    let token = demo.saved.testTokens[email];
    if (!token || account.testTokenHash !== hashSecret(token)) {
      // None yet, or rotated through the API since: issue one the walk-through can use.
      token = newToken('test');
      account.testTokenHash = hashSecret(token);
      account.previousTestTokenHash = null;
      account.previousTestTokenExpiresAt = null;
    }
    account.testCallbackUrl = null;
    account.testNotificationUrl = null;
    demo.saved.testTokens[email] = token;
    tokens[role] = token;
  }
  await em.flush();
  save(demo.dir, demo.saved);
  return tokens as DemoTestTokens;
}

/**
 * How long the test walk-through's simulated supplier stays down: past the API's wait
 * (BOOKING_WAIT_MS), so that the agent hears 503, and up before the booking step's next retry after
 * it (retries at 1, 3, 7, 15 … s: 1 s doubling), so that the repeat finds the booking made.
 */
export function demoOutageSeconds(bookingWaitMs: number): number {
  let attempt = 1;
  while (attempt - 1 <= bookingWaitMs / 1000) attempt *= 2;
  return Math.max(1, attempt - 2);
}

/**
 * Test mode's walk-through as a bash script, with the test tokens: products (the live catalogue,
 * read) → availability, a hold and a booking at the simulated supplier (TEST- barcodes) → a refusal
 * and an outage on demand (Test-Scenario) → the test delivery log → live sees none of it → the
 * wipe. No supplier server is involved but for the product list, a read.
 */
export function testWalkthrough(apiUrl: string, accounts: DemoAccounts, tokens: DemoTestTokens, bookingWaitMs: number): string {
  const { code, option, timeZone } = DEMO_PRODUCT;
  const supplier = accounts.supplier.email;
  const down = demoOutageSeconds(bookingWaitMs);
  return `# Test mode, step by step (bash; needs curl and node). The same two accounts, with their TEST
# tokens (tmk_test_…): every request runs in test mode, a world apart from live (docs/API.md, "Test
# mode"). The supplier has set no test_callback_url, so the marketplace's built-in simulated supplier
# answers for it: no live seat is held, no live ticket issued, nothing reaches a live report or a live
# receiver. Stops at the first step that fails.
set -euo pipefail
API=${apiUrl}/v1
AGENT_TEST='${accounts.agent.email}:${tokens.agent}'
SUPPLIER_TEST='${supplier}:${tokens.supplier}'
# The agent's live token, only to look from the live side in step T9.
AGENT='${accounts.agent.email}:${accounts.agent.token}'
TODAY=$(node -p "new Intl.DateTimeFormat('en-CA', { timeZone: '${timeZone}' }).format()")
${PICK}
# The vacancies of one day ($1) in an availability answer.
seats() { node -e "const d = JSON.parse(require('fs').readFileSync(0, 'utf8'))[process.argv[1]]; if (d === undefined) { console.error('no ' + process.argv[1] + ' in that answer'); process.exit(1); } console.log(d.availability.vacancies)" "$1"; }
key() { node -p 'crypto.randomUUID()'; }
# A header's value ($1, lower case) from curl's -D output.
header() { awk -v name="$1" -F': *' 'tolower($1) == name { sub(/\\r$/, "", $2); print $2 }'; }
# curl with the arguments given, keeping the status: sets STATUS, RETRY_AFTER and BODY.
request() {
  local headers
  headers=$(mktemp)
  BODY=$(curl -sS -D "$headers" "$@")
  STATUS=$(awk 'NR == 1 { print $2 }' "$headers")
  RETRY_AFTER=$(header retry-after < "$headers")
  rm -f "$headers"
}

# T1. Which world answered: every answer says so in its Marketplace-Mode header.
echo "mode: $(curl -sS -o /dev/null -D - -u "$AGENT_TEST" "$API/account" | header marketplace-mode)"

# T2. The products: the supplier's live catalogue, read (a GET, the one call test mode makes to a live
#     callback_url). Accounts, grants, products, rates and promotions are shared by both modes.
curl -sS -u "$AGENT_TEST" "$API/products?supplier=${supplier}"; echo

# T3. Availability, from the simulated supplier: 20 seats a day for each option, less what test holds
#     and test bookings take.
AVAILABLE=$(curl -sS -u "$AGENT_TEST" "$API/availability?supplier=${supplier}&product=${code}&option=${option}&from=$TODAY&to=$TODAY")
echo "test availability: $AVAILABLE"
SEATS=$(echo "$AVAILABLE" | seats "$TODAY")

# T4. Hold 2 adults for today, as in the live walk-through: the simulated supplier holds them.
HELD=$(curl -sS -u "$AGENT_TEST" -H 'content-type: application/json' -H "Idempotency-Key: $(key)" "$API/reservation" \\
  -d '{"supplier":"${supplier}","product":"${code}","option":"${option}","date":"'$TODAY'","adult":2,"promotion":"WELCOME","expires":"'$(node -p 'new Date(Date.now() + 15 * 60e3).toISOString()')'"}')
echo "$HELD"
RESERVATION=$(echo "$HELD" | pick .reservation)
echo "test reservation: $RESERVATION"

# T5. Confirm it: a real booking workflow, whose barcodes come from the simulated supplier and say
#     TEST-. They never scan in live mode.
REFERENCE="TEST-DEMO-$(key | cut -c1-8)"
BOOKING=$(curl -sS -u "$AGENT_TEST" -H 'content-type: application/json' -H "Idempotency-Key: $(key)" "$API/booking_confirmation" \\
  -d '{"reservation":"'$RESERVATION'","reference":"'$REFERENCE'","product":"${code}","option":"${option}","date":"'$TODAY'","adult":2,"customer":{"first_name":"Ada","last_name":"Lovelace"}}')
echo "test booking: $BOOKING"
echo "test barcodes: $(echo "$BOOKING" | pick '.tickets.map((t) => t.barcode).join(" ")')"

# T6. A refusal on demand: the header Test-Scenario: sold_out makes the simulated supplier refuse this
#     hold, exactly as a supplier with no seats left would (docs/API.md lists every scenario).
request -u "$AGENT_TEST" -H 'content-type: application/json' -H "Idempotency-Key: $(key)" -H 'Test-Scenario: sold_out' "$API/reservation" \\
  -d '{"supplier":"${supplier}","product":"${code}","option":"${option}","date":"'$TODAY'","adult":1,"expires":"'$(node -p 'new Date(Date.now() + 15 * 60e3).toISOString()')'"}'
echo "sold_out: $STATUS $BODY"

# T7. A supplier that is down: Test-Scenario: supplier_down=${down} keeps the simulated supplier answering 503
#     for ${down} s, longer than the API waits for it (BOOKING_WAIT_MS, ${bookingWaitMs / 1000} s). The agent hears 503
#     SUPPLIER_UNAVAILABLE with Retry-After while the booking step goes on retrying; the same request
#     repeated after Retry-After (same body, same Idempotency-Key) gets the booking: one, not two.
REFERENCE2="TEST-DOWN-$(key | cut -c1-8)"
SAME_KEY=$(key)
for attempt in 1 2 3 4; do
  request -u "$AGENT_TEST" -H 'content-type: application/json' -H "Idempotency-Key: $SAME_KEY" -H 'Test-Scenario: supplier_down=${down}' "$API/booking_confirmation" \\
    -d '{"reservation":null,"supplier":"${supplier}","reference":"'$REFERENCE2'","product":"MUSEUM-ENTRY","date":"'$TODAY'","adult":1}'
  echo "supplier_down, attempt $attempt: $STATUS\${RETRY_AFTER:+ (Retry-After: $RETRY_AFTER)} $BODY"
  [ "$STATUS" = 503 ] || break
  sleep "\${RETRY_AFTER:-5}"
done
[ "$STATUS" = 200 ] || { echo "the booking did not come through: $STATUS $BODY" >&2; exit 1; }
echo "test bookings with reference $REFERENCE2: $(curl -sS -u "$AGENT_TEST" "$API/bookings?search=$REFERENCE2" | pick .length)"

# T8. The test delivery log: the supplier hears of both bookings (booking_confirmation), but it set no
#     test_notification_url, so they are recorded there as not_sent and go to no receiver.
NOTICES=
for attempt in $(seq 30); do
  NOTICES=$(curl -sS -u "$SUPPLIER_TEST" "$API/notifications?event=booking_confirmation&status=not_sent" |
    node -e "const n = JSON.parse(require('fs').readFileSync(0, 'utf8')).filter((e) => ['$REFERENCE', '$REFERENCE2'].includes(e.agent_reference)); if (n.length < 2) process.exit(1); console.log(JSON.stringify(n.map((e) => ({ event: e.event, agent_reference: e.agent_reference, status: e.status, last_status: e.last_status }))))") && break
  sleep 1
done
[ -n "$NOTICES" ] || { echo 'the two booking_confirmation notices are not in the test delivery log within 30 s' >&2; exit 1; }
echo "test delivery log: $NOTICES"

# T9. Live sees none of it: the agent's live token finds no such booking.
echo "live bookings with reference $REFERENCE: $(curl -sS -u "$AGENT" "$API/bookings?search=$REFERENCE" | pick .length)"

# T10. Wipe: each account deletes its own test data in one call (test token only; live data never).
#      The agent's goes with its reservations, bookings and their notifications; the supplier's with
#      its simulated supplier's records, so the seats come back. Housekeeping deletes test data
#      older than 30 days by itself.
echo "agent's wipe: $(curl -sS -X DELETE -u "$AGENT_TEST" "$API/test_data")"
echo "supplier's wipe: $(curl -sS -X DELETE -u "$SUPPLIER_TEST" "$API/test_data")"
echo "test bookings after the wipe: $(curl -sS -u "$AGENT_TEST" "$API/bookings" | pick .length)"
AFTER=$(curl -sS -u "$AGENT_TEST" "$API/availability?supplier=${supplier}&product=${code}&option=${option}&from=$TODAY&to=$TODAY")
echo "test seats today: $SEATS at T3, $(echo "$AFTER" | seats "$TODAY") after the wipe"
`;
}

/** The banner's test-mode lines: both test tokens, and the walk-through's file and steps. */
export function testModeBanner(accounts: DemoAccounts, tokens: DemoTestTokens, file: string, script: string): string[] {
  return [
    `    Test mode  ${accounts.supplier.email} / ${tokens.supplier}, ${accounts.agent.email} / ${tokens.agent}`,
    '               (test tokens: the same accounts, a world apart from live; docs/API.md "Test mode")',
    `    Test-mode walk-through, with no supplier behind it (the built-in simulated supplier), run as: bash ${file}`,
    ...stepTitles(script).map((title) => `      ${title}`),
  ];
}
