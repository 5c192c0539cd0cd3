/**
 * The demo's walk-through as a TypeScript program with the typed client (clients/typescript),
 * written by `npm run demo` beside the curl one (walkthrough.sh): the same booking flow, with the
 * client doing the keys, retries, typed errors and paging. Node 24 runs it as it is; the banner
 * prints it run through scripts/with-node24.sh, so that it runs as printed on the older Node (20
 * and up) the README allows. It imports the client's source in this repository by its file URL,
 * so it runs wherever the demo keeps its data; a project of your own installs the package instead.
 */
import { join } from 'node:path';
import { DEMO_PRODUCT, type DemoAccounts } from './demo.ts';
import { shellWord } from './shellWord.ts';

const CLIENT = new URL('../../clients/typescript/src/index.ts', import.meta.url).href;

/**
 * How the banner says to run the program: under Node 24 whatever `node` is first on PATH (Node 20
 * cannot run TypeScript: ERR_UNKNOWN_FILE_EXTENSION), through the script `npm start` itself runs under.
 */
export function typedWalkthroughCommand(root: string, programFile: string): string {
  return `bash ${shellWord(join(root, 'scripts/with-node24.sh'))} node ${shellWord(programFile)}`;
}

export function walkthroughProgram(apiUrl: string, accounts: DemoAccounts): string {
  const { code, option, timeZone } = DEMO_PRODUCT;
  const supplier = JSON.stringify(accounts.supplier.email);
  return `// The demo market, step by step, with the typed client: \`node walkthrough.ts\` on Node 24, which runs TypeScript as is
// (on an older Node, as npm run demo prints it: \`bash scripts/with-node24.sh node walkthrough.ts\` in the repository).
// In a project of your own: \`npm install @ticket-marketplace/client\`, and import from '@ticket-marketplace/client'.
import { createMarketplaceClient, isMarketplaceError, responseOf } from '${CLIENT}';

const API = ${JSON.stringify(apiUrl)};
const SUPPLIER = ${supplier};
const agent = createMarketplaceClient({ baseUrl: API, account: ${JSON.stringify(accounts.agent.email)}, token: ${JSON.stringify(accounts.agent.token)} });
const supplier = createMarketplaceClient({ baseUrl: API, account: SUPPLIER, token: ${JSON.stringify(accounts.supplier.token)} });
const show = (label: string, value: unknown) => console.log(\`\${label}: \${JSON.stringify(value)}\`);

// Today where the product is: a ticket is redeemed on its travel date.
const today = new Intl.DateTimeFormat('en-CA', { timeZone: ${JSON.stringify(timeZone)} }).format();
const week = new Date(Date.parse(today) + 6 * 864e5).toISOString().slice(0, 10);
const minutes = (n: number) => new Date(Date.now() + n * 60e3).toISOString();

// 1. The agent lists the supplier's products, and 2. reads a week of the canal pass's availability.
show('products', Object.keys(await agent.products(SUPPLIER)));
const days = await agent.availability({ supplier: SUPPLIER, product: '${code}', option: '${option}', from: today, to: week });
show('days', Object.keys(days));
// Each date is a whole day (\`availability\`) or time slots (\`times\`): testing for \`times\` narrows the type.
show('seats', Object.values(days).map((day) => ('times' in day ? Object.values(day.times).map((slot) => slot.vacancies) : day.availability.vacancies)));

// 3. What 2 adults cost today with the WELCOME promotion (a quote names the rule that priced each
//    ticket: a summer season and a weekend rate apply on their days), then hold them at that price
//    for 15 minutes, then extend the hold to 25. Every POST carries an Idempotency-Key the client
//    makes, the same on each retry of that call.
const quote = await agent.quote([{ supplier: SUPPLIER, product: '${code}', option: '${option}', date: today, adult: 2, promotion: 'WELCOME' }]);
show('quote', quote);
const hold = await agent.reserve({
  supplier: SUPPLIER, product: '${code}', option: '${option}', date: today, adult: 2, promotion: 'WELCOME', quote: quote.quote, expires: minutes(15),
});
show('reservation', hold);
show('extended', await agent.extendReservation({ reservation: hold.reservation, expires: minutes(25) }));

// 4. Confirm it. A supplier that is down answers 503 with Retry-After: the client waits and repeats
//    the same request (same key, same body) within its deadline, and returns the booking.
const reference = \`DEMO-TS-\${crypto.randomUUID().slice(0, 8)}\`;
const order = { reservation: hold.reservation, reference, product: '${code}', option: '${option}', date: today, adult: 2, customer: { first_name: 'Ada', last_name: 'Lovelace' } };
const booking = await agent.confirmBooking(order);
show('booking', booking);
if (booking.rrp !== quote.items[0]!.rrp) throw new Error(\`booked at \${booking.rrp}, quoted \${quote.items[0]!.rrp}\`);
const answer = responseOf(booking);
show('answered', { requestId: answer?.requestId, idempotencyKey: answer?.idempotencyKey, attempts: answer?.attempts, mode: answer?.mode ?? null });

// 4b. Errors are typed by the codes the operation documents: another body under the same reference.
try {
  await agent.confirmBooking({ ...order, adult: 1 });
} catch (error) {
  if (!isMarketplaceError(error, 'confirmBooking')) throw error;
  switch (error.code) {
    case 'REFERENCE_IN_USE':
      show('refused', { status: error.status, code: error.code, detail: error.detail });
      break;
    default:
      throw error;
  }
}

// 4c. What cancelling would refund now (the canal pass has no terms: for today, too late).
show('cancellation quote', await agent.cancellationQuote(reference));

// 5. At the gate the supplier scans the first ticket; 6. the reconciliation of the (UTC) day lists it.
const barcode = booking.tickets[0]!.barcode;
show('redeemed', await supplier.redeem(barcode));
const utcToday = new Date().toISOString().slice(0, 10);
const rows = await supplier.reconciliationReport({ from: utcToday, to: utcToday });
show('reported', rows.filter((row) => row.barcode === barcode));

// 7. Lists page by themselves: the agent's bookings, and its own requests of the last minutes.
const listed = [];
for await (const b of agent.bookings({ search: reference })) listed.push({ reference: b.agent_reference, status: b.status });
show('listed', listed);
const since = new Date(Date.now() - 5 * 60e3).toISOString();
const logged = [];
for await (const entry of agent.requestLog({ since })) if (entry.idempotency_key === answer?.idempotencyKey) logged.push({ path: entry.path, status: entry.status });
show('logged', logged);

// 8. The availability changes feed, followed to its end: store the cursor, read from it next time.
const feed = await agent.availabilityChanges();
show('feed', { changes: feed.changes.length, cursor: feed.cursor });
`;
}
