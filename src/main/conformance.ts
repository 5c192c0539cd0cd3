/**
 * `npm run conformance -- [--notification-url U] [--product CODE] [--date YYYY-MM-DD] [--ca FILE]
 * [--timeout-ms N] [--marketplace URL --account EMAIL] [--capability NAME] [--json]`, the callback
 * URL (with its Basic credentials) in CALLBACK_URL: runs the supplier side of the contract against a
 * live supplier (src/conformance/). It needs nothing of ours running, except for the push checks,
 * which ask the marketplace named by --marketplace as the supplier's account (its token in
 * MARKETPLACE_TOKEN). With the account's webhook secret in WEBHOOK_SECRET the kit signs its test
 * notification. The callback URL may still be given as the first argument (the older form), with a
 * warning when it carries a password there. Exit code 0 when nothing failed (warnings included), 1
 * when a check failed, 2 on a usage error.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { Webhook } from 'standardwebhooks';
import { formatReport, runConformance } from '../conformance/index.ts';
import { isLoopbackHttp, maskUrl } from '../conformance/exchange.ts';
import { isIsoDate } from '../domain/dates.ts';

const USAGE = `usage: CALLBACK_URL='https://user:password@host/cb' npm run conformance -- [options]

  --notification-url URL    also check your notification receiver (or give it in env NOTIFICATION_URL), with a
                            test notification signed with env WEBHOOK_SECRET (below)
  --product CODE            the product to test with (default: the first sold with reservations)
  --date YYYY-MM-DD         the travel date to test on (default: the first open date with room, 3 to 16 days ahead)
  --ca FILE                 trust this PEM certificate too (a self-signed or private-CA certificate); repeatable
  --timeout-ms N            per-request time-out (default 10000, as the marketplace's)
  --marketplace URL         also check, at this marketplace API (https://; http:// on this machine only) as
                            --account with its token in env MARKETPLACE_TOKEN, that a signed test notification
                            reaches your receiver and that you push your availability changes
  --account EMAIL           your marketplace account (with --marketplace)
  --capability NAME         a capability you declared (PATCH /v1/account capabilities), e.g. reservation_extension:
                            its callback is checked too; repeatable (with --marketplace, read from your account)
  --json                    print the machine-readable report on stdout (progress goes to stderr)

Environment (secrets are never options: they would show in ps and shell history):
  CALLBACK_URL              your callback URL as you give it to the marketplace, with its Basic credentials, e.g.
                            https://user:password@host/cb (the older form, the URL as the first argument, still works,
                            but shows the password to ps)
  NOTIFICATION_URL          your notification_url, with its credentials: as --notification-url
  MARKETPLACE_TOKEN         the token of --account (with --marketplace)
  WEBHOOK_SECRET            your account's webhook secret (whsec_…, from POST /v1/account/webhook_secret): the test
                            notification to --notification-url is signed with it, as the marketplace signs. Without
                            it the notification goes unsigned; a receiver that refuses it with 401 (as it should once
                            the account has a secret) is then judged by notification.signed (with --marketplace)

The kit reserves and books on your system, then cancels everything it created; it says what before it starts.
With --marketplace it also pushes one availability change for a day long past (2000-01-01).`;

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
      marketplace: { type: 'string' },
      account: { type: 'string' },
      capability: { type: 'string', multiple: true },
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
const [argumentUrl, ...extra] = positionals;
if (extra.length) usage(`unexpected arguments: ${extra.join(' ')}`);
const fromEnv = (name: string) => process.env[name] || undefined;
if (argumentUrl !== undefined && fromEnv('CALLBACK_URL')) usage('give the callback URL once: in CALLBACK_URL, or as the first argument');
if (values['notification-url'] !== undefined && fromEnv('NOTIFICATION_URL'))
  usage('give the notification URL once: in NOTIFICATION_URL, or with --notification-url');
const callbackUrl = argumentUrl ?? fromEnv('CALLBACK_URL');
if (!callbackUrl) usage('the callback URL is required: CALLBACK_URL=https://user:password@host/cb (env)');
const notificationUrl = values['notification-url'] ?? fromEnv('NOTIFICATION_URL');
for (const [name, url] of [
  [argumentUrl === undefined ? 'CALLBACK_URL' : 'callback_url', callbackUrl],
  [values['notification-url'] === undefined ? 'NOTIFICATION_URL' : '--notification-url', notificationUrl],
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
let marketplace: { url: string; account: string; token: string } | undefined;
if (values.marketplace !== undefined || values.account !== undefined) {
  const token = process.env.MARKETPLACE_TOKEN;
  if (!values.marketplace || !values.account || !token) usage('the push checks need --marketplace, --account and MARKETPLACE_TOKEN (env)');
  let parsed: URL;
  try {
    parsed = new URL(values.marketplace);
  } catch {
    usage('--marketplace is not a URL');
  }
  if (parsed.protocol !== 'https:' && !isLoopbackHttp(parsed))
    usage(`--marketplace must begin with https:// (http:// only on this machine): ${maskUrl(parsed)}`);
  marketplace = { url: values.marketplace, account: values.account, token };
}
// Read only with a notification URL: the same variable may be set for the reference supplier, which reads it too.
const webhookSecret = notificationUrl ? process.env.WEBHOOK_SECRET || undefined : undefined;
if (webhookSecret !== undefined) {
  try {
    new Webhook(webhookSecret);
  } catch {
    usage("WEBHOOK_SECRET is not a webhook secret: give the account's whsec_… (from POST /v1/account/webhook_secret)");
  }
}
let ca: string[] | undefined;
try {
  ca = values.ca?.map((file) => readFileSync(file, 'utf8'));
} catch (err) {
  usage(`--ca: ${(err as Error).message}`);
}

const say = (line: string) => (values.json ? process.stderr : process.stdout).write(`${line}\n`);
for (const [option, url, variable] of [
  ['the first argument', argumentUrl, 'CALLBACK_URL'],
  ['--notification-url', values['notification-url'], 'NOTIFICATION_URL'],
] as const) {
  if (url !== undefined && new URL(url).password)
    process.stderr.write(`warning: ${option} carries a password, which ps and your shell's history show: give the URL in ${variable} (env) instead\n`);
}
say(`Checking ${maskUrl(new URL(callbackUrl))} against the supplier side of the marketplace contract.`);
if (notificationUrl)
  say(webhookSecret ? 'The test notification is signed with WEBHOOK_SECRET.' : 'The test notification goes unsigned (no WEBHOOK_SECRET in the environment).');
say('The kit creates only what it cancels again: a few reservations and bookings on one date, all cancelled before it ends.');
if (marketplace) say(`It also pushes one availability change to ${maskUrl(new URL(marketplace.url))}, for a day long past (2000-01-01).`);
const report = await runConformance({
  callbackUrl,
  notificationUrl,
  product: values.product,
  date: values.date,
  ca,
  timeoutMs,
  marketplace,
  webhookSecret,
  capabilities: values.capability,
  progress: say,
});
if (values.json) process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
else say(`\n${formatReport(report)}`);
process.exitCode = report.ok ? 0 : 1;
