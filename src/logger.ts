import { pino, type Logger } from 'pino';

export type { Logger };

// Paths that may carry secrets: tokens, Authorization headers, URLs with user-info.
const REDACT = ['token', '*.token', 'password', '*.password', 'authorization', '*.authorization', 'headers.authorization', 'req.headers.authorization'];

export function createLogger(level: string = 'info', destination?: pino.DestinationStream): Logger {
  return pino({ level, redact: { paths: REDACT, censor: '[redacted]' }, base: { service: 'marketplace' } }, destination);
}
