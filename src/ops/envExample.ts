import { readFileSync } from 'node:fs';
import { ConfigSchema } from '../config.ts';
import { TEMPORAL_VARIABLES } from '../temporal/connectionConfig.ts';

/** Set in .env.example (uncommented) because a production role refuses to start without them. */
const REQUIRED_IN_PRODUCTION = new Set(['DATABASE_URL', 'PUBLIC_URL', 'WEBHOOK_SECRET_KEY']);

/**
 * `.env.example`, made from the config schema (src/config.ts): every variable it reads, with its
 * default (from the schema itself) and the comment above it in src/config.ts, then Temporal's
 * (src/temporal/connectionConfig.ts). `npm run env:example` writes it;
 * test/deploy/envExample.test.ts fails when the file is not what this makes.
 */
export function envExample(): string {
  const source = readFileSync(new URL('../config.ts', import.meta.url), 'utf8').split('\n');
  const lines = [
    '# Every setting the roles read, made from src/config.ts by `npm run env:example` (do not edit by hand).',
    '# Set them in the environment of each role (a Kubernetes ConfigMap and Secret: deploy/kubernetes/), or copy',
    '# this to .env for docker compose, which passes the ones docker-compose.yml names. Empty means unset.',
    '# A production role (api, worker) refuses to start without the uncommented ones.',
    '',
  ];
  for (const [key, schema] of Object.entries(ConfigSchema.shape)) {
    const at = source.findIndex((line) => line.startsWith(`  ${key}:`));
    const comment: string[] = [];
    for (let i = at - 1; i >= 0 && source[i]!.trim().startsWith('//'); i--) comment.unshift(`# ${source[i]!.trim().replace(/^\/\/ ?/, '')}`);
    const parsed = (schema as { safeParse(v: unknown): { success: boolean; data?: unknown } }).safeParse(undefined);
    const fallback = parsed.success && parsed.data !== undefined ? String(parsed.data) : '';
    lines.push(...comment, REQUIRED_IN_PRODUCTION.has(key) ? `${key}=` : `# ${key}=${fallback}`, '');
  }
  lines.push("# Temporal, read as Temporal's own tools read it (docs/DEPLOYMENT.md, Connecting to Temporal).");
  for (const [key, what] of Object.entries(TEMPORAL_VARIABLES)) lines.push(`# ${what}`, `# ${key}=`, '');
  return `${lines.join('\n').trimEnd()}\n`;
}
