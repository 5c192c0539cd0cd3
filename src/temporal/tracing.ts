import { createRequire } from 'node:module';
import type { SpanContext } from '@opentelemetry/api';
import type { ReadableSpan, SpanProcessor } from '@opentelemetry/sdk-trace-base';
import type { ClientInterceptors } from '@temporalio/client';
import {
  makeWorkflowExporter,
  OpenTelemetryActivityInboundInterceptor,
  OpenTelemetryActivityOutboundInterceptor,
  OpenTelemetryWorkflowClientInterceptor,
} from '@temporalio/interceptors-opentelemetry';
import type { InjectedSinks, WorkerInterceptors } from '@temporalio/worker';
import { TRACING_OFF, type Tracing } from '../telemetry/tracing.ts';

/**
 * Temporal's OpenTelemetry interceptors carry the trace from the API's start of a workflow into
 * the workflow, its activities and their supplier calls. They are always installed: with tracing
 * off the global tracer is a no-op and workflow spans go to a no-op processor, so the workflow
 * code (and every history it writes) is the same either way.
 */
export const workflowInterceptorModules = [createRequire(import.meta.url).resolve('@temporalio/interceptors-opentelemetry/lib/workflow-interceptors')];

export function tracingClientInterceptors(): ClientInterceptors {
  return { workflow: [new OpenTelemetryWorkflowClientInterceptor()] };
}

export function tracingWorkerOptions(tracing: Pick<Tracing, 'processor' | 'resource'> = TRACING_OFF): {
  interceptors: WorkerInterceptors;
  sinks: InjectedSinks<never>;
} {
  return {
    interceptors: {
      activity: [(ctx) => ({ inbound: new OpenTelemetryActivityInboundInterceptor(ctx), outbound: new OpenTelemetryActivityOutboundInterceptor(ctx) })],
    },
    sinks: { exporter: makeWorkflowExporter(fromWorkflowSpans(tracing.processor) as never, tracing.resource as never) } as never,
  };
}

type WorkflowSpan = ReadableSpan & { parentSpanId?: string; instrumentationLibrary?: ReadableSpan['instrumentationScope'] };

/**
 * Temporal's interceptors (1.24) rebuild the workflow's spans in the shape of OpenTelemetry's
 * SDK 1.x (`parentSpanId`, `instrumentationLibrary`); the SDK 2.x exporters read
 * `parentSpanContext` and `instrumentationScope`. Without this the workflow's spans would reach
 * the collector with no parent and the trace would break at the workflow.
 */
function fromWorkflowSpans(processor: SpanProcessor): SpanProcessor {
  return {
    onStart: () => {},
    onEnd(span: ReadableSpan) {
      const old = span as WorkflowSpan;
      const own = span.spanContext();
      const parentSpanContext: SpanContext | undefined =
        span.parentSpanContext ?? (old.parentSpanId ? { traceId: own.traceId, spanId: old.parentSpanId, traceFlags: own.traceFlags } : undefined);
      processor.onEnd({
        ...span,
        spanContext: () => own,
        parentSpanContext,
        instrumentationScope: span.instrumentationScope ?? old.instrumentationLibrary ?? { name: '@temporalio/interceptor-workflow' },
      } as ReadableSpan);
    },
    forceFlush: () => processor.forceFlush(),
    shutdown: () => Promise.resolve(),
  };
}
