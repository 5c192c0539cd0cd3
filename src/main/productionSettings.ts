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

/**
 * For a production role (api, worker): the warnings to report when ALLOW_DEV_DEFAULTS lets it
 * start with those settings missing (empty when none is); without the opt-out, an error naming
 * every missing one, for the role to exit 78 with.
 */
export function checkProductionSettings(config: Pick<Config, 'ALLOW_DEV_DEFAULTS'>, env: NodeJS.ProcessEnv): { warnings: string[]; error?: string } {
  const missing = REQUIRED.filter((r) => !env[r.variable]);
  if (missing.length === 0) return { warnings: [] };
  if (config.ALLOW_DEV_DEFAULTS) return { warnings: missing.map((r) => r.withoutIt) };
  return {
    warnings: [],
    error: `Invalid configuration: ${missing.map((r) => `${r.variable}: required in production (${r.why})`).join('; ')}. ALLOW_DEV_DEFAULTS=true starts without ${missing.length > 1 ? 'them' : 'it'}, for local use only.`,
  };
}

/** Exits 78 naming what is missing, or returns the warnings the role reports in /ready and logs at start. */
export function requireProductionSettings(config: Pick<Config, 'ALLOW_DEV_DEFAULTS'>, env: NodeJS.ProcessEnv = process.env): string[] {
  const { warnings, error } = checkProductionSettings(config, env);
  if (error) {
    process.stderr.write(`${error}\n`);
    process.exit(78); // EX_CONFIG
  }
  return warnings;
}
