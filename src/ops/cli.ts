import { parseArgs } from 'node:util';
import { ConfigError } from '../configError.ts';
import { loadConfig, type Config } from '../config.ts';
import { OpsError, UnavailableError } from './domains.ts';
import { EXIT, type Io } from './io.ts';

/**
 * `npm run ops -- <command>`: the operators' commands. Arguments are read before anything else, so
 * that `--help` and a usage error need no configuration; the configuration is read next (exit 78
 * naming a bad variable), and only then the database or Temporal is reached. Reports go to stdout
 * (words, or JSON with `--json`), progress and errors to stderr.
 */

type Flags = { json: boolean; dryRun: boolean; id?: string; olderThanMs?: number };

type Command = {
  args: string[];
  summary: string;
  help: string;
  /** Options besides --json and --help. */
  options?: Record<string, { type: 'string' | 'boolean'; description: string }>;
  run(ctx: { args: string[]; flags: Flags; config: () => Config; io: Io }): Promise<number>;
};

const EXIT_CODES = `Exit codes: 0 done (status: nothing past its threshold); 1 a finding: a check past its threshold, items
that failed, or a refusal (one line on stderr); 69 could not check: the database or Temporal did not
answer; 64 usage; 78 configuration (the variable is named). With --json a failure is also
{"error":{"code","message"}} on stdout.`;

const dryRun = { 'dry-run': { type: 'boolean' as const, description: 'say what would change, changing nothing' } };

const redriveOptions = {
  'older-than': { type: 'string' as const, description: 'only items unchanged for this long: 30s, 5m, 2h (default: as housekeeping picks them)' },
  id: { type: 'string' as const, description: 'only this item (a booking, notification, reservation or e-mail id), whatever its age' },
  ...dryRun,
};

