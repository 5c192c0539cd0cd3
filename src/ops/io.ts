import { pino } from 'pino';
import type { Config } from '../config.ts';
import { createLogger } from '../logger.ts';

/** The ops commands' exit codes (sysexits.h for usage and configuration), documented in `--help`. */
export const EXIT = { ok: 0, failed: 1, usage: 64, config: 78 } as const;

/** Where a command writes its report (stdout), its progress and errors (stderr), and what it reads settings from. */
export type Io = { stdout: NodeJS.WritableStream; stderr: NodeJS.WriteStream; env: NodeJS.ProcessEnv };

/** The commands' logger: errors only (LOG_LEVEL overrides), on stderr, never in the report. */
export function opsLogger(config: Config, io: Io) {
  return createLogger(io.env.LOG_LEVEL ? config.LOG_LEVEL : 'error', pino.destination({ fd: 2, sync: true })).child({ role: 'ops' });
}
