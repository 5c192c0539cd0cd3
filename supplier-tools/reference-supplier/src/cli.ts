#!/usr/bin/env node
import { randomBytes, X509Certificate } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  ADMIN_USER,
  type Certificate,
  certificateHosts,
  checkMarketplaceUrl,
  FAULTS,
  type Fault,
  isFault,
  type MarketplaceAccount,
  selfSignedCertificate,
  startReferenceSupplier,
} from './index.ts';

/** Kept between runs, so the account's callback URL and the trusted certificate stay valid. */
const STATE_FILE = '.data/reference-supplier.json';
const CERT_FILE = '.data/reference-supplier-cert.pem';

/**
 * How the user ran us, for the messages: from source only in the marketplace's repository (`npm run
 * reference-supplier`), built only as the package's bin.
 */
const COMMAND = import.meta.url.endsWith('.ts') ? 'npm run reference-supplier' : 'reference-supplier';
/** The same, followed by options. */
const WITH_OPTIONS = COMMAND.startsWith('npm ') ? `${COMMAND} --` : COMMAND;

const USAGE = `Usage: ${WITH_OPTIONS} [options]
  --port N          port to listen on (default 8443, where \`npm run demo\` runs its own reference supplier)
  --host HOST       address to listen on (default 127.0.0.1)
  --user NAME       Basic auth user name (default reference)
  --password PASS   Basic auth password for this run (default: generated once and kept in ${STATE_FILE})
  --db PATH         SQLite database (default .data/reference-supplier.sqlite; :memory: keeps nothing)
  --webhook-secret SECRET  the account's webhook secret (whsec_…, from POST /v1/account/webhook_secret):
                    notifications must then carry a valid signature (401 otherwise); env WEBHOOK_SECRET works too
  --marketplace URL the marketplace's API (https://…; http:// only on this machine): stock changed with
                    POST /admin/stock is pushed there (POST /v1/availability_changes) as --account, whose
                    token is read from env MARKETPLACE_TOKEN (never an option: it would show in ps and shell history)
  --account EMAIL   the supplier's marketplace account (with --marketplace)
  --marketplace-ca FILE  trust this PEM certificate for the marketplace too (a private or self-signed one)
  --cancellation-terms  declare cancellation terms in GET /products (HARBOUR-TOUR: until 2 hours before
                    departure; 100% back from 48 hours before, 50% from 24); without, none are declared
  --booking-questions  declare booking questions in GET /products and require their answers (HARBOUR-TOUR:
                    each passenger's name, the commentary language, a wheelchair); without, none are declared
  --fault NAME      break one thing on purpose, to test a conformance checker (repeatable):
${Object.entries(FAULTS)
  .map(([name, what]) => `                      ${name}: ${what}`)
  .join('\n')}
  --help            show this`;

type Saved = Partial<{ password: string; adminPassword: string } & Certificate>;

function exitWithUsage(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(64); // EX_USAGE
}

function readSaved(): Saved {
  try {
    return JSON.parse(readFileSync(STATE_FILE, 'utf8')) as Saved;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw err;
  }
}

/** A saved certificate is reused while it covers the host and stays valid for another week. */
function reusable(saved: Saved, host: string): saved is Saved & Certificate {
  if (!saved.certPem || !saved.keyPem) return false;
  const cert = new X509Certificate(saved.certPem);
  const covers = (name: string) => (isIP(name) ? cert.checkIP(name) : cert.checkHost(name)) !== undefined;
  return certificateHosts(host).every(covers) && Date.parse(cert.validTo) > Date.now() + 7 * 24 * 60 * 60 * 1000;
}