export const commands: Record<string, Command> = {
  status: {
    args: [],
    summary: 'what waits or is stuck, from Postgres and Temporal; exits 1 when something is past its threshold',
    help: `One line per kind of waiting work, with how many and the oldest: holds past expiry not released,
booking changes pending without a running workflow (looked up on Temporal), notifications failing
or given up, availability changes unannounced, e-mail unsent. Each has a threshold; exit 1 when
anything is past it, so that a cron job or a probe can alert. docs/OPERATIONS.md says what each
line means and what to do.`,
    run: async (ctx) => (await import('./commands.ts')).status(ctx),
  },
  'redrive-bookings': {
    args: [],
    summary: 'start the workflows of booking changes left without one',
    help: `Booking changes (pending, updating, cancelling) whose workflow is not running: starts it. A step
whose workflow closed is never run again (skipped, with the reason). Housekeeping does the same
every minute by itself.`,
    options: redriveOptions,
    run: async (ctx) => (await import('./commands.ts')).redriveCommand('bookings', ctx),
  },
  'redrive-notifications': {
    args: [],
    summary: 'start the deliveries of notifications left undelivered without a running delivery',
    help: `Notifications undelivered within their four days of retries whose delivery workflow is not running:
starts it. Picked as housekeeping picks them (booking notifications three minutes after queueing,
availability notices fifteen). Test notifications are never re-driven.`,
    options: redriveOptions,
    run: async (ctx) => (await import('./commands.ts')).redriveCommand('notifications', ctx),
  },
  'redrive-reservations': {
    args: [],
    summary: 'abandon reservations nobody waits for, release those whose release was lost',
    help: `Reservations still pending after the API stopped waiting (nobody holds their id) are abandoned, and
those left releasing are released: a running hold workflow is signalled, a missing or closed one
started with the signal. The report counts both apart. None is skipped: the signal is safe to
repeat, and a release carries the same idempotency key whoever sends it.`,
    options: redriveOptions,
    run: async (ctx) => (await import('./commands.ts')).redriveCommand('reservations', ctx),
  },
  'redrive-mail': {
    args: [],
    summary: 'start the delivery of e-mails still unsent',
    help: 'E-mails of the last three days still unsent whose delivery workflow is not running: starts it.',
    options: redriveOptions,
    run: async (ctx) => (await import('./commands.ts')).redriveCommand('mail', ctx),
  },
  'set-domain': {
    args: ['<account email or domain>', '<domain>'],
    summary: "register an account's domain",
    help: 'The account is then found, and authenticates, by that domain too.',
    options: dryRun,
    run: async (ctx) => (await import('./commands.ts')).setDomainCommand(ctx, ctx.args[1]!),
  },
  'clear-domain': {
    args: ['<account email or domain>'],
    summary: "remove an account's domain",
    help: 'The account is found by its e-mail address alone again.',
    options: dryRun,
    run: async (ctx) => (await import('./commands.ts')).setDomainCommand(ctx, null),
  },
  'build-indexes': {
    args: [],
    summary: 'build the indexes of migration 024 without holding off writes (before migrating a large database)',
    help: `Builds each index migration 024 adds with CREATE INDEX CONCURRENTLY: the tables take writes
meanwhile, at the cost of a longer build. Run it before \`npm run migrate\` on a database that already
holds millions of bookings: the migration then finds them and only drops the indexes they replace.
An index left invalid by an interrupted build is dropped and built again; one in place is left
alone. Reports each index and how long it took.`,
    run: async (ctx) => (await import('./buildIndexes.ts')).buildIndexes(ctx),
  },
  'temporal-setup': {
    args: [],
    summary: 'register the namespace, its retention and the search attributes on Temporal (idempotent)',
    help: `Reads only the TEMPORAL_* settings (no DATABASE_URL): one line per item, exit 0 only when all of it is
in place. Waits up to a minute and a half for a server that is still starting. The namespace keeps closed
workflows TEMPORAL_RETENTION_DAYS days (default 7), set on a namespace that keeps them for another time.
With --dry-run it registers nothing and lists what is missing (exit 1 when anything is).`,
    options: dryRun,
    run: async (ctx) => (await import('./temporalSetup.ts')).temporalSetup(ctx.io, { json: ctx.flags.json, dryRun: ctx.flags.dryRun }),
  },
  reseal: {
    args: [],
    summary: 'seal every webhook secret again with the sealing key (the first of WEBHOOK_SECRET_KEY)',
    help: `After a new key is put first in WEBHOOK_SECRET_KEY (docs/OPERATIONS.md, "Rotating WEBHOOK_SECRET_KEY"):
opens each stored secret with whichever key of the ring sealed it and seals it with the first, a
batch at a time, with progress. Resumable: run it again after a stop and it picks up the rest. It
reports the secrets no key of the ring opens (exit 1), and leaves them as they are.`,
    options: dryRun,
    run: async (ctx) => (await import('./commands.ts')).resealCommand(ctx),
  },
};

export function usage(): string {
  const width = Math.max(...Object.entries(commands).map(([name, c]) => `${name} ${c.args.join(' ')}`.length));
  const lines = Object.entries(commands).map(([name, c]) => `  ${`${name} ${c.args.join(' ')}`.padEnd(width)}  ${c.summary}`);
  return `Usage: npm run ops -- <command> [options]

Commands:
${lines.join('\n')}

Options:
  --json        the report as JSON on stdout (for scripts)
  --dry-run     on every command that changes anything: what it would do, changing nothing
  --id <id>     on the redrives: only that item
  -h, --help    this help, or a command's: npm run ops -- <command> --help

Settings come from the environment (DATABASE_URL, TEMPORAL_*; see .env.example).
${EXIT_CODES}
`;
}

export function commandHelp(name: string): string {
  const command = commands[name]!;
  const options = Object.entries(command.options ?? {}).map(([option, o]) => `  --${option.padEnd(12)} ${o.description}`);
  return `Usage: npm run ops -- ${name}${command.args.length ? ` ${command.args.join(' ')}` : ''} [options]

${command.summary}.

${command.help}

Options:
${[...options, '  --json         the report as JSON on stdout', '  -h, --help     this help'].join('\n')}

${EXIT_CODES}
`;
}

/** `30s`, `5m`, `2h`, `1d` or plain milliseconds. */
export function parseDuration(text: string): number | undefined {
  const match = /^(\d+)(ms|s|m|h|d)?$/.exec(text.trim());
  if (!match) return undefined;
  const unit = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 }[match[2] ?? 'ms']!;
  return Number(match[1]) * unit;
}

