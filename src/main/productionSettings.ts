import type { Config } from '../config.ts';

/**
 * Settings a production role must not run without, though the config has a default (or an
 * unsigned mode) for them: `npm start` and the tests need none of them.
 */
const REQUIRED: { variable: 'PUBLIC_URL' | 'WEBHOOK_SECRET_KEY'; why: string; withoutIt: string }[] = [
  {
    variable: 'PUBLIC_URL',
    why: 'the address agents and suppliers reach this API at',
    withoutIt: 'PUBLIC_URL is not set: links, the OpenAPI server and the User-Agent name localhost',
  },
  {
    variable: 'WEBHOOK_SECRET_KEY',
    why: 'seals the webhook secrets; without it notifications go out unsigned',
    withoutIt: 'WEBHOOK_SECRET_KEY is not set: accounts cannot make a webhook secret and notifications go out unsigned',
  },
];

/** A setting that is present but makes no sense in production; `local`: ALLOW_DEV_DEFAULTS may let it pass (a local stack's). */
type Senseless = { variable: string; reason: string; local: boolean };

/** Names reserved for documentation (RFC 2606, RFC 6761) and the manifests' CHANGE-ME: nobody's real server. */
function isDocumentationHost(name: string): boolean {
  return /change-?me/.test(name) || name.endsWith('.example') || name.endsWith('.invalid') || /(^|\.)example\.(com|org|net)$/.test(name);
}

/**
 * Hosts nobody serves production from: the documentation names, the manifests' placeholder and
 * this machine. A `.test` name is not among them: the suites' production-shaped runs use one.
 */
export function isPlaceholderHost(host: string): boolean {
  const name = host.toLowerCase().replace(/^\[|\]$/g, '');
  if (name === 'localhost' || name.endsWith('.localhost') || name === '0.0.0.0' || name === '::1' || name === '::') return true;
  return /^127\.\d+\.\d+\.\d+$/.test(name) || isDocumentationHost(name);
}

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).hostname;
  } catch {
    return undefined;
  }
}

/** What is set but wrong: never quoting a value (the database URL holds a password). */
function senseless(config: Pick<Config, 'ALLOW_DEV_DEFAULTS'>, env: NodeJS.ProcessEnv): Senseless[] {
  const found: Senseless[] = [];
  if (config.ALLOW_DEV_DEFAULTS && env.NODE_ENV === 'production') {
    found.push({ variable: 'ALLOW_DEV_DEFAULTS', reason: 'true together with NODE_ENV=production (the opt-out is for a local stack only)', local: false });
  }
  const publicUrl = env.PUBLIC_URL;
  if (publicUrl) {
    if (!publicUrl.startsWith('https://')) found.push({ variable: 'PUBLIC_URL', reason: 'not https:// (agents send their tokens there)', local: true });
    const host = hostOf(publicUrl);
    if (host !== undefined && isPlaceholderHost(host)) {
      found.push({ variable: 'PUBLIC_URL', reason: 'a placeholder or local host (example, CHANGE-ME, localhost): set the address agents reach', local: true });
    }
  }
  // A manifest's placeholder never reaches a database: the pod would start and never be ready. (A
  // database on localhost may be a sidecar: not refused.)
  const databaseUrl = env.DATABASE_URL;
  if (databaseUrl && (/change-?me/i.test(databaseUrl) || isDocumentationHost(hostOf(databaseUrl.replace(/^postgres(ql)?:/, 'http:'))?.toLowerCase() ?? ''))) {
    found.push({ variable: 'DATABASE_URL', reason: 'still a placeholder (CHANGE-ME or an example host)', local: false });
  }
  return found;
}

/**
 * For a production role (api, worker): the warnings to report when ALLOW_DEV_DEFAULTS lets it
 * start with settings missing or fit only for a local stack (empty when none is); otherwise an
 * error naming every variable and why, for the role to exit 78 with.
 */
export function checkProductionSettings(config: Pick<Config, 'ALLOW_DEV_DEFAULTS'>, env: NodeJS.ProcessEnv): { warnings: string[]; error?: string } {
  const missing = REQUIRED.filter((r) => !env[r.variable]);
  const wrong = senseless(config, env);
  if (missing.length === 0 && wrong.length === 0) return { warnings: [] };
  const optedOut = config.ALLOW_DEV_DEFAULTS && env.NODE_ENV !== 'production';
  if (optedOut && wrong.every((w) => w.local)) {
    return { warnings: [...missing.map((r) => r.withoutIt), ...wrong.map((w) => `${w.variable} is ${w.reason}`)] };
  }
  const parts = [...missing.map((r) => `${r.variable}: required in production (${r.why})`), ...wrong.map((w) => `${w.variable}: ${w.reason}`)];
  const localOnly = wrong.every((w) => w.local);
  const optOut =
    wrong.length === 0
      ? ` ALLOW_DEV_DEFAULTS=true starts without ${missing.length > 1 ? 'them' : 'it'}, for local use only.`
      : localOnly
        ? ' ALLOW_DEV_DEFAULTS=true (without NODE_ENV=production) lets a local stack start so.'
        : '';
  return { warnings: [], error: `Invalid configuration: ${parts.join('; ')}.${optOut}` };
}

/** Exits 78 naming what is missing or wrong, or returns the warnings the role reports in /ready and logs at start. */
export function requireProductionSettings(config: Pick<Config, 'ALLOW_DEV_DEFAULTS'>, env: NodeJS.ProcessEnv = process.env): string[] {
  const { warnings, error } = checkProductionSettings(config, env);
  if (error) {
    process.stderr.write(`${error}\n`);
    process.exit(78); // EX_CONFIG
  }
  return warnings;
}
