import { pino, type Logger } from 'pino';
import pretty from 'pino-pretty';

export type { Logger };

// Paths that may carry secrets: tokens, Authorization headers, URLs with user-info.
const REDACT = ['token', '*.token', 'password', '*.password', 'authorization', '*.authorization', 'headers.authorization', 'req.headers.authorization'];

export function createLogger(level: string = 'info', destination?: pino.DestinationStream): Logger {
  return pino({ level, redact: { paths: REDACT, censor: '[redacted]' }, base: { service: 'marketplace' } }, destination);
}

/**
 * `npm start`'s logger: one readable line per entry (time, level, message, fields), for a person
 * at a terminal. The production roles keep JSON lines (`createLogger`), for machines.
 */
export function createPrettyLogger(level: string = 'info'): Logger {
  return createLogger(
    level,
    pretty({ colorize: Boolean(process.stdout.isTTY), translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname,service', singleLine: true, sync: true }),
  );
}