/** Runs one command line; returns the exit code. Never throws. */
export async function runOps(argv: string[], io: Io): Promise<number> {
  // A failure is one line on stderr; with --json also an object on stdout, so that a script reading
  // stdout alone is told too.
  const json = argv.includes('--json');
  const fail = (code: number, message: string) => {
    io.stderr.write(`${message}\n`);
    if (json) io.stdout.write(`${JSON.stringify({ error: { code: ERROR_CODES[code] ?? 'FAILED', message: message.split('\n')[0] } })}\n`);
    return code;
  };
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    if (name === 'help' && rest[0] && commands[rest[0]]) {
      io.stdout.write(commandHelp(rest[0]));
      return EXIT.ok;
    }
    (name === undefined ? io.stderr : io.stdout).write(usage());
    return name === undefined ? EXIT.usage : EXIT.ok;
  }
  const command = commands[name];
  if (!command) return fail(EXIT.usage, `ops: no command ${JSON.stringify(name)}\n\n${usage()}`);
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({
      args: rest,
      allowPositionals: true,
      strict: true,
      options: { json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' }, ...(command.options ?? {}) },
    });
  } catch (err) {
    return fail(EXIT.usage, `ops ${name}: ${(err as Error).message}\n\n${commandHelp(name)}`);
  }
  if (parsed.values.help) {
    io.stdout.write(commandHelp(name));
    return EXIT.ok;
  }
  if (parsed.positionals.length !== command.args.length) {
    return fail(EXIT.usage, `ops ${name}: expects ${command.args.length ? command.args.join(' ') : 'no arguments'}\n\n${commandHelp(name)}`);
  }
  const flags: Flags = { json: parsed.values.json === true, dryRun: parsed.values['dry-run'] === true };
  if (typeof parsed.values.id === 'string') {
    flags.id = parsed.values.id;
    // One named item is re-driven whatever its age, unless --older-than says otherwise.
    flags.olderThanMs = 0;
  }
  if (typeof parsed.values['older-than'] === 'string') {
    const ms = parseDuration(parsed.values['older-than']);
    if (ms === undefined) return fail(EXIT.usage, `ops ${name}: --older-than: not a duration: ${parsed.values['older-than']} (say 30s, 5m, 2h)`);
    flags.olderThanMs = ms;
  }
  const config = () => loadConfig(io.env);
  try {
    return await command.run({ args: parsed.positionals, flags, config, io });
  } catch (err) {
    if (err instanceof ConfigError) return fail(EXIT.config, err.message);
    return fail(isUnavailable(err) ? EXIT.unavailable : EXIT.failed, `ops ${name}: ${knownFailure(err)}`);
  }
}

const ERROR_CODES: Record<number, string> = {
  [EXIT.failed]: 'FAILED',
  [EXIT.usage]: 'USAGE',
  [EXIT.unavailable]: 'UNAVAILABLE',
  [EXIT.config]: 'CONFIGURATION',
};

const UNREACHABLE = new Set(['ECONNREFUSED', 'ENOTFOUND', 'ETIMEDOUT', 'EAI_AGAIN', 'ECONNRESET', '57P03']);

const codeOf = (err: unknown) => (err as { code?: string }).code ?? (err as { cause?: { code?: string } }).cause?.code;

/** The database or Temporal did not answer: nothing was checked. */
function isUnavailable(err: unknown): boolean {
  return err instanceof UnavailableError || UNREACHABLE.has(codeOf(err) ?? '');
}

/**
 * One line for what went wrong: an OpsError's own words, a database or Temporal that cannot be
 * reached named as such; anything else by its type and message (the stack with OPS_DEBUG=1).
 */
function knownFailure(err: unknown): string {
  if (err instanceof OpsError) return err.message;
  const e = err as { code?: string; message?: string; name?: string; stack?: string };
  if (process.env.OPS_DEBUG === '1' && e.stack) return e.stack;
  const code = codeOf(err);
  if (code && UNREACHABLE.has(code)) return `cannot reach the database: ${code}`;
  if (code === '28P01' || code === '3D000') return `the database refused: ${e.message}`;
  return `${e.name ?? 'Error'}: ${e.message ?? String(err)} (OPS_DEBUG=1 prints the stack)`;
}
