import { createRequire } from 'node:module';
import type { IncomingMessage } from 'node:http';
import { context, logs, propagation, trace } from '@opentelemetry/api';
import { CompositePropagator, getBooleanFromEnv, W3CBaggagePropagator, W3CTraceContextPropagator } from '@opentelemetry/core';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { KoaInstrumentation } from '@opentelemetry/instrumentation-koa';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { defaultResource, resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, SimpleSpanProcessor, type ReadableSpan, type SpanExporter, type SpanProcessor } from '@opentelemetry/sdk-trace';
import type { Logger } from '../logger.ts';
import { VERSION } from '../version.ts';

/** Tracing in this process: flushed and switched off by shutdown. */
export type Tracing = { shutdown(): Promise<void> };

const require = createRequire(import.meta.url);

// Probes and scrapes would be most of the traces and tell nothing.
const UNTRACED_PATHS = new Set(['/health', '/ready', '/metrics']);

/**
 * Turns tracing on for this process when OTEL_EXPORTER_OTLP_ENDPOINT is set (or when a test
 * hands its own exporter), and returns undefined otherwise: off costs nothing. The OTLP exporter
 * reads the standard OTEL_EXPORTER_OTLP_* variables itself (endpoint, headers, timeout).
 *
 * The Node SDK builds the tracer and its resource: `serviceName` and this release's
 * `service.version`, under what the resource detectors find (OTEL_SERVICE_NAME and
 * OTEL_RESOURCE_ATTRIBUTES win; process and host; OTEL_NODE_RESOURCE_DETECTORS narrows them).
 * Everything else is given to it explicitly, so that it reads no OTEL_*_EXPORTER variable and
 * adds nothing of its own: our span processor, our instrumentations, W3C propagation, no metric
 * reader, no log exporter.
 */
export function startTracing(options: {
  serviceName: string;
  endpoint?: string | undefined;
  /** A test's in-memory exporter: spans are handed over as they end instead of batched. */
  exporter?: SpanExporter;
  logger?: Logger;
}): Tracing | undefined {
  if (!options.exporter && !options.endpoint) return undefined;
  // Loaded only now: with the metrics and logs SDKs and every exporter it can build (gRPC, protobuf,
  // Prometheus), it would add some 10 MB and tens of milliseconds to each start with tracing off.
  const { NodeSDK } = require('@opentelemetry/sdk-node') as typeof import('@opentelemetry/sdk-node');
  if (getBooleanFromEnv('OTEL_SDK_DISABLED')) {
    options.logger?.info('tracing off: OTEL_SDK_DISABLED');
    return undefined;
  }
  const sdk = new NodeSDK({
    resource: defaultResource().merge(resourceFromAttributes({ 'service.name': options.serviceName, 'service.version': VERSION })),
    spanProcessors: [
      withoutSecrets(
        options.exporter ? new SimpleSpanProcessor({ exporter: options.exporter }) : new BatchSpanProcessor({ exporter: new OTLPTraceExporter() }),
      ),
    ],
    // Registered below, where they can be unregistered again.
    instrumentations: [],
    // As NodeTracerProvider.register() set them before, whatever OTEL_PROPAGATORS says: the Temporal
    // interceptors and the suppliers' `traceparent` depend on W3C trace context.
    textMapPropagator: new CompositePropagator({ propagators: [new W3CTraceContextPropagator(), new W3CBaggagePropagator()] }),
    // Our metrics are Prometheus' (/metrics); our logs are pino's lines. Empty lists, not absent
    // ones: absent, the SDK would read OTEL_METRICS_EXPORTER and OTEL_LOGS_EXPORTER, which default to OTLP.
    metricReaders: [],
    logRecordProcessors: [],
  });
  sdk.start();
  const unregister = registerInstrumentations({
    tracerProvider: trace.getTracerProvider(),
    instrumentations: [
      new HttpInstrumentation({ ignoreIncomingRequestHook: (req: IncomingMessage) => UNTRACED_PATHS.has((req.url ?? '').split('?')[0]!) }),
      new KoaInstrumentation(),
      // Supplier and receiver calls go through undici, which reports on diagnostics channels: no patch needed.
      new UndiciInstrumentation(),
      new PgInstrumentation({ requestHook: (span, { query }) => span.setAttribute('db.query.text', statementWithoutValues(query.text)) }),
    ],
  });
  applyPatches();
  options.logger?.info({ serviceName: options.serviceName, version: VERSION, exporter: options.exporter ? 'test' : 'otlp' }, 'tracing on');
  return {
    async shutdown() {
      unregister();
      await sdk.shutdown();
      // The globals go back to no-ops, so a test process that traced once goes on untraced.
      trace.disable();
      context.disable();
      propagation.disable();
      logs.disable();
    },
  };
}

// The SDK registers a logger provider globally even with no log processor; `logs.disable()` above
// takes it back (the logs API is part of @opentelemetry/api since 1.10).

const MAX_STATEMENT_CHARS = 2_000;

// Attributes that may carry a query string: a verification code (`/v1/account/verify?code=`), or a
// token an account put in its callback URL's query.
const URL_ATTRIBUTES = ['url.full', 'http.url', 'http.target'];

/**
 * Hands on each span without what could hold a secret: query strings, and the messages of
 * recorded exceptions and error statuses. Koa's and pg's instrumentations record every error that
 * passes through: a JSON parse error quotes the body it failed on, and the ORM's errors quote their
 * statement with its values (a callback URL's password, a token hash). The exception's type stays;
 * the message is in the log, under the request id.
 */
function withoutSecrets(processor: SpanProcessor): SpanProcessor {
  return {
    onStart: (span, parentContext) => processor.onStart(span, parentContext),
    onEnd(span) {
      const attributes = { ...span.attributes };
      delete attributes['url.query'];
      for (const key of URL_ATTRIBUTES) {
        const value = attributes[key];
        if (typeof value === 'string') attributes[key] = value.split('?')[0];
      }
      const events = span.events.map((event) =>
        event.name === 'exception' ? { ...event, attributes: { 'exception.type': event.attributes?.['exception.type'] ?? 'Error' } } : event,
      );
      const status = { code: span.status.code };
      // The span itself is left as it is (it has ended); the processor sees a copy on top of it.
      processor.onEnd(Object.create(span, { attributes: { value: attributes }, events: { value: events }, status: { value: status } }) as ReadableSpan);
    },
    forceFlush: () => processor.forceFlush(),
    shutdown: () => processor.shutdown(),
  };
}

/**
 * MikroORM (and our own SQL) inline their values into the statement text, so the span would
 * carry callback URLs with their passwords, token hashes, customers' names and barcodes. Every
 * string literal becomes '?', which keeps the statement's shape for reading a trace.
 */
export function statementWithoutValues(text: string): string {
  const shape = text.replace(/'(?:[^']|'')*'/g, "'?'");
  return shape.length > MAX_STATEMENT_CHARS ? `${shape.slice(0, MAX_STATEMENT_CHARS)}…` : shape;
}

/**
 * The instrumentations patch a module when it is next required. Our code and MikroORM import
 * these as ES modules, which never pass through `require`, so they are required here once: the
 * patches land on the shared module objects and prototypes (node:https, Koa.prototype.use,
 * pg.Client.prototype.query) that the ES imports see too. This needs no loader hook
 * (`--import`), and works whether the modules were loaded before tracing started or after.
 */
function applyPatches(): void {
  for (const name of ['node:http', 'node:https', 'koa', 'pg', 'pg-pool']) require(name);
}
