import { pino } from 'pino';
import type { Config } from '../config.ts';
import { createLogger } from '../logger.ts';

/**
 * The ops commands' exit codes, documented in `--help`: 1 is a finding (past a threshold, items
 * that failed), never a check that could not be made; that is 69 (sysexits.h's EX_UNAVAILABLE: the
 * database or Temporal did not answer), beside 64 for usage and 78 for configuration.
 */
export const EXIT = { ok: 0, failed: 1, usage: 64, unavailable: 69, config: 78 } as const;

/** Where a command writes its report (stdout), its progress and errors (stderr), and what it reads settings from. */
export type Io = { stdout: NodeJS.WritableStream; stderr: NodeJS.WriteStream; env: NodeJS.ProcessEnv };

/** The commands' logger: errors only (LOG_LEVEL overrides), on stderr, never in the report. */
export function opsLogger(config: Config, io: Io) {
  return createLogger(io.env.LOG_LEVEL ? config.LOG_LEVEL : 'error', pino.destination({ fd: 2, sync: true })).child({ role: 'ops' });
}
