/**
 * `npm run conformance -- <callback_url> [--notification-url U] [--product CODE] [--date YYYY-MM-DD]
 * [--ca FILE] [--timeout-ms N] [--json]`: runs the supplier side of the contract against a live
 * supplier (src/conformance/). It needs nothing of ours running. Exit code 0 when nothing failed,
 * 1 when a check failed, 2 on a usage error.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { formatReport, runConformance } from '../conformance/index.ts';
import { maskUrl } from '../conformance/exchange.ts';
import { isIsoDate } from '../domain/dates.ts';

const USAGE = `usage: npm run conformance -- <callback_url> [options]

  <callback_url>            your callback URL as you give it to the marketplace, e.g. https://user:pass@host/cb
  --notification-url URL    also check your notification receiver
  --product CODE            the product to test with (default: the first sold with reservations)
  --date YYYY-MM-DD         the travel date to test on (default: the first open date with room, 3 to 16 days ahead)
  --ca FILE                 trust this PEM certificate too (a self-signed or private-CA certificate); repeatable
  --timeout-ms N            per-request time-out (default 10000, as the marketplace's)
  --json                    print the machine-readable report on stdout (progress goes to stderr)

The kit reserves and books on your system, then cancels everything it created; it says what before it starts.`;

function usage(problem?: string): never {
  if (problem) process.stderr.write(`${problem}\n\n`);
  process.stderr.write(`${USAGE}\n`);
  process.exit(problem ? 2 : 0);
}

let args: ReturnType<typeof parse>;
function parse() {
  return parseArgs({
    allowPositionals: true,
    options: {
      'notification-url': { type: 'string' },
      product: { type: 'string' },
      date: { type: 'string' },
      ca: { type: 'string', multiple: true },
      'timeout-ms': { type: 'string' },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
}
try {
  args = parse();
} catch (err) {
  usage((err as Error).message);
}
const { values, positionals } = args;
if (values.help) usage();
const [callbackUrl, ...extra] = positionals;
if (!callbackUrl || extra.length) usage(callbackUrl ? `unexpected arguments: ${extra.join(' ')}` : 'the callback URL is required');
for (const [name, url] of [
  ['callback_url', callbackUrl],
  ['--notification-url', values['notification-url']],
] as const) {
  if (url === undefined) continue;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    usage(`${name} is not a URL`);
  }
  if (parsed.protocol !== 'https:') usage(`${name} must begin with https:// (contract, Limits 1): ${maskUrl(parsed)}`);
}
if (values.date !== undefined && !isIsoDate(values.date)) usage('--date must be YYYY-MM-DD');
const timeoutMs = values['timeout-ms'] === undefined ? undefined : Number(values['timeout-ms']);
if (timeoutMs !== undefined && !(Number.isInteger(timeoutMs) && timeoutMs >= 100 && timeoutMs <= 120_000))
  usage('--timeout-ms must be an integer from 100 to 120000');
let ca: string[] | undefined;
try {
  ca = values.ca?.map((file) => readFileSync(file, 'utf8'));
} catch (err) {
  usage(`--ca: ${(err as Error).message}`);
}

const say = (line: string) => (values.json ? process.stderr : process.stdout).write(`${line}\n`);
say(`Checking ${maskUrl(new URL(callbackUrl))} against the supplier side of the marketplace contract.`);
say('The kit creates only what it cancels again: a few reservations and bookings on one date, all cancelled before it ends.');
const report = await runConformance({
  callbackUrl,
  notificationUrl: values['notification-url'],
  product: values.product,
  date: values.date,
  ca,
  timeoutMs,
  progress: say,
});
if (values.json) process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
else say(`\n${formatReport(report)}`);
process.exitCode = report.ok ? 0 : 1;
