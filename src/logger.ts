import { isSpanContextValid, trace } from '@opentelemetry/api';
import { pino, type Logger } from 'pino';

export type { Logger };

// Paths that may carry secrets: tokens, Authorization headers, URLs with user-info.
const REDACT = ['token', '*.token', 'password', '*.password', 'authorization', '*.authorization', 'headers.authorization', 'req.headers.authorization'];

export function createLogger(level: string = 'info', destination?: pino.DestinationStream): Logger {
  return pino(
    { level, redact: { paths: REDACT, censor: '[redacted]' }, base: { service: 'marketplace' }, mixin: traceFields, mixinMergeStrategy: withTraceFields },
    destination,
  );
}

const NO_TRACE: object = Object.freeze({});

/**
 * The active span's `trace_id`, `span_id` and `trace_flags` on every line written inside it, as
 * `@opentelemetry/instrumentation-pino` names them, so that a trace leads to its log lines and a
 * line to its trace (docs/OPERATIONS.md). Read from the OpenTelemetry context at each line, so a
 * logger made before tracing started (every role's) carries them too. With tracing off no context
 * manager is registered and no span is ever active: one lookup, nothing allocated, no field.
 */
function traceFields(): object {
  const span = trace.getActiveSpan()?.spanContext();
  // A no-op tracer's span has all-zero ids: there is no trace to find.
  if (span === undefined || !isSpanContextValid(span)) return NO_TRACE;
  return { trace_id: span.traceId, span_id: span.spanId, trace_flags: span.traceFlags.toString(16).padStart(2, '0') };
}

/** pino's own strategy (the line's fields over the mixin's, on the mixin's object), without a copy when there is no span. */
function withTraceFields(fields: object, traceIds: object): object {
  return traceIds === NO_TRACE ? fields : Object.assign(traceIds, fields);
}

/**
 * `npm start`'s logger: one readable line per entry (time, level, message, fields), for a person
 * at a terminal. The production roles keep JSON lines (`createLogger`), for machines.
 * `pino-pretty` is a dev dependency, absent from the production install: loaded here only, on
 * demand, never by a static import (test/deploy/productionImports.test.ts).
 */
export async function createPrettyLogger(level: string = 'info'): Promise<Logger> {
  const { default: pretty } = await import('pino-pretty');
  return createLogger(
    level,
    pretty({
      colorize: Boolean(process.stdout.isTTY),
      translateTime: 'SYS:HH:MM:ss.l',
      ignore: 'pid,hostname,service,mail',
      singleLine: true,
      sync: true,
      messageFormat: (entry, messageKey) => `${String(entry[messageKey])}${mailLines(entry.mail)}`,
    }),
  );
}

/**
 * An e-mail `npm start` logs instead of sending (no SMTP_URL), as a mail is read: its header and
 * its text on lines of their own below the entry's message, the verification code in plain sight
 * rather than inside one line of JSON. The JSON log keeps the `mail` field as it is.
 */
function mailLines(mail: unknown): string {
  if (typeof mail !== 'object' || mail === null) return '';
  const { to, subject, text } = mail as { to?: unknown; subject?: unknown; text?: unknown };
  const body = String(text ?? '').split('\n');
  return `\n${[`To: ${String(to)}`, `Subject: ${String(subject)}`, '', ...body].map((line) => `    | ${line}`.trimEnd()).join('\n')}\n   `;
}