function parseCommandLine() {
  try {
    return parseArgs({
      options: {
        port: { type: 'string', default: '8443' },
        host: { type: 'string', default: '127.0.0.1' },
        user: { type: 'string', default: 'reference' },
        password: { type: 'string' },
        db: { type: 'string', default: '.data/reference-supplier.sqlite' },
        fault: { type: 'string', multiple: true, default: [] },
        'webhook-secret': { type: 'string' },
        marketplace: { type: 'string' },
        account: { type: 'string' },
        'marketplace-ca': { type: 'string' },
        'cancellation-terms': { type: 'boolean', default: false },
        'booking-questions': { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }).values;
  } catch (err) {
    return exitWithUsage((err as Error).message);
  }
}

const args = parseCommandLine();
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}
const port = Number(args.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) exitWithUsage(`--port must be a port number, got ${args.port}`);
const faults: Fault[] = args.fault.map((name) => (isFault(name) ? name : exitWithUsage(`unknown fault ${name}`)));
const marketplace = marketplaceAccount();

/** Where stock changes are pushed: all of --marketplace, --account and MARKETPLACE_TOKEN, or none of them. */
function marketplaceAccount(): MarketplaceAccount | undefined {
  const token = process.env.MARKETPLACE_TOKEN;
  if (args.marketplace === undefined && args.account === undefined) return undefined;
  if (!args.marketplace || !args.account || !token) exitWithUsage('pushing stock changes needs --marketplace, --account and MARKETPLACE_TOKEN (env)');
  try {
    checkMarketplaceUrl(args.marketplace);
  } catch (err) {
    return exitWithUsage(`--marketplace: ${(err as Error).message}`);
  }
  try {
    return {
      url: args.marketplace,
      email: args.account,
      token,
      ca: args['marketplace-ca'] === undefined ? undefined : readFileSync(args['marketplace-ca'], 'utf8'),
    };
  } catch (err) {
    return exitWithUsage(`--marketplace-ca: ${(err as Error).message}`);
  }
}

mkdirSync(dirname(STATE_FILE), { recursive: true });
if (args.db !== ':memory:') mkdirSync(dirname(resolve(args.db)), { recursive: true });
const saved = readSaved();
const password = saved.password ?? randomBytes(18).toString('base64url');
const adminPassword = saved.adminPassword ?? randomBytes(18).toString('base64url');
const certificate = reusable(saved, args.host) ? saved : selfSignedCertificate(certificateHosts(args.host));
// The password and private key: readable by the operator only.
writeFileSync(STATE_FILE, `${JSON.stringify({ password, adminPassword, certPem: certificate.certPem, keyPem: certificate.keyPem }, null, 2)}\n`, {
  mode: 0o600,
});
writeFileSync(CERT_FILE, certificate.certPem);

/** The port `npm run demo` runs its reference supplier on (src/main/dev.ts), the same default as ours. */
const demoPort = Number(process.env.DEV_DEMO_SUPPLIER_PORT ?? 8443);

/**
 * Why the server could not listen, for the operator: which address, what probably holds it and how
 * to choose another; undefined for any other failure, which keeps its stack.
 */
function listenProblem(err: unknown): string | undefined {
  const code = (err as NodeJS.ErrnoException).code;
  const where = `${args.host}:${port}`;
  if (code === 'EADDRINUSE') {
    const holder =
      port === demoPort
        ? `probably the reference supplier of \`npm run demo\`, which listens on port ${demoPort} (DEV_DEMO_SUPPLIER_PORT), or an earlier \`${COMMAND}\` still running`
        : `probably an earlier \`${COMMAND}\` still running, or another program`;
    return [
      `reference supplier: port ${port} on ${args.host} is already taken (EADDRINUSE): ${holder}.`,
      `Choose another port with --port, e.g. ${WITH_OPTIONS} --port ${port === 9443 ? 9444 : 9443}, and give the account the callback_url it prints;`,
      `or stop what holds ${where} (\`lsof -i :${port}\` or \`ss -ltnp\` names it).`,
    ].join('\n');
  }
  if (code === 'EACCES') return `reference supplier: not allowed to listen on ${where} (EACCES): choose a port above 1023 with --port.`;
  if (code === 'EADDRNOTAVAIL') return `reference supplier: ${args.host} is not an address of this machine (EADDRNOTAVAIL): choose one with --host.`;
  return undefined;
}

const supplier = await startReferenceSupplier({
  host: args.host,
  port,
  username: args.user,
  password: args.password ?? password,
  databasePath: args.db,
  certificate,
  faults,
  cancellationTerms: args['cancellation-terms'],
  bookingQuestions: args['booking-questions'],
  webhookSecret: args['webhook-secret'] ?? process.env.WEBHOOK_SECRET,
  adminPassword,
  marketplace,
  log: (line) => console.log(`${new Date().toISOString()} ${line}`),
}).catch((err: unknown) => {
  const problem = listenProblem(err);
  if (problem === undefined) throw err;
  // An operator's mistake, told plainly: no stack trace.
  console.error(problem);
  process.exit(1);
});

const certPath = resolve(CERT_FILE);
// The URLs carry the password on purpose: the operator pastes them into the account as they are.
console.log(`Reference supplier listening${faults.length > 0 ? `, with faults: ${faults.join(', ')}` : ''}
  callback_url:      ${supplier.url}
  notification_url:  ${supplier.notificationUrl}
  certificate:       ${certPath}
  notifications:     ${(args['webhook-secret'] ?? process.env.WEBHOOK_SECRET) ? 'must be signed with the webhook secret given' : 'taken unsigned (no --webhook-secret)'}
  to trust it:       NODE_EXTRA_CA_CERTS=${certPath} for the marketplace, or --ca ${certPath} for the conformance kit
  stock changes:     POST ${supplier.adminUrl}/stock as ${ADMIN_USER} (password: adminPassword in ${resolve(STATE_FILE)}), e.g. {"product":"CANAL-PASS","date":"YYYY-MM-DD","closed":true}
  pushed to:         ${marketplace ? `${marketplace.url} as ${marketplace.email}` : 'nowhere (no --marketplace): changes stay here'}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void supplier.close().then(() => process.exit(0));
  });
}
